/**
 * Builds the loader into one minified IIFE, apps/server/dist-embed/v1.js, which the server serves at
 * /embed/v1.js. `v1` follows the protocol version: a breaking change ships as v2 beside it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { compileMo, parsePo } from './wordpress/gettext.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

// Stage 1 (v1.js: queue and launcher, all a host page loads before a click) and stage 2 (v1-panel.js:
// the panel, loaded from beside it on the first open).
await build({
  entryPoints: { v1: path.join(here, 'src', 'index.ts'), 'v1-panel': path.join(here, 'src', 'panel.ts') },
  outdir: path.join(here, 'dist'),
  bundle: true,
  minify: true,
  format: 'iife',
  target: ['es2022'],
  legalComments: 'none',
  // CJK greetings as UTF-8, not \\u escapes (half the bytes); served with charset=utf-8.
  charset: 'utf8',
  // The options object never leaves the loader: its long field names need not ship.
  mangleProps: /^(linkWords|teamName|offsetX|offsetY|openAfter)$/,
});

// The WordPress plugin's template travels with the loader; the server fills in its origin on download.
fs.copyFileSync(path.join(here, 'wordpress', 'genie-embed.php'), path.join(here, 'dist', 'genie-embed.php'));

// Its translations: each wordpress/languages/*.po beside its compiled .mo, in the plugin's languages folder.
const languages = path.join(here, 'wordpress', 'languages');
const languagesOut = path.join(here, 'dist', 'languages');
fs.mkdirSync(languagesOut, { recursive: true });
for (const file of fs.readdirSync(languages).filter((f) => f.endsWith('.po'))) {
  const po = fs.readFileSync(path.join(languages, file), 'utf8');
  fs.copyFileSync(path.join(languages, file), path.join(languagesOut, file));
  fs.writeFileSync(path.join(languagesOut, file.replace(/\.po$/, '.mo')), compileMo(parsePo(po)));
}
