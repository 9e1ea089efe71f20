// The river's course, derived from the board: which placed tiles carry river, where their river arms
// lead, which ends are still open, and how the course turns. Nothing here is stored in the state; the
// board alone says everything (DESIGN: features are derived).
import { SIDES } from '../../core/types.ts';
import type { Coord, FeatureDef, PlacedTile, Rotation, Side } from '../../core/types.ts';
import { neighbour, opposite } from '../../core/geometry.ts';
import { tileTable } from '../../core/tiles.ts';

type RiverDef = Extract<FeatureDef, { kind: 'river' }>;

export type Role = 'spring' | 'lake' | 'fork' | 'river';

export interface RiverPiece {
  readonly at: Coord;
  /** board sides the river reaches on this tile */
  readonly arms: readonly Side[];
  readonly role: Role;
  readonly volcano: boolean;
}

/** The river on one tile (turned by `rot`), or undefined for a tile with no river. */
export function riverPiece(tile: string, at: Coord, rot: Rotation): RiverPiece | undefined {
  const table = tileTable(tile, rot);
  if (table === undefined) return undefined;
  const rivers = table.segments.filter((s) => s.kind === 'river');
  if (rivers.length === 0) return undefined;
  const arms = SIDES.filter((side) => rivers.some((s) => s.sides.includes(side)));
  const defs = rivers.map((s) => s.def as RiverDef);
  const role: Role = defs.some((d) => d.spring === true) ? 'spring'
    : defs.some((d) => d.lake === true) ? 'lake'
    : arms.length >= 3 ? 'fork' : 'river';
  return { at, arms, role, volcano: defs.some((d) => d.volcano === true) };
}

export const isRiverTile = (tile: string): boolean => riverPiece(tile, [0, 0], 0) !== undefined;

const key = (at: Coord): string => `${at[0]},${at[1]}`;

export interface Course {
  readonly pieces: ReadonlyMap<string, RiverPiece>;
  /** every placed cell, river or not */
  readonly occupied: ReadonlySet<string>;
  /** per river tile, the arm toward the course's start (undefined for the start itself) */
  readonly towardStart: ReadonlyMap<string, Side | undefined>;
  /** per river tile, which connected river it belongs to */
  readonly component: ReadonlyMap<string, number>;
  /** open ends: a river arm facing an empty cell */
  readonly openEnds: readonly { readonly at: Coord; readonly side: Side }[];
}

const courses = { spring: new WeakMap<readonly PlacedTile[], Course>(), laid: new WeakMap<readonly PlacedTile[], Course>() };

/**
 * The river tiles of a board, each linked toward the start of its course. `springFirst` false: the
 * course starts at the first river tile laid even when a spring lies elsewhere (riverOrder "bag" or
 * "reverse").
 */
export function courseOf(board: readonly PlacedTile[], springFirst = true): Course {
  const cache = springFirst ? courses.spring : courses.laid;
  const hit = cache.get(board);
  if (hit !== undefined) return hit;
  const pieces = new Map<string, RiverPiece>();
  const occupied = new Set<string>();
  const order: string[] = [];
  for (const t of board) {
    occupied.add(key(t.at));
    const p = riverPiece(t.tile, t.at, t.rot);
    if (p === undefined) continue;
    pieces.set(key(t.at), p);
    order.push(key(t.at));
  }
  const towardStart = new Map<string, Side | undefined>();
  const component = new Map<string, number>();
  // A course starts where the river was started: at the spring in stack order (wherever a position
  // lists it), otherwise at the first river tile laid (the lake built backwards, the first tile out of
  // the bag). There the spring is only an end that may come late; rooting the course at it would turn a
  // fork round after the fact, making curves consecutive that were not when they were laid.
  if (springFirst) order.sort((a, b) => Number(pieces.get(b)!.role === 'spring') - Number(pieces.get(a)!.role === 'spring'));
  for (const start of order) {
    if (component.has(start)) continue;
    spread(start, component.size === 0 ? 0 : Math.max(...component.values()) + 1, pieces, towardStart, component);
  }
  const openEnds = [...pieces.values()].flatMap((p) =>
    p.arms.filter((s) => !occupied.has(key(neighbour(p.at, s)))).map((side) => ({ at: p.at, side })));
  const course = { pieces, occupied, towardStart, component, openEnds };
  cache.set(board, course);
  return course;
}

/** Breadth-first from one river tile, recording for each tile the arm that leads back toward it. */
function spread(
  start: string, id: number, pieces: ReadonlyMap<string, RiverPiece>,
  towardStart: Map<string, Side | undefined>, component: Map<string, number>,
): void {
  towardStart.set(start, undefined);
  component.set(start, id);
  const queue = [start];
  while (queue.length > 0) {
    const here = pieces.get(queue.shift()!)!;
    for (const arm of here.arms) {
      const k = key(neighbour(here.at, arm));
      const next = pieces.get(k);
      if (next === undefined || component.has(k) || !next.arms.includes(opposite(arm))) continue;
      towardStart.set(k, opposite(arm));
      component.set(k, id);
      queue.push(k);
    }
  }
}

export const pieceAt = (course: Course, at: Coord): RiverPiece | undefined => course.pieces.get(key(at));

/**
 * The turn made by a river that comes in across side `from` and leaves across side `to`:
 * +1 a quarter turn clockwise (right), -1 anticlockwise (left), 0 straight on.
 */
export function turn(from: Side, to: Side): number {
  const q = (SIDES.indexOf(to) - SIDES.indexOf(opposite(from)) + 4) % 4;
  return q === 1 ? 1 : q === 3 ? -1 : 0;
}

/** A fork's trunk is the arm toward the start: a course never passes from one branch to the other. */
function mayPass(course: Course, p: RiverPiece, from: Side, to: Side): boolean {
  if (p.role !== 'fork') return true;
  const trunk = course.towardStart.get(key(p.at));
  return trunk !== undefined && (from === trunk || to === trunk);
}

/**
 * Every stretch of course that ends at a new tile, walking back from it: the walk enters the new tile
 * across `exit` (where the river will go on) and leaves across `entry` (the arm touching the river).
 * `visit` gets the turns met so far, the new tile's own first; the walk stops as soon as it returns
 * true, and goes no further than `depth` tiles.
 */
export function walkBack(
  course: Course, at: Coord, exit: Side, entry: Side, visit: (turns: readonly number[]) => boolean, depth = Infinity,
): boolean {
  const go = (from: Coord, across: Side, turns: readonly number[], seen: ReadonlySet<string>): boolean => {
    if (turns.length >= depth) return false;
    const there = neighbour(from, across);
    const p = pieceAt(course, there);
    if (p === undefined || seen.has(key(there))) return false;
    const inArm = opposite(across);
    const seenHere = new Set(seen).add(key(there));
    return p.arms.some((out) => {
      if (out === inArm || !mayPass(course, p, inArm, out)) return false;
      const next = [...turns, turn(inArm, out)];
      return visit(next) || go(there, out, next, seenHere);
    });
  };
  const first = [turn(exit, entry)];
  return visit(first) || go(at, entry, first, new Set([key(at)]));
}
