// The titles in English of the rulings the river's rules can cite, as their links in the widgets show them.
// Generated from content/rulings/en/*.mdx and the code's citations by scripts/ruling-titles.mjs: do not edit by hand.
export const en: Readonly<Record<string, string>> = {
  "river-combine-sets": "Both rivers make one river",
  "river-draw-until-done": "Later editions: the river phase runs until the river stack is empty",
  "river-lake-last": "The lake closes the river",
  "river-must-continue": "A river tile must extend the river",
  "river-no-follower-on-river": "No follower on the water",
  "river-no-u-turn": "No U-turns for the river",
  "river-with-wheel": "The River with The Wheel of Fortune",
  "river2-branches-apart": "River II: the branches never meet",
  "river2-fork-first": "River II: the fork comes first",
  "river2-volcano-last": "River II: the volcano ends the river",
};
