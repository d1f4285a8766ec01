import { defineConfig } from 'vitest/config';

// Each workspace has its own test project (apps/web needs the React plugin and jsdom).
export default defineConfig({
  test: {
    projects: [
      'packages/shared/vitest.config.ts',
      'apps/api/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'tools/dapodik-sim/vitest.config.ts',
      // npm test's own runner (scripts/); its fixtures are not tests of the product
      { test: { name: 'scripts', include: ['scripts/*.test.mjs'], environment: 'node' } },
    ],
  },
});
