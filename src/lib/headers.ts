// The `_headers` file static hosts read (Netlify, Cloudflare Pages): the site's Content-Security-Policy
// as an HTTP header, which unlike the <meta> Astro writes can say `frame-ancestors`, and how long a
// browser may keep each kind of file. The build step (scripts/build-sw.mjs) reads the policy Astro
// wrote into every page and merges them here, so the header allows exactly the inline scripts and
// styles the pages carry (Astro's own, by hash) and nothing more.

export type Csp = ReadonlyMap<string, readonly string[]>;

/** "default-src 'self'; img-src 'self' data:" as directive → sources, in the order written. */
export function parseCsp(text: string): Csp {
  const out = new Map<string, string[]>();
  for (const part of text.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (!name) continue;
    const key = name.toLowerCase();
    out.set(key, [...(out.get(key) ?? []), ...sources]);
  }
  return out;
}

/** One policy allowing what any of `policies` allows (pages differ only in the hashes of their inline code). */
export function mergeCsp(policies: readonly Csp[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const policy of policies) {
    for (const [name, sources] of policy) {
      const merged = out.get(name) ?? [];
      for (const source of sources) if (!merged.includes(source)) merged.push(source);
      out.set(name, merged);
    }
  }
  return out;
}

/**
 * What only a header can say, or what the service worker and the manifest need: no site may frame
 * these pages; the worker and the manifest come from this site.
 */
export const HEADER_ONLY: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['frame-ancestors', ["'none'"]],
  ['worker-src', ["'self'"]],
  ['manifest-src', ["'self'"]],
];

export function formatCsp(policy: Csp): string {
  return [...policy].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** A year, the longest a cache honours: for files whose name changes when their content does. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Ask the server every time (a 304 when unchanged): pages, the worker, and every file without a hash in its name. */
const REVALIDATE = 'no-cache';

/** Paths of files whose names carry a hash of their content. */
export const HASHED_PATHS = ['/_astro/*', '/pagefind/index/*', '/pagefind/fragment/*', '/pagefind/filter/*'];
/** Pages, the worker and the lists it reads, the boards' shared pictures (named without a hash): always asked again. */
export const REVALIDATED_PATHS = ['/', '/index.html', '/404.html', '/sw.js', '/en/*', '/fr/*', '/pagefind/pagefind-entry.json', '/pagefind/pagefind.js', '/art/*'];

/** The whole `_headers` file. Rules never overlap on Cache-Control, since hosts join repeated headers. */
export function headersFile(csp: Csp): string {
  const policy = new Map(csp);
  for (const [name, sources] of HEADER_ONLY) policy.set(name, [...sources]);
  const lines = [
    '# Written by scripts/build-sw.mjs at build time (src/lib/headers.ts). Netlify and Cloudflare Pages read it.',
    '/*',
    `  Content-Security-Policy: ${formatCsp(policy)}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    ...HASHED_PATHS.flatMap((path) => [path, `  Cache-Control: ${IMMUTABLE}`]),
    ...REVALIDATED_PATHS.flatMap((path) => [path, `  Cache-Control: ${REVALIDATE}`]),
  ];
  return lines.join('\n') + '\n';
}
