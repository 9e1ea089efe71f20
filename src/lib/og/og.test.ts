// The link-preview cards: font widths that agree with what resvg draws, line breaking, which card a
// page uses, and whole cards rasterised to 1200×630 PNGs (with a scenario's board, and without).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { h } from 'preact';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../../engine/scenario/parse.ts';
import { RULINGS } from '../../../components/lib/ruling-ids.ts';
import { Card, pictureFit } from './card.tsx';
import { readFontMetrics } from './font-metrics.ts';
import { allCards, cardForPage, cardPath, CARD_HEIGHT, CARD_WIDTH } from './paths.ts';
import { cardFonts, cardSvg, FONT_DIR, FONT_FILES, rasterise } from './render.ts';
import { FORBIDDING, scenarioPicture } from './scenario-board.tsx';
import { clampLines, fitText, wrapText } from './wrap.ts';

const bold = readFontMetrics(readFileSync(join(FONT_DIR, FONT_FILES.bold)));

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const sig = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  expect([...bytes.subarray(0, 8)], 'PNG signature').toEqual(sig);
  expect(Buffer.from(bytes.subarray(12, 16)).toString('ascii')).toBe('IHDR');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function drawnWidth(text: string, size: number): number {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="200"><text x="0" y="150" font-family="Inter" font-weight="700" font-size="${size}">${text}</text></svg>`;
  const r = new Resvg(svg, { font: { loadSystemFonts: false, fontFiles: [join(FONT_DIR, FONT_FILES.bold)], defaultFontFamily: 'Inter' } });
  return r.getBBox()!.width;
}

const scenario = (name: string) => {
  const r = parseScenario(readFileSync(join('content', 'scenarios', `${name}.json`), 'utf8'), 'json');
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

describe('font metrics', () => {
  it.each(['The river may not turn back on itself', 'Où la rivière se jette-t-elle ? « Lac » et “pré”', 'WWWW iiii'])(
    'agree with the width resvg draws: %s',
    (text) => {
      const ours = bold.width(text, 48);
      // the glyphs' ink is a little narrower than their advances (side bearings at both ends)
      expect(Math.abs(ours - drawnWidth(text, 48)) / ours).toBeLessThan(0.04);
    },
  );

  it('cover French letters and typographic quotes', () => {
    for (const ch of 'éèêàçôûœ«»’“”…·') expect(bold.covers(ch), ch).toBe(true);
    expect(bold.covers('\u{1F600}')).toBe(false);
  });
});

describe('line breaking', () => {
  const measure = (s: string) => s.length * 10;
  it('puts words on a line while they fit', () => {
    expect(wrapText('aaa bbb ccc dddd', measure, 80)).toEqual(['aaa bbb', 'ccc dddd']);
    expect(wrapText('aaa bbb ccc dddd', measure, 75)).toEqual(['aaa bbb', 'ccc', 'dddd']);
  });
  it('ends the last kept line with an ellipsis', () => {
    expect(clampLines(['aaa bbb', 'ccc dddd', 'eee'], 2, measure, 80)).toEqual(['aaa bbb', 'ccc…']);
  });
  it('picks the largest size at which the text takes the lines allowed', () => {
    const text = 'Can the river turn back on itself when the lake is placed last';
    const big = fitText(text, bold, 1000, [80, 60, 40], 2);
    expect(big.lines.length).toBeLessThanOrEqual(2);
    expect(big.lines.join(' ')).toBe(text);
    const small = fitText(text, bold, 300, [80, 60], 2);
    expect(small.size).toBe(60);
    expect(small.lines).toHaveLength(2);
    expect(small.lines[1]!.endsWith('…')).toBe(true);
  });
});

describe('which card a page uses', () => {
  it('a ruling page has its own, in its language', () => {
    expect(cardPath(cardForPage('/fr/rulings/river-no-u-turn/')!)).toBe('/og/fr/rulings/river-no-u-turn.png');
  });
  it('expansion pages, the FAQ and the home page have theirs; other pages share the home card', () => {
    expect(cardPath(cardForPage('/en/wheel-of-fortune/')!)).toBe('/og/en/wheel-of-fortune.png');
    expect(cardPath(cardForPage('/fr/faq/')!)).toBe('/og/fr/faq.png');
    expect(cardPath(cardForPage('/en/')!)).toBe('/og/en/home.png');
    expect(cardPath(cardForPage('/en/about/')!)).toBe('/og/en/home.png');
    expect(cardPath(cardForPage('/en/rulings/')!)).toBe('/og/en/home.png');
    expect(cardForPage('/404.html')).toBeUndefined();
  });
  it('every page card is built, and each once', () => {
    const paths = allCards().map(cardPath);
    expect(new Set(paths).size).toBe(paths.length);
    for (const r of RULINGS) expect(paths).toContain(`/og/en/rulings/${r.id}.png`);
    expect(paths).toContain('/og/fr/ferries.png');
  });
});

describe('cards', () => {
  const fonts = cardFonts();
  const base = { fonts, siteName: 'Carcassonne Casebook', kicker: 'The River · Placing river tiles' };

  it('a ruling with a scenario: a 1200×630 PNG with the board drawn by the widget', () => {
    const picture = scenarioPicture(scenario('river-no-u-turn-2'), 'en', 'river-no-u-turn');
    expect(picture).toBeDefined();
    const svg = cardSvg(h(Card, { ...base, title: 'The river may not turn back on itself', badge: { category: 'rule', label: 'Rule' }, footer: 'river-no-u-turn', picture }));
    expect(svg).toContain('data-tile=');
    expect(svg).toContain('data-ghost="refused"');
    // the title wraps in the column beside the board, every word kept
    const title = [...svg.matchAll(/<tspan x="64"[^>]*>([^<]*)</g)].map((m) => m[1]).join(' ');
    expect(title).toContain('The river may not turn back on itself');
    // a ruling that forbids a move shows that move refused; the board and its table fill more than half the card
    expect(picture!.refused).toBe(true);
    const fit = pictureFit(picture!);
    expect(fit.w * fit.h).toBeGreaterThanOrEqual(CARD_WIDTH * CARD_HEIGHT / 2);
    expect(pngSize(rasterise(svg))).toEqual({ width: CARD_WIDTH, height: CARD_HEIGHT });
  });

  it('a ruling that allows a move shows the move allowed, never the refusal its scenario also plays', () => {
    const s = scenario('ferries-move-ferry');
    expect(s.steps?.some((st) => st.expect?.illegal === 'ferries-move-ferry')).toBe(true);
    const picture = scenarioPicture(s, 'en', 'ferries-move-ferry')!;
    expect([picture.step, picture.refused]).toEqual([s.steps!.length, false]);
    const svg = cardSvg(h(Card, { ...base, title: 'Extending a road that leads to a ferry lets you move that ferry', picture }));
    expect(svg).not.toContain('data-ghost="refused"');
  });

  it('every ruling listed as forbidding is a ruling whose own scenario refuses a move under it', () => {
    const ids = new Set(RULINGS.map((r) => r.id));
    for (const id of FORBIDDING) {
      expect(ids.has(id), id).toBe(true);
      const picture = scenarioPicture(scenario(id), 'en', id);
      expect(picture?.refused, id).toBe(true);
    }
  });

  it('the wheel board in French, with its sector names', () => {
    const picture = scenarioPicture(scenario('wheel-crown-scoring'), 'fr', 'wheel-crown-scoring')!;
    const svg = cardSvg(h(Card, { ...base, title: 'Décompte des couronnes', badge: { category: 'rule', label: 'Règle' }, picture }));
    expect(svg).toMatch(/Peste|Famine|Fortune/);
    expect(pngSize(rasterise(svg))).toEqual({ width: CARD_WIDTH, height: CARD_HEIGHT });
  });

  it('a long title is cut with an ellipsis rather than running off the card', () => {
    const title = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const svg = cardSvg(h(Card, { ...base, title, description: 'A page description.' }));
    expect(svg).toContain('…');
    expect(svg).not.toContain('word39');
  });
});
