// No engine words where players read: every content scenario played as the widgets play it, in both
// languages, each step's caption, verdict (with its ruling links), the tile in hand and the "Explain this
// position" panel rendered as the page renders them, and the River builder and the sandbox as they first
// draw: no coordinate, tile id, rotation in degrees or bare ruling id in the text a reader sees, nor in
// the board cells' accessible names, which a screen reader says as the cursor moves in try mode. The
// engine's cell and turn may stay in the caption's details line (folded by default), and a ruling's id
// in small type after its title.
import { readFileSync, readdirSync } from 'node:fs';
import { h } from 'preact';
import type { JSX } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import type { Rotation } from '../../engine/core/types.ts';
import { parseValue } from '../../engine/scenario/parse.ts';
import { RULINGS } from '../../engine/scenario/ruling-ids.ts';
import { ExplainBody } from './ExplainBody.tsx';
import { explainModel } from './explain-view.ts';
import { Hand } from './Hand.tsx';
import { widgetDict } from './i18n.ts';
import { boardView } from './view.ts';
import { withinExtent } from './extent.ts';
import { playScenario } from './player-model.ts';
import RiverBuilder from './RiverBuilder.tsx';
import Sandbox from './Sandbox.tsx';
import { StepCaption } from './StepCaption.tsx';
import { Verdict } from './Verdict.tsx';

const LANGS = ['en', 'fr'] as const;
const COORDS = /\(-?\d+,\s*-?\d+\)|\[-?\d+,\s*-?\d+\]/;
const TILE_ID = /\b(?:base|river[123]|gq11|ferries|wheel)\/[A-Za-z0-9-]+/;
const DEGREES = /\d\s*°/;
const BARE_ID = new RegExp(`(?:^|[^\\w/-])(${RULINGS.map((r) => r.id).join('|')})(?![\\w-])`);

/** The text a reader sees: tags and their attributes dropped, and what may keep the engine's words
 * (the folded details line of a caption, a ruling's id in small type after its title) left out. */
export function seenText(html: string): string {
  return html
    .replace(/<details class="cb-where">[\s\S]*?<\/details>/g, ' ')
    .replace(/<small class="cb-ruling-id">[^<]*<\/small>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'")
    .replace(/[ \t\r\n]+/g, ' ');
}

function slips(text: string): string[] {
  return [COORDS, TILE_ID, DEGREES, BARE_ID].flatMap((r) => {
    const m = r.exec(text);
    return m ? [`${m[0].trim()} in “…${text.slice(Math.max(0, m.index - 60), m.index + 60)}…”`] : [];
  });
}

const render = (node: JSX.Element): string => seenText(renderToString(node));

const files = readdirSync('content/scenarios').filter((f) => f.endsWith('.json')).sort();

describe('the seen-text filter', () => {
  test('keeps what a reader sees and drops the folded details line and the small ruling id', () => {
    const html = '<p class="cb-step">Step 1 <details class="cb-where"><summary>Cell</summary>(1, 0), not turned</details></p>'
      + '<a href="/en/rulings/base-road-score/" class="cb-ruling">Roads score one point per tile <small class="cb-ruling-id">base-road-score</small></a>';
    const text = seenText(html);
    expect(text).toContain('Roads score one point per tile');
    expect(slips(text)).toEqual([]);
    expect(slips('at (1, 0)')).toHaveLength(1);
    expect(slips('Tile drawn: river1/curve.')).toHaveLength(1);
    expect(slips('turned 270°')).toHaveLength(1);
    expect(slips('Refused · base-road-score')).toHaveLength(1);
  });
});

describe.each(LANGS)('every content scenario as the widgets show it (%s)', (lang) => {
  const dict = widgetDict(lang);
  test.each(files)('%s', (file) => {
    const parsed = parseValue(JSON.parse(readFileSync(`content/scenarios/${file}`, 'utf8')));
    if (!parsed.ok) throw new Error(file);
    const played = playScenario(parsed.value, lang);
    if (!played.ok) throw new Error(file);
    const { steps, positions } = played.value;
    const found: string[] = [];
    const check = (where: string, node: JSX.Element): void => {
      for (const s of slips(render(node))) found.push(`${where}: ${s}`);
    };
    const noop = (): void => {};
    check('setup explained', h(ExplainBody, { model: explainModel(positions[0]!, lang), chosen: null, dict, onChoose: noop }));
    steps.forEach((step, i) => {
      check(`step ${i + 1} caption`, h(StepCaption, { pos: i + 1, total: steps.length, step, note: null, lang, dict }));
      if (step.verdict) check(`step ${i + 1} verdict`, h(Verdict, { v: step.verdict, dict }));
      const place = parsed.value.steps?.[i]?.place;
      if (place) {
        check(`step ${i + 1} hand`, h(Hand, { tile: place.tile, rot: (place.rot ?? 0) as Rotation, choices: [place.tile], lang, dict, onPick: noop, onRotate: noop, onDrop: noop }));
        check(`step ${i + 1} sandbox hand`, h(Hand, { tile: place.tile, rot: (place.rot ?? 0) as Rotation, choices: [], lang, dict, onPick: noop, onRotate: noop, onRotateBack: noop, onDrop: noop }));
      }
      check(`step ${i + 1} explained`, h(ExplainBody, { model: explainModel(positions[i + 1]!, lang), chosen: null, dict, onChoose: noop }));
    });
    // the cells' names in try mode, with the step's tile in hand, in the scenario's frame
    positions.forEach((position, i) => {
      const tile = parsed.value.steps?.[i]?.place?.tile;
      const view = withinExtent(boardView(position, tile ? { hand: { tile, rot: 0 } } : {}, lang), played.value.extent, lang, 'frame');
      for (const c of view.cells) for (const s of slips(c.name)) found.push(`position ${i} cell: ${s}`);
      const names = view.cells.map((c) => c.name);
      for (const n of new Set(names)) if (names.indexOf(n) !== names.lastIndexOf(n)) found.push(`position ${i}: two cells named “${n}”`);
    });
    expect(found).toEqual([]);
  });
});

describe.each(LANGS)('the islands\' first frames (%s)', (lang) => {
  test('the River builder names the tile drawn, never its id', () => {
    const text = render(h(RiverBuilder, { lang }));
    expect(text).toMatch(lang === 'en' ? /Tile drawn: the [a-z]/ : /Tuile piochée\u00a0: (la|le|l’) ?[a-zé]/);
    expect(slips(text)).toEqual([]);
  });

  test('the sandbox', () => {
    expect(slips(render(h(Sandbox, { lang })))).toEqual([]);
  });

  test('their board cells are named without coordinates', () => {
    for (const node of [h(RiverBuilder, { lang }), h(Sandbox, { lang })]) {
      const names = [...renderToString(node).matchAll(/class="cb-cell"[^>]*aria-label="([^"]*)"/g)].map((m) => m[1]!);
      for (const name of names) expect(slips(name)).toEqual([]);
    }
    const builder = [...renderToString(h(RiverBuilder, { lang })).matchAll(/class="cb-cell"[^>]*aria-label="([^"]*)"/g)];
    expect(builder.length).toBeGreaterThan(0);
  });
});
