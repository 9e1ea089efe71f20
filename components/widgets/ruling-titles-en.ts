// The titles in English of the rulings the engine core and the widgets can cite, as their links in the widgets show them.
// Generated from content/rulings/en/*.mdx and the code's citations by scripts/ruling-titles.mjs: do not edit by hand.
export const en: Readonly<Record<string, string>> = {
  "base-cell-free": "One tile per square",
  "base-city-score": "Cities score two per tile and two per shield",
  "base-cloister-score": "A surrounded cloister scores nine",
  "base-draw-and-place": "You place the tile you drew, not another",
  "base-edges-match": "Every touching side must match",
  "base-farm-score": "Fields pay three points per completed city",
  "base-follower-this-tile": "A follower goes on the tile you just placed",
  "base-follower-unoccupied": "You cannot claim a feature that is already claimed",
  "base-followers-return": "Scored followers come back; farmers stay",
  "base-game-end": "The game ends with the last tile",
  "base-majority": "The most followers take the whole feature",
  "base-must-touch": "A new tile joins the landscape along a side",
  "base-road-score": "Roads score one point per tile",
  "base-unplaceable-discard": "A tile that fits nowhere is discarded",
  "house-river2-no-pig-herd": "House rule: the pig-herd scores nothing",
  "inns-inn-road": "A road with an inn: double or nothing",
  "river2-pig-herd": "The pig-herd: one more point per city",
};
