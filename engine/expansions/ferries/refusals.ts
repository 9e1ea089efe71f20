// Why the rules refuse a ferry placement or a ferry move. Facts use plain keys the widgets can phrase:
//   at      "[x, y]"      the lake tile concerned
//   tile    tile id       the lake tile (or the tile that is not one)
//   sides   "W-E"         the pair of sides asked for
//   side    "N"           a side of that pair with no jetty
//   jetties "E, S, W"     the board sides of that tile's jetties
//   jetty   "S"           the jetty the road from the new tile reaches
//   via     "W"           the side of the new tile whose road was followed
//   first   "[x, y]"      the first ferry on that road
//   reason  for ferries-move-ferry: 'no-lake' | 'no-road' | 'jetties';
//           for ferries-once-per-turn: 'placed' (the new lake tile's own ferry) | 'moved' (listed twice)
import type { Coord, Refusal, Side } from '../../core/types.ts';
import { PROCEDURE, refusal } from '../../core/placement.ts';
import { listText, pairText, where } from './lakes.ts';
import type { LakeMeeting } from './roads.ts';

export function noFerry(tile: string, at: Coord, js: readonly Side[]): Refusal {
  return refusal('ferries-place-ferry', `A lake tile is placed with its ferry: name two of its jetties (${listText(js)}) for it to join.`,
    { at: where(at), tile, jetties: listText(js) });
}

/** A ferry for a lake tile just placed that does not join two different jetties of it. */
export function badFerry(tile: string, at: Coord, js: readonly Side[], ferry: readonly Side[]): Refusal {
  const facts = { at: where(at), tile, sides: pairText(ferry), jetties: listText(js) };
  if (ferry[0] === ferry[1]) {
    return refusal('ferries-place-ferry', `A ferry joins two different jetties, not the ${ferry[0]} jetty to itself.`, facts);
  }
  const side = ferry.find((s) => !js.includes(s))!;
  return refusal('ferries-place-ferry', `This lake has no jetty on its ${side} side; its jetties are ${listText(js)}.`, { ...facts, side });
}

export function notALake(tile: string, at: Coord): Refusal {
  return refusal(PROCEDURE, `${tile} has no lake, so no ferry goes with it.`, { at: where(at), tile });
}

export function setThisTurn(at: Coord): Refusal {
  return refusal('ferries-once-per-turn', `The ferry of the lake tile just placed at ${where(at)} was set this turn; it does not move again.`, { at: where(at), reason: 'placed' });
}

export function movedTwice(at: Coord): Refusal {
  return refusal('ferries-once-per-turn', `The ferry at ${where(at)} has already moved this turn: a ferry moves once per turn at most.`, { at: where(at), reason: 'moved' });
}

export function noLakeThere(at: Coord, tile: string | undefined): Refusal {
  const what = tile === undefined ? 'no tile' : tile;
  return refusal('ferries-move-ferry', `There is no lake at ${where(at)} (${what}), so no ferry to move.`, { at: where(at), tile: tile ?? null, reason: 'no-lake' });
}

export function badMove(tile: string, at: Coord, js: readonly Side[], ferry: readonly Side[]): Refusal {
  return refusal('ferries-move-ferry', `A moved ferry joins two different jetties of its lake (${listText(js)}) again, not ${pairText(ferry)}.`,
    { at: where(at), tile, sides: pairText(ferry), jetties: listText(js), reason: 'jetties' });
}

/**
 * A ferry the tile did not make movable, named by the first reason found along the tile's roads: the road
 * reaches that lake at a jetty with no ferry, or only after crossing another ferry, or not at all.
 */
export function notMovable(at: Coord, met: readonly LakeMeeting[]): Refusal {
  const here = met.filter((m) => m.at[0] === at[0] && m.at[1] === at[1]);
  const near = here.find((m) => m.crossed === 0);
  if (near !== undefined) {
    return refusal('ferries-needs-ferry-on-road',
      `The road leaving the new tile by its ${near.via} side reaches the lake at ${where(at)} at its ${near.jetty} jetty, where no ferry stands: no ferry on that road to move.`,
      { at: where(at), jetty: near.jetty, via: near.via });
  }
  const far = here[0];
  if (far !== undefined) {
    const first = met.find((m) => m.via === far.via && m.crossed === 0)!;
    return refusal('ferries-first-ferry-only',
      `Along the road leaving the new tile by its ${far.via} side, the ferry at ${where(first.at)} comes first; the one at ${where(at)} lies beyond it and stays.`,
      { at: where(at), first: where(first.at), via: far.via });
  }
  return refusal('ferries-move-ferry', `The new tile extends no road that leads to the lake at ${where(at)}.`, { at: where(at), reason: 'no-road' });
}
