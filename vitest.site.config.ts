import { defineConfig } from 'vitest/config';

// Checks of the built output in dist/ (run after `npm run build`); kept apart from
// the unit tests, which must pass without a build.
export default defineConfig({
  test: {
    include: ['tests/site/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
