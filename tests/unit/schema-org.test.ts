// The validator must fail on what it claims to check, or the built-site test proves nothing.
import { describe, expect, it } from 'vitest';
import { validateJsonLd } from '../helpers/schema-org.ts';

const good = {
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'FAQPage', url: 'https://x.net/en/faq/', mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }] },
    { '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.net/en/' }] },
  ],
};

describe('schema.org validator', () => {
  it('accepts complete FAQ and breadcrumb markup', () => {
    expect(validateJsonLd(good)).toEqual([]);
  });

  it('names a missing answer, an unknown property, a bad position and an unknown type', () => {
    const bad = structuredClone(good) as { '@graph': Array<Record<string, any>> };
    delete bad['@graph'][0]!['mainEntity'][0].acceptedAnswer;
    bad['@graph'][0]!['colour'] = 'red';
    bad['@graph'][1]!['itemListElement'][0].position = 2;
    bad['@graph'].push({ '@type': 'Recipe' });
    const errors = validateJsonLd(bad).join('\n');
    expect(errors).toContain('Question lacks its required acceptedAnswer');
    expect(errors).toContain('FAQPage has no property colour');
    expect(errors).toContain('do not count from 1');
    expect(errors).toContain('unknown @type "Recipe"');
  });
});
