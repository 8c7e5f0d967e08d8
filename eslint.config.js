import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.tsbuild/**', 'data/**', 'apps/server/drizzle/**', 'test-results/**', 'playwright-report/**', 'e2e/.artifacts/**', 'bench/.results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Workspace boundaries (docs/ARCHITECTURE.md): the web app never reaches into the server or Node.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@genie/server', '@genie/server/*', '**/apps/server/**', '**/server/src/**'], message: 'The web app talks to the server over HTTP only (packages/contracts).' },
            { group: ['node:*', 'fastify', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'sharp', 'ai', '@ai-sdk/*'], message: 'Server-only module in the web app.' },
          ],
        },
      ],
    },
  },
  {
    // The domain is pure: core imports only the contracts, zod and its own files; contracts only zod.
    files: ['packages/core/src/**/*.ts'],
    ignores: ['packages/core/src/**/*.test.ts', 'packages/core/src/**/test-support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!@genie/contracts$|zod(/.*)?$|\\.\\.?/)', message: 'packages/core is pure: only @genie/contracts, zod and its own modules.' }] },
      ],
      // Nor does it read the environment: the server validates its config once at boot and passes what core needs.
      'no-restricted-globals': ['error', { name: 'process', message: 'packages/core is pure: it reads no environment; the server passes what it needs.' }],
    },
  },
  {
    // The embed loader runs on other people's sites: browser code that bundles only the zod-free
    // protocol file of the contracts (never zod, never the web app) — every byte ships to every visitor.
    files: ['packages/embed/src/**/*.ts'],
    ignores: ['packages/embed/src/**/*.test.ts'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!@genie/contracts/embed-protocol$|\\.\\.?/)', message: 'The embed loader imports only @genie/contracts/embed-protocol and its own modules.' }] },
      ],
    },
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    ignores: ['packages/contracts/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod(/.*)?$|\\.\\.?/)', message: 'packages/contracts depends on zod alone.' }] },
      ],
    },
  },
  {
    // Features only enqueue jobs; the handler registry is composed at the root (app.ts).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/app.ts', 'apps/server/src/main.ts', 'apps/server/src/job-handlers.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/job-handlers.ts', '**/job-handlers'], message: 'Compose job handlers at the root; features import jobs/enqueue-job.ts and jobs/job-types.ts.' }] },
      ],
    },
  },
  {
    // sharp (libvips), the AI SDK and undici load on first use, not at start (docs/ARCHITECTURE.md, "Memory"):
    // their values come through images/sharp.ts and ai/load-ai.ts; their types may be imported anywhere.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/**/test-support/**', 'apps/server/src/images/sharp.ts', 'apps/server/src/ai/load-ai.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'sharp', allowTypeImports: true, message: 'Load sharp on first use: `await loadSharp()` from images/sharp.ts.' },
            { name: 'ai', allowTypeImports: true, message: 'Load the AI SDK on first use: `await loadAi()` from ai/load-ai.ts.' },
            { name: 'undici', allowTypeImports: true, message: "Load undici on first use: `await import('undici')` where it is needed." },
          ],
        },
      ],
    },
  },
  {
    // process.env is read in one place only: the validated config.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/env.ts', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration from env.ts only.' }],
    },
  },
);
