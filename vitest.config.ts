import { defineConfig } from 'vitest/config';

// Vitest's default is one worker per core minus one: a single worker on the CI's two cores. Two workers,
// and test files that share their worker's module cache (no re-import of the app per file), more than
// halve the run; every test builds its own app, database and data folder, so no state is shared.
export default defineConfig({
  test: {
    maxWorkers: 2,
    // The transformed modules are kept on disk (under node_modules), so the runs after the first (`npm run test:pg`,
    // the runtime check on Node 22 and 24 in .ci/run) do not transform the same files again.
    experimental: { fsModuleCache: true },
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'], isolate: false } },
      { test: { name: 'embed', root: 'packages/embed', include: ['src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'core', root: 'packages/core', include: ['src/**/*.test.ts'], isolate: false } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The bench's own helpers (knob parsing, the chat-stream reader); the benchmarks themselves run with `npm run bench`.
      { test: { name: 'bench', root: 'bench', include: ['*.test.ts'], isolate: false } },
      'apps/web/vite.config.ts',
    ],
  },
});
