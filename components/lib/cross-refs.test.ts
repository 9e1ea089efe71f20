import { describe, expect, it } from 'vitest';
import { checkSeeRefs, seeRefs, unlinkedPointers } from './cross-refs.ts';

const known = new Set(['river-no-u-turn', 'river-u-turn-immediate', 'house-river-all-u-turns']);

describe('seeRefs', () => {
  it('finds each <See> with its id, line and text, whatever the quoting', () => {
    const body = `First line.\n\nAs <See id="river-u-turn-immediate">the next ruling</See> says, and <See  id='house-river-all-u-turns'>the\nhouse rule</See>.`;
    expect(seeRefs(body)).toEqual([
      { id: 'river-u-turn-immediate', line: 3, text: 'the next ruling' },
      { id: 'house-river-all-u-turns', line: 3, text: 'the\nhouse rule' },
    ]);
  });
});

describe('checkSeeRefs', () => {
  it('accepts known ids', () => {
    expect(checkSeeRefs('<See id="river-no-u-turn">that rule</See>', known, 'river-u-turn-immediate')).toEqual([]);
  });

  it('rejects an unknown id, a missing id, a reference to itself and an empty link', () => {
    const body = [
      '<See id="river-no-uturn">typo</See>',
      '<See>no id</See>',
      '<See id="river-no-u-turn">itself</See>',
      '<See id="river-u-turn-immediate"> </See>',
    ].join('\n');
    expect(checkSeeRefs(body, known, 'river-no-u-turn')).toEqual([
      'line 1 of the text: unknown ruling id "river-no-uturn" in <See id="river-no-uturn">',
      'line 2 of the text: <See> needs an id="…" naming a ruling',
      'line 3 of the text: a ruling cannot refer to itself with <See>',
      'line 4 of the text: <See id="river-u-turn-immediate"> has no link text',
    ]);
  });

  it('rejects a <See> that is never closed', () => {
    expect(checkSeeRefs('see <See id="river-no-u-turn">the rule', known)).toEqual(['1 <See> without its closing </See>']);
  });
});

describe('unlinkedPointers', () => {
  it('flags English phrases pointing at another ruling outside a link', () => {
    const body = 'The answer, in the next ruling, is no.\nSome go further (see the house rule banning every U-turn).\nSee the inn ruling.';
    expect(unlinkedPointers(body, 'en').map((m) => m.split(':')[0])).toEqual([
      'line 1 of the text',
      'line 2 of the text',
      'line 3 of the text',
    ]);
  });

  it('accepts the same phrases once linked', () => {
    const body =
      'The answer, in <See id="a">the next ruling</See>, is no.\nSome go further (see <See id="b">the house rule banning every U-turn</See>).\nSee <See id="c">the inn ruling</See>.';
    expect(unlinkedPointers(body, 'en')).toEqual([]);
  });

  it('flags and accepts the French phrases', () => {
    expect(unlinkedPointers('Selon l’éditeur, dans la règle suivante, non (voir la variante).', 'fr').map((m) => m.split(': ')[1])).toEqual([
      '"règle suivante" points at another ruling; link it with <See id="…">',
      '"(voir" points at another ruling; link it with <See id="…">',
    ]);
    expect(unlinkedPointers('Selon l’éditeur, dans <See id="a">la règle suivante</See>, non (voir <See id="b">la variante</See>).', 'fr')).toEqual([]);
  });

  it('flags "the ruling on …" left unlinked, in both languages', () => {
    expect(unlinkedPointers('That is described in the ruling on the older editions.', 'en')).toHaveLength(1);
    expect(unlinkedPointers('C’est décrit dans la règle sur les éditions antérieures.', 'fr')).toHaveLength(1);
  });

  it('leaves ordinary uses of "see" alone', () => {
    expect(unlinkedPointers('Later players can see what the earlier ones gave up; if you see a rival alone, join.', 'en')).toEqual([]);
  });
});
