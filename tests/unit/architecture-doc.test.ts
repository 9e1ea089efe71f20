// docs/architecture.md names real files: every path it writes in backticks exists (a folder ends with
// `/`; paths with a `<placeholder>` are the files a contributor would create and are left out).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const DOC = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');

/** Backticked words that look like a repository path: a top folder of the project, then more. */
export function pathsIn(text: string): string[] {
  const tops = ['engine', 'components', 'src', 'content', 'docs', 'tests', 'scripts'];
  return [...new Set([...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!)
    .filter((p) => tops.some((t) => p.startsWith(`${t}/`)) && !p.includes('<')))];
}

describe('docs/architecture.md', () => {
  const paths = pathsIn(DOC);

  it('finds the paths it names (the scan itself works)', () => {
    expect(pathsIn('see `engine/core/game.ts`, `src/pages/` and `engine/expansions/<name>/index.ts`')).toEqual(['engine/core/game.ts', 'src/pages/']);
    expect(paths.length).toBeGreaterThan(30);
  });

  it('names only files and folders that exist', () => {
    const missing = paths.filter((p) => {
      const full = join(ROOT, p);
      if (!existsSync(full)) return true;
      return p.endsWith('/') ? !statSync(full).isDirectory() : !statSync(full).isFile();
    });
    expect(missing, `docs/architecture.md names paths that do not exist:\n${missing.join('\n')}`).toEqual([]);
  });

  it('stays short enough to read in ten minutes', () => {
    expect(DOC.split(/\s+/).length).toBeLessThan(2200);
  });
});
