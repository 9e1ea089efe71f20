// ensureSets on its own, from fresh modules as in a browser (the test setup registers everything through
// load-all.ts, as the server does): only the sets asked for bring their expansion's code, once,
// registered as modules.
import { beforeAll, describe, expect, test, vi } from 'vitest';

let moduleById: typeof import('./core/module.ts').moduleById;
let ensureSets: typeof import('./load.ts').ensureSets;
let loaded: typeof import('./load.ts').loaded;
let need: typeof import('./load.ts').need;
let loadOnce: typeof import('./load.ts').loadOnce;
beforeAll(async () => {
  vi.resetModules();
  ({ moduleById } = await import('./core/module.ts'));
  ({ ensureSets, loaded, need, loadOnce } = await import('./load.ts'));
});

describe('ensureSets', () => {
  test('the base set loads no expansion code; asking for it before is an error', async () => {
    await import('./play.ts');
    await ensureSets(['base']);
    expect(loaded.river).toBeUndefined();
    expect(moduleById('river')).toBeUndefined();
    expect(loaded.wheel).toBeUndefined();
    expect(() => need('wheel')).toThrow(/not loaded/);
    // nor any expansion's tile data: it comes with the expansion's code
    const { setTiles, tileDef } = await import('./core/tiles.ts');
    expect(setTiles('base').length).toBeGreaterThan(0);
    for (const set of ['river1', 'river2', 'river3', 'gq11', 'ferries', 'wheel'] as const) expect(setTiles(set), set).toEqual([]);
    expect(tileDef('wheel/board@0,0')).toBeUndefined();
  });

  test('any river set brings the river module, and only it', async () => {
    await ensureSets(['base', 'gq11']);
    expect(moduleById('river')).toBe(loaded.river!.riverModule);
    await ensureSets(['base', 'river1', 'river2', 'gq11']);
    expect(loaded.wheel).toBeUndefined();
    expect(loaded.ferries).toBeUndefined();
    expect(moduleById('wheel')).toBeUndefined();
    expect(() => need('wheel')).toThrow(/not loaded/);
  });

  test('the wheel set brings the wheel module, and only it; again is a no-op', async () => {
    await ensureSets(['base', 'wheel']);
    expect(moduleById('wheel')).toBe(loaded.wheel!.wheelModule);
    expect(loaded.ferries).toBeUndefined();
    const before = loaded.wheel;
    await Promise.all([ensureSets(['wheel']), ensureSets(['wheel'])]);
    expect(loaded.wheel).toBe(before);
    expect(need('wheel').spinWheel).toBeTypeOf('function');
    // the wheel's tiles and its board came with it
    const { pieceDef, setTiles, tileDef } = await import('./core/tiles.ts');
    expect(setTiles('wheel').length).toBeGreaterThan(0);
    expect(tileDef('wheel/board@0,0')).toBeDefined();
    expect(pieceDef('wheel/board')?.cells).toHaveLength(16);
  });

  test('the ferries set brings the ferries module and its tiles; a game of it before then is refused, not played without them', async () => {
    const { createGame } = await import('./core/setup.ts');
    const setup = { sets: ['base', 'ferries'], players: ['blue', 'red'], seed: 3 } as const;
    // its tile data comes with its code: the set is unknown until then, and said so
    const before = createGame(setup);
    expect(before.ok).toBe(false);
    expect(!before.ok && before.error.map((p) => p.message).join(' ')).toMatch(/ferries/);
    // and were the tiles known without the rules, the game would still not be played without them
    const { registerSet } = await import('./core/tiles.ts');
    const { FERRIES_TILES } = await import('./sets/ferries.ts');
    registerSet('ferries', FERRIES_TILES);
    expect(() => createGame(setup)).toThrow(/rules of ferries are not loaded/);
    // the sets already loaded still play
    expect(createGame({ ...setup, sets: ['base', 'wheel'] }).ok).toBe(true);
    await ensureSets(['ferries']);
    expect(moduleById('ferries')).toBe(loaded.ferries!.ferriesModule);
    const g = createGame(setup);
    expect(g.ok).toBe(true);
    // the game now plays under the ferries' rules
    expect(g.ok && g.value.modules).toContain('ferries');
  });
});

describe('loadOnce', () => {
  test('callers share one load while it is under way or done; a failed load is tried again by the next call', async () => {
    const pending = new Map<string, Promise<void>>();
    let calls = 0;
    let fail = true;
    const load = async (): Promise<void> => {
      calls++;
      if (fail) throw new Error('offline');
    };
    const a = loadOnce(pending, 'k', load);
    const b = loadOnce(pending, 'k', load);
    expect(b).toBe(a);
    await expect(a).rejects.toThrow('offline');
    expect(calls).toBe(1);
    fail = false;
    await loadOnce(pending, 'k', load);
    await loadOnce(pending, 'k', load);
    expect(calls).toBe(2);
  });
});
