import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beginBuild, BUILD_OUTPUTS, buildState, finishBuild, STAMP_FILE } from './build-stamp.mjs';
import { MALLOC_TUNING, mallocTunedEnv, replaceWithTunedProcess, start, START_MESSAGES } from './start.mjs';

// A repository in miniature: a few sources of each kind the build reads. Time runs on a clock of the test's
// own, a minute in the past, a second per event: sources, then builds and edits in the order a test makes them.
const SOURCES = [
  'package.json',
  'package-lock.json',
  'packages/core/src/interview/engine.ts',
  'packages/contracts/src/index.ts',
  'apps/server/src/main.ts',
  'apps/web/src/main.tsx',
  'apps/web/index.html',
  'apps/web/visitor.html',
  'apps/web/vite.config.ts',
  'apps/web/vite.visitor.config.ts',
];

let root: string;
let clock: number;
const tick = () => new Date((clock += 1_000));

function write(file: string, when: Date) {
  const full = path.join(root, file);
  // Creating a file changes its folder, and a new folder its parent: all at the same moment.
  const changed = [full];
  for (let folder = path.dirname(full); ; folder = path.dirname(folder)) {
    changed.push(folder);
    if (fs.existsSync(folder)) break;
  }
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, `// ${file}\n`);
  for (const entry of changed) fs.utimesSync(entry, when, when);
}

/** Starts the miniature repository with a build that does what `npm run build` does, and counts. */
async function startOnce({ buildFails = false } = {}) {
  const lines: string[] = [];
  const calls = { builds: 0, runs: 0 };
  const build = async () => {
    calls.builds += 1;
    beginBuild(root, tick().getTime());
    if (buildFails) throw new Error('vite: syntax error');
    for (const output of BUILD_OUTPUTS) write(output, tick());
    finishBuild(root);
  };
  const run = async () => {
    calls.runs += 1;
  };
  const state = await start({ root, build, run, log: (line) => lines.push(line) });
  return { state, lines, ...calls };
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'genie-start-'));
  clock = Date.now() - 60_000;
  const written = tick();
  for (const file of SOURCES) write(file, written);
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('npm start', () => {
  it('builds before the first start, saying so', async () => {
    const first = await startOnce();
    expect(first).toMatchObject({ state: 'missing', builds: 1, runs: 1 });
    expect(first.lines).toEqual([START_MESSAGES.missing]);
    expect(fs.existsSync(path.join(root, STAMP_FILE))).toBe(true);
  });

  it('starts a built tree again without building', async () => {
    await startOnce();
    const second = await startOnce();
    expect(second).toMatchObject({ state: 'fresh', builds: 0, runs: 1 });
    expect(second.lines).toEqual(['Build is up to date — starting']);
  });

  it.each([
    ['a server source', 'apps/server/src/main.ts'],
    ['a domain source in a nested folder', 'packages/core/src/interview/engine.ts'],
    ['the visitor page', 'apps/web/visitor.html'],
    ['a Vite config', 'apps/web/vite.visitor.config.ts'],
    ['the lock file', 'package-lock.json'],
  ])('builds first when %s changed since the last build', async (_what, file) => {
    await startOnce();
    write(file, tick());
    const next = await startOnce();
    expect(next).toMatchObject({ state: 'stale', builds: 1, runs: 1 });
    expect(next.lines).toEqual(['Sources changed since the last build — building first']);
    expect((await startOnce()).builds).toBe(0);
  });

  it('builds first when a source was added or deleted', async () => {
    await startOnce();
    write('apps/web/src/features/new-screen.tsx', tick());
    expect((await startOnce()).state).toBe('stale');

    fs.rmSync(path.join(root, 'apps/web/src/main.tsx'));
    const deleted = tick();
    fs.utimesSync(path.join(root, 'apps/web/src'), deleted, deleted);
    expect((await startOnce()).state).toBe('stale');
  });

  it('does not build for an edited test, which is in no build', async () => {
    write('apps/server/src/main.test.ts', tick());
    await startOnce();
    const edited = tick();
    fs.utimesSync(path.join(root, 'apps/server/src/main.test.ts'), edited, edited);
    expect((await startOnce()).builds).toBe(0);
  });

  it('builds first when an output is gone', async () => {
    await startOnce();
    fs.rmSync(path.join(root, 'apps/web/dist'), { recursive: true });
    expect(await startOnce()).toMatchObject({ state: 'missing', builds: 1 });
  });

  it('does not start after a failed build, and builds again next time', async () => {
    await startOnce();
    write('apps/server/src/main.ts', tick());
    await expect(startOnce({ buildFails: true })).rejects.toThrow('vite: syntax error');
    expect(buildState(root)).toBe('missing');
    expect(await startOnce()).toMatchObject({ state: 'missing', builds: 1, runs: 1 });
  });

  it('builds again when a source is saved while the build runs', async () => {
    const lines: string[] = [];
    const build = async () => {
      beginBuild(root, tick().getTime());
      // The bundler has read main.ts; the designer saves it again before the build ends.
      write('apps/server/src/main.ts', tick());
      for (const output of BUILD_OUTPUTS) write(output, tick());
      finishBuild(root);
    };
    await start({ root, build, run: async () => {}, log: (line) => lines.push(line) });
    expect(buildState(root)).toBe('stale');
  });
});

