// What both languages' widget words share: the board words a sentence takes, and the small helpers
// that turn the engine's facts into text. Each language's words are in i18n-en.ts and i18n-fr.ts.
export type Facts = Readonly<Record<string, string | number | boolean | null>>;
export type Sentence = (f: Facts, w: Words) => string | undefined;

/** The board words a sentence needs (sides, edge kinds, players), passed in from board/i18n.ts. */
export interface Words {
  readonly side: (s: string) => string;
  readonly edge: (e: string) => string;
  readonly player: (p: string) => string;
  readonly sector: (s: string) => string;
  /** a tile by its name within a sentence ("the spring", "la source") */
  readonly tile: (id: string) => string;
  /** the tile at an engine cell ("[1, 0]") named from a landmark when the board is known ("the lake
   * with three jetties east of the start tile"), else by the cell ("the tile at (1, 0)") */
  readonly tileAt: (cell: unknown) => string;
  /** the same after "of" ("of the lake …", "du lac …"; "on the cell east of …", "sur la case à l’est de …") */
  readonly ofTileAt: (cell: unknown) => string;
  /** where a cell lies, from the tiles beside it ("east of the spring", "à l’est de la source"); with no
   * tile beside it, "away from every tile" */
  readonly near: (cell: unknown) => string;
  /** a cell, tile or not, named from the tiles beside it ("the cell east of the spring", "la case à l’est
   * de la source"; "a cell that touches no tile") */
  readonly cellAt: (cell: unknown) => string;
  /** the tile in view on a cell by its name alone ("the start tile", "la route droite"); `id` when the
   * board does not show it */
  readonly tileOn: (cell: unknown, id: string) => string;
  /** a follower spot by the engine's code ("NL": "the field north-west") */
  readonly spot: (s: string) => string;
}

export const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
export const cap = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);
export const uncap = (t: string): string => t.charAt(0).toLowerCase() + t.slice(1);
/** The engine lists sides as "E, S, W" and pairs as "W-E"; the sentences name them. */
export const sideList = (v: unknown, w: Words, and: string): string =>
  listText(str(v).split(/[,-]\s*/).filter(Boolean).map((x) => w.side(x.trim())), and);
/** Names as a list, `and` (the language's "and" or "or") before the last: "north, east and south". */
export const listText = (names: readonly string[], and: string): string =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}` : (names[0] ?? '');
