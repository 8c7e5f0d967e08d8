// @ts-check
// Whether the built product (`npm run build`) is up to date with its sources. Plain JavaScript on node:
// builtins only, so `npm start` can decide before anything is built and without the dev tools.
//
// `npm run build` brackets itself with this script (package.json's prebuild and postbuild):
//   begin — forgets the last stamp and notes when the build began;
//   done  — only after every step succeeded, turns that note into the stamp.
// A build that fails leaves no stamp, so the next start builds again.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The stamp and the note of a build in progress, beside the server's bundle. */
export const STAMP_FILE = 'apps/server/dist/build-stamp.json';
const BEGUN_FILE = 'apps/server/dist/build-begun.json';

/** What a start needs from the build: the server's bundle, the web app and the embed loader. */
export const BUILD_OUTPUTS = ['apps/server/dist/main.js', 'apps/web/dist/index.html', 'packages/embed/dist/v1.js'];

/** Single files that feed a build (relative to the repository's root); missing ones are skipped. */
const INPUT_FILES = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'apps/server/build.mjs',
  'apps/web/precompress.ts',
  'packages/embed/build.ts',
];

/** Folders that feed a build, besides every workspace's src/ and package.json. */
const INPUT_FOLDERS = ['apps/web/public', 'packages/embed/wordpress'];

/** Tests live beside the sources but are in no build: editing one needs no rebuild. */
const NOT_AN_INPUT = /\.test\.tsx?$/;

/**
 * The newest modification time (ms) among the build's inputs under `root`: every workspace's src/ and
 * package.json, the web app's HTML pages and Vite configs, the build scripts and the lock file.
 * @param {string} root
 * @returns {number} 0 when there are none
 */
export function newestInputTime(root) {
  let newest = 0;
  const consider = (/** @type {string} */ file) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat && stat.mtimeMs > newest) newest = stat.mtimeMs;
  };
  const walk = (/** @type {string} */ folder) => {
    let entries;
    try {
      entries = fs.readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!NOT_AN_INPUT.test(entry.name)) consider(full);
    }
    // A deleted or renamed file shows only in its folder's time.
    consider(folder);
  };
  for (const file of INPUT_FILES) consider(path.join(root, file));
  for (const folder of INPUT_FOLDERS) walk(path.join(root, folder));
  for (const group of ['apps', 'packages']) {
    for (const workspace of listFolders(path.join(root, group))) {
      walk(path.join(workspace, 'src'));
      consider(path.join(workspace, 'package.json'));
    }
  }
  for (const file of listFiles(path.join(root, 'apps/web'))) {
    if (/\.html$|^vite\..*config\.ts$/.test(path.basename(file))) consider(file);
  }
  return newest;
}

/**
 * `missing`: no complete build (or its last build failed); `stale`: sources changed since the build
 * began; `fresh`: nothing to build.
 * @param {string} root
 * @returns {'missing' | 'stale' | 'fresh'}
 */
export function buildState(root) {
  const sourcesAsOf = readStamp(path.join(root, STAMP_FILE));
  if (sourcesAsOf === null || BUILD_OUTPUTS.some((file) => !fs.existsSync(path.join(root, file)))) return 'missing';
  // Strictly before: a file saved in the very millisecond the build began may not have been read.
  return newestInputTime(root) < sourcesAsOf ? 'fresh' : 'stale';
}

/**
 * The start of a build: the old stamp goes (the outputs are about to change), the time is noted.
 * @param {string} root
 * @param {number} [now]
 */
export function beginBuild(root, now = Date.now()) {
  fs.rmSync(path.join(root, STAMP_FILE), { force: true });
  writeJson(path.join(root, BEGUN_FILE), { sourcesAsOf: now });
}

/**
 * The end of a successful build: the sources as they were when it began are what it holds.
 * @param {string} root
 */
export function finishBuild(root) {
  const begun = path.join(root, BEGUN_FILE);
  const sourcesAsOf = readStamp(begun);
  if (sourcesAsOf === null) throw new Error(`${BEGUN_FILE} is missing: the build was not begun with "build-stamp.mjs begin".`);
  writeJson(path.join(root, STAMP_FILE), { sourcesAsOf, builtAt: new Date().toISOString() });
  fs.rmSync(begun, { force: true });
}

/** @param {string} file @returns {number | null} */
function readStamp(file) {
  try {
    const { sourcesAsOf } = JSON.parse(fs.readFileSync(file, 'utf8'));
    return typeof sourcesAsOf === 'number' ? sourcesAsOf : null;
  } catch {
    return null;
  }
}

/** @param {string} file @param {unknown} value */
function writeJson(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(value)}\n`);
}

/** @param {string} folder */
function listFolders(folder) {
  try {
    return fs.readdirSync(folder, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => path.join(folder, e.name));
  } catch {
    return [];
  }
}

/** @param {string} folder */
function listFiles(folder) {
  try {
    return fs.readdirSync(folder, { withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(folder, e.name));
  } catch {
    return [];
  }
}

/** The repository's root: this file is apps/server/scripts/build-stamp.mjs. */
export const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const step = process.argv[2];
  if (step === 'begin') beginBuild(REPOSITORY_ROOT);
  else if (step === 'done') finishBuild(REPOSITORY_ROOT);
  else {
    console.error('Usage: node apps/server/scripts/build-stamp.mjs begin|done');
    process.exitCode = 2;
  }
}
