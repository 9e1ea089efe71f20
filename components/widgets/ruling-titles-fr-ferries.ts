// The titles in French of the rulings the ferries's rules can cite, as their links in the widgets show them.
// Generated from content/rulings/fr/*.mdx and the code's citations by scripts/ruling-titles.mjs: do not edit by hand.
export const fr: Readonly<Record<string, string>> = {
  "ferries-close-by-moving": "Déplacer un bac suffit à achever une route",
  "ferries-final-scoring": "Le décompte final ne change pas",
  "ferries-first-ferry-only": "Seul le premier bac sur la route peut bouger",
  "ferries-inns-lakes": "Les lacs des auberges ne sont pas des lacs à bac",
  "ferries-meeple-on-road-end": "Le brigand se pose sur une des routes du lac",
  "ferries-move-ferry": "Prolonger une route menant à un bac permet de le déplacer",
  "ferries-needs-ferry-on-road": "Pas de bac sur votre route, rien à déplacer",
  "ferries-once-per-turn": "Chaque bac bouge au plus une fois par tour",
  "ferries-place-ferry": "Le bac relie deux tronçons en une seule route",
  "ferries-reopen-road": "Déplacer un bac peut rouvrir une route terminée",
  "ferries-scoring": "Les zones achevées par une tuile Lac rapportent aussitôt",
};
