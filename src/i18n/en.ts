// English interface strings. fr.ts is typed as the shape of this object, so a string missing in
// French fails `astro check`. The `satisfies` clauses tie the label tables to the vocabularies, so a
// new category, area or group without a label fails too.
import { en as T } from './terms-en.ts';
import type { Area, Category, GROUPS } from '../lib/vocabulary.ts';

type GroupLabels = { [A in Area]: Record<(typeof GROUPS)[A][number], string> };

export const en = {
  siteName: 'Carcassonne Casebook',
  tagline: 'Rulings for The River, The Ferries and The Wheel of Fortune',
  langName: 'English',
  ogLocale: 'en_GB',
  skipToContent: 'Skip to content',
  nav: {
    label: 'Main',
    base: 'Base game',
    river: 'The River',
    ferries: 'The Ferries',
    wheel: 'The Wheel of Fortune',
    rulings: `All ${T.ruling.many}`,
    faq: 'FAQ',
    tiles: 'Tiles',
    sandbox: 'Sandbox',
    about: 'About',
  },
  langSwitch: {
    label: 'Lire en français',
    short: 'FR',
  },
  search: {
    open: 'Search',
    shortcut: 'Ctrl K',
    title: `Search the ${T.ruling.many}`,
    close: 'Close',
    loading: 'Loading search…',
    failed: `Search could not be loaded. The list of all ${T.ruling.many} is on the ${T.ruling.many} page.`,
    label: `Words, a question or a ${T.ruling.one} id`,
    placeholder: 'e.g. U-turn, meeple, river-no-u-turn',
    filters: 'Narrow the results',
    rulingsOne: `1 ${T.ruling.one}`,
    rulingsMany: `{n} ${T.ruling.many}`,
    andPage: (rulings: string) => `${rulings}, and 1 other page`,
    andPages: (rulings: string, pages: number | string) => `${rulings}, and ${pages} other pages`,
    none: `No ${T.ruling.one} matches. Try another word, or clear the filters.`,
    more: 'More results',
    corrected: 'Showing results for {words}.',
    exact: 'Search for “{words}” instead',
  },
  areas: {
    base: 'Base game',
    river: 'The River',
    ferries: 'The Ferries',
    wheel: 'The Wheel of Fortune',
  } satisfies Record<Area, string>,
  categories: {
    rule: 'Rule',
    official: 'Publisher clarification',
    community: 'Community interpretation',
    edition: 'Edition difference',
    house: 'House rule',
  } satisfies Record<Category, string>,
  groups: {
    base: { placement: 'Placing a tile', followers: 'Followers', scoring: 'Scoring' },
    river: {
      setup: 'Setting up the river',
      placement: 'Placing river tiles',
      followers: 'Followers on river tiles',
      scoring: 'Scoring',
      river2: 'The River II',
      'other-expansions': 'With other expansions',
      house: 'House rules',
    },
    ferries: {
      setup: 'Setup',
      turn: 'Placing a lake tile',
      moving: 'Moving ferries',
      scoring: 'Scoring',
      'other-expansions': 'With other expansions',
      editions: 'Editions and translations',
    },
    wheel: {
      material: 'What is in the box',
      setup: 'Setup',
      turn: 'A turn',
      sectors: 'The wheel’s sectors',
      crowns: 'Crowns',
      'other-expansions': 'With other expansions',
      editions: 'Editions',
      house: 'House rules',
    },
  } satisfies GroupLabels,
  ruling: {
    source: 'Source:',
    date: 'Dated:',
    related: `Related ${T.ruling.many}:`,
    question: 'Question:',
    copyLink: 'Copy link',
    copyLinkLabel: (title: string) => `Copy the link to the ${T.ruling.one} “${title}”`,
    linkCopied: 'Link copied',
    copyFailed: 'Could not copy; the link is in the address bar after opening it.',
    textOnly:
      `The simulator does not model this ${T.ruling.one}: it depends on material or expansions the engine does not include, so it is explained in words only.`,
    reading: 'Reading',
  },
  rulingPage: {
    breadcrumb: `Where this ${T.ruling.one} belongs`,
    onPage: (area: string) => `This ${T.ruling.one} is part of ${area}.`,
    seeInContext: 'See it with the rest of the page',
    prev: `Previous ${T.ruling.one}`,
    next: `Next ${T.ruling.one}`,
    neighbours: `More ${T.ruling.many}`,
  },
  index: {
    title: `All ${T.ruling.many}`,
    description: `Every ${T.ruling.one} of the site, grouped by expansion, with its category.`,
    intro: `Each ${T.ruling.one} has a stable id, its own page and an anchor on its expansion page.`,
    filters: `Filter the ${T.ruling.many}`,
    expansion: 'Expansion',
    category: 'Category',
    all: 'All',
    count: (shown: number | string, total: number | string) => `${shown} of ${total} ${T.ruling.many} shown`,
    none: `No ${T.ruling.one} matches these filters.`,
  },
  faq: {
    title: 'Questions players ask at the table',
    description: `Every ${T.ruling.one} of the site as the question a player asks, grouped by expansion, each with a short answer and a link to the ${T.ruling.one}.`,
    intro: `The questions that come up at the table, each with a short answer; follow a question to its full ${T.ruling.one}.`,
    count: (shown: number | string, total: number | string) => `${shown} of ${total} questions shown`,
  },
  notFound: {
    title: 'Page not found',
    body: 'There is no page at this address. Ruling ids never change, so check the spelling of the link, or start again from one of these pages.',
  },
  footer: {
    unofficial: 'An unofficial fan site. Carcassonne is a trademark of Hans im Glück.',
    credits: 'Sources and credits',
  },
  cite: {
    label: `Cite this ${T.ruling.one}:`,
    copy: 'Copy citation',
    copied: 'Citation copied',
    line: (title: string, id: string, site: string, url: string) => `“${title}” (${id}), ${site}, ${url}`,
  },
  toc: {
    title: 'On this page',
    summary: 'Contents',
    label: 'Table of contents',
  },
  guide: {
    page: 'Read the page',
    faq: 'Questions (FAQ)',
    rulings: `All its ${T.ruling.many}`,
    count: (rulings: number, playable: number) => `${rulings} ${T.ruling.many}, ${playable} with a position to play`,
  },
  og: {
    imageAlt: (title: string) => `Preview card of “${title}”`,
    rulings: (n: number) => `${n} ${T.ruling.many} in English and in French`,
    questions: (n: number) => `${n} questions, each with its ${T.ruling.one}`,
  },
  print: {
    url: 'Address',
  },
};

export type Dict = typeof en;
