// The titles in French of the rulings the wheel's rules can cite, as their links in the widgets show them.
// Generated from content/rulings/fr/*.mdx and the code's citations by scripts/ruling-titles.mjs: do not edit by hand.
export const fr: Readonly<Record<string, string>> = {
  "wheel-crown-placement": "Poser un partisan sur une case Couronne",
  "wheel-crown-scoring": "L’évaluation des couronnes du secteur actif",
  "wheel-famine": "Famine : les paysans comptent leurs villes achevées",
  "wheel-famine-bonuses": "Les bonus des prés s’appliquent aussi à la Famine",
  "wheel-famine-no-majority": "La Famine avec ou sans majorité : un changement de la Big Box 5",
  "wheel-fortune": "Fortune : 3 points pour le joueur actif",
  "wheel-inquisition": "Inquisition : 2 points par moine",
  "wheel-plague": "Peste : chaque joueur perd un partisan",
  "wheel-plague-outer-landscape": "La Peste peut frapper le paysage du plateau",
  "wheel-storm": "Orage : des points pour les partisans en réserve",
  "wheel-taxes": "Taxes : les chevaliers perçoivent l’impôt",
  "wheel-taxes-any-follower": "Pour les Taxes, tout partisan en ville est un chevalier",
};
