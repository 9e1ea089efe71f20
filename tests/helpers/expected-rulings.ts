// An independent transcription of the ruling ids of the project's RULINGS.md, by
// expansion page. The site keeps its own catalogue in components/lib/ruling-ids.ts; the built-site
// checks compare the two, so an id dropped from the site's list cannot go unnoticed.
// (Tests must not read ../shared, hence the copy.)
import type { Area } from '../../components/lib/vocabulary.ts';

export const EXPECTED_IDS: Readonly<Record<Area, readonly string[]>> = {
  base: [
    'base-edges-match', 'base-must-touch', 'base-cell-free', 'base-unplaceable-discard',
    'base-follower-this-tile', 'base-follower-unoccupied', 'base-road-score', 'base-city-score',
    'base-cloister-score', 'base-majority', 'base-followers-return', 'base-farm-score', 'base-draw-and-place',
    'base-game-end',
  ],
  river: [
    'inns-inn-road', 'river-no-start-tile', 'river-start-tile-history', 'river-setup-stack',
    'river-lake-bottom', 'river-combine-sets', 'river-draw-until-done', 'river-must-continue',
    'river-no-u-turn', 'river-u-turn-immediate', 'river-follower-allowed', 'river-no-follower-on-river',
    'river-not-scored', 'river-splits-fields', 'river-field-wraps-ends', 'river-field-wrap-editions',
    'river-lake-last', 'river2-fork-first', 'river2-branches', 'river2-branches-apart', 'river2-volcano-last',
    'river2-volcano-editions', 'river2-two-forks', 'river2-city-bridge', 'river2-tie-ins', 'river2-pig-herd',
    'river2-pig-herd-with-pig', 'river2-pig-herd-without-traders', 'river2-pig-herd-barn',
    'river2-pig-herd-no-stack', 'river2-inn', 'river-with-count', 'river-with-wheel',
    'river3-sheep-vineyards', 'house-river-all-u-turns', 'house-river-no-followers-until-done',
    'house-river-move-to-centre', 'house-river-all-in-bag', 'house-river-start-tile-bonus',
    'house-river-reverse', 'house-river2-fork-first-spring-last', 'house-river2-second-fork',
    'house-river2-no-pig-herd', 'house-river2-two-springs', 'house-river2-three-branches',
    'house-river2-two-forks',
  ],
  ferries: [
    'ferries-setup', 'ferries-place-tile', 'ferries-meeple-on-road-end', 'ferries-place-ferry',
    'ferries-ferry-without-meeple', 'ferries-join-occupied-road', 'ferries-scoring', 'ferries-final-scoring',
    'ferries-move-ferry', 'ferries-first-ferry-only', 'ferries-needs-ferry-on-road', 'ferries-several-roads',
    'ferries-once-per-turn', 'ferries-lake-tile-order', 'ferries-reopen-road', 'ferries-close-by-moving',
    'ferries-turn-order', 'ferries-zmg-wording', 'ferries-inns-lakes', 'ferries-builder',
  ],
  wheel: [
    'wheel-contents', 'wheel-setup', 'wheel-road-ends-at-rim', 'wheel-turn-order',
    'wheel-event-before-placement', 'wheel-crown-placement', 'wheel-icon-sequence', 'wheel-fortune',
    'wheel-taxes', 'wheel-taxes-any-follower', 'wheel-famine', 'wheel-famine-no-majority',
    'wheel-famine-bonuses', 'wheel-famine-no-barns', 'wheel-storm', 'wheel-storm-captured',
    'wheel-inquisition', 'wheel-inquisition-monks', 'wheel-plague', 'wheel-plague-outer-landscape',
    'wheel-crown-scoring', 'wheel-followers-on-board-landscape', 'wheel-dragon', 'wheel-board-editions',
    'wheel-big-box-5-tiles', 'house-wheel-aside',
  ],
};
