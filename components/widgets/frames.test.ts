import { readFileSync } from 'node:fs';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import { parseValue } from '../../engine/scenario/parse.ts';
import { rootChildren, scenarioFrames } from './frames.ts';
import ScenarioPlayer from './ScenarioPlayer.tsx';
import { scenarioForLang } from './scenario-text.ts';

function scenario(name: string, lang: 'en' | 'fr' = 'en') {
  const r = parseValue(JSON.parse(readFileSync(`content/scenarios/${name}.json`, 'utf8')));
  if (!r.ok) throw new Error(name);
  return scenarioForLang(r.value, lang);
}

describe('rootChildren', () => {
  test('cuts the root element into its children, through quotes, void elements, self-closed SVG and comments', () => {
    const html = '<div class="a"><p title="x > y">one <b>two</b></p><!-- c --><img src="i.png"><svg><path d="M0 0"/></svg><br/><details open><summary>s</summary></details></div>';
    expect(rootChildren(html)).toEqual([
      '<p title="x > y">one <b>two</b></p>',
      '<img src="i.png">',
      '<svg><path d="M0 0"/></svg>',
      '<br/>',
      '<details open><summary>s</summary></details>',
    ]);
  });

  test('says so when the HTML is not well formed', () => {
    expect(() => rootChildren('<div><p>open</div>')).toThrow(/not well formed/);
  });
});

describe('ScenarioPlayer start', () => {
  test('opens on the step given, and keeps within the steps', () => {
    const s = scenario('wheel-crown-placement');
    const at2 = renderToString(h(ScenarioPlayer, { scenario: s, lang: 'en', start: 2 }));
    expect(at2).toContain('data-step="2"');
    expect(at2).toContain('Step 2 of 7');
    expect(renderToString(h(ScenarioPlayer, { scenario: s, lang: 'en', start: 99 }))).toContain('data-step="7"');
    expect(renderToString(h(ScenarioPlayer, { scenario: s, lang: 'en', start: -3 }))).toContain('data-step="0"');
  });
});

describe('scenarioFrames', () => {
  test('one frame per position, each the player\'s own render there, unchanged parts sent once', () => {
    const s = scenario('wheel-crown-placement');
    const f = scenarioFrames({ scenario: s, lang: 'en', name: 'wheel-crown-placement' });
    expect(f.v).toBe(1);
    expect(f.steps).toBe(7);
    expect(f.parts).toHaveLength(8);
    for (let p = 0; p <= f.steps; p++) {
      const own = rootChildren(renderToString(h(ScenarioPlayer, { scenario: s, lang: 'en', name: 'wheel-crown-placement', start: p })));
      expect(f.parts[p]).toHaveLength(own.length);
      f.parts[p]!.forEach((part, i) => {
        if (part === null) expect(f.parts.every((q) => q[i] === null), `part ${i} kept at every position`).toBe(true);
        else expect(part).toBe(own[i]);
      });
    }
    // the title and the live region never change; the board with its buttons and the caption do
    const kept = f.parts[0]!.map((part) => part === null);
    expect(kept[0]).toBe(true);
    expect(kept.at(-1)).toBe(true);
    expect(kept.filter((k) => !k).length).toBeGreaterThanOrEqual(2);
    expect(f.parts[3]!.join('')).toContain('Step 3 of 7');
    expect(f.parts[3]!.join('')).toContain('data-step-to="next"');
  });

  test('carry a fingerprint of what they hold, drawn once per build', () => {
    const props = { scenario: scenario('wheel-crown-placement'), lang: 'en' as const, name: 'wheel-crown-placement' };
    const f = scenarioFrames(props);
    expect(f.fp).toMatch(/^[\w-]{12}$/);
    expect(scenarioFrames({ ...props })).toBe(f);
    const other = scenarioFrames({ ...props, scenario: { ...props.scenario, steps: props.scenario.steps!.map((st, i) => (i === 0 ? { ...st, note: 'Another note' } : st)) } });
    expect(other.fp).not.toBe(f.fp);
    expect(scenarioFrames({ ...props, lang: 'fr', scenario: scenario('wheel-crown-placement', 'fr') }).fp).not.toBe(f.fp);
  });

  test('the live region\'s words for each position, in the page\'s language', () => {
    const en = scenarioFrames({ scenario: scenario('wheel-crown-placement'), lang: 'en' });
    expect(en.said[0]).toBe('Starting position');
    expect(en.said[1]).toMatch(/^Step 1 of 7\. Blue places/);
    const fr = scenarioFrames({ scenario: scenario('wheel-crown-placement', 'fr'), lang: 'fr' });
    expect(fr.said[0]).toBe('Position de départ');
    expect(fr.said[1]).toMatch(/^Étape 1 sur 7\. /);
    expect(fr.parts[1]!.join('')).toContain('>Suivant</button>');
  });

  test('a scenario that asks for a prediction: its fold\'s words change once the question is passed', () => {
    const f = scenarioFrames({ scenario: scenario('base-road-score'), lang: 'en' });
    expect(f.steps).toBe(1);
    const fold = f.parts.map((parts) => parts.find((p) => p?.startsWith('<details')) ?? null);
    expect(fold[0]).not.toBeNull();
    expect(fold[0]).not.toBe(fold[1]);
  });

  test('the setup\'s "try it" mode, the first tile in hand: the island\'s own render in that mode, parts the same as the setup\'s sent as null', () => {
    for (const lang of ['en', 'fr'] as const) {
      const s = scenario('base-road-score', lang);
      const f = scenarioFrames({ scenario: s, lang, name: 'base-road-score' });
      const own = rootChildren(renderToString(h(ScenarioPlayer, { scenario: s, lang, name: 'base-road-score' })));
      const tried = rootChildren(renderToString(h(ScenarioPlayer, { scenario: s, lang, name: 'base-road-score', trying: true })));
      expect(f.setupTry).not.toBeNull();
      expect(f.setupTry!.parts).toHaveLength(own.length);
      f.setupTry!.parts.forEach((part, i) => expect(part ?? own[i]).toBe(tried[i]));
      // the board (its cells now buttons that take the tile) and the "try it" panel change; the title does not
      expect(f.setupTry!.parts[0]).toBeNull();
      const drawn = f.setupTry!.parts.join('');
      expect(drawn).toContain('data-cell="fits-now"');
      expect(drawn).toContain('class="cb-try"');
      expect(drawn).not.toContain('data-step-to="next"');
      // what the island's "Try it yourself" says: the task, then whose turn it is, one full stop each
      expect(f.setupTry!.said).toEqual(lang === 'en'
        ? 'Your task: Close blue\'s road with the three-way junction. Red to play.'
        : expect.stringMatching(/^Consigne\s?: .*[^.]\. Au tour de Rouge\.$/));
    }
  });

  test('no "try it" frame where the setup offers no tile to try', () => {
    const s = scenario('base-road-score');
    const none = { ...s, steps: [], setup: { ...s.setup, deck: [] } };
    const tried = renderToString(h(ScenarioPlayer, { scenario: none, lang: 'en', trying: true }));
    expect(tried).toContain('data-mode="steps"');
    expect(scenarioFrames({ scenario: none, lang: 'en' }).setupTry).toBeNull();
  });
});
