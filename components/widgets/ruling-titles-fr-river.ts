// The titles in French of the rulings the river's rules can cite, as their links in the widgets show them.
// Generated from content/rulings/fr/*.mdx and the code's citations by scripts/ruling-titles.mjs: do not edit by hand.
export const fr: Readonly<Record<string, string>> = {
  "house-river-all-in-bag": "Variante : la source et le lac dans le sac",
  "house-river-all-u-turns": "Variante : aucun demi-tour, jamais",
  "house-river-no-followers-until-done": "Variante : pas de partisan avant la fin de la rivière",
  "house-river-reverse": "Variante : construire la rivière depuis le lac",
  "river-combine-sets": "Deux rivières n’en font qu’une",
  "river-draw-until-done": "Éditions récentes : piocher jusqu’à la dernière tuile de rivière",
  "river-field-wrap-editions": "Quelles éditions impriment le pré qui contourne",
  "river-field-wraps-ends": "Le pré fait le tour de la source et du lac",
  "river-follower-allowed": "On peut poser un partisan sur une tuile de rivière",
  "river-lake-last": "Le lac ferme la rivière",
  "river-must-continue": "Une tuile de rivière prolonge la rivière",
  "river-no-follower-on-river": "Pas de partisan dans l’eau",
  "river-no-u-turn": "Pas de demi-tour pour la rivière",
  "river-setup-stack": "Préparer la rivière",
  "river-u-turn-immediate": "Seul le demi-tour immédiat est interdit",
  "river-with-wheel": "La Rivière avec La Roue de la Fortune",
  "river2-branches-apart": "Rivière II : les bras ne se rejoignent jamais",
  "river2-fork-first": "Rivière II : la bifurcation d’abord",
  "river2-volcano-last": "Rivière II : le volcan clôt la rivière",
};
