import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  areaUrl,
  contentFileOfPath,
  langOfPath,
  rulingAnchorUrl,
  rulingUrl,
  switchLangPath,
} from './urls.ts';

describe('urls', () => {
  it('builds ruling and area URLs with a trailing slash', () => {
    expect(rulingUrl('fr', 'river-no-u-turn')).toBe('/fr/rulings/river-no-u-turn/');
    expect(areaUrl('en', 'wheel')).toBe('/en/wheel-of-fortune/');
    expect(rulingAnchorUrl('en', 'ferries', 'ferries-setup')).toBe('/en/ferries/#ferries-setup');
  });

  it('makes absolute URLs against the site', () => {
    expect(absoluteUrl('https://casebook.example.org', '/en/rulings/x/')).toBe('https://casebook.example.org/en/rulings/x/');
  });

  it('reads the language from the first path segment only', () => {
    expect(langOfPath('/fr/river/')).toBe('fr');
    expect(langOfPath('/de/river/')).toBeUndefined();
    expect(langOfPath('/river/en/')).toBeUndefined();
  });

  it('switches language keeping the rest of the path', () => {
    expect(switchLangPath('/en/rulings/river-no-u-turn/', 'fr')).toBe('/fr/rulings/river-no-u-turn/');
    expect(switchLangPath('/fr/', 'en')).toBe('/en/');
    expect(switchLangPath('/404/', 'fr')).toBe('/fr/');
  });

  it('names the content file behind a page path', () => {
    expect(contentFileOfPath('/en/river/')).toBe('content/pages/en/river.mdx');
    expect(contentFileOfPath('/fr/')).toBe('content/pages/fr/home.mdx');
    expect(contentFileOfPath('/fr/rulings/wheel-storm/')).toBe('content/rulings/fr/wheel-storm.mdx');
  });
});