describe("the allocator's settings for the server", () => {
  it('on Linux, runs the server with few arenas and large blocks handed back, keeping the rest of the environment', () => {
    const env = mallocTunedEnv({ PORT: '3000', DATA_DIR: '/var/lib/genie' }, 'linux');
    expect(env).toEqual({ PORT: '3000', DATA_DIR: '/var/lib/genie', ...MALLOC_TUNING });
    expect(env?.MALLOC_ARENA_MAX).toBe('2');
  });

  it("leaves the operator's own allocator settings alone", () => {
    expect(mallocTunedEnv({ MALLOC_ARENA_MAX: '4' }, 'linux')).toBeNull();
    expect(mallocTunedEnv({ MALLOC_TRIM_THRESHOLD_: '0' }, 'linux')).toBeNull();
  });

  it('changes nothing on systems without glibc settings (macOS, Windows)', () => {
    expect(mallocTunedEnv({}, 'darwin')).toBeNull();
    expect(mallocTunedEnv({}, 'win32')).toBeNull();
  });
});

describe('replacing the start with itself in the tuned environment', () => {
  const file = '/usr/bin/node';
  const args = [file, '--max-semi-space-size=4', 'apps/server/scripts/start.mjs'];
  const tuned = { PORT: '3000', ...MALLOC_TUNING };
  type Execve = (file: string, args: string[], env: Record<string, string>) => never;

  function attempt(execve: Execve | undefined, env: Record<string, string> | null = tuned) {
    const warnings: string[] = [];
    const outcome = replaceWithTunedProcess({ tuned: env, execve, file, args, warn: (line) => warnings.push(line) });
    return { outcome, warnings };
  }

  it('hands Node the same program, arguments and the tuned environment', () => {
    const execve = vi.fn<Execve>();
    expect(attempt(execve).outcome).toBe('replaced');
    expect(execve).toHaveBeenCalledWith(file, args, tuned);
  });

  it('goes on in this process, saying in one line that the memory tuning was not applied and why, when execve fails', () => {
    const denied = Object.assign(new Error("EPERM: operation not permitted, execve '/usr/bin/node'"), { code: 'EPERM' });
    const { outcome, warnings } = attempt(() => {
      throw denied;
    });
    expect(outcome).toBe('failed');
    expect(warnings).toEqual([
      "Memory tuning not applied (process.execve failed: EPERM: operation not permitted, execve '/usr/bin/node'); starting without it. " +
        'Set MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072 MALLOC_TRIM_THRESHOLD_=131072 yourself to apply it.',
    ]);
  });

  it('keeps the message on one line whatever was thrown', () => {
    const { outcome, warnings } = attempt(() => {
      throw 'not supported\non this platform';
    });
    expect(outcome).toBe('failed');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('(process.execve failed: not supported on this platform)');
    expect(warnings[0]).not.toContain('\n');
  });

  it('goes on quietly on a Node without execve (before 22.15), and tries nothing when no tuning applies', () => {
    expect(attempt(undefined)).toEqual({ outcome: 'unavailable', warnings: [] });
    const execve = vi.fn<Execve>();
    expect(attempt(execve, null)).toEqual({ outcome: 'not-needed', warnings: [] });
    expect(execve).not.toHaveBeenCalled();
  });
});
