/**
 * The JavaScript a first visit to a route downloads, from the web build's Vite manifest
 * (apps/web/dist/.vite/manifest.json, `build.manifest` in apps/web/vite.config.ts): the entry and every
 * chunk it statically imports, the route modules React Router loads for that address and their static
 * imports, and the translation catalogs (one language) the screens ask for before they render.
 * Sizes are gzip at zlib's default level, like Vite's own build report, and "as served": the bytes the
 * server sends a browser that accepts brotli, i.e. the `.br` file the build writes beside each asset
 * (apps/web/precompress.ts, sent as it is by apps/server/src/http/spa.ts); the raw size where there is none.
 *
 * Used by bench/run.ts; also runnable alone: `tsx bench/bundle-size.ts` (after `npm run build`).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const webDist = path.join(root, 'apps', 'web', 'dist');
export const manifestFile = path.join(webDist, '.vite', 'manifest.json');
/** The visitor's build (apps/web/vite.visitor.config.ts: visitor.html, sent for the genie's addresses). */
export const visitorManifestFile = path.join(webDist, '.vite', 'visitor-manifest.json');

/** The aim of issue 11 for the first load of a visitor route, in gzip KB (1 KB = 1000 bytes, as Vite reports). */
export const FIRST_LOAD_AIM_KB = 100;

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** What a first visit to an address loads, in the terms of apps/web/src (router.tsx, i18n/index.ts). */
export interface RouteSpec {
  name: string;
  /** Which build serves the address: the designer's app (index.html) or the visitor's (visitor.html). */
  build: 'app' | 'visitor';
  /** Route modules (manifest keys, i.e. paths under apps/web) matched for the address, outermost first. */
  modules: string[];
  /** Translation catalogs the first screen waits for (group/namespace; core/catalog is the label catalogue of packages/core), in `language`. */
  catalogs: string[];
  /** Whether the route is held to FIRST_LOAD_AIM_KB (the visitor's routes are). */
  aim: boolean;
  /** The figures before issue 11 (the build of main at 6e5f968, every file sent uncompressed), for comparison. */
  before?: { files: number; bytes: number; gzipBytes: number };
  /** The figures when the visitor's pages were part of the designer's app (one build, compressed, at c191805), for comparison. */
  oneApp?: { files: number; gzipBytes: number; servedBytes: number };
}

/** The shared namespaces i18n/index.ts loads before the first render. */
const initialCatalogs = ['shared/common', 'shared/validation', 'shared/errors'];
/** The namespaces a genie screen loads with its code (apps/web/src/visitor/routes.tsx). */
const visitorCatalogs = [...initialCatalogs, 'visitor/genie', 'visitor/genie-validation'];

export const routeSpecs: RouteSpec[] = [
  {
    name: '/genie/<linkWords> (visitor home)',
    build: 'visitor',
    modules: [],
    catalogs: [...visitorCatalogs, 'core/catalog'],
    aim: true,
    before: { files: 36, bytes: 625_900, gzipBytes: 205_500 },
    oneApp: { files: 39, gzipBytes: 161_500, servedBytes: 141_100 },
  },
  {
    name: '/genie_demo/chat (demo chat)',
    build: 'visitor',
    // Its first screen is the home form (in the entry); the chat's chunk comes when the form is touched.
    modules: [],
    catalogs: [...visitorCatalogs, 'core/catalog'],
    aim: true,
    before: { files: 36, bytes: 619_000, gzipBytes: 203_000 },
    oneApp: { files: 39, gzipBytes: 163_200, servedBytes: 142_800 },
  },
  {
    name: '/genie-embed/<linkWords>/genie (embed panel, first open)',
    build: 'visitor',
    modules: [],
    catalogs: [...visitorCatalogs, 'core/catalog'],
    aim: true,
    oneApp: { files: 40, gzipBytes: 163_900, servedBytes: 143_200 },
  },
  {
    name: '/mood_board/<linkWords> (mood-board home)',
    build: 'visitor',
    modules: ['src/features/mood-board/mood-board-layout.tsx'],
    catalogs: [...visitorCatalogs, 'core/catalog'],
    aim: true,
  },
  {
    name: '/login (designer)',
    build: 'app',
    modules: ['src/features/shell/public-layout.tsx', 'src/features/auth/login-page.tsx'],
    catalogs: [...initialCatalogs, 'admin/auth'],
    aim: false,
    before: { files: 36, bytes: 627_100, gzipBytes: 205_700 },
  },
];

