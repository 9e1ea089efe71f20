// The core names no expansion: no module's id, set, option, feature kind or word of its own (engine/
// modules.ts) appears in engine/core's source, code or comment. Words are compared as words (camelCase
// and kebab-case split, a plural allowed), so `inn` does not catch "beginning" but catches `innCount`.
// The core's own tests (__tests__, *.test.ts) drive real modules through engine/index.ts and are left out.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULE_DECLS } from '../modules.ts';

const CORE = import.meta.dirname;

const words = (text: string): string[] =>
  text.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/).filter((w) => w !== '');

/** Where the word sequence `name` occurs in `tokens` (its last word may take a plural). */
function occurs(tokens: readonly string[], name: readonly string[]): boolean {
  const last = name.length - 1;
  for (let i = 0; i + last < tokens.length; i++) {
    if (name.every((w, j) => tokens[i + j] === w || (j === last && (tokens[i + j] === `${w}s` || tokens[i + j] === `${w}es`)))) return true;
  }
  return false;
}

/** Every name the modules declare as theirs, with the module it belongs to. */
function forbidden(): { readonly name: string; readonly module: string }[] {
  return MODULE_DECLS.flatMap((d) => [d.id, ...(d.sets ?? []), ...(d.options ?? []).map((o) => o.name), ...(d.kinds ?? []), ...(d.names ?? [])]
    .map((name) => ({ name, module: d.id })));
}

/** `file:line: name (module)` for every line of a source that names one of them. */
export function leaks(files: readonly { readonly path: string; readonly text: string }[]): string[] {
  const names = forbidden().map((n) => ({ ...n, words: words(n.name) }));
  const out: string[] = [];
  for (const f of files) {
    f.text.split('\n').forEach((line, i) => {
      const tokens = words(line);
      for (const n of names) if (occurs(tokens, n.words)) out.push(`${f.path}:${i + 1}: ${n.name} (${n.module})`);
    });
  }
  return out;
}

const coreSources = (): { path: string; text: string }[] =>
  readdirSync(CORE).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => ({ path: `engine/core/${f}`, text: readFileSync(join(CORE, f), 'utf8') }));

describe('engine/core names no expansion', () => {
  it('knows what to look for: every module, with its options and words', () => {
    const names = forbidden().map((n) => n.name);
    for (const d of MODULE_DECLS) expect(names).toContain(d.id);
    expect(names.length).toBeGreaterThan(MODULE_DECLS.length * 2);
  });

  it('catches a name as a word, in code or comment, and only as a word', () => {
    const sample = (text: string): string[] => leaks([{ path: 'x.ts', text }]);
    for (const d of MODULE_DECLS) {
      const n = d.names?.[0] ?? d.id;
      expect(sample(`const ${n.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}Count = 1;`), n).not.toEqual([]);
      expect(sample(`// the ${n}s of this game`), n).not.toEqual([]);
    }
    expect(sample('// the beginning, the winner, spinning, inner')).toEqual([]);
  });

  it('finds none of them in engine/core', () => {
    const files = coreSources();
    expect(files.length).toBeGreaterThan(10);
    const found = leaks(files);
    expect(found, `engine/core names an expansion:\n${found.join('\n')}`).toEqual([]);
  });
});
