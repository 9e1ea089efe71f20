// The engine (engine/core) words its setup problems in English for its own tests and logs. A scenario's
// reader may read French, so the scenario layer reads each known sentence back into its template's
// arguments and writes it again from the message table. A sentence no pattern knows stays as it is;
// the tests hold one bad position per pattern, so a change of the engine's wording shows there.
import type { Problem } from '../core/types.ts';
import { say } from './messages.ts';
import type { Lang, MessageKey } from './messages.ts';

const TILE = '(\\S+)';
const AT = '\\[(-?\\d+,-?\\d+)\\]';
const WORD = '(\\w+)';

type Reading = readonly [RegExp, MessageKey];

const READINGS: readonly Reading[] = [
  [new RegExp(`^${TILE} at ${AT} shows ${WORD} on its ${WORD} side but ${TILE} at ${AT} shows ${WORD} on its ${WORD} side$`), 'sidesDiffer'],
  [new RegExp(`^${TILE} at ${AT} is not connected to the other tiles$`), 'notConnected'],
  [new RegExp(`^${TILE} has no road, city, field or cloister at ${WORD}$`), 'noFeatureAt'],
  [/^no cell of this tile there$/, 'noCellThere'],
  [new RegExp(`^a follower of ${WORD}, who is not playing, stands at ${AT} ${WORD}$`), 'strangerFollower'],
  [new RegExp(`^${TILE} has no lake, so it carries no ferry$`), 'ferryNotOnLake'],
  [new RegExp(`^the ferry on ${TILE} must join two different jetties \\(([NESW, ]*)\\), not ([NESW]-[NESW])$`), 'ferryNotJetties'],
];

/** The engine's sentence in `lang`: read back into its template, or kept whole when unknown. */
export function engineMessage(message: string, lang: Lang): string {
  for (const [pattern, key] of READINGS) {
    const m = pattern.exec(message);
    if (m === null) continue;
    const render = say as (lang: Lang, key: MessageKey, ...args: string[]) => string;
    return render(lang, key, ...m.slice(1));
  }
  return message;
}

export const engineProblem = (p: Problem, lang: Lang): Problem => ({ path: p.path, message: engineMessage(p.message, lang) });