export interface ChunkSize {
  file: string;
  /** Why it is loaded: the entry, a route module, a catalog, or a chunk one of those imports. */
  role: 'entry' | 'route' | 'catalog' | 'import';
  bytes: number;
  gzipBytes: number;
  /** What the server sends a browser that accepts brotli: the precompressed `.br` file, else the raw file. */
  servedBytes: number;
}

export interface RouteBundle {
  name: string;
  language: string;
  chunks: ChunkSize[];
  totalBytes: number;
  totalGzipBytes: number;
  totalServedBytes: number;
  /** Whether every file has its precompressed `.br` (false: a build from before precompression). */
  precompressed: boolean;
  before?: RouteSpec['before'];
  oneApp?: RouteSpec['oneApp'];
  /** CSS the page links (not part of the JavaScript figure, shown for scale). */
  cssGzipBytes: number;
  /** null: the route is measured but not held to the aim. */
  aimGzipBytes: number | null;
  /** Entry chunk (with its static imports) alone, gzip. */
  entryGzipBytes: number;
}

export function readManifest(build: RouteSpec['build'] = 'app'): Manifest {
  const file = build === 'visitor' ? visitorManifestFile : manifestFile;
  if (!fs.existsSync(file)) {
    throw new Error(`no Vite manifest at ${path.relative(root, file)}: build the web app (\`npm run build\`)`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

const sizeCache = new Map<string, { bytes: number; gzipBytes: number; servedBytes: number; precompressed: boolean }>();
function sizeOf(file: string) {
  let size = sizeCache.get(file);
  if (!size) {
    const full = path.join(webDist, file);
    const buf = fs.readFileSync(full);
    const precompressed = fs.existsSync(`${full}.br`);
    size = { bytes: buf.length, gzipBytes: zlib.gzipSync(buf).length, servedBytes: precompressed ? fs.statSync(`${full}.br`).size : buf.length, precompressed };
    sizeCache.set(file, size);
  }
  return size;
}

export function measureRoute(manifest: Manifest, spec: RouteSpec, language = 'en-US'): RouteBundle {
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error('the Vite manifest has no entry chunk');
  const seen = new Map<string, ChunkSize['role']>();
  const css = new Set<string>();
  const visit = (key: string, role: ChunkSize['role']) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the Vite manifest has no ${key} (route table or catalogs renamed? update bench/bundle-size.ts)`);
    if (seen.has(chunk.file)) return;
    seen.set(chunk.file, role);
    for (const c of chunk.css ?? []) css.add(c);
    for (const imported of chunk.imports ?? []) visit(imported, 'import');
  };
  visit(entryKey, 'entry');
  const entryFiles = new Set(seen.keys());
  for (const m of spec.modules) visit(m, 'route');
  for (const c of spec.catalogs) {
    const [group, namespace] = c.split('/');
    visit(group === 'core' ? `../../packages/core/src/i18n/${language}/${namespace}.json` : `src/i18n/${group}/${language}/${namespace}.json`, 'catalog');
  }
  const chunks = [...seen]
    .map(([file, role]) => {
      const { bytes, gzipBytes, servedBytes } = sizeOf(file);
      return { file, role, bytes, gzipBytes, servedBytes };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const sum = (list: ChunkSize[], key: 'bytes' | 'gzipBytes' | 'servedBytes') => list.reduce((n, c) => n + c[key], 0);
  return {
    name: spec.name,
    language,
    chunks,
    totalBytes: sum(chunks, 'bytes'),
    totalGzipBytes: sum(chunks, 'gzipBytes'),
    totalServedBytes: sum(chunks, 'servedBytes'),
    precompressed: chunks.every((c) => sizeOf(c.file).precompressed),
    before: spec.before,
    oneApp: spec.oneApp,
    cssGzipBytes: [...css].reduce((n, f) => n + sizeOf(f).gzipBytes, 0),
    aimGzipBytes: spec.aim ? FIRST_LOAD_AIM_KB * 1000 : null,
    entryGzipBytes: sum(
      chunks.filter((c) => entryFiles.has(c.file)),
      'gzipBytes',
    ),
  };
}

export function measureBundles(language = 'en-US'): RouteBundle[] {
  const manifests = { app: readManifest('app'), visitor: readManifest('visitor') };
  return routeSpecs.map((spec) => measureRoute(manifests[spec.build], spec, language));
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

export function printBundles(bundles: RouteBundle[], { detail = true } = {}) {
  for (const b of bundles) {
    const verdict = b.aimGzipBytes === null ? 'no aim' : b.totalGzipBytes <= b.aimGzipBytes ? `within the ${FIRST_LOAD_AIM_KB} KB aim` : `OVER the ${FIRST_LOAD_AIM_KB} KB aim`;
    const served = b.precompressed ? `${kb(b.totalServedBytes)} as served (brotli)` : `${kb(b.totalServedBytes)} as served (uncompressed: no .br files in this build)`;
    console.log(
      `${b.name}: ${kb(b.totalGzipBytes)} gzip JavaScript, ${served}, ${kb(b.totalBytes)} raw, ${b.chunks.length} files (${b.language} catalogs; entry and its imports ${kb(b.entryGzipBytes)} gzip) — ${verdict}; CSS ${kb(b.cssGzipBytes)} gzip besides`,
    );
    if (b.before) {
      console.log(
        `    before issue 11: ${kb(b.before.gzipBytes)} gzip, ${kb(b.before.bytes)} raw as served (no compression), ${b.before.files} files`,
      );
    }
    if (b.oneApp) {
      console.log(`    inside the designer's app (one build): ${kb(b.oneApp.gzipBytes)} gzip, ${kb(b.oneApp.servedBytes)} as served (brotli), ${b.oneApp.files} files`);
    }
    if (!detail) continue;
    for (const c of b.chunks) console.log(`    ${kb(c.gzipBytes).padStart(9)} gzip ${kb(c.servedBytes).padStart(9)} br  ${c.role.padEnd(7)}  ${c.file}`);
  }
}

/** The embed loader a host page includes (packages/embed, built to dist/v1.js), and its budget. */
export const embedLoaderFile = path.join(root, 'packages', 'embed', 'dist', 'v1.js');
export const EMBED_LOADER_BUDGET_BYTES = 2000;

/** What the best-known widgets put into the host page (gzip, /work FIELD-NOTES: read from their published packages). */
export const widgetAnchors: { name: string; gzipBytes: number; note: string }[] = [
  { name: 'formbricks loader', gzipBytes: 1_700, note: 'two-stage: fetches the real bundle' },
  { name: 'cal.com embed.js', gzipBytes: 17_000, note: 'host side only, UI in an iframe' },
  { name: 'Crisp', gzipBytes: 130_000, note: 'about' },
  { name: 'Typebot @typebot.io/js web.js', gzipBytes: 196_000, note: 'whole UI in the host page' },
  { name: 'Intercom', gzipBytes: 300_000, note: '300–500 KB' },
  { name: 'Voiceflow react-chat', gzipBytes: 386_000, note: '' },
];

export interface EmbedLoaderSize {
  bytes: number;
  gzipBytes: number;
  budgetBytes: number;
}

export function measureEmbedLoader(): EmbedLoaderSize {
  if (!fs.existsSync(embedLoaderFile)) throw new Error(`no embed loader at ${path.relative(root, embedLoaderFile)}: run \`npm run build\``);
  const body = fs.readFileSync(embedLoaderFile);
  return { bytes: body.length, gzipBytes: zlib.gzipSync(body).length, budgetBytes: EMBED_LOADER_BUDGET_BYTES };
}

export function printEmbedLoader(size: EmbedLoaderSize) {
  const verdict = size.gzipBytes <= size.budgetBytes ? 'within' : 'OVER';
  console.log(`  Genie embed loader /embed/v1.js: ${(size.gzipBytes / 1000).toFixed(2)} KB gzip (${(size.bytes / 1000).toFixed(2)} KB raw) — ${verdict} the ${size.budgetBytes / 1000} KB budget`);
  for (const a of widgetAnchors) {
    console.log(`  ${a.name}: ${(a.gzipBytes / 1000).toFixed(1)} KB gzip${a.note ? ` (${a.note})` : ''} — ${(a.gzipBytes / size.gzipBytes).toFixed(1)}× ours`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url) && process.argv.includes('--json')) {
  // For e2e/specs/visitor-bundle.spec.ts: every route in every language, as JSON.
  console.log(JSON.stringify(['en-US', 'zh-TW', 'ko-KR'].flatMap((language) => measureBundles(language))));
} else if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  printBundles(measureBundles());
  console.log('\nEmbed loader (what a studio’s site loads before anyone clicks), beside the best-known widgets\n');
  printEmbedLoader(measureEmbedLoader());
}
