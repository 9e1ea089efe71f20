// The titles in English of the rulings the ferries's rules can cite, as their links in the widgets show them.
// Generated from content/rulings/en/*.mdx and the code's citations by scripts/ruling-titles.mjs: do not edit by hand.
export const en: Readonly<Record<string, string>> = {
  "ferries-close-by-moving": "Moving a ferry alone can complete a road",
  "ferries-final-scoring": "Final scoring is unchanged",
  "ferries-first-ferry-only": "Only the first ferry along the road may move",
  "ferries-inns-lakes": "Inns & Cathedrals lakes are not ferry lakes",
  "ferries-meeple-on-road-end": "A robber stands on one road end of the lake",
  "ferries-move-ferry": "Extending a road that leads to a ferry lets you move that ferry",
  "ferries-needs-ferry-on-road": "No ferry on your road, nothing to move",
  "ferries-once-per-turn": "Each ferry moves at most once a turn",
  "ferries-place-ferry": "The ferry joins two road ends into one road",
  "ferries-reopen-road": "Moving a ferry can reopen a finished road",
  "ferries-scoring": "Features completed by a lake tile score at once",
};
