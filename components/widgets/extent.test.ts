import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseValue } from '../../engine/scenario/parse.ts';
import { extentOfView, withinExtent } from './extent.ts';
import { handChoices, playScenario } from './player-model.ts';
import { boardView } from './view.ts';

const files = readdirSync('content/scenarios').filter((f) => f.endsWith('.json'));

function load(file: string) {
  const r = parseValue(JSON.parse(readFileSync(`content/scenarios/${file}`, 'utf8')));
  if (!r.ok) throw new Error(file);
  return r.value;
}

describe('one frame for every step of a scenario', () => {
  test('each step of every scenario is drawn in the same cells, and every tile of every step is inside them', () => {
    let multi = 0;
    for (const file of files) {
      const played = playScenario(load(file), 'en');
      if (!played.ok) continue;
      const { positions, steps, extent } = played.value;
      const frames = positions.map((state, i) => {
        const step = i > 0 ? steps[i - 1]! : null;
        const v = withinExtent(boardView(state, { highlight: step?.highlight ?? [], ghost: step?.attempted ? { ...step.attempted, ok: false } : null }, 'en'), extent, 'en', 'frame');
        for (const t of v.tiles) expect(t.x >= v.minX && t.x < v.minX + v.cols && t.y >= v.minY && t.y < v.minY + v.rows, file).toBe(true);
        expect(v.cells).toHaveLength(v.cols * v.rows);
        return extentOfView(v);
      });
      if (positions.length > 2 && positions.some((p) => p.board.length !== positions[0]!.board.length)) multi++;
      for (const f of frames) expect(f, file).toEqual(extent);
    }
    // the check means something only if boards do grow in some scenarios
    expect(multi).toBeGreaterThan(5);
  });

  test('a view already larger than the extent keeps its own bounds; added cells are empty and named', () => {
    const played = playScenario(load(files.find((f) => f.startsWith('river'))!), 'fr');
    if (!played.ok) throw new Error('river scenario');
    const state = played.value.positions.at(-1)!;
    const v = boardView(state, {}, 'fr');
    const wider = withinExtent(v, { minX: v.minX - 2, minY: v.minY, maxX: v.minX, maxY: v.minY }, 'fr');
    expect(wider.minX).toBe(v.minX - 2);
    expect(wider.cols).toBe(v.cols + 2);
    expect(wider.rows).toBe(v.rows);
    const added = wider.cells.find((c) => c.x === v.minX - 2 && c.y === v.minY)!;
    expect(added.state).toBe('empty');
    // far from every tile: named by its place in the grid shown, not by coordinates
    expect(added.name).toBe('La case nord-ouest, vide');
    expect(withinExtent(v, extentOfView(v), 'fr')).toBe(v);
  });

  test('the empty ring is kept round every position the reader may try a move on, and only there', () => {
    let trimmed = 0;
    for (const file of files) {
      const scenario = load(file);
      const played = playScenario(scenario, 'en');
      if (!played.ok || !played.value.extent) continue;
      const { positions, extent } = played.value;
      const inside = (x: number, y: number) => x >= extent.minX && x <= extent.maxX && y >= extent.minY && y <= extent.maxY;
      const tried = positions.map((p, i) => handChoices(scenario, i, p).length > 0);
      positions.forEach((p, i) => {
        // where a try is offered, every cell next to a tile (where a tile could be tried) is on the board
        if (tried[i]) for (const t of p.board) for (const [dx, dy] of [[0, 0], [1, 0], [-1, 0], [0, 1], [0, -1]]) expect(inside(t.at[0] + dx!, t.at[1] + dy!), file).toBe(true);
      });
      // where no position may be tried, the frame is the tiles and marks alone: no row or column is empty
      if (!tried.some(Boolean)) {
        const used = positions.flatMap((p) => p.board.map((t) => t.at));
        const marks = played.value.steps.flatMap((st) => [...(st.attempted ? [st.attempted.at] : []), ...st.highlight.map((h) => h.at)]);
        const xs = [...used, ...marks].map((c) => c[0]);
        const ys = [...used, ...marks].map((c) => c[1]);
        expect([extent.minX, extent.maxX, extent.minY, extent.maxY], file).toEqual([Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]);
        trimmed++;
      }
    }
    expect(trimmed).toBeGreaterThan(3);
  });
});
