// The titles in French of the rulings the engine core and the widgets can cite, as their links in the widgets show them.
// Generated from content/rulings/fr/*.mdx and the code's citations by scripts/ruling-titles.mjs: do not edit by hand.
export const fr: Readonly<Record<string, string>> = {
  "base-cell-free": "Une seule tuile par case",
  "base-city-score": "Une ville rapporte deux points par tuile et par blason",
  "base-cloister-score": "Une abbaye entourée rapporte neuf points",
  "base-draw-and-place": "On pose la tuile piochée, pas une autre",
  "base-edges-match": "Chaque côté en contact doit correspondre",
  "base-farm-score": "Un pré rapporte trois points par ville achevée",
  "base-follower-this-tile": "Le partisan va sur la tuile que l’on vient de poser",
  "base-follower-unoccupied": "Pas de partisan sur un élément déjà occupé",
  "base-followers-return": "Les partisans comptés reviennent, les paysans restent",
  "base-game-end": "La partie s’arrête avec la dernière tuile",
  "base-majority": "La majorité de partisans emporte tout",
  "base-must-touch": "La tuile se raccroche au paysage par un côté",
  "base-road-score": "Une route rapporte un point par tuile",
  "base-unplaceable-discard": "Une tuile impossible à poser est écartée",
  "house-river2-no-pig-herd": "Variante : le troupeau de cochons ne rapporte rien",
  "inns-inn-road": "Une route avec auberge : quitte ou double",
  "river2-pig-herd": "Le troupeau de cochons : un point de plus par ville",
};
