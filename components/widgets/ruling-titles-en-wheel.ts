// The titles in English of the rulings the wheel's rules can cite, as their links in the widgets show them.
// Generated from content/rulings/en/*.mdx and the code's citations by scripts/ruling-titles.mjs: do not edit by hand.
export const en: Readonly<Record<string, string>> = {
  "wheel-crown-placement": "Placing a follower on a crown space",
  "wheel-crown-scoring": "Scoring the crowns of the active sector",
  "wheel-famine": "Famine: farmers score their completed cities",
  "wheel-famine-bonuses": "Farm bonuses apply to Famine too",
  "wheel-famine-no-majority": "Famine with or without a majority: a Big Box 5 change",
  "wheel-fortune": "Fortune: 3 points for the active player",
  "wheel-inquisition": "Inquisition: 2 points per monk",
  "wheel-plague": "Plague: every player loses one follower",
  "wheel-plague-outer-landscape": "Plague may reach followers on the board's landscape",
  "wheel-storm": "Storm: points for followers in supply",
  "wheel-taxes": "Taxes: knights collect from their cities",
  "wheel-taxes-any-follower": "For Taxes, any follower in a city is a knight",
};
