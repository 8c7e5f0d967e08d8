import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './precompress.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: { port: 5173, proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  // The manifest (dist/.vite/, never served: dot folders are not static files) lets `npm run bench` measure what a first visit loads.
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    manifest: true,
    // Libraries every screen needs get chunks of their own, which stay cached across deploys of the app's code.
    // Libraries only the designer's screens use (Radix, Sentry…) are not named here: they stay in lazy chunks.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/]i18next[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // Files share a worker's module cache (see the root vitest.config.ts); each file cleans up what it renders.
    isolate: false,
    // A file's first render loads its translations and lazy screens: more than Vitest's 5 s on a busy CI core.
    testTimeout: 15_000,
  },
});
