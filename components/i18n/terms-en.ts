// The site's words for the game's things in English: one word per concept, the one the rulings use.
// The site's interface (en.ts), the widgets' and boards' words and the search glossary read them from
// here; terms.ts lists the words to avoid, and a test lints every interface string against them.

/** A term in the singular and the plural. */
export interface Term {
  readonly one: string;
  readonly many: string;
}

const t = (one: string, many = `${one}s`): Term => ({ one, many });

export const en = {
  follower: t('follower'),
  robber: t('robber'),
  knight: t('knight'),
  farmer: t('farmer'),
  monk: t('monk'),
  ruling: t('ruling'),
  points: t('point'),
  tile: t('tile'),
  startTile: t('start tile'),
  field: t('field'),
  road: t('road'),
  city: t('city', 'cities'),
  cloister: t('cloister'),
  shield: t('shield'),
  inn: t('inn'),
  river: t('river'),
  riverTile: t('river tile'),
  spring: t('spring'),
  lake: t('lake'),
  fork: t('fork'),
  volcano: t('volcano', 'volcanoes'),
  uTurn: t('U-turn'),
  ferry: t('ferry', 'ferries'),
  jetty: t('jetty', 'jetties'),
  lakeTile: t('lake tile'),
  landTile: t('land tile'),
  pig: t('pig'),
  pigHerd: t('pig-herd'),
  wheel: t('wheel'),
  wheelIcon: t('wheel icon'),
  sector: t('sector'),
  crown: t('crown'),
  crownSpace: t('crown space'),
  plague: t('plague'),
  supply: t('supply', 'supplies'),
  finalScoring: t('final scoring'),
  sandbox: t('sandbox', 'sandboxes'),
};

export type Terms = { readonly [K in keyof typeof en]: Term };
