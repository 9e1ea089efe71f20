import { readFileSync } from 'node:fs';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import { parseValue } from '../../engine/scenario/parse.ts';
import { BoardLegend, legendKinds } from './BoardLegend.tsx';
import { en, fr } from './i18n.ts';
import { playScenario } from './player-model.ts';
import { NO_MARKS } from './turn-view.ts';
import { boardView } from './view.ts';

function positions() {
  const r = parseValue(JSON.parse(readFileSync('content/scenarios/base-road-score.json', 'utf8')));
  if (!r.ok) throw new Error('scenario');
  const played = playScenario(r.value, 'en');
  if (!played.ok) throw new Error('setup');
  return played.value.positions;
}

describe('the board legend', () => {
  const [start, after] = positions() as [Parameters<typeof boardView>[0], Parameters<typeof boardView>[0]];

  test('a plain board, even with its last tile framed, has no legend', () => {
    const v = boardView(after, {}, 'en');
    expect(v.tiles.some((t) => t.last)).toBe(true);
    expect(legendKinds(v, null, NO_MARKS, false)).toEqual([]);
    expect(renderToString(<BoardLegend kinds={[]} dict={en} />)).toBe('');
  });

  test('with a tile in hand: solid cells fit as turned, dashed once turned, and the tile shown where it would go', () => {
    const v = boardView(start, { hand: { tile: 'base/W', rot: 0 } }, 'en');
    const states = new Set(v.cells.map((c) => c.state));
    expect(states.has('fits-now') && states.has('fits')).toBe(true);
    const kinds = legendKinds(v, { tile: 'base/W', at: [1, 0], rot: 0, ok: true }, NO_MARKS, true);
    expect(kinds).toEqual(['fitsNow', 'fitsTurned', 'ghost']);
  });

  test('a step that counts where a tile fits says dashed cells take the tile; a refused try and rings are explained', () => {
    const counted = boardView(start, { highlight: [{ tile: 'base/W', at: [1, 0], rot: 0 }] }, 'en');
    expect(legendKinds(counted, null, undefined, false)).toEqual(['fits']);
    const refused = boardView(after, { ghost: { tile: 'base/W', at: [0, 1], rot: 0, ok: false } }, 'en');
    const rings = { ...NO_MARKS, rings: [{ x: 0, y: 0, r: 10, kind: 'ferry' as const }] };
    expect(legendKinds(refused, null, rings, false)).toEqual(['refused', 'ring', 'last']);
  });

  test('each line in both languages, with a swatch hidden from screen readers', () => {
    const kinds = ['fitsNow', 'fits', 'ghost', 'refused', 'last', 'feature', 'ring'] as const;
    const html = renderToString(<BoardLegend kinds={kinds} dict={fr} />);
    expect(html).toContain('aria-label="Sur le plateau"');
    for (const k of kinds) expect(html).toContain(fr.legend[k]);
    expect(html.match(/<svg[^>]*aria-hidden="true"/g)).toHaveLength(kinds.length);
    for (const k of Object.keys(en.legend)) expect(fr.legend[k as keyof typeof en.legend]).not.toBe(en.legend[k as keyof typeof en.legend]);
  });
});
