// Which rulings concern a tile, for the tile-set pages: the rulings whose scenarios use the tile (laid in
// the setup, in the pile, placed or put aside in a step, or counted by an expected placement), and the
// rulings whose text links to the tile's anchor on the tiles page. Nothing is read from loose words: a
// ruling that only mentions "the pig-herd" in a sentence is not linked, since a word can name a feature
// of many tiles.
import type { Scenario } from '../../engine/scenario/types.ts';

/** The anchor of a tile on the tiles page (`river1/curve` → `tile-river1-curve`); set ids have no dash. */
export const tileAnchor = (tile: string): string => `tile-${tile.replace('/', '-')}`;

/** The tile an anchor names, if it names one (set ids have no dash, kinds may). */
function tileOfAnchor(anchor: string): string | undefined {
  const m = /^tile-([a-z0-9]+)-([A-Za-z0-9-]+)$/.exec(anchor);
  return m ? `${m[1]}/${m[2]}` : undefined;
}

/** Every tile id a scenario names, in the order first named. */
export function tilesOfScenario(s: Scenario): string[] {
  const found = new Set<string>();
  for (const t of s.setup?.tiles ?? []) found.add(t.tile);
  for (const t of s.setup?.deck ?? []) found.add(t);
  for (const step of s.steps ?? []) {
    if (step.place) found.add(step.place.tile);
    if (step.discard !== undefined) found.add(step.discard);
    if (step.expect?.placements) found.add(step.expect.placements.tile);
  }
  return [...found];
}

/** The tiles a ruling's text links to on the tiles page (`/en/tiles/#tile-river2-pig-herd`). */
export function tilesLinkedFrom(body: string): string[] {
  const found = new Set<string>();
  for (const m of body.matchAll(/\/tiles\/#(tile-[A-Za-z0-9-]+)/g)) {
    const tile = tileOfAnchor(m[1]!);
    if (tile) found.add(tile);
  }
  return [...found];
}

export interface NamedScenario {
  /** the file's base name, as a ruling's `scenarios` list gives it */
  readonly name: string;
  readonly scenario: Scenario;
}

export interface RulingRefs {
  readonly id: string;
  /** the scenario files the ruling's frontmatter lists */
  readonly scenarios: readonly string[];
  readonly body?: string | undefined;
}

/**
 * Ruling ids per tile id, each list in the order of `rulings` (give them in reading order). A scenario
 * concerns the ruling it names and every ruling that lists it. A scenario naming a ruling that is not in
 * `rulings`, or a ruling listing a scenario that does not exist, is an error, so no link can go nowhere.
 */
export function rulingsByTile(scenarios: readonly NamedScenario[], rulings: readonly RulingRefs[]): Map<string, string[]> {
  const known = new Set(rulings.map((r) => r.id));
  const byName = new Map(scenarios.map((s) => [s.name, s.scenario]));
  const concerns = new Map<string, Set<string>>(rulings.map((r) => [r.id, new Set<string>()]));
  for (const { name, scenario } of scenarios) {
    if (scenario.ruling === undefined) continue;
    if (!known.has(scenario.ruling)) throw new Error(`content/scenarios/${name}: its ruling "${scenario.ruling}" is not a ruling of the site`);
    for (const tile of tilesOfScenario(scenario)) concerns.get(scenario.ruling)!.add(tile);
  }
  for (const r of rulings) {
    for (const name of r.scenarios) {
      const s = byName.get(name);
      if (!s) throw new Error(`ruling ${r.id}: it lists the scenario ${name}, which content/scenarios/ does not hold`);
      for (const tile of tilesOfScenario(s)) concerns.get(r.id)!.add(tile);
    }
    for (const tile of tilesLinkedFrom(r.body ?? '')) concerns.get(r.id)!.add(tile);
  }
  const out = new Map<string, string[]>();
  for (const r of rulings) {
    for (const tile of concerns.get(r.id)!) {
      const list = out.get(tile) ?? [];
      if (!list.includes(r.id)) list.push(r.id);
      out.set(tile, list);
    }
  }
  return out;
}
