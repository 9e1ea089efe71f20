import { readFileSync } from 'node:fs';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import { parseValue } from '../../engine/scenario/parse.ts';
import { BoardLegend, legendKinds, PLAY_KEYS } from './BoardLegend.tsx';
import { en } from './i18n-en.ts';
import { fr } from './i18n-fr.ts';
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
    expect(legendKinds(v, NO_MARKS, false, false)).toEqual([]);
    expect(renderToString(<BoardLegend kinds={[]} dict={en} />)).toBe('');
  });

  test('with a tile in hand, every mark of placing is listed whatever the cursor shows, so the key never shifts under the pointer', () => {
    for (const rot of [0, 90, 180, 270] as const) {
      const v = boardView(start, { hand: { tile: 'base/W', rot } }, 'en');
      expect(legendKinds(v, NO_MARKS, true, false)).toEqual(['fitsNow', 'fitsTurned', 'ghost', 'refused']);
    }
    // the follower choice lists the feature a spot lights, from the moment it opens
    const laid = boardView(start, { pending: { placement: { tile: 'base/W', at: [1, 0], rot: 0 }, player: 'red' } }, 'en');
    expect(legendKinds(laid, NO_MARKS, true, true)).toEqual(['feature', 'last']);
  });

  test('a step that counts where a tile fits says dashed cells take the tile; a refused try and rings are explained', () => {
    const counted = boardView(start, { highlight: [{ tile: 'base/W', at: [1, 0], rot: 0 }] }, 'en');
    expect(legendKinds(counted, undefined, false, false)).toEqual(['fits']);
    const refused = boardView(after, { ghost: { tile: 'base/W', at: [0, 1], rot: 0, ok: false } }, 'en');
    const rings = { ...NO_MARKS, rings: [{ x: 0, y: 0, r: 10, kind: 'ferry' as const }] };
    expect(legendKinds(refused, rings, false, false)).toEqual(['refused', 'ring', 'last']);
  });

  test('each line in both languages, with a swatch hidden from screen readers', () => {
    const kinds = ['fitsNow', 'fits', 'ghost', 'refused', 'last', 'feature', 'ring'] as const;
    const html = renderToString(<BoardLegend kinds={kinds} dict={fr} />);
    expect(html).toContain('aria-label="Sur le plateau"');
    for (const k of kinds) expect(html).toContain(fr.legend[k]);
    expect(html.match(/<svg[^>]*aria-hidden="true"/g)).toHaveLength(kinds.length);
    for (const k of Object.keys(en.legend)) expect(fr.legend[k as keyof typeof en.legend]).not.toBe(en.legend[k as keyof typeof en.legend]);
  });

  test('in play the key keeps the room of every phase: the unseen keys share its grid cell, hidden from screen readers', () => {
    const html = renderToString(<BoardLegend kinds={['feature', 'last']} dict={en} reserve={PLAY_KEYS} />);
    expect(html.match(/class="cb-legend"/g)).toHaveLength(1 + PLAY_KEYS.length);
    expect(html.match(/ data-room[ >=]/g)).toHaveLength(PLAY_KEYS.length);
    expect(html.match(/aria-hidden="true" data-room[ >=]/g)).toHaveLength(PLAY_KEYS.length);
    // only the shown key names its lines for tests and readers
    expect(html.match(/data-legend="/g)).toHaveLength(2);
    // every phase's lines are among the room kept
    const kept = new Set(PLAY_KEYS.flat());
    for (const k of ['fitsNow', 'fitsTurned', 'ghost', 'refused', 'feature', 'ring', 'last'] as const) expect(kept.has(k)).toBe(true);
    // nothing in play yet: the room alone, so the text below is where it will stay
    expect(renderToString(<BoardLegend kinds={[]} dict={en} reserve={PLAY_KEYS} />)).not.toContain('data-legend="');
  });
});
