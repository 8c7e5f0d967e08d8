import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** What is worth compressing: text formats (images and fonts are compressed already). */
const compressible = /\.(?:js|mjs|css|json|svg|txt|xml|webmanifest)$/;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text file of
 * the build, once, so the server sends them as they are (`@fastify/static`'s preCompressed) instead of
 * compressing on each request. Left alone: source maps, the manifest's dot folder, and index.html (the
 * server adds its runtime settings to it, then compresses it once at boot).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'genie-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await fs.readdir(outDir, { recursive: true })).filter((f) => compressible.test(f) && !f.startsWith('.'));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const raw = await fs.readFile(full);
          const [br, gz] = await Promise.all([
            brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
            gzip(raw, { level: 9 }),
          ]);
          await Promise.all([fs.writeFile(`${full}.br`, br), fs.writeFile(`${full}.gz`, gz)]);
        }),
      );
    },
  };
}
