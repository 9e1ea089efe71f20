// `client:intent` (src/lib/intent) in .astro files.
import type { IntentValue } from '../components/widgets/intent-types.ts';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:intent'?: IntentValue | boolean;
  }
}
