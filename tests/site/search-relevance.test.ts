// Relevance: queries players type, in English and French (typos, other editions' words, questions,
// ids, the words of each expansion), run through the search dialog's own query code
// (components/site/search-query.ts) against the built Pagefind index. Each lists the rulings
// acceptable as the first result; at least 90% must put one first, and every miss is printed.
import { describe, expect, it } from 'vitest';
import { runQuery, type QueryContext } from '../../components/site/search-query.ts';
import { RULINGS } from '../../components/lib/ruling-ids.ts';
import { t } from '../../components/i18n/index.ts';
import { CATEGORIES, type Lang } from '../../components/lib/vocabulary.ts';
import { requireDist } from '../helpers/dist.ts';
import { builtVocabulary, nodePagefind } from '../helpers/pagefind-node.ts';

type Case = readonly [query: string, ...acceptable: string[]];

const WHEEL = ['wheel-setup', 'wheel-icon-sequence', 'wheel-turn-order', 'wheel-contents'];
const LAKE = ['river-lake-last', 'ferries-place-tile'];
const CROWN = ['wheel-crown-placement', 'wheel-crown-scoring'];
const FOLLOWER = ['base-follower-this-tile', 'base-follower-unoccupied', 'base-followers-return'];

export const CASES: Record<Lang, readonly Case[]> = {
  en: [
    ['famine', 'wheel-famine'],
    ['famnie', 'wheel-famine'],
    ['hunger', 'wheel-famine'],
    ['plague', 'wheel-plague'],
    ['plauge', 'wheel-plague'],
    ['storm', 'wheel-storm'],
    ['tempest', 'wheel-storm'],
    ['taxes', 'wheel-taxes'],
    ['tribute', 'wheel-taxes'],
    ['inquisition', 'wheel-inquisition'],
    ['fortune', 'wheel-fortune'],
    ['crown', ...CROWN],
    ['wheel', ...WHEEL],
    ['whell', ...WHEEL],
    ['pig-herd', 'river2-pig-herd'],
    ['pig herd', 'river2-pig-herd'],
    ['pig', 'river2-pig-herd', 'river2-pig-herd-with-pig', 'wheel-setup'],
    ['volcano', 'river2-volcano-last'],
    ['volcanoe', 'river2-volcano-last'],
    ['fork', 'river2-fork-first'],
    ['u-turn', 'river-no-u-turn'],
    ['hairpin', 'river-no-u-turn'],
    ['can the river turn back on itself', 'river-no-u-turn'],
    ['spring', 'river-no-start-tile'],
    ['lake', ...LAKE],
    ['river', 'river-setup-stack'],
    ['rivr', 'river-setup-stack'],
    ['ferry', 'ferries-place-ferry'],
    ['fery', 'ferries-place-ferry'],
    ['boat', 'ferries-place-ferry'],
    ['can I move a ferry twice', 'ferries-once-per-turn'],
    ['jetty', 'ferries-needs-ferry-on-road'],
    ['thief', 'ferries-meeple-on-road-end'],
    ['highwayman', 'ferries-meeple-on-road-end'],
    ['robber', 'ferries-meeple-on-road-end'],
    ['inn', 'inns-inn-road'],
    ['tavern', 'inns-inn-road'],
    ['cloistr', 'base-cloister-score'],
    ['monastery', 'base-cloister-score'],
    ['farmer', 'base-farm-score'],
    ['meeple', ...FOLLOWER],
    ['when do I get my followers back', 'base-followers-return'],
    ['how many points is a road worth', 'base-road-score'],
    ['what happens if my tile fits nowhere', 'base-unplaceable-discard'],
    ['river-no-u-turn', 'river-no-u-turn'],
    ['wheel-famine', 'wheel-famine'],
    ['does a barn score at famine', 'wheel-famine-no-barns'],
    ['two springs', 'house-river2-two-springs'],
    ['house rule pig-herd', 'house-river2-no-pig-herd'],
    ['big box 5 wheel numbers', 'wheel-big-box-5-tiles'],
    ['bridge', 'river2-city-bridge'],
    ['sheep', 'river3-sheep-vineyards'],
    ['dragon', 'wheel-dragon', 'river2-volcano-editions'],
    ['count of carcassonne', 'river-with-count'],
    ['when does the game end', 'base-game-end'],
  ],
  fr: [
    ['famine', 'wheel-famine'],
    ['peste', 'wheel-plague'],
    ['pste', 'wheel-plague'],
    ['est-ce que la peste touche la roue', 'wheel-plague-outer-landscape', 'wheel-plague'],
    ['orage', 'wheel-storm'],
    ['oraeg', 'wheel-storm'],
    ['impôt', 'wheel-taxes'],
    ['riviere', 'river-setup-stack'],
    ['Rivière', 'river-setup-stack'],
    ['rivère', 'river-setup-stack'],
    ['troupeau de cochons', 'river2-pig-herd'],
    ['troupeau', 'river2-pig-herd'],
    ['volcan', 'river2-volcano-last'],
    ['bifurcation', 'river2-fork-first'],
    ['demi-tour', 'river-no-u-turn'],
    ['la rivière peut-elle faire demi-tour', 'river-no-u-turn'],
    ['source', 'river-no-start-tile'],
    ['lac', ...LAKE],
    ['bac', 'ferries-place-ferry'],
    ['bacs', 'ferries-place-ferry'],
    ['ferry', 'ferries-place-ferry'],
    ['puis-je déplacer un bac deux fois', 'ferries-once-per-turn'],
    ['embarcadère', 'ferries-needs-ferry-on-road'],
    ['voleur', 'ferries-meeple-on-road-end'],
    ['brigand', 'ferries-meeple-on-road-end'],
    ['auberge', 'inns-inn-road'],
    ['abbaye', 'base-cloister-score'],
    ['abaye', 'base-cloister-score'],
    ['paysan', 'base-farm-score'],
    ['couronne', ...CROWN],
    ['roue', ...WHEEL],
    ['quand récupère-t-on ses partisans', 'base-followers-return'],
    ['inquisition', 'wheel-inquisition'],
    ['pont', 'river2-city-bridge'],
    ['moutons', 'river3-sheep-vineyards'],
    ['plague', 'wheel-plague'],
    ['wheel-plague', 'wheel-plague'],
  ],
};

