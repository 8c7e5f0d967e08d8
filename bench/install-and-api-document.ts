/**
 * Two rows of `npm run bench` for the studio that installs and integrates Genie (issue 26):
 * - install: `npm ci` of the product's lockfile in a new folder (the root and workspace manifests, nothing
 *   else), beside the same for a project whose only dependency is Fastify (the yardstick's), both through
 *   npm's cache as a second install on a machine would. `BENCH_INSTALL=0` skips it.
 * - the API document: `docs/openapi.json` as generated from the contracts, its size (aim under 400 KB), its
 *   shared schemas and how often operations point to them.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { printTable } from './print-table.ts';

export const API_DOCUMENT_AIM_KB = 400;

export interface InstallRow {
  name: string;
  seconds: number | null;
  /** "added N packages", as npm printed it. */
  packages: number | null;
  error?: string;
}

export interface ApiDocumentSize {
  bytes: number;
  gzipBytes: number;
  paths: number;
  sharedSchemas: number;
  refs: number;
}

/** Times `npm ci` in a new folder holding `files` (paths relative to `from`, copied as they are). */
function timeInstall(name: string, from: string, files: readonly string[], write: Record<string, string> = {}): InstallRow {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'genie-bench-install-'));
  try {
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.copyFileSync(path.join(from, file), path.join(dir, file));
    }
    for (const [file, text] of Object.entries(write)) fs.writeFileSync(path.join(dir, file), text);
    const started = performance.now();
    const run = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: dir, encoding: 'utf8', env: { ...process.env, NPM_CONFIG_UPDATE_NOTIFIER: 'false' } });
    const seconds = (performance.now() - started) / 1000;
    if (run.status !== 0) return { name, seconds: null, packages: null, error: `npm ci exited ${run.status}: ${(run.stderr || run.stdout).trim().split('\n').slice(-3).join(' ')}` };
    const added = /added (\d+) packages?/.exec(run.stdout);
    return { name, seconds, packages: added ? Number(added[1]) : null };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The product's install and the yardstick's, in this order; none when BENCH_INSTALL=0. */
export function measureInstalls(root: string): InstallRow[] {
  if (process.env.BENCH_INSTALL === '0') return [];
  const fastifyVersion = (JSON.parse(fs.readFileSync(path.join(root, 'apps', 'server', 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies.fastify!;
  const baselineManifest = JSON.stringify({ name: 'bench-install-baseline', private: true, dependencies: { fastify: fastifyVersion } });
  // The baseline has no lockfile of its own: `npm install` writes one, then `npm ci` is timed on it.
  const baselineDir = fs.mkdtempSync(path.join(os.tmpdir(), 'genie-bench-baseline-'));
  let baseline: InstallRow;
  try {
    fs.writeFileSync(path.join(baselineDir, 'package.json'), baselineManifest);
    const locked = spawnSync('npm', ['install', '--package-lock-only', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: baselineDir, encoding: 'utf8' });
    baseline =
      locked.status === 0
        ? timeInstall('baseline: npm ci of Fastify alone', baselineDir, ['package.json', 'package-lock.json'])
        : { name: 'baseline: npm ci of Fastify alone', seconds: null, packages: null, error: `npm install --package-lock-only exited ${locked.status}` };
  } finally {
    fs.rmSync(baselineDir, { recursive: true, force: true });
  }
  const manifests = ['package.json', 'package-lock.json', '.npmrc', ...['packages', 'apps'].flatMap((group) => fs.readdirSync(path.join(root, group)).map((name) => path.join(group, name, 'package.json')))].filter((file) =>
    fs.existsSync(path.join(root, file)),
  );
  return [timeInstall('product: npm ci (the lockfile, every workspace)', root, manifests), baseline];
}

export function measureApiDocument(root: string): ApiDocumentSize {
  const text = fs.readFileSync(path.join(root, 'docs', 'openapi.json'));
  const document = JSON.parse(text.toString('utf8')) as { paths?: Record<string, unknown>; components?: { schemas?: Record<string, unknown> } };
  return {
    bytes: text.length,
    gzipBytes: zlib.gzipSync(text).length,
    paths: Object.keys(document.paths ?? {}).length,
    sharedSchemas: Object.keys(document.components?.schemas ?? {}).length,
    refs: (text.toString('utf8').match(/"\$ref"/g) ?? []).length,
  };
}

export function printInstalls(rows: readonly InstallRow[]): void {
  if (rows.length === 0) {
    console.log('\nInstall: skipped (BENCH_INSTALL=0)');
    return;
  }
  const baseline = rows.at(-1)!;
  console.log('\nInstall: `npm ci --prefer-offline` in a new folder, through npm\'s cache (a reinstall on a machine that installed once)\n');
  printTable(
    ['install', 'seconds', 'packages', 'vs baseline'],
    rows.map((r) => [
      r.name,
      r.seconds === null ? `n/a: ${r.error}` : r.seconds.toFixed(1),
      r.packages === null ? '—' : String(r.packages),
      r === baseline ? 'baseline' : r.seconds !== null && baseline.seconds ? `${(r.seconds / baseline.seconds).toFixed(1)}x` : '—',
    ]),
  );
}

export function printApiDocument(size: ApiDocumentSize): void {
  console.log(`\nAPI document: docs/openapi.json (aim under ${API_DOCUMENT_AIM_KB} KB)\n`);
  printTable(
    ['document', 'KB', 'gzip KB', 'paths', 'shared schemas', '$ref uses', 'vs aim'],
    [['docs/openapi.json', (size.bytes / 1024).toFixed(0), (size.gzipBytes / 1024).toFixed(0), String(size.paths), String(size.sharedSchemas), String(size.refs), `${(size.bytes / 1024 / API_DOCUMENT_AIM_KB).toFixed(2)}x`]],
  );
}
