// What the Wheel of Fortune module is without its rules code: its set, its options, its words, and the
// types it adds to the core's open vocabulary: the wheel icon on a tile, the pig and the crowns of a
// setup, a follower placed on a crown space, and the Plague's choices in a turn or a discard.
import type { ModuleDecl } from '../../core/module.ts';
import { booleanOption } from '../../core/options.ts';
import type { OptionsOf } from '../../core/options.ts';
import type { Coord, PlayerColor, Spot } from '../../core/types.ts';

export const SECTORS = ['fortune', 'taxes', 'famine', 'storm', 'inquisition', 'plague'] as const;
export type Sector = (typeof SECTORS)[number];

export const WHEEL_OPTIONS = [
  booleanOption('famineMajority', false, { en: 'Famine needs a majority (the rule before Big Box 5)', fr: 'La Famine exige la majorité (la règle d’avant la Big Box 5)' },
    { on: 'wheel-famine-no-majority', off: 'wheel-famine-no-majority' }),
  booleanOption('plagueOuterLandscape', true, { en: 'Plague reaches the outer landscape', fr: 'La Peste atteint le paysage extérieur' },
    { on: 'wheel-plague-outer-landscape', off: 'wheel-plague-outer-landscape' }),
] as const;

export type WheelOptions = OptionsOf<typeof WHEEL_OPTIONS>;

export const WHEEL_DECL = {
  id: 'wheel',
  sets: ['wheel'],
  after: ['ferries'],
  options: WHEEL_OPTIONS,
  names: ['wheel', 'crown', 'pig', 'sector', 'plague', 'famine', 'storm', 'inquisition', 'fortune', 'taxes'],
} as const satisfies ModuleDecl;

/** Who loses a follower to the Plague: one on a tile (or a cell of the board), or one on a crown space. */
export type PlagueChoice =
  | { readonly player: PlayerColor; readonly at?: Coord; readonly cell?: Coord; readonly on?: Spot }
  | { readonly player: PlayerColor; readonly crown: Sector; readonly space: 1 | 2 };

declare module '../../core/types.ts' {
  interface TileDef {
    /** how many sectors the pig moves when this tile is drawn */
    readonly wheelIcon?: 1 | 2 | 3;
  }
  interface GameSetup {
    readonly crowns?: readonly { readonly player: PlayerColor; readonly sector: Sector; readonly space: 1 | 2 }[];
    readonly pig?: Sector;
  }
  interface FollowerChoices {
    readonly crown: { readonly crown: Sector; readonly space: 1 | 2 };
  }
  interface TurnAction { readonly plague?: readonly PlagueChoice[] }
  interface DiscardAction { readonly plague?: readonly PlagueChoice[] }
  interface RuleOptions extends WheelOptions {}
}
