import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { featureAt, withTile } from '../../engine/play.ts';
import { parseValue } from '../../engine/scenario/parse.ts';
import { playScenario } from './player-model.ts';
import { spotMarks } from './spot-marks.ts';
import { NO_MARKS } from './turn-view.ts';
import { boardView } from './view.ts';

function start() {
  const r = parseValue(JSON.parse(readFileSync('content/scenarios/base-road-score.json', 'utf8')));
  if (!r.ok) throw new Error('scenario');
  const played = playScenario(r.value, 'en');
  if (!played.ok) throw new Error('setup');
  return played.value.positions[0]!;
}

describe('a follower spot pointed at lights its whole feature', () => {
  // red lays the junction east of the start tile: its west road joins blue's road over three tiles
  const base = start();
  const placement = { tile: 'base/W', at: [1, 0] as const, rot: 0 as const };
  const view = boardView(base, { pending: { placement, player: 'red' } }, 'en');
  const pick = { ...placement, base };

  test('the road through the new tile is lit on every tile the engine joins it over, with a ring on the spot', () => {
    const m = spotMarks(view, pick, 'W', NO_MARKS);
    const cells = new Set((m.areas ?? []).map((a) => `${a.x / 100},${a.y / 100}`));
    const engine = featureAt(withTile(base, placement), placement.at, 'W')!;
    expect(engine.kind).toBe('road');
    expect([...cells].sort()).toEqual(engine.cells.map((c) => `${c[0]},${c[1]}`).sort());
    expect(cells.size).toBe(3);
    expect((m.areas ?? []).every((a) => a.role === 'spot' && a.line)).toBe(true);
    expect(m.rings).toEqual([expect.objectContaining({ kind: 'spot', r: 16 })]);
    const ring = m.rings[0]!;
    expect(ring.x).toBeGreaterThan(100);
    expect(ring.x).toBeLessThan(200);
  });

  test('a road that ends at the junction is lit on the new tile only; a field is drawn as an area', () => {
    const south = spotMarks(view, pick, 'S', NO_MARKS);
    expect(new Set((south.areas ?? []).map((a) => `${a.x},${a.y}`))).toEqual(new Set(['100,0']));
    const field = spotMarks(view, pick, 'NL', NO_MARKS);
    expect((field.areas ?? []).length).toBeGreaterThan(1);
    expect((field.areas ?? []).some((a) => a.line)).toBe(false);
  });

  test('without the position, only the ring is drawn; marks already there are kept', () => {
    const keep = { ...NO_MARKS, rings: [{ x: 1, y: 2, r: 3, kind: 'ferry' as const }] };
    const m = spotMarks(view, placement, 'W', keep);
    expect(m.areas).toEqual([]);
    expect(m.rings.map((r) => r.kind)).toEqual(['ferry', 'spot']);
  });
});
