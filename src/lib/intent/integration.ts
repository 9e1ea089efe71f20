// Registers `client:intent` (directive.ts) with Astro. Astro inlines the directive's script in each page
// that uses it and lists its hash in the Content-Security-Policy with its own scripts.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export function clientIntent(): AstroIntegration {
  return {
    name: 'casebook:client-intent',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'intent', entrypoint: fileURLToPath(new URL('./directive.ts', import.meta.url)) });
      },
    },
  };
}
