import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withOwnHashes } from './csp-page.ts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const A = 'console.log("a")';
const B = 'console.log("b")';
const S = '.x{color:red}';
const page = (policy: string, body: string) =>
  `<html><head><meta http-equiv="content-security-policy" content="${policy}"></head><body>${body}</body></html>`;
const policyOf = (html: string) => /content="([^"]*)"/.exec(html)![1];

describe('withOwnHashes', () => {
  const policy = `default-src 'self'; script-src 'self' 'wasm-unsafe-eval' ${hash(A)} ${hash(B)}; style-src-elem 'self' ${hash(S)} ${hash('.y{}')}`;

  it('keeps the hashes of the inline scripts and styles the page holds, and drops the others', () => {
    const out = policyOf(withOwnHashes(page(policy, `<script type="module">${A}</script><style>${S}</style>`)));
    expect(out).toBe(`default-src 'self'; script-src 'self' 'wasm-unsafe-eval' ${hash(A)}; style-src-elem 'self' ${hash(S)}`);
  });

  it('does not count a script loaded from a file, whose text is not the inline code', () => {
    const out = policyOf(withOwnHashes(page(policy, `<script type="module" src="/a.js">${A}</script>`)));
    expect(out).not.toContain(hash(A));
    expect(out).toContain("script-src 'self' 'wasm-unsafe-eval'");
  });

  it('keeps a hash in a directive that is not about inline elements, and every non-hash source', () => {
    const other = `default-src 'self'; connect-src 'self' ${hash(A)}; script-src 'self'`;
    expect(policyOf(withOwnHashes(page(other, '')))).toBe(other);
  });

  it('leaves a page without a policy as it is', () => {
    const html = `<html><body><script>${A}</script></body></html>`;
    expect(withOwnHashes(html)).toBe(html);
  });
});
