// Every ruling of RULINGS.md has its own page and its anchor on its expansion page, in both languages.
import { describe, expect, it } from 'vitest';
import { RULINGS } from '../../components/lib/ruling-ids.ts';
import { AREA_SLUGS, AREAS, LANGS } from '../../components/lib/vocabulary.ts';
import { EXPECTED_IDS } from '../helpers/expected-rulings.ts';
import { loadPage, requireDist } from '../helpers/dist.ts';

describe('the ruling catalogue', () => {
  it.each(AREAS)("the site's list for %s matches RULINGS.md", (area) => {
    const site = RULINGS.filter((r) => r.area === area).map((r) => r.id);
    expect([...site].sort()).toEqual([...EXPECTED_IDS[area]].sort());
  });
});

describe.each(LANGS)('rulings in %s', (lang) => {
  it.each(RULINGS.map((r) => [r.id, r.area] as const))('%s has its page and its anchor on the %s page', (id, area) => {
    requireDist();
    const own = loadPage(`/${lang}/rulings/${id}/`);
    expect(own, `/${lang}/rulings/${id}/ is missing`).toBeDefined();
    expect(own!.ids.has(id), `/${lang}/rulings/${id}/ has no element with id="${id}"`).toBe(true);
    const expansionPath = `/${lang}/${AREA_SLUGS[area]}/`;
    const expansion = loadPage(expansionPath);
    expect(expansion, `${expansionPath} is missing`).toBeDefined();
    expect(expansion!.ids.has(id), `${expansionPath} has no anchor #${id}`).toBe(true);
  });
});
