// @ts-check
// `npm start`: the built server, built first only when the build is missing or older than its sources
// (build-stamp.mjs). Plain JavaScript on node: builtins, so it runs before anything is built.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildState, REPOSITORY_ROOT } from './build-stamp.mjs';

/** The one line a start prints, per state of the build. */
export const START_MESSAGES = {
  fresh: 'Build is up to date — starting',
  stale: 'Sources changed since the last build — building first',
  missing: 'No build yet — building first',
};

/**
 * @typedef {object} StartOptions
 * @property {string} root the repository's root
 * @property {() => Promise<void>} build builds everything and stamps it (`npm run build`)
 * @property {() => Promise<void>} run starts the built server
 * @property {(line: string) => void} log
 */

/** @param {StartOptions} options @returns {Promise<'fresh' | 'stale' | 'missing'>} what it found */
export async function start({ root, build, run, log }) {
  const state = buildState(root);
  log(START_MESSAGES[state]);
  if (state !== 'fresh') await build();
  await run();
  return state;
}

/** `npm run build` with the npm that runs this start (npm_execpath), or the one on the PATH. */
function runNpmBuild() {
  const npm = process.env.npm_execpath;
  const child = npm
    ? spawn(process.execPath, [npm, 'run', 'build'], { cwd: REPOSITORY_ROOT, stdio: 'inherit' })
    : spawn('npm', ['run', 'build'], { cwd: REPOSITORY_ROOT, stdio: 'inherit', shell: process.platform === 'win32' });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve(undefined) : reject(new Error(`The build failed (${signal ?? `exit code ${code}`}); Genie was not started.`)),
    );
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  start({
    root: REPOSITORY_ROOT,
    build: runNpmBuild,
    // In this process rather than a child: SIGTERM and SIGINT reach the server's graceful shutdown directly.
    run: async () => {
      await import(pathToFileURL(path.join(REPOSITORY_ROOT, 'apps/server/dist/main.js')).href);
    },
    log: (line) => console.log(line),
  }).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
