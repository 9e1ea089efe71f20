import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['engine/**/*.test.ts', 'src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'components/**/*.test.ts', 'components/**/*.test.tsx'],
    testTimeout: 60_000,
    // Tests render widgets in both languages and with every expansion's parts, as the server does; a page's
    // client loads one language (lang/load.ts) and the parts of the expansions it plays (expansion-ui.ts).
    setupFiles: ['engine/load-all.ts', 'engine/scenario/messages-all.ts', 'components/widgets/lang/all.ts', 'components/widgets/expansion-ui-all.ts'],
  },
});
