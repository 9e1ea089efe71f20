// The web app manifest of each language (/<lang>/manifest.webmanifest), which lets a phone install
// the site on its home screen: it opens on that language's home page, in its own window, in the
// site's colours. Icons are drawn from the favicon by scripts/make-icons.mjs.
import { t } from '../../components/i18n/index.ts';
import { homeUrl } from '../../components/lib/urls.ts';
import type { Lang } from '../../components/lib/vocabulary.ts';

/** The page background and the accent of the light and dark themes (src/styles/global.css: --bg, --accent). */
export const THEME = {
  light: { background: '#fbf8f1', theme: '#2f6f4f' },
  dark: { background: '#171614', theme: '#171614' },
} as const;

export const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

export const manifestUrl = (lang: Lang): string => `/${lang}/manifest.webmanifest`;

export function webManifest(lang: Lang) {
  const dict = t(lang);
  return {
    id: homeUrl(lang),
    name: dict.offline.manifestName,
    short_name: dict.offline.manifestShort,
    description: dict.tagline,
    lang,
    dir: 'ltr',
    start_url: homeUrl(lang),
    scope: '/',
    display: 'standalone',
    background_color: THEME.light.background,
    theme_color: THEME.light.theme,
    icons: ICONS,
  };
}
