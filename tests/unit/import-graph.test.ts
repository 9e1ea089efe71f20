// Imports run one way, src/ -> components/ -> engine/, and none goes round in a circle (type-only imports
// count too). A failure lists every backward import and one circle per group of files that reach one
// another, so the fix can start from the message.
import { describe, expect, it } from 'vitest';
import { backwardImports, circles, importGraph } from './import-graph.ts';

describe('the import graph', () => {
  it('finds a circle and a backward import when there is one (the checks themselves work)', () => {
    const g = new Map([
      ['engine/a.ts', ['engine/b.ts']], ['engine/b.ts', ['engine/c.ts']], ['engine/c.ts', ['engine/a.ts', 'components/x.ts']],
      ['components/x.ts', []], ['src/y.ts', ['components/x.ts', 'engine/a.ts']],
    ]);
    expect(circles(g)).toEqual(['engine/a.ts -> engine/b.ts -> engine/c.ts -> engine/a.ts']);
    expect(backwardImports(g)).toEqual(['engine/c.ts -> components/x.ts']);
  });

  const graph = importGraph();

  it('reads the whole source, type-only and dynamic imports included', () => {
    expect(graph.size).toBeGreaterThan(200);
    // engine/load.ts reaches the expansions through dynamic import() only
    expect(graph.get('engine/load.ts')).toContain('engine/expansions/wheel/index.ts');
    // components/widgets/lang/registry.ts imports only types
    expect(graph.get('components/widgets/lang/registry.ts')?.length).toBeGreaterThan(0);
  });

  it('has no backward import (src/ -> components/ -> engine/)', () => {
    const back = backwardImports(graph);
    expect(back, `imports against the layers:\n${back.join('\n')}`).toEqual([]);
  });

  // An expansion's tile data comes with its rules (ExpansionModule `tileSets`): the browser's code reads
  // tiles from the core's registry. A widget or an engine file the islands load that imported the table of
  // every set, or an expansion's set, would put it back in every island's first download.
  it('keeps the expansions\' tile sets out of the islands\' code: only their modules import them', () => {
    const EXPANSION_SET = /^engine\/sets\/(index|river1|river2|river3|gq11|ferries|wheel)\.ts$/;
    const allowed = (file: string): boolean =>
      /\.test\.tsx?$|__tests__\/|\.test-util\.ts$/.test(file) || file.startsWith('src/') || file.startsWith('engine/sets/')
      || /^engine\/expansions\/(river|ferries|wheel)\/index\.ts$/.test(file);
    const found = [...graph].flatMap(([file, deps]) => (allowed(file) ? [] : deps.filter((d) => EXPANSION_SET.test(d)).map((d) => `${file} -> ${d}`)));
    expect(found, `imports of an expansion's tile sets:\n${found.join('\n')}`).toEqual([]);
  });

  it('has no import circle', () => {
    const found = circles(graph);
    expect(found, `import circles:\n${found.join('\n')}`).toEqual([]);
  });
});
