// The site's public address, from one setting: the SITE_URL environment variable at build time.
// astro.config.mjs passes it to Astro (`site`), so canonical links, Open Graph tags, link-preview
// images and "Copy link" all use it; the built-site checks read it the same way. Without it the
// build names the local preview server (`npm start`), so a local build links to itself and never to
// a host nobody owns.

export const DEFAULT_SITE_URL = 'http://127.0.0.1:4321';

/**
 * The origin to publish under ("https://casebook.example.net", no path: the site is served from
 * the root). A malformed value stops the build with a sentence saying what is expected.
 */
export function siteUrl(raw: string | undefined = process.env.SITE_URL): string {
  const value = (raw ?? '').trim() || DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_URL="${value}" is not an address: give the site's origin, such as https://rulings.example.net`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SITE_URL="${value}" must start with https:// (or http:// for a local preview)`);
  }
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`SITE_URL="${value}" must be an origin only (no path, query or #): the site is served from its root`);
  }
  return url.origin;
}
