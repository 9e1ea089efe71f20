import { describe, expect, it } from 'vitest';
import {
  checkContent,
  checkLanguages,
  checkOrders,
  checkPages,
  checkRulingFile,
  checkQuestion,
  checkScenarios,
  formatProblem,
  rulingRefs,
  type ContentSet,
  type RulingData,
  type RulingFile,
} from './content-checks.ts';
import type { RulingMeta } from './ruling-ids.ts';
import type { Lang } from './vocabulary.ts';

const catalog: RulingMeta[] = [
  { id: 'base-a', category: 'rule', area: 'base', play: 'scenario' },
  { id: 'base-b', category: 'official', area: 'base', play: 'text' },
];

function ruling(lang: Lang, id: string, over: Partial<RulingData> = {}, name = id): RulingFile {
  const meta = catalog.find((m) => m.id === id);
  const data: RulingData = {
    id,
    category: meta?.category ?? 'rule',
    area: meta?.area ?? 'base',
    group: 'placement',
    order: id === 'base-a' ? 10 : 20,
    play: meta?.play ?? 'text',
    question: lang === 'fr' ? 'Peut-on le faire ?' : 'Can you do it?',
    scenarios: [],
    related: [],
    ...over,
  };
  return { file: `content/rulings/${lang}/${name}.mdx`, lang, name, data };
}

const basePage = (lang: Lang, body: string) => ({
  file: `content/pages/${lang}/base.mdx`,
  lang,
  slug: 'base',
  area: 'base',
  body,
});

/** A content set with no problem: both rulings in both languages on both base pages. */
function soundSet(): ContentSet {
  const body = '## Placement\n<Ruling id="base-a" />\n\n<Ruling id="base-b"/>';
  return {
    catalog,
    rulings: (['en', 'fr'] as const).flatMap((l) => [ruling(l, 'base-a'), ruling(l, 'base-b')]),
    pages: [basePage('en', body), basePage('fr', body)],
    scenarios: [],
  };
}

const onlyBase = (problems: ReturnType<typeof checkPages>) =>
  problems.filter((p) => p.file.includes('/base.mdx'));

describe('rulingRefs', () => {
  it('finds every Ruling id in order, whatever the quoting and spacing', () => {
    const body = `<Ruling id="x-1" />\ntext <Ruling  id='x-2'/> <Reading label="a">b</Reading>`;
    expect(rulingRefs(body)).toEqual(['x-1', 'x-2']);
  });
});

describe('checkContent', () => {
  it('accepts sound content once every area page exists', () => {
    const problems = checkContent(soundSet());
    // Only the other areas' pages are missing from the fixture.
    expect(problems.every((p) => p.field === 'slug')).toBe(true);
    expect(problems).toHaveLength(6);
  });
});

describe('checkRulingFile', () => {
  const ctx = { catalog, scenarios: [{ file: 'content/scenarios/s1.json', name: 's1' }] };

  it('names the file and the field when the id differs from the file name', () => {
    const [p] = checkRulingFile(ruling('en', 'base-a', {}, 'base-z'), ctx);
    expect(p && formatProblem(p)).toBe('content/rulings/en/base-z.mdx: field "id": "base-a" differs from the file name "base-z"');
  });

  it('rejects an id missing from the catalogue', () => {
    const problems = checkRulingFile(ruling('en', 'base-nope'), ctx);
    expect(problems.map((p) => p.message)).toContain('unknown ruling id "base-nope" (not in the ruling catalogue)');
  });

  it('rejects a category that disagrees with the catalogue', () => {
    const problems = checkRulingFile(ruling('fr', 'base-a', { category: 'house' }), ctx);
    expect(problems).toEqual([
      { file: 'content/rulings/fr/base-a.mdx', field: 'category', message: '"house" but the catalogue says "rule"' },
    ]);
  });

  it('rejects a group that is not a section of its area page', () => {
    const problems = checkRulingFile(ruling('en', 'base-a', { group: 'crowns' }), ctx);
    expect(problems.map((p) => p.field)).toEqual(['group']);
  });

  it('rejects unknown or self related ids and unknown scenarios', () => {
    const r = ruling('en', 'base-a', { related: ['base-b', 'ghost', 'base-a'], scenarios: ['s1', 's2'] });
    expect(checkRulingFile(r, ctx).map((p) => `${p.field}: ${p.message}`)).toEqual([
      'related: unknown ruling id "ghost"',
      'related: a ruling cannot be related to itself',
      'scenarios: no scenario file "s2" in content/scenarios',
    ]);
  });
});

describe('the player question', () => {
  const ctx = { catalog, scenarios: [] };

  it('fails a ruling with no question in one language, naming the file', () => {
    const problems = checkRulingFile(ruling('fr', 'base-a', { question: undefined }), ctx);
    expect(problems.map(formatProblem)).toEqual([
      'content/rulings/fr/base-a.mdx: field "question": missing: every ruling needs the question a player asks at the table, in fr',
    ]);
    expect(checkRulingFile(ruling('en', 'base-a', { question: '  ' }), ctx).map((p) => p.field)).toEqual(['question']);
  });

  it('wants a question mark, with French spacing in French', () => {
    expect(checkQuestion('Can the river turn back on itself?', 'en')).toEqual([]);
    expect(checkQuestion('La rivière peut-elle faire demi-tour ?', 'fr')).toEqual([]);
    expect(checkQuestion('La rivière peut-elle faire demi-tour\u00a0?', 'fr')).toEqual([]);
    expect(checkQuestion('The river turns back.', 'en')).toHaveLength(1);
    expect(checkQuestion('La rivière peut-elle faire demi-tour?', 'fr')).toHaveLength(1);
  });
});

