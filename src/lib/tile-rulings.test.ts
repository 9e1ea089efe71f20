import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../engine/scenario/parse.ts';
import type { Scenario } from '../../engine/scenario/types.ts';
import { tileDef } from '../../engine/play.ts';
import { RULING_IDS } from '../../components/lib/ruling-ids.ts';
import { rulingsByTile, tileAnchor, tilesLinkedFrom, tilesOfScenario, type NamedScenario, type RulingRefs } from './tile-rulings.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/** The site's scenario files, as the engine reads them. */
const SCENARIOS: NamedScenario[] = readdirSync(join(ROOT, 'content/scenarios'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => {
    const r = parseScenario(readFileSync(join(ROOT, 'content/scenarios', f), 'utf8'), 'json');
    if (!r.ok) throw new Error(`${f}: ${r.error.map((p) => p.message).join('; ')}`);
    return { name: f.replace(/\.json$/, ''), scenario: r.value };
  });

/** The English ruling files: id, listed scenarios, body. */
const RULINGS: RulingRefs[] = readdirSync(join(ROOT, 'content/rulings/en')).map((f) => {
  const text = readFileSync(join(ROOT, 'content/rulings/en', f), 'utf8');
  const [, front = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
  const data = parseDocument(front).toJS() as { id: string; scenarios?: string[] };
  return { id: data.id, scenarios: data.scenarios ?? [], body };
});

const scenario = (s: Partial<Scenario>): Scenario => ({ format: 'casebook/1', title: 't', rules: { sets: ['base'] }, players: ['blue', 'red'], ...s });

describe('tilesOfScenario', () => {
  it('reads setup tiles, the pile, placed and put-aside tiles and counted placements', () => {
    const s = scenario({
      setup: { tiles: [{ tile: 'base/D', at: [0, 0], rot: 0 }], deck: ['base/E', 'base/D'] },
      steps: [
        { place: { tile: 'base/U', at: [1, 0], rot: 0 } },
        { discard: 'base/C' },
        { expect: { placements: { tile: 'base/X', count: 2 } } },
      ],
    });
    expect(tilesOfScenario(s)).toEqual(['base/D', 'base/E', 'base/U', 'base/C', 'base/X']);
  });
});

describe('tilesLinkedFrom', () => {
  it('finds links to a tile anchor in either language, and nothing in loose words', () => {
    const body = 'The [herd](/en/tiles/#tile-river2-pig-herd) and [le bac](/fr/tiles/#tile-ferries-lake-3); the pig-herd of [the wheel](/en/tiles/#tile-wheel-board). A [set](/en/tiles/#set-river1).';
    expect(tilesLinkedFrom(body)).toEqual(['river2/pig-herd', 'ferries/lake-3', 'wheel/board']);
    expect(tilesLinkedFrom('The river curve and base/U are named here without a link.')).toEqual([]);
  });

  it('reads back the anchors the page writes', () => {
    for (const id of ['base/D', 'river2/pig-herd', 'wheel/ic-corner-road-e', 'gq11/spring-road']) {
      expect(tilesLinkedFrom(`(/en/tiles/#${tileAnchor(id)})`)).toEqual([id]);
    }
  });
});

describe('rulingsByTile', () => {
  it('maps a tile to the ruling its scenario names and to the rulings that list the scenario, in the given order', () => {
    const scenarios = [
      { name: 's1', scenario: scenario({ ruling: 'b', setup: { tiles: [{ tile: 'base/D', at: [0, 0], rot: 0 }] } }) },
      { name: 's2', scenario: scenario({ steps: [{ place: { tile: 'base/U', at: [1, 0], rot: 0 } }] }) },
    ];
    const map = rulingsByTile(scenarios, [
      { id: 'a', scenarios: ['s2', 's1'] },
      { id: 'b', scenarios: [] },
      { id: 'c', scenarios: [], body: 'See [the straight road](/en/tiles/#tile-base-U).' },
    ]);
    expect(map.get('base/D')).toEqual(['a', 'b']);
    expect(map.get('base/U')).toEqual(['a', 'c']);
    expect(map.has('base/E')).toBe(false);
  });

  it('refuses a scenario naming an unknown ruling and a ruling listing a missing scenario', () => {
    const s = [{ name: 's1', scenario: scenario({ ruling: 'zzz' }) }];
    expect(() => rulingsByTile(s, [{ id: 'a', scenarios: [] }])).toThrow(/s1: its ruling "zzz"/);
    expect(() => rulingsByTile([], [{ id: 'a', scenarios: ['gone'] }])).toThrow(/ruling a: it lists the scenario gone/);
  });

  describe('on the site content', () => {
    const map = rulingsByTile(SCENARIOS, RULINGS);

    it('maps the pig-herd tile to the pig-herd ruling, whose scenario places it', () => {
      const herd = SCENARIOS.find((s) => s.name === 'river2-pig-herd')!.scenario;
      expect(tilesOfScenario(herd)).toContain('river2/pig-herd');
      expect(map.get('river2/pig-herd')).toContain('river2-pig-herd');
    });

    it('maps every tile of every scenario to that scenario\'s ruling', () => {
      let checked = 0;
      for (const { name, scenario: s } of SCENARIOS) {
        if (!s.ruling) continue;
        for (const tile of tilesOfScenario(s)) {
          expect(map.get(tile), `${name}: ${tile}`).toContain(s.ruling);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(100);
    });

    it('links only existing rulings, and only tiles the engine knows', () => {
      expect(map.size).toBeGreaterThan(40);
      for (const [tile, ids] of map) {
        expect(tileDef(tile) ?? (tile === 'wheel/board' ? true : undefined), tile).toBeDefined();
        for (const id of ids) expect(RULING_IDS.has(id), `${tile} → ${id}`).toBe(true);
        expect(new Set(ids).size, tile).toBe(ids.length);
      }
    });
  });
});
