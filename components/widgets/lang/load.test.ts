import { beforeEach, describe, expect, it, vi } from 'vitest';

// The setup file (lang/all.ts) loads both languages into the shared registry; these tests start from
// fresh module instances, as a page's client does.
beforeEach(() => {
  vi.resetModules();
});

describe('language packs', () => {
  it('refuses a language that is not loaded, naming it, instead of showing the other one', async () => {
    const { widgetDict } = await import('../i18n.ts');
    const { boardDict } = await import('../../board/i18n.ts');
    const { tileLabel } = await import('../../board/tile-names.ts');
    expect(() => widgetDict('fr')).toThrow(/French words are not loaded.*ensureLang\('fr'\)/);
    expect(() => boardDict('en')).toThrow(/English words are not loaded/);
    expect(() => tileLabel('river1/spring', 'fr')).toThrow(/French words are not loaded/);
  });

  it('ensureLang loads one language; the synchronous accessors then answer for it only', async () => {
    const { ensureLang } = await import('./load.ts');
    const { widgetDict } = await import('../i18n.ts');
    const { boardDict } = await import('../../board/i18n.ts');
    const { tileLabel } = await import('../../board/tile-names.ts');
    const { spotLabel } = await import('../spot-names.ts');
    await ensureLang('fr');
    expect(widgetDict('fr').player.next).toBe('Suivant');
    expect(boardDict('fr').sides.N).toBe('nord');
    expect(tileLabel('river1/spring', 'fr')).toBe('Source');
    expect(spotLabel('base/B', 0, 'cloister', 'fr')).toBe('l’abbaye');
    expect(() => widgetDict('en')).toThrow(/English words are not loaded/);
    await ensureLang('en');
    expect(widgetDict('en').player.next).toBe('Next');
  });

  it('asks for each pack once, however many islands wait for it', async () => {
    const { ensureLang } = await import('./load.ts');
    const a = ensureLang('en');
    const b = ensureLang('en');
    expect(a).toBe(b);
    await a;
    await expect(ensureLang('en')).resolves.toBeUndefined();
  });

  it('a widget’s own words load with it: the sandbox’s are refused, naming what to await, until asked for', async () => {
    const { ensureLang } = await import('./load.ts');
    const { widgetDict } = await import('../i18n.ts');
    await ensureLang('fr');
    expect(widgetDict('fr').player.next).toBe('Suivant');
    expect(() => widgetDict('fr').sandbox.title).toThrow(/French words of the sandbox are not loaded.*ensureLang\('fr', \['sandbox'\]\)/);
    expect(() => widgetDict('fr').spinner).toThrow(/spinner are not loaded/);
    await ensureLang('fr', ['sandbox']);
    expect(widgetDict('fr').sandbox.title).toBeTypeOf('string');
    expect(widgetDict('fr').picker).toBeTypeOf('object');
    expect(widgetDict('fr').player.next).toBe('Suivant');
    expect(() => widgetDict('fr').river).toThrow(/river are not loaded/);
  });

  it('the parts load into a language already loaded, and a part asked before its language waits for it', async () => {
    const { ensureLang } = await import('./load.ts');
    const { widgetDict } = await import('../i18n.ts');
    await ensureLang('en', ['spinner', 'river']);
    expect(widgetDict('en').spinner.noScript).toMatch(/JavaScript/);
    expect(widgetDict('en').river).toBeTypeOf('object');
  });
});

describe('the widget parts\' words', () => {
  it('the registry lists each part\'s keys as its files in both languages hold them, no more, no less', async () => {
    const { PARTS } = await import('./registry.ts');
    const files: Record<string, [object, object]> = {
      sandbox: [(await import('../i18n-en-sandbox.ts')).en, (await import('../i18n-fr-sandbox.ts')).fr],
      river: [(await import('../i18n-en-river.ts')).en, (await import('../i18n-fr-river.ts')).fr],
      spinner: [(await import('../i18n-en-spinner.ts')).en, (await import('../i18n-fr-spinner.ts')).fr],
      explain: [(await import('../i18n-en-explain.ts')).en, (await import('../i18n-fr-explain.ts')).fr],
      ferries: [(await import('../i18n-en-ferries.ts')).en, (await import('../i18n-fr-ferries.ts')).fr],
      wheel: [(await import('../i18n-en-wheel.ts')).en, (await import('../i18n-fr-wheel.ts')).fr],
      predict: [(await import('../i18n-en-predict.ts')).en, (await import('../i18n-fr-predict.ts')).fr],
    };
    expect(Object.keys(PARTS).sort()).toEqual(Object.keys(files).sort());
    for (const [part, [enPart, frPart]] of Object.entries(files)) {
      // an expansion's refusals are merged into the core's, not set as a key of their own
      const keys = (words: object): string[] => Object.keys(words).filter((k) => k !== 'refusals').sort();
      expect(keys(enPart), part).toEqual([...PARTS[part as keyof typeof PARTS]].sort());
      expect(keys(frPart), part).toEqual([...PARTS[part as keyof typeof PARTS]].sort());
      expect(Object.keys((enPart as { refusals?: object }).refusals ?? {}), part).toEqual(Object.keys((frPart as { refusals?: object }).refusals ?? {}));
    }
  });
});

describe('the rulings\' titles', () => {
  it('the pack holds the base table; an expansion\'s titles load with ensureTitles for its sets only', async () => {
    const { ensureLang, ensureTitles } = await import('./load.ts');
    const { rulingTitle } = await import('./registry.ts');
    await ensureLang('en');
    expect(rulingTitle('en', 'base-road-score')).toBe('Roads score one point per tile');
    expect(rulingTitle('en', 'river-no-u-turn')).toBeUndefined();
    await ensureTitles('en', ['base', 'wheel']);
    expect(rulingTitle('en', 'wheel-plague')).toBeTruthy();
    expect(rulingTitle('en', 'river-no-u-turn')).toBeUndefined();
    await ensureTitles('en', ['gq11']);
    expect(rulingTitle('en', 'river-no-u-turn')).toBe('No U-turns for the river');
  });
});

describe('the expansions\' words', () => {
  it('load with their sets: a base scenario renders without them, a ferries refusal is said once they are in', async () => {
    const { ensureLang } = await import('./load.ts');
    const { refusalSentence } = await import('../view.ts');
    const { widgetDict } = await import('../i18n.ts');
    const { h } = await import('preact');
    const { renderToString } = await import('preact-render-to-string');
    const { readFileSync } = await import('node:fs');
    const { parseValue } = await import('../../../engine/scenario/parse.ts');
    const { default: ScenarioPlayer } = await import('../ScenarioPlayer.tsx');
    // base-road-score asks for a prediction, so its island loads the prediction's words (prepare.ts), not the ferries'
    await ensureLang('en', ['predict']);
    expect(() => widgetDict('en').ferry).toThrow(/words of the ferries are not loaded/);
    const parsed = parseValue(JSON.parse(readFileSync('content/scenarios/base-road-score.json', 'utf8')));
    if (!parsed.ok) throw new Error('base-road-score.json does not parse');
    expect(renderToString(h(ScenarioPlayer, { scenario: parsed.value, lang: 'en' }))).toContain('cb-player');
    const refusal = { ruling: 'ferries-once-per-turn', message: 'engine words', facts: { reason: 'moved', at: '[0, 0]' } };
    expect(refusalSentence(refusal, 'en', [])).toBe('engine words');
    await ensureLang('en', ['ferries']);
    expect(refusalSentence(refusal, 'en', [])).toMatch(/moves at most once per turn/);
    expect(widgetDict('en').ferry.title).toBe('Where does the ferry go?');
  });
});
