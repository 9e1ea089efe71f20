import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_URL, siteUrl } from './site-url.ts';

describe('SITE_URL', () => {
  it('defaults to the local preview server, never a placeholder host', () => {
    expect(siteUrl(undefined)).toBe(DEFAULT_SITE_URL);
    expect(siteUrl('  ')).toBe(DEFAULT_SITE_URL);
    expect(DEFAULT_SITE_URL).not.toMatch(/example\./);
  });
  it('keeps the origin of an address, with or without its final slash', () => {
    expect(siteUrl('https://rulings.example.net/')).toBe('https://rulings.example.net');
    expect(siteUrl('https://Rulings.Example.net:8443')).toBe('https://rulings.example.net:8443');
  });
  it('refuses what is not the origin of a web site', () => {
    expect(() => siteUrl('rulings.example.net')).toThrow(/not an address/);
    expect(() => siteUrl('ftp://rulings.example.net')).toThrow(/https:\/\//);
    expect(() => siteUrl('https://host.example.net/casebook/')).toThrow(/origin only/);
  });
});
