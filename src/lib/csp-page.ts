// Each page's Content-Security-Policy names only the inline code that page carries. Astro writes one
// policy for the whole site into every page's <meta>: the hashes of every inline script and style any page
// has (the island loader, each client directive, the language switch, the root's redirect...), about
// 0.6 KB of incompressible base64 on every page, most of it for scripts the page does not contain. After
// the build, each page keeps the hashes of its own inline <script>s and <style>s and drops the others,
// which changes nothing it may run: a hash allows only the exact text it was computed from. The header
// that static hosts read (scripts/build-sw.mjs, headers.ts) still merges the pages' policies.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { htmlFiles } from './html-files.ts';

const META = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/i;
/** Inline code: a <script> without src (its text as the browser hashes it), or a <style>. */
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
const HASH = /^'sha(256|384|512)-[A-Za-z0-9+/=]+'$/;
/** The directives whose hashes allow inline <script> or <style> elements. */
const SCRIPT_DIRECTIVES = new Set(['script-src', 'script-src-elem']);
const STYLE_DIRECTIVES = new Set(['style-src', 'style-src-elem']);

const digest = (algo: string, text: string): string => `'sha${algo}-${createHash(`sha${algo}`).update(text).digest('base64')}'`;

function texts(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((m) => m[1] ?? '');
}

/**
 * The page's HTML with its policy's hashes cut down to those of the inline scripts and styles it holds
 * (unchanged when it has no policy). Every other source is kept as written, in its order.
 */
export function withOwnHashes(html: string): string {
  const meta = META.exec(html);
  if (!meta) return html;
  const scripts = texts(html, INLINE_SCRIPT);
  const styles = texts(html, INLINE_STYLE);
  const kept = (source: string, directive: string): boolean => {
    if (!HASH.test(source)) return true;
    const code = SCRIPT_DIRECTIVES.has(directive) ? scripts : STYLE_DIRECTIVES.has(directive) ? styles : null;
    if (!code) return true;
    const algo = source.slice(4, 7);
    return code.some((text) => digest(algo, text) === source);
  };
  const policy = meta[2]!
    .split(';')
    .map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
      if (!name) return '';
      return [name, ...sources.filter((s) => kept(s, name.toLowerCase()))].join(' ');
    })
    .filter(Boolean)
    .join('; ');
  return html.replace(META, (_, open: string, __: string, close: string) => `${open}${policy}${close}`);
}

/** The integration that applies `withOwnHashes` to every page of the build. */
export function cspPerPage(): AstroIntegration {
  return {
    name: 'casebook:csp-per-page',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        let saved = 0;
        for (const file of htmlFiles(fileURLToPath(dir))) {
          const html = readFileSync(file, 'utf8');
          const next = withOwnHashes(html);
          saved += html.length - next.length;
          if (next !== html) writeFileSync(file, next);
        }
        logger.info(`Content-Security-Policy: each page lists its own inline code's hashes (${saved} characters fewer)`);
      },
    },
  };
}
