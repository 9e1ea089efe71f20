// A scenario's steps drawn at build time (server only), so that "Back", "Next" and "Reset" answer
// before the island's code has arrived: the page fetches a scenario's frames, a few kilobytes, with the
// reader's first intent (src/lib/intent/stepper.ts), and shows the step the reader asks for at once,
// while the engine's code is still on its way. The island then hydrates on the step reached (its
// `start` prop), whose frame is exactly what it renders there.
//
// Each frame is the player's own first render at that position (ScenarioPlayer with `start`), cut into
// the top-level parts of the widget: a part the same at every position (the title, the rule options, the
// live region) is sent once as null and stays as the page drew it; the others (the board with its step
// buttons, the caption, a folded description whose words change) are sent per position.
import { createHash } from 'node:crypto';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import ScenarioPlayer, { stepSaid, tryChoices, trySaid, type ScenarioPlayerProps } from './ScenarioPlayer.tsx';
import { playScenarioOnce } from './player-model.ts';
import { widgetDict } from './i18n.ts';

export interface Frames {
  /** the format's version, which the page's script checks before using a file */
  readonly v: 1;
  /** how many steps the scenario has (positions 0 to steps) */
  readonly steps: number;
  /** per position, the HTML of each top-level part of the widget, or null for a part that never changes */
  readonly parts: readonly (readonly (string | null)[])[];
  /** per position, what the live region says on arriving there by the step buttons */
  readonly said: readonly string[];
  /**
   * The setup's "try it" mode as "Try it yourself" opens it there (the first tile in hand), or null where
   * the mode is not offered: each part's HTML, or null for a part the same as the setup's own frame, and
   * what the live region says. The reader's moves on it wait for the island (the directive holds them).
   * Only the setup's: a reader who taps "Try it yourself" before the code has arrived does so on the
   * page's first frame; one who stepped on first has given the code that much more time. A frame per
   * position would double the file (about 3 KB more gzipped on a Wheel scenario), which "Next" waits for.
   */
  readonly setupTry: TryFrame | null;
  /**
   * A fingerprint of the frames, which the page's island carries too (its `client:intent` value): a page
   * kept from an older build never shows frames drawn by a newer one, nor the other way round.
   */
  readonly fp: string;
}

export interface TryFrame {
  readonly parts: readonly (string | null)[];
  readonly said: string;
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * The outer HTML of each child element of the single root element in `html` (as preact-render-to-string
 * writes it: well-formed, attribute values quoted, `<` escaped in text). Text between the children
 * (there is none in the widget's root) is not kept.
 */
export function rootChildren(html: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = -1;
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) break;
    if (html.startsWith('<!--', lt)) {
      i = html.indexOf('-->', lt) + 3;
      continue;
    }
    // the tag's end: the first '>' outside a quoted attribute value
    let j = lt + 1;
    let quote = '';
    for (; j < html.length; j++) {
      const c = html[j]!;
      if (quote) {
        if (c === quote) quote = '';
      } else if (c === '"' || c === "'") quote = c;
      else if (c === '>') break;
    }
    const tag = html.slice(lt, j + 1);
    const closing = tag.startsWith('</');
    const name = /^<\/?([a-zA-Z][\w-]*)/.exec(tag)?.[1]?.toLowerCase() ?? '';
    const selfClosing = !closing && (VOID.has(name) || tag.endsWith('/>'));
    if (closing) {
      depth--;
      if (depth === 1) out.push(html.slice(from, j + 1));
    } else {
      if (depth === 1) from = lt;
      if (selfClosing) {
        if (depth === 1) out.push(html.slice(from, j + 1));
      } else depth++;
    }
    i = j + 1;
  }
  if (depth !== 0) throw new Error('frames: the widget\'s HTML is not well formed');
  return out;
}

const drawnFor = new Map<string, Frames>();

/** The frames of a scenario player with these props (the page's own, `start` aside), drawn once per build. */
export function scenarioFrames(props: Omit<ScenarioPlayerProps, 'start' | 'trying'>): Frames {
  const key = JSON.stringify(props);
  const known = drawnFor.get(key);
  if (known) return known;
  const model = playScenarioOnce(props.scenario, props.lang);
  if (!model.ok) throw new Error(`frames: the scenario ${props.name ?? ''} does not play: ${model.error.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
  const { steps } = model.value;
  const drawn = Array.from({ length: steps.length + 1 }, (_, start) => rootChildren(renderToString(h(ScenarioPlayer, { ...props, start }))));
  const count = drawn[0]!.length;
  if (drawn.some((d) => d.length !== count)) throw new Error(`frames: the scenario ${props.name ?? ''} has a different number of parts from one step to the next`);
  const same = drawn[0]!.map((part, i) => drawn.every((d) => d[i] === part));
  const dict = widgetDict(props.lang);
  const setupTry = ((): TryFrame | null => {
    if (tryChoices(props.scenario, 0, model.value).length === 0) return null;
    const tried = rootChildren(renderToString(h(ScenarioPlayer, { ...props, trying: true })));
    if (tried.length !== count) throw new Error(`frames: the scenario ${props.name ?? ''} has a different number of parts in "try it" mode`);
    return { parts: tried.map((part, i) => (part === drawn[0]![i] ? null : part)), said: trySaid(props.scenario, 0, model.value, props.lang) };
  })();
  const content = {
    v: 1 as const,
    steps: steps.length,
    parts: drawn.map((d) => d.map((part, i) => (same[i] ? null : part))),
    said: drawn.map((_, p) => stepSaid(p, steps, dict)),
    setupTry,
  };
  const frames = { ...content, fp: createHash('sha256').update(JSON.stringify(content)).digest('base64url').slice(0, 12) };
  drawnFor.set(key, frames);
  return frames;
}
