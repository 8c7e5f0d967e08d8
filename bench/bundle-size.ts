/**
 * The JavaScript a first visit to a route downloads, from the web build's Vite manifest
 * (apps/web/dist/.vite/manifest.json, `build.manifest` in apps/web/vite.config.ts): the entry and every
 * chunk it statically imports, the route modules React Router loads for that address and their static
 * imports, and the translation catalogs (one language) the screens ask for before they render.
 * Sizes are gzip at zlib's default level, like Vite's own build report.
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

/** The aim of issue 3 for the first load of /genie/…, in gzip KB (1 KB = 1000 bytes, as Vite reports). */
export const FIRST_LOAD_AIM_KB = 120;

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
  /** Route modules (manifest keys, i.e. paths under apps/web) matched for the address, outermost first. */
  modules: string[];
  /** Translation catalogs the first screen waits for (group/namespace), in `language`. */
  catalogs: string[];
}

/** The shared namespaces i18n/index.ts loads before the first render. */
const initialCatalogs = ['shared/common', 'shared/validation', 'shared/errors'];

export const routeSpecs: RouteSpec[] = [
  {
    name: '/genie/<linkWords> (visitor home)',
    modules: ['src/features/genie/genie-layout.tsx', 'src/features/genie/home-page.tsx'],
    catalogs: [...initialCatalogs, 'visitor/genie', 'visitor/genie-validation'],
  },
  {
    name: '/genie-embed/<linkWords>/genie (embed panel, first open)',
    modules: ['src/features/genie/embed-layout.tsx', 'src/features/genie/home-page.tsx'],
    catalogs: [...initialCatalogs, 'visitor/genie', 'visitor/genie-validation'],
  },
  {
    name: '/login (designer)',
    modules: ['src/features/shell/public-layout.tsx', 'src/features/auth/login-page.tsx'],
    catalogs: [...initialCatalogs, 'admin/auth'],
  },
];

export interface ChunkSize {
  file: string;
  /** Why it is loaded: the entry, a route module, a catalog, or a chunk one of those imports. */
  role: 'entry' | 'route' | 'catalog' | 'import';
  bytes: number;
  gzipBytes: number;
}

export interface RouteBundle {
  name: string;
  language: string;
  chunks: ChunkSize[];
  totalBytes: number;
  totalGzipBytes: number;
  /** CSS the page links (not part of the JavaScript figure, shown for scale). */
  cssGzipBytes: number;
  aimGzipBytes: number;
  /** Entry chunk (with its static imports) alone, gzip. */
  entryGzipBytes: number;
}

export function readManifest(): Manifest {
  if (!fs.existsSync(manifestFile)) {
    throw new Error(`no Vite manifest at ${path.relative(root, manifestFile)}: build the web app with build.manifest on (\`npm run build\`)`);
  }
  return JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
}

const sizeCache = new Map<string, { bytes: number; gzipBytes: number }>();
function sizeOf(file: string) {
  let size = sizeCache.get(file);
  if (!size) {
    const buf = fs.readFileSync(path.join(webDist, file));
    size = { bytes: buf.length, gzipBytes: zlib.gzipSync(buf).length };
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
    visit(`src/i18n/${group}/${language}/${namespace}.json`, 'catalog');
  }
  const chunks = [...seen].map(([file, role]) => ({ file, role, ...sizeOf(file) })).sort((a, b) => b.gzipBytes - a.gzipBytes);
  const sum = (list: ChunkSize[], key: 'bytes' | 'gzipBytes') => list.reduce((n, c) => n + c[key], 0);
  return {
    name: spec.name,
    language,
    chunks,
    totalBytes: sum(chunks, 'bytes'),
    totalGzipBytes: sum(chunks, 'gzipBytes'),
    cssGzipBytes: [...css].reduce((n, f) => n + sizeOf(f).gzipBytes, 0),
    aimGzipBytes: FIRST_LOAD_AIM_KB * 1000,
    entryGzipBytes: sum(
      chunks.filter((c) => entryFiles.has(c.file)),
      'gzipBytes',
    ),
  };
}

export function measureBundles(language = 'en-US'): RouteBundle[] {
  const manifest = readManifest();
  return routeSpecs.map((spec) => measureRoute(manifest, spec, language));
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

export function printBundles(bundles: RouteBundle[], { detail = true } = {}) {
  for (const b of bundles) {
    const verdict = b.totalGzipBytes <= b.aimGzipBytes ? 'within' : 'OVER';
    console.log(
      `${b.name}: ${kb(b.totalGzipBytes)} gzip JavaScript (${kb(b.totalBytes)} raw, ${b.chunks.length} files, ${b.language} catalogs; entry and its imports ${kb(b.entryGzipBytes)}) — ${verdict} the ${FIRST_LOAD_AIM_KB} KB aim; CSS ${kb(b.cssGzipBytes)} gzip besides`,
    );
    if (!detail) continue;
    for (const c of b.chunks) console.log(`    ${kb(c.gzipBytes).padStart(9)}  ${c.role.padEnd(7)}  ${c.file}`);
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

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  printBundles(measureBundles());
  console.log('\nEmbed loader (what a studio’s site loads before anyone clicks), beside the best-known widgets\n');
  printEmbedLoader(measureEmbedLoader());
}
