// Where a tile may go: the core's three placement rules, then each module's constraint.
import { ROTATIONS, SIDES, ok, err } from './types.ts';
import type { Coord, GameState, Placement, Refusal, Result, Side } from './types.ts';
import { neighbour, opposite } from './geometry.ts';
import { boardIndex, keyOf, neighbourKey } from './board.ts';
import type { Layout } from './board.ts';
import { tileTable } from './tiles.ts';
import type { EdgeOrNone, TileTable } from './tiles.ts';
import { activeModules } from './module.ts';

export function refusal(ruling: string, message: string, facts: Refusal['facts'] = {}): Refusal {
  return { ruling, message, facts };
}

/** Refusals that no rule of the game names (a tile not on top of the pile, a game already over). */
export const PROCEDURE = 'procedure';

const where = (at: Coord): string => `[${at[0]}, ${at[1]}]`;

/** The edge each placed neighbour shows toward `at` (undefined: no tile there). */
function neighbourEdges(index: Layout, at: Coord): (EdgeOrNone | undefined)[] {
  return SIDES.map((side) => {
    const i = index.byCell.get(neighbourKey(at, side));
    return i === undefined ? undefined : index.tables[i]!.edges[opposite(side)];
  });
}

function firstMismatch(table: TileTable, around: readonly (EdgeOrNone | undefined)[]): number {
  for (let s = 0; s < 4; s++) {
    const theirs = around[s];
    if (theirs !== undefined && (theirs !== table.edges[SIDES[s]!] || theirs === 'none')) return s;
  }
  return -1;
}

function moduleRefusal(state: GameState, p: Placement, mods = activeModules(state)): Refusal | undefined {
  for (const mod of mods) {
    const r = mod.checkPlacement?.(state, p);
    if (r !== undefined) return r;
  }
  return undefined;
}

function coreRefusal(state: GameState, p: Placement, table: TileTable): Refusal | undefined {
  const index = boardIndex(state.board);
  const held = index.byCell.get(keyOf(p.at));
  if (held !== undefined) {
    const occupant = state.board[held]!.tile;
    return refusal('base-cell-free', `The cell ${where(p.at)} already holds ${occupant}.`, { at: where(p.at), occupant });
  }
  const around = neighbourEdges(index, p.at);
  if (index.size > 0 && around.every((e) => e === undefined)) {
    return refusal('base-must-touch', `A tile at ${where(p.at)} would touch no placed tile along a side.`, { at: where(p.at) });
  }
  const bad = firstMismatch(table, around);
  if (bad >= 0) {
    const side: Side = SIDES[bad]!;
    const other = state.board[index.byCell.get(keyOf(neighbour(p.at, side)))!]!;
    return refusal('base-edges-match',
      `Its ${side} side (${table.edges[side]}) would meet the ${around[bad]} side of ${other.tile} at ${where(other.at)}.`,
      { side, mine: table.edges[side], theirs: around[bad] ?? null, neighbour: other.tile, neighbourAt: where(other.at) });
  }
  return undefined;
}

export function checkPlacement(state: GameState, p: Placement): Result<true, Refusal> {
  if (!(ROTATIONS as readonly number[]).includes(p.rot)) {
    return err(refusal(PROCEDURE, `A rotation is 0, 90, 180 or 270, not ${p.rot}.`, { rot: p.rot }));
  }
  const table = tileTable(p.tile, p.rot);
  if (table === undefined) return err(refusal(PROCEDURE, `There is no tile ${p.tile}.`, { tile: p.tile }));
  const r = coreRefusal(state, p, table) ?? moduleRefusal(state, p);
  return r === undefined ? ok(true) : err(r);
}

/** Every legal (cell, rotation). Only frontier cells can be legal, so only they are tried. */
export function legalPlacements(state: GameState, tile: string): Placement[] {
  const index = boardIndex(state.board);
  if (tileTable(tile, 0) === undefined) return [];
  const out: Placement[] = [];
  // An empty board has no frontier: the first tile goes at the origin.
  const cells: readonly Coord[] = index.size === 0 ? [[0, 0]] : index.frontier;
  const turned = ROTATIONS.map((rot) => tileTable(tile, rot)!);
  const mods = activeModules(state).filter((m) => m.checkPlacement !== undefined);
  for (const at of cells) {
    const around = neighbourEdges(index, at);
    for (let q = 0; q < 4; q++) {
      if (firstMismatch(turned[q]!, around) >= 0) continue;
      const p = { tile, at, rot: ROTATIONS[q]! };
      if (mods.length === 0 || moduleRefusal(state, p, mods) === undefined) out.push(p);
    }
  }
  return out;
}
