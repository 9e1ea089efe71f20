import { describe, expect, it } from 'vitest';
import { formatCsp, headersFile, mergeCsp, parseCsp } from './headers.ts';

describe('headers', () => {
  it('reads and writes a policy', () => {
    const csp = parseCsp("default-src 'self';img-src 'self' data:; script-src 'self' 'sha256-a'");
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(formatCsp(csp)).toBe("default-src 'self'; img-src 'self' data:; script-src 'self' 'sha256-a'");
  });

  it('merges the pages’ policies into one that allows each page’s inline code', () => {
    const merged = mergeCsp([parseCsp("script-src 'self' 'sha256-a'"), parseCsp("script-src 'self' 'sha256-b'; style-src 'self'")]);
    expect(merged.get('script-src')).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
    expect(merged.get('style-src')).toEqual(["'self'"]);
  });

  it('writes a _headers file with frame-ancestors, the worker, and caching that never overlaps', () => {
    const text = headersFile(parseCsp("default-src 'self'; script-src 'self'"));
    const policy = /Content-Security-Policy: (.*)/.exec(text)?.[1] ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("worker-src 'self'");
    const rules = text.split('\n').filter((l) => l.startsWith('/'));
    expect(new Set(rules).size).toBe(rules.length);
    expect(text).toMatch(/\/_astro\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
    expect(text).toMatch(/\/sw\.js\n {2}Cache-Control: no-cache/);
  });
});
