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
 * glibc's allocator, told to keep few arenas and to hand large blocks back: the image library's threads
 * otherwise leave glibc holding memory they freed (about 180 MB once the demo library is drawn on a
 * first start; bench/README.md, "Idle memory"). The unit file and the pm2 file in docs/ set the same.
 */
export const MALLOC_TUNING = Object.freeze({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TRIM_THRESHOLD_: '131072' });

/**
 * The environment to run the server in when this process must first replace itself to tune glibc's
 * allocator (which reads its settings only when a process starts), or null when it runs as it is: not
 * on Linux, or the operator set any of the settings (theirs win; `MALLOC_ARENA_MAX=` unset-but-empty
 * counts as set).
 * @param {NodeJS.ProcessEnv} env @param {NodeJS.Platform} platform
 * @returns {Record<string, string> | null}
 */
export function mallocTunedEnv(env, platform) {
  if (platform !== 'linux') return null;
  if (Object.keys(MALLOC_TUNING).some((name) => env[name] !== undefined)) return null;
  /** @type {Record<string, string>} */
  const tuned = {};
  for (const [name, value] of Object.entries(env)) if (value !== undefined) tuned[name] = value;
  return { ...tuned, ...MALLOC_TUNING };
}

/** @typedef {(file: string, args: string[], env: Record<string, string>) => never} Execve Node's process.execve */

/**
 * Replaces this process with itself in the tuned environment (`process.execve`: same pid, so npm, systemd
 * and pm2 still signal the server), when there is one to apply. Returns only when the start goes on in this
 * process, untuned, and says which way: `not-needed` (no tuning applies: `tuned` is null), `unavailable` (a
 * Node before 22.15 has no execve; README.md says to set the variables yourself, so nothing is printed) or
 * `failed`: execve threw (a platform without it, EPERM, ENOENT), and one line on stderr says the memory
 * tuning was not applied and why. The start never fails for want of the tuning. (A Node release that still
 * aborts on a failed execve(2), rather than throwing, ends the process before anything here can catch it.)
 * @param {{ tuned: Record<string, string> | null, execve: Execve | undefined, file: string, args: string[], warn: (line: string) => void }} options
 * @returns {'replaced' | 'not-needed' | 'unavailable' | 'failed'} `replaced` only when execve returned, which a real one never does
 */
export function replaceWithTunedProcess({ tuned, execve, file, args, warn }) {
  if (!tuned) return 'not-needed';
  if (typeof execve !== 'function') return 'unavailable';
  try {
    execve(file, args, tuned);
    return 'replaced';
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ');
    const settings = Object.entries(MALLOC_TUNING).map(([name, value]) => `${name}=${value}`).join(' ');
    warn(`Memory tuning not applied (process.execve failed: ${reason}); starting without it. Set ${settings} yourself to apply it.`);
    return 'failed';
  }
}

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
  // Node 22.15 and later can replace this process with itself in a tuned environment; before anything is
  // printed, so no output is lost. On older Node, or when the replacement fails, the server runs untuned
  // in this process (set MALLOC_ARENA_MAX=2 yourself; README.md, 1 GB machines).
  // (Typed by hand: the Node types this repository builds with predate execve.)
  const { execve } = /** @type {{ execve?: Execve }} */ (/** @type {unknown} */ (process));
  replaceWithTunedProcess({
    tuned: mallocTunedEnv(process.env, process.platform),
    execve: execve?.bind(process),
    file: process.execPath,
    args: [process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    warn: (line) => console.error(line),
  });
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
