import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './precompress.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: { port: 5173, proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  // The manifest (dist/.vite/, never served: dot folders are not static files) lets `npm run bench` measure what a first visit loads.
  build: { outDir: 'dist', sourcemap: true, target: 'es2022', manifest: true },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
  },
});
