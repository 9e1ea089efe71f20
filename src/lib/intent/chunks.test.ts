// The widgets' code-splitting groups (chunks.ts), on a small module graph given as the bundler gives it.
import { describe, expect, it } from 'vitest';
import type { ChunkingContext } from 'rolldown';
import { SMALL_GROUP, widgetChunks } from './chunks.ts';

interface Mod { importers?: string[]; dynamicImporters?: string[]; isEntry?: boolean }
const W = '/p/components/widgets/';
const GRAPH: Record<string, Mod> = {
  [`${W}ScenarioPlayer.tsx`]: { isEntry: true },
  [`${W}Sandbox.tsx`]: { isEntry: true },
  [`${W}RiverBuilder.tsx`]: { isEntry: true },
  [`${W}WheelSpinner.tsx`]: { isEntry: true },
  '/p/components/site/search.ts': { isEntry: true },
  '/p/node_modules/preact/dist/preact.module.js': { importers: [`${W}ScenarioPlayer.tsx`, `${W}Sandbox.tsx`, `${W}RiverBuilder.tsx`, `${W}WheelSpinner.tsx`] },
  [`${W}player-model.ts`]: { importers: [`${W}ScenarioPlayer.tsx`, `${W}Sandbox.tsx`] },
  [`${W}Lesson.tsx`]: { importers: [`${W}ScenarioPlayer.tsx`] },
  '/p/engine/core/game.ts': { importers: [`${W}player-model.ts`, `${W}RiverBuilder.tsx`, `${W}WheelSpinner.tsx`] },
  [`${W}ExplainBody.tsx`]: { dynamicImporters: [`${W}ScenarioPlayer.tsx`], isEntry: true },
  [`${W}explain-only.ts`]: { importers: [`${W}ExplainBody.tsx`] },
  [`${W}shared-with-page.ts`]: { importers: ['/p/components/site/search.ts', `${W}ScenarioPlayer.tsx`, `${W}Sandbox.tsx`] },
  '/p/components/i18n/shared.ts': { importers: ['/p/components/site/search-ui.ts', `${W}ScenarioPlayer.tsx`, `${W}Sandbox.tsx`] },
  '/p/components/site/search-ui.ts': { dynamicImporters: ['/p/components/site/search.ts'], isEntry: true },
  [`${W}lang/en.ts`]: { dynamicImporters: [`${W}ScenarioPlayer.tsx`], isEntry: true },
  [`${W}i18n-en.ts`]: { importers: [`${W}lang/en.ts`, `${W}i18n-en-sandbox.ts`] },
  [`${W}i18n-en-sandbox.ts`]: { dynamicImporters: [`${W}Sandbox.tsx`], isEntry: true },
  '\0vite/preload-helper.js': { importers: [`${W}ScenarioPlayer.tsx`, '/p/components/site/search.ts'] },
  // a small group: two islands share one short module
  [`${W}tiny-shared.ts`]: { importers: [`${W}Sandbox.tsx`, `${W}WheelSpinner.tsx`] },
  // an expansion: its rules and its widget parts, each import()ed, what only they import, and its declaration
  '/p/engine/load.ts': { importers: [`${W}player-model.ts`] },
  '/p/engine/expansions/wheel/index.ts': { dynamicImporters: ['/p/engine/load.ts'], isEntry: true },
  '/p/engine/expansions/wheel/crowns.ts': { importers: ['/p/engine/expansions/wheel/index.ts'] },
  '/p/engine/expansions/wheel/declare.ts': { importers: ['/p/engine/load.ts'] },
  [`${W}expansion-ui-wheel.tsx`]: { dynamicImporters: [`${W}expansion-ui.ts`], importers: [`${W}WheelSpinner.tsx`], isEntry: true },
  '/p/components/board/WheelBoard.tsx': { importers: [`${W}expansion-ui-wheel.tsx`] },
  '/p/components/board/describe.ts': { importers: ['/p/components/board/WheelBoard.tsx', `${W}ExplainBody.tsx`] },
  [`${W}expansion-ui.ts`]: { importers: [`${W}ScenarioPlayer.tsx`, `${W}Sandbox.tsx`, `${W}RiverBuilder.tsx`, `${W}WheelSpinner.tsx`] },
  // an expansion's words and titles in a language, and the River's titles, whose words go apart
  [`${W}i18n-en-wheel.ts`]: { dynamicImporters: [`${W}lang/en.ts`], isEntry: true },
  [`${W}ruling-titles-en-wheel.ts`]: { dynamicImporters: [`${W}lang/en.ts`], isEntry: true },
  [`${W}ruling-titles-en-river.ts`]: { dynamicImporters: [`${W}lang/en.ts`], isEntry: true },
};
/** Each module's code length: a few named, the others at the size a group needs to keep its own chunk. */
const NAMED_SIZES: Record<string, number> = { [`${W}tiny-shared.ts`]: 300, [`${W}player-model.ts`]: 9000, '/p/node_modules/preact/dist/preact.module.js': 20000 };
const SIZES = new Map(Object.keys(GRAPH).map((id) => [id, NAMED_SIZES[id] ?? SMALL_GROUP]));

