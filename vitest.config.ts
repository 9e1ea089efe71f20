import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['engine/**/*.test.ts', 'src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'components/**/*.test.ts', 'components/**/*.test.tsx'],
    testTimeout: 60_000,
  },
});
