// The one script every page loads up front (src/layouts/Base.astro): one small file rather than one per
// part of the header and footer. Each part's real work is fetched when the reader asks for it: the search
// on opening, the language switch's place-finding and the copying on heading for them, the offline
// controls in idle time.
import { bootCopying } from './copy-boot.ts';
import { bootLangSwitch } from './lang-switch-boot.ts';
import { bootOffline } from './offline-boot.ts';
import { bootSearch } from './search-boot.ts';

bootSearch();
bootLangSwitch();
bootCopying();
bootOffline();