const ctx: ChunkingContext = {
  getModuleInfo: (id) => (GRAPH[id] ? { id, importers: [], dynamicImporters: [], isEntry: false, ...GRAPH[id] } : null) as never,
};

function chunkOf(id: string): string | null {
  for (const g of widgetChunks(SIZES).groups) {
    if (typeof g.name === 'string') {
      if (g.test?.test(id)) return g.name;
    } else {
      const name = g.name(id, ctx);
      if (name) return name;
    }
  }
  return null;
}

describe('widget chunks', () => {
  it('puts what every island reaches in "widgets", and what some reach in a chunk named after them', () => {
    expect(chunkOf('/p/node_modules/preact/dist/preact.module.js')).toBe('widgets');
    expect(chunkOf('/p/engine/core/game.ts')).toBe('widgets');
    expect(chunkOf(`${W}player-model.ts`)).toBe('widgets-Sandbox-ScenarioPlayer');
  });
  it('leaves to the bundler what one island alone reaches, or only an import() does', () => {
    expect(chunkOf(`${W}Lesson.tsx`)).toBeNull();
    expect(chunkOf(`${W}explain-only.ts`)).toBeNull();
    expect(chunkOf(`${W}ScenarioPlayer.tsx`)).toBeNull();
  });
  it('never groups a module a page script reaches, through a static import or an import()', () => {
    expect(chunkOf(`${W}shared-with-page.ts`)).toBeNull();
    expect(chunkOf('/p/components/i18n/shared.ts')).toBeNull();
  });
  it("gathers a language's pack in one chunk named after the language, and the import() helper apart", () => {
    expect(chunkOf(`${W}lang/en.ts`)).toBe('en');
    expect(chunkOf(`${W}i18n-en.ts`)).toBe('en');
    expect(chunkOf(`${W}i18n-en-sandbox.ts`)).toBeNull();
    expect(chunkOf('\0vite/preload-helper.js')).toBe('preload-helper');
  });
  it('puts a group of islands whose modules weigh little in "widgets", and keeps a big one apart', () => {
    expect(chunkOf(`${W}tiny-shared.ts`)).toBe('widgets');
    expect(chunkOf(`${W}player-model.ts`)).toBe('widgets-Sandbox-ScenarioPlayer');
  });
  it("gathers an expansion's rules, its widget parts and what only they import in one chunk named after it", () => {
    expect(chunkOf('/p/engine/expansions/wheel/index.ts')).toBe('wheel');
    expect(chunkOf('/p/engine/expansions/wheel/crowns.ts')).toBe('wheel');
    expect(chunkOf(`${W}expansion-ui-wheel.tsx`)).toBe('wheel');
    expect(chunkOf('/p/components/board/WheelBoard.tsx')).toBe('wheel');
    // what other code imports too, and the declaration every island reads, stay out
    expect(chunkOf('/p/components/board/describe.ts')).toBeNull();
    expect(chunkOf('/p/engine/expansions/wheel/declare.ts')).toBe('widgets-Sandbox-ScenarioPlayer');
  });
  it("puts an expansion's titles with its words where they always load together, and only there", () => {
    expect(chunkOf(`${W}i18n-en-wheel.ts`)).toBe('i18n-en-wheel');
    expect(chunkOf(`${W}ruling-titles-en-wheel.ts`)).toBe('i18n-en-wheel');
    expect(chunkOf(`${W}ruling-titles-en-river.ts`)).toBeNull();
  });
});
