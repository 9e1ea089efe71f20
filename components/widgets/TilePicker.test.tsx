// The sandbox's tile picker rendered on the server: thumbnails drawn from the tile data, named with the
// tile's name and the engine's count of copies left, grouped under each set's name, one Tab stop.
import { renderToString } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import { createGame, remainingTiles } from '../../engine/play.ts';
import { widgetDict } from './i18n.ts';
import { PileContents, TilePicker } from './TilePicker.tsx';

const state = (() => {
  const g = createGame({ sets: ['base', 'ferries'], players: ['blue', 'red'] });
  if (!g.ok) throw new Error(JSON.stringify(g.error));
  return g.value;
})();
const noop = (): void => undefined;

describe('TilePicker', () => {
  test('names each thumbnail by the tile and how many remain, under its set’s heading', () => {
    const html = renderToString(<TilePicker sets={state.sets} value="base/V" remaining={remainingTiles(state)} lang="en" dict={widgetDict('en')} onPick={noop} />);
    expect(html).toMatch(/<h3 id="[^"]+-base" class="cb-picker-set-name">Base game<\/h3>/);
    // the start tile is one of the four D on the board: three left
    expect(html).toContain('aria-label="City with a straight road, 3 left"');
    expect(html).toContain('aria-label="Road curve, 9 left"');
    expect(html).toContain('aria-label="Lake with four jetties, 1 left"');
    // each thumbnail is a drawing of the tile
    expect(html).toMatch(/data-tile="base\/V"[^>]*>\s*<svg viewBox="0 0 100 100" aria-hidden="true"><g/);
    // one Tab stop, on the tile in hand, which is the pressed one
    expect(html.match(/tabindex="0"/g)).toHaveLength(1);
    expect(html).toMatch(/data-tile="base\/V"[^>]*tabindex="0"[^>]*aria-pressed="true"/);
  });

  test('in French too, and a tile with none left says so', () => {
    const left = { ...remainingTiles(state), 'base/C': 0 };
    const html = renderToString(<TilePicker sets={['base']} value={null} remaining={left} lang="fr" dict={widgetDict('fr')} onPick={noop} />);
    expect(html).toContain('aria-label="Ville sur quatre côtés, plus aucune"');
    expect(html).toContain('aria-label="Virage, 9 restantes"');
    expect(html).toContain('>Choisir une tuile</h2>');
  });

  test('with a pile, the same thumbnails list what the pile holds, by the pile’s own count', () => {
    const g = createGame({ sets: ['base'], players: ['blue', 'red'], deck: ['base/V', 'base/V', 'base/U'] });
    if (!g.ok) throw new Error(JSON.stringify(g.error));
    const html = renderToString(<PileContents sets={['base']} remaining={remainingTiles(g.value)} lang="en" />);
    expect(html).toMatch(/<li class="cb-thumb" data-tile="base\/V" data-left="2"><svg[^]*?<span class="cb-thumb-name">Road curve<\/span><span class="cb-thumb-left">2 left<\/span><\/li>/);
    expect(html).toMatch(/data-tile="base\/X" data-left="0">[^]*?none left/);
    expect(html).not.toContain('<button');
  });
});
