// Guards the rule "facts carry over, sentences do not": no content file may share a run of
// RUN consecutive words with the source rule texts. The sources live outside the project
// (../shared/seeds) and are not redistributed, so in a reader's clone the test is skipped.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const RUN = 7;
const ROOT = resolve(import.meta.dirname, '../..');
const SEEDS = resolve(ROOT, '../shared/seeds');
const CONTENT = join(ROOT, 'content');
const SCENARIO_TEXT_KEYS = new Set(['title', 'description', 'note']);
// A citation must name the cited section exactly as the source titles it, so the frontmatter
// fields that hold the citation are not prose of ours and are left out of the comparison.
const CITATION_LINE = /^(source|sourceUrl):.*$/gm;

// Runs that may be shared because they carry no wording of their own: each is only names of
// games, expansions or publishers, plus numbers. A citation has to spell these the same way.
const ALLOWED_RUNS: ReadonlySet<string> = new Set([
  // The French title of the expansion with its edition, as the wiki titles its page.
  'la roue de la fortune première édition',
]);

export function words(text: string): string[] {
  const tokens = text.toLowerCase().replace(/[’`]/g, "'").match(/[\p{L}\p{N}']+/gu) ?? [];
  return tokens.map((t) => t.replace(/^'+|'+$/g, '')).filter((t) => t.length > 0);
}

export function runs(tokens: readonly string[], size = RUN): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + size <= tokens.length; i++) out.add(tokens.slice(i, i + size).join(' '));
  return out;
}

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(suffix))
    .map((name) => join(dir, name))
    .sort();
}

// Only the human-readable strings of a scenario are prose; ids and tile names are not.
export function scenarioText(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return SCENARIO_TEXT_KEYS.has(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => scenarioText(item));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => scenarioText(v, k));
  }
  return [];
}

function contentTexts(): Array<{ file: string; text: string }> {
  const mdx = filesUnder(CONTENT, '.mdx').map((path) => ({
    path,
    text: readFileSync(path, 'utf8').replace(CITATION_LINE, '\u2029'),
  }));
  const json = filesUnder(join(CONTENT, 'scenarios'), '.json').map((path) => ({
    path,
    // Each string is kept apart so that a run cannot be formed across two fields.
    text: scenarioText(JSON.parse(readFileSync(path, 'utf8'))).join('\n\u2029\n'),
  }));
  return [...mdx, ...json].map(({ path, text }) => ({ file: relative(ROOT, path), text }));
}

function textRuns(text: string): Set<string> {
  const all = new Set<string>();
  for (const part of text.split('\u2029')) for (const run of runs(words(part))) all.add(run);
  return all;
}

function seedRuns(): Set<string> {
  const all = new Set<string>();
  for (const path of filesUnder(SEEDS, '.txt')) for (const run of runs(words(readFileSync(path, 'utf8')))) all.add(run);
  return all;
}

describe('tokeniser', () => {
  it('keeps accents and apostrophes and drops punctuation', () => {
    expect(words("L’eau d'un Pré, 2 lacs!")).toEqual(["l'eau", "d'un", 'pré', '2', 'lacs']);
  });
  it('makes overlapping runs of the given size', () => {
    expect([...runs(['a', 'b', 'c', 'd'], 3)]).toEqual(['a b c', 'b c d']);
  });
  it('reads only the prose fields of a scenario', () => {
    const scenario = { title: 'T', ruling: 'r', fr: { description: 'D' }, steps: [{ note: 'N', tile: 'x/y' }] };
    expect(scenarioText(scenario)).toEqual(['T', 'D', 'N']);
  });
});

describe('originality against the source rule texts', () => {
  it.skipIf(!existsSync(SEEDS))(
    `shares no run of ${RUN} words with the sources (skipped when ../shared/seeds is absent, as in a reader's clone)`,
    () => {
      const seeds = seedRuns();
      expect(seeds.size).toBeGreaterThan(0);
      const found: string[] = [];
      for (const { file, text } of contentTexts()) {
        for (const run of textRuns(text)) {
          if (seeds.has(run) && !ALLOWED_RUNS.has(run)) found.push(`${file}: "${run}"`);
        }
      }
      expect(found, `copied runs:\n${found.join('\n')}`).toEqual([]);
    },
  );
});
