import { describe, expect, it } from 'vitest';
import { facingHalf, halvesOfSide, neighbour, opposite } from '../core/geometry.ts';
import { SIDES } from '../core/types.ts';
import type { Coord, HalfSide, Side } from '../core/types.ts';
import { ALL_TILES, getTile } from './index.ts';
import { WHEEL_BOARD, wheelCellAt } from './wheel-board.ts';
import type { WheelCellDef } from './wheel-board.ts';

function cellAt([col, row]: Coord): WheelCellDef {
  const cell = wheelCellAt(col, row);
  if (cell === undefined) throw new Error(`no cell ${col},${row}`);
  return cell;
}

/** The board's name of what lies at a half-side of a cell: a field or city label, or 'wheel'. */
function labelAtHalf(cell: WheelCellDef, half: HalfSide): string {
  const side = half[0] as Side;
  const i = cell.features.findIndex(
    (f) => (f.kind === 'field' && f.halves.includes(half)) || (f.kind === 'city' && f.sides.includes(side)),
  );
  return i < 0 ? 'wheel' : cell.labels[i]!;
}

/** The label of the road or city at a side's middle, or '' when there is none. */
function labelAtMid(cell: WheelCellDef, side: Side): string {
  const i = cell.features.findIndex((f) => (f.kind === 'road' || f.kind === 'city') && f.sides.includes(side));
  return i < 0 ? '' : cell.labels[i]!;
}

const insideBoard = ([x, y]: Coord): boolean => x >= 0 && x < 4 && y >= 0 && y < 4;

describe('the wheel board: cells', () => {
  it('has 16 cells named by column and row, reachable through getTile but not in the draw pile', () => {
    expect(WHEEL_BOARD.cells.map((c) => c.id)).toHaveLength(16);
    for (const c of WHEEL_BOARD.cells) {
      expect(c.id).toBe(`wheel/board@${c.cell[0]},${c.cell[1]}`);
      expect(getTile(c.id)).toBe(c);
    }
    expect(ALL_TILES.some((t) => t.id.startsWith('wheel/board'))).toBe(false);
  });

  it('puts every half-side under one field or city, or under the wheel', () => {
    for (const c of WHEEL_BOARD.cells) {
      const claims = c.features.flatMap((f) =>
        f.kind === 'field' ? f.halves : f.kind === 'city' ? f.sides.flatMap((s) => halvesOfSide(s)) : [],
      );
      expect(new Set(claims).size, c.id).toBe(claims.length);
      expect([...claims, ...c.wheelHalves].sort(), c.id).toEqual(['EL', 'ER', 'NL', 'NR', 'SL', 'SR', 'WL', 'WR']);
    }
  });

  it('matches every inner border half by half, and keeps the wheel off the outer edge', () => {
    for (const c of WHEEL_BOARD.cells) {
      for (const side of SIDES) {
        const next = neighbour(c.cell, side);
        if (!insideBoard(next)) {
          expect(c.sides[side], `${c.id} ${side}`).not.toBe('wheel');
          continue;
        }
        const other = cellAt(next);
        for (const half of halvesOfSide(side)) {
          expect(labelAtHalf(c, half), `${c.id} ${half}`).toBe(labelAtHalf(other, facingHalf(half)));
        }
        expect(labelAtMid(c, side)).toBe(labelAtMid(other, opposite(side)));
      }
    }
  });

  it('shows the landscape of the table when walked clockwise from the north-west corner', () => {
    const walk: [Coord, Side][] = [
      ...[0, 1, 2, 3].map((x): [Coord, Side] => [[x, 0], 'N']),
      ...[0, 1, 2, 3].map((y): [Coord, Side] => [[3, y], 'E']),
      ...[3, 2, 1, 0].map((x): [Coord, Side] => [[x, 3], 'S']),
      ...[3, 2, 1, 0].map((y): [Coord, Side] => [[0, y], 'W']),
    ];
    const seen = walk.map(([at, side]) => `${cellAt(at).sides[side]}${labelAtMid(cellAt(at), side)}`);
    expect(seen).toEqual([
      'cityX', 'field', 'roadR1', 'field',
      'field', 'field', 'cityY', 'field',
      'roadR2', 'field', 'field', 'cityZ',
      'cityZ', 'field', 'roadR3', 'field',
    ]);
  });
});