/** The share of queries that must put an acceptable ruling first. */
const GOAL = 0.9;

describe('search relevance against the built index', () => {
  it(`puts an acceptable ruling first for at least ${GOAL * 100}% of ${CASES.en.length + CASES.fr.length} queries`, async () => {
    requireDist();
    const misses: string[] = [];
    let total = 0;
    for (const lang of ['en', 'fr'] as const) {
      const labels = CATEGORIES.map((c) => t(lang).categories[c]);
      const vocabulary = builtVocabulary(lang);
      const ctx: QueryContext = {
        engine: await nodePagefind(lang),
        vocabulary: () => vocabulary,
        rulingIds: RULINGS.map((r) => r.id),
        categoryLabels: labels,
        pageSize: 6,
      };
      for (const [query, ...acceptable] of CASES[lang]) {
        total += 1;
        const outcome = await runQuery(ctx, query, {});
        const ids = outcome?.first.map((d) => d.meta.id ?? d.url) ?? [];
        expect(outcome?.first.every((d) => d.url.startsWith(`/${lang}/`)), `"${query}" searched the ${lang} index`).not.toBe(false);
        if (!acceptable.includes(ids[0] ?? '')) {
          const note = outcome?.corrected ? ` (searched "${outcome.corrected}")` : '';
          misses.push(`  ${lang} "${query}"${note}: got ${ids.slice(0, 3).join(', ') || 'nothing'}; wanted ${acceptable.join(' or ')}`);
        }
      }
    }
    const score = (total - misses.length) / total;
    console.log(`search relevance: ${total - misses.length}/${total} (${(score * 100).toFixed(1)}%) put an acceptable ruling first`);
    if (misses.length > 0) console.log(`misses:\n${misses.join('\n')}`);
    expect(total).toBeGreaterThanOrEqual(60);
    expect(score, misses.join('\n')).toBeGreaterThanOrEqual(GOAL);
  });
});
