// The words of the wheel in English: its choices and the refusals its rules give, loaded only where it is
// played (prepare.ts asks for them with its sets); i18n-fr-wheel.ts has the same shape.
import { en as T } from '../i18n/terms-en.ts';
import { str, cap, sideList } from './i18n-shared.ts';
import type { Sentence } from './i18n-shared.ts';
export const en = {
  wheel: {
    stopped: (sector: string) => `The wheel turns: the pig stops on ${sector}`,
    spin: (n: number, from: string, to: string) =>
      `This tile has a wheel icon: before it is placed, the pig moves ${n} ${n === 1 ? 'sector' : 'sectors'}, from ${from} to ${to}.`,
    plagueTitle: (who: string) => `Plague: which follower does ${who} give up?`,
    plagueHelp: 'Player by player, in the order shown, choose the follower that goes back to supply. They are highlighted on the board.',
    plagueFirst: 'Choose the plague’s victims first.',
    restart: 'Choose again from the first player',
    victim: (who: string, on: string, where: string) => `${who}’s follower on ${on}${where ? ` ${where}` : ''}`,
    victimBoard: (who: string, on: string) => `${who}’s follower on the wheel board’s landscape, on ${on}`,
    victimCrown: (who: string, sector: string, space: number) => `${who}’s follower on crown space ${space} of ${sector}`,
    crownOn: (sector: string, space: number) => `Follower on crown space ${space} of ${sector}`,
  },
  /** merged into the core's refusals once loaded (lang/registry.ts) */
  refusals: {
    'wheel-crown-placement': (f, w) =>
      f.spaces !== undefined ? `${w.sector(str(f.sector))} has ${f.spaces === 1 ? 'one crown space' : 'two crown spaces'}, not a space ${str(f.space)}.`
      : f.holder ? `Crown space ${str(f.space)} of ${w.sector(str(f.sector))} already holds a ${w.player(str(f.holder))} follower.`
      : f.supply === 0 ? `${cap(w.player(str(f.player)))} has no follower left to put on the wheel.`
      : f.onTile ? `${cap(w.player(str(f.player)))} has already put a follower on the land tile this turn.`
      : undefined,
    'wheel-plague': (f, w) =>
      f.sector ? 'The plague never takes a follower from a crown space.'
      : f.option ? 'Under this reading the plague does not reach the wheel board’s landscape.'
      : f.pig ? `The pig stops on ${w.sector(str(f.pig))}, not on the plague: nobody gives up a follower.`
      : f.tile ? `${cap(w.tile(str(f.tile)))} has no wheel icon: the pig stays where it is, so there is no plague.`
      : f.at ? `${cap(w.player(str(f.player)))} has no follower on ${w.tileAt(f.at)}.`
      : f.reason === 'twice' ? `${cap(w.player(str(f.player)))} gives up one follower to the plague, not more.`
      : f.expected === f.player ? `${cap(w.player(str(f.player)))} has a follower on a land tile and must give one up to the plague.`
      : f.expected ? `The plague takes followers in turn: ${cap(w.player(str(f.expected)))} chooses before ${cap(w.player(str(f.player)))}.`
      : `${cap(w.player(str(f.player)))} gives up one follower to the plague, not more.`,
  } as Record<string, Sentence>,
};
