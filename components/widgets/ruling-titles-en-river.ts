// The titles in English of the rulings the river's rules can cite, as their links in the widgets show them.
// Generated from content/rulings/en/*.mdx and the code's citations by scripts/ruling-titles.mjs: do not edit by hand.
export const en: Readonly<Record<string, string>> = {
  "house-river-all-in-bag": "House rule: spring and lake in the bag",
  "house-river-all-u-turns": "House rule: no U-turns at all",
  "house-river-no-followers-until-done": "House rule: no followers until the river is finished",
  "house-river-reverse": "House rule: build the river from the lake",
  "river-combine-sets": "Both rivers make one river",
  "river-draw-until-done": "Later editions: the river phase runs until the river stack is empty",
  "river-field-wrap-editions": "Which editions print the field-wrap rule",
  "river-field-wraps-ends": "The field wraps round the spring and the lake",
  "river-follower-allowed": "You may place a follower on a river tile",
  "river-lake-last": "The lake closes the river",
  "river-must-continue": "A river tile must extend the river",
  "river-no-follower-on-river": "No follower on the water",
  "river-no-u-turn": "No U-turns for the river",
  "river-setup-stack": "Setting up the river",
  "river-u-turn-immediate": "Only an immediate U-turn is forbidden",
  "river-with-wheel": "The River with The Wheel of Fortune",
  "river2-branches-apart": "River II: the branches never meet",
  "river2-fork-first": "River II: the fork comes first",
  "river2-volcano-last": "River II: the volcano ends the river",
};
