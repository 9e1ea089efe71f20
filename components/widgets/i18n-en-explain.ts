// The words of "Explain this position" once opened, in English: loaded with the panel's code when a reader
// first opens it (ExplainPanel.tsx, `ensureLang(lang, ['explain'])`) and by the spinner once the older
// famine reading is chosen, as it then names fields as the panel does (spinner-model.ts `nameFarms`); the panel's title and what shows before it opens stay in i18n-en.ts.
// i18n-fr-explain.ts has the same shape.
import { en as T } from '../i18n/terms-en.ts';
import { cap, uncap } from './i18n-shared.ts';

export const en = {
  explained: {
    help: `Each player’s points, then every road, city, cloister and field someone stands on: who holds the majority and what it is worth, with the ${T.ruling.one} behind each number. Choose one to see it on the board; a follower on the board chooses its feature here.`,
    /** a feature of that kind, when its tile cannot say more */
    the: { city: 'the city', road: 'the road', cloister: 'the cloister', field: 'the field' } as Record<string, string>,
    /** a feature named from one of its tiles: "the city to the north" + "the start tile" */
    onTile: (what: string, tile: string) => `${what} on ${tile}`,
    tiles: (n: number) => `${n} ${n === 1 ? 'tile' : 'tiles'}`,
    cloisterTiles: (n: number) => `with ${n} of its 8 neighbours`,
    complete: 'complete',
    unfinished: 'unfinished',
    openSides: (n: number) => `${n} open ${n === 1 ? 'side' : 'sides'}`,
    shields: (n: number) => `${n} ${n === 1 ? 'shield' : 'shields'}`,
    inn: 'an inn',
    pigHerds: (n: number) => `${n} ${n === 1 ? T.pigHerd.one : T.pigHerd.many}`,
    /** `lakes`: each lake after "of", named from a landmark ("of the lake east of the start tile") */
    ferries: (lakes: string) => `joined across the lake by the ferry ${lakes}`,
    touches: 'Cities it touches:',
    touchesNone: 'It touches no city.',
    /** `name`: the city's own name in the panel */
    city: (name: string, complete: boolean) => `${name} (${complete ? 'complete: it counts' : 'unfinished: it does not count'})`,
    nobody: 'Nobody stands on it.',
    holders: (list: string) => `Followers: ${list}.`,
    majority: (names: string, tied: boolean) => (tied ? `Majority: ${names}, tied; each scores in full.` : `Majority: ${names}.`),
    worthCompleted: (n: number) => `Worth ${n} ${n === 1 ? 'point' : 'points'}, scored when it was completed.`,
    worthEnd: (n: number, names: string) => `Worth ${n} ${n === 1 ? 'point' : 'points'} to ${names} at the end of the game.`,
    worthNobody: (n: number) => (n === 0 ? 'Nobody holds it, and it would score nothing at the end anyway.' : `Nobody holds it, so it scores nothing at the end; a follower on it would make ${n} ${n === 1 ? 'point' : 'points'}.`),
    atEnd: 'At the end of the game:',
    others: (n: number) => `${n} more ${n === 1 ? 'feature holds' : 'features hold'} no follower`,
    crownsTitle: cap(T.crownSpace.many),
    crown: (who: string, sector: string, space: number) => `${who} on crown space ${space} of ${sector}`,
    crownNext: (sector: string, n: number) => `scores ${n} ${n === 1 ? 'point' : 'points'} when the pig next stops on ${sector}`,
    crownEnd: 'nothing at the end of the game',
    crownLine: (who: string, next: string, end: string) => `${who}: ${next}; ${end}.`,
    totalsTitle: 'Points',
    totalLine: (who: string, now: number, total: number) => `${who}: ${now} now, ${total} if the game ended now`,
    endTitle: 'If the game ended now',
    endHelp: 'The final scoring of this very position, worked out by the engine; the position itself does not change.',
    /** a final-scoring event and the feature it is for */
    forFeature: (headline: string, name: string) => `${headline}: ${uncap(name)}`,
    zeroLines: (n: number) => `${n} more ${n === 1 ? 'feature scores' : 'features score'} nothing`,
    overTitle: 'The game is over',
    overLine: (who: string, total: number) => `${who}: ${total}`,
    nothingMore: (who: string) => `${who}: nothing more to score`,
    onBoard: (who: string, name: string) => `${who}’s follower on ${uncap(name)}`,
  },
};