describe('the wheel board: features across cells', () => {
  const cellsOf = (label: string): string[] =>
    (WHEEL_BOARD.features.find((f) => f.label === label)?.parts ?? []).map((p) => p.cell.join(',')).sort();

  it.each([
    ['X', 'city', ['0,0']],
    ['Y', 'city', ['3,2']],
    ['Z', 'city', ['0,3']],
    ['R1', 'road', ['2,0']],
    ['R2', 'road', ['3,3']],
    ['R3', 'road', ['0,1']],
    ['A', 'field', ['0,0', '0,1', '1,0', '2,0']],
    ['B', 'field', ['2,0', '3,0', '3,1', '3,2', '3,3']],
    ['C', 'field', ['0,1', '0,2', '0,3', '1,3', '2,3', '3,3']],
  ])('%s is a %s over cells %j', (label, kind, cells) => {
    expect(WHEEL_BOARD.features.find((f) => f.label === label)?.kind).toBe(kind);
    expect(cellsOf(label)).toEqual(cells);
  });

  it('joins the parts of each feature through the inner borders into one piece', () => {
    for (const f of WHEEL_BOARD.features) {
      const key = (at: Coord): string => at.join(',');
      const cells = new Set(f.parts.map((p) => key(p.cell)));
      const reached = new Set([key(f.parts[0]!.cell)]);
      const queue = [f.parts[0]!.cell];
      for (let at = queue.pop(); at !== undefined; at = queue.pop()) {
        for (const side of SIDES) {
          const next = neighbour(at, side);
          if (!cells.has(key(next)) || reached.has(key(next))) continue;
          const joined = halvesOfSide(side).some((h) => labelAtHalf(cellAt(at), h) === f.label);
          if (joined || labelAtMid(cellAt(at), side) === f.label) {
            reached.add(key(next));
            queue.push(next);
          }
        }
      }
      expect([...reached].sort(), f.label).toEqual([...cells].sort());
    }
  });

  it('has no other feature, no shield and no cloister', () => {
    expect(WHEEL_BOARD.features).toHaveLength(9);
    const all = WHEEL_BOARD.cells.flatMap((c) => c.features);
    expect(all.some((f) => f.kind === 'cloister' || (f.kind === 'city' && f.shields > 0))).toBe(false);
  });

  it('lets each field touch its one city: A the city X, B the city Y, C the city Z', () => {
    const touched = (label: string): string[] => {
      const out = new Set<string>();
      for (const c of WHEEL_BOARD.cells) {
        c.features.forEach((f, i) => {
          if (f.kind === 'field' && c.labels[i] === label) f.cities.forEach((ci) => out.add(c.labels[ci]!));
        });
      }
      return [...out];
    };
    expect([touched('A'), touched('B'), touched('C')]).toEqual([['X'], ['Y'], ['Z']]);
  });
});

describe('the wheel board: sectors and crowns', () => {
  it('runs clockwise from fortune with 1, 2, 1, 2, 1, 2 crown spaces', () => {
    expect(WHEEL_BOARD.sectors.map((s) => `${s.sector}:${s.spaces.length}`)).toEqual([
      'fortune:1', 'taxes:2', 'famine:1', 'storm:2', 'inquisition:1', 'plague:2',
    ]);
    expect(WHEEL_BOARD.pigStart).toBe('fortune');
  });

  it('gives contiguous 60-degree arcs starting around twelve o\'clock', () => {
    WHEEL_BOARD.sectors.forEach((s, i) => {
      expect((s.to - s.from + 360) % 360).toBe(60);
      expect(s.from).toBe(WHEEL_BOARD.sectors[(i + 5) % 6]!.to % 360);
    });
    expect(WHEEL_BOARD.sectors[0]!.from).toBe(330);
  });

  it('puts each crown space on the rim, inside its own sector, numbered clockwise', () => {
    const { centre, crownRadius } = WHEEL_BOARD;
    for (const s of WHEEL_BOARD.sectors) {
      const angles = s.spaces.map((c) => {
        expect(Math.hypot(c.x - centre.x, c.y - centre.y)).toBeCloseTo(crownRadius, 1);
        const deg = (Math.atan2(c.x - centre.x, centre.y - c.y) * 180) / Math.PI;
        return (deg - s.from + 720) % 360;
      });
      expect(s.spaces.map((c) => c.space)).toEqual(s.spaces.map((_, i) => i + 1));
      for (const a of angles) {
        expect(a).toBeGreaterThan(0);
        expect(a).toBeLessThan(60);
      }
      expect([...angles].sort((a, b) => a - b)).toEqual(angles);
    }
  });

  it('mirrors the crowns left and right of the north-south axis, as on the board', () => {
    const points = WHEEL_BOARD.sectors.flatMap((s) => s.spaces.map((c) => `${c.x.toFixed(2)},${c.y.toFixed(2)}`));
    const mirrored = WHEEL_BOARD.sectors.flatMap((s) => s.spaces.map((c) => `${(4 - c.x).toFixed(2)},${c.y.toFixed(2)}`));
    expect(new Set(mirrored)).toEqual(new Set(points));
  });
});