describe('links between rulings in a ruling text', () => {
  const ctx = { catalog, scenarios: [] };
  const withBody = (lang: Lang, body: string): RulingFile => ({ ...ruling(lang, 'base-a'), body });

  it('accepts a known id', () => {
    expect(checkRulingFile(withBody('en', 'As <See id="base-b">the next ruling</See> says.'), ctx)).toEqual([]);
  });

  it('fails an unknown id, naming the file and the id', () => {
    const problems = checkRulingFile(withBody('fr', 'Texte.\n\nVoir <See id="base-zz">ce point</See>.'), ctx);
    expect(problems.map(formatProblem)).toEqual([
      'content/rulings/fr/base-a.mdx: field "<See id>": line 3 of the text: unknown ruling id "base-zz" in <See id="base-zz">',
    ]);
  });

  it('fails a pointing phrase left without a link', () => {
    const problems = checkRulingFile(withBody('en', 'The answer, in the next ruling, is no.'), ctx);
    expect(problems.map((p) => p.field)).toEqual(['text']);
  });

  it('checks <See> on content pages too', () => {
    const set = soundSet();
    const page = { ...basePage('en', '<Ruling id="base-a" /><Ruling id="base-b" /> <See id="nope">x</See>') };
    const problems = checkPages({ ...set, pages: [page, set.pages[1]!] }).filter((p) => p.field === '<See id>');
    expect(problems.map((p) => p.message)).toEqual(['line 1 of the text: unknown ruling id "nope" in <See id="nope">']);
  });
});

describe('checkLanguages', () => {
  it('reports a ruling present in one language only, naming the missing file', () => {
    const set = soundSet();
    const problems = checkLanguages({ catalog, rulings: set.rulings.filter((r) => r.file !== 'content/rulings/fr/base-b.mdx') });
    expect(problems).toEqual([
      {
        file: 'content/rulings/en/base-b.mdx',
        field: 'id',
        message: 'ruling "base-b" exists in en only: content/rulings/fr/base-b.mdx is missing',
      },
    ]);
  });

  it('reports a catalogue ruling missing in both languages', () => {
    const problems = checkLanguages({ catalog, rulings: soundSet().rulings.filter((r) => r.name !== 'base-a') });
    expect(problems.map((p) => p.file)).toEqual(['content/rulings/en/base-a.mdx and content/rulings/fr/base-a.mdx']);
  });

  it('reports fields on which the two languages disagree', () => {
    const rulings = [ruling('en', 'base-a'), ruling('fr', 'base-a', { order: 11, related: ['base-b'] }), ruling('en', 'base-b'), ruling('fr', 'base-b')];
    expect(checkLanguages({ catalog, rulings }).map((p) => p.field)).toEqual(['order', 'related']);
  });
});

describe('checkOrders', () => {
  it('rejects two rulings of one area with the same order in one language', () => {
    const problems = checkOrders([ruling('en', 'base-a'), ruling('en', 'base-b', { order: 10 }), ruling('fr', 'base-b', { order: 10 })]);
    expect(problems).toEqual([
      { file: 'content/rulings/en/base-b.mdx', field: 'order', message: '10 is already used by content/rulings/en/base-a.mdx' },
    ]);
  });
});

describe('checkScenarios', () => {
  it("rejects a scenario whose ruling is unknown and accepts one without a ruling", () => {
    const scenarios = [
      { file: 'content/scenarios/a.json', name: 'a', ruling: 'base-a' },
      { file: 'content/scenarios/b.yaml', name: 'b', ruling: 'base-q' },
      { file: 'content/scenarios/c.json', name: 'c' },
    ];
    expect(checkScenarios({ catalog, scenarios }).map(formatProblem)).toEqual([
      'content/scenarios/b.yaml: field "ruling": unknown ruling id "base-q"',
    ]);
  });
});

describe('checkPages', () => {
  const withBody = (body: string): ContentSet => ({ ...soundSet(), pages: [basePage('en', body), soundSet().pages[1]!] });

  it('rejects an unknown <Ruling id> and names the page', () => {
    const problems = onlyBase(checkPages(withBody('<Ruling id="base-a"/><Ruling id="base-b"/><Ruling id="bse-a"/>')));
    expect(problems.map(formatProblem)).toEqual(['content/pages/en/base.mdx: field "<Ruling id>": unknown ruling id "bse-a"']);
  });

  it('rejects a page that leaves out a ruling or shows one twice', () => {
    const problems = onlyBase(checkPages(withBody('<Ruling id="base-a"/><Ruling id="base-a"/>')));
    expect(problems.map((p) => p.message)).toEqual([
      'ruling "base-a" appears 2 times; it must appear once',
      'ruling "base-b" appears 0 times; it must appear once',
    ]);
  });

  it('rejects rulings out of their order', () => {
    const problems = onlyBase(checkPages(withBody('<Ruling id="base-b"/><Ruling id="base-a"/>')));
    expect(problems.map((p) => p.message)).toEqual(['ruling "base-a" comes before a ruling with a lower "order"']);
  });

  it('rejects a page no route serves', () => {
    const set = soundSet();
    const stray = { file: 'content/pages/en/tiless.mdx', lang: 'en' as const, slug: 'tiless', body: '' };
    const problems = checkPages({ ...set, pages: [...set.pages, stray] }).filter((p) => p.file === stray.file);
    expect(problems.map((p) => p.field)).toEqual(['slug']);
  });

  it('reports each missing area page per language', () => {
    const missing = checkPages(soundSet()).filter((p) => p.field === 'slug').map((p) => p.file);
    expect(missing).toContain('content/pages/fr/wheel-of-fortune.mdx');
    expect(missing).not.toContain('content/pages/en/base.mdx');
  });
});
