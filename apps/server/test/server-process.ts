import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

/**
 * The real server in a process of its own, as it runs in production (bundled by build.mjs into a
 * private folder under dist/, embedded database in a temp folder), for tests that measure what the
 * process does: its memory, its answers under load.
 */
export interface ServerProcess {
  pid: number;
  url: string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  /** The last few KB of its standard error. */
  stderr(): string;
  stop(): Promise<void>;
}

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

/**
 * The server bundled as `npm run build` does, into this run's folder under dist/ (from the global setup):
 * the first caller builds it while holding a lock folder, the others wait for its ready mark. The global
 * teardown deletes it, so `remove()` does nothing.
 */
export function buildServer(): { dir: string; remove(): void } {
  const dir = inject('genieServerBuildDir');
  const absolute = path.join(serverDir, dir);
  const ready = path.join(absolute, '.ready');
  const keep = { dir, remove: () => {} };
  if (fs.existsSync(ready)) return keep;
  let builder = false;
  fs.mkdirSync(path.dirname(absolute), { recursive: true });
  try {
    fs.mkdirSync(`${absolute}.lock`);
    builder = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // another test is building it
  }
  if (builder) {
    const built = spawnSync(process.execPath, ['build.mjs', '--outdir', dir], { cwd: serverDir, encoding: 'utf8' });
    if (built.status !== 0) {
      fs.rmSync(`${absolute}.lock`, { recursive: true, force: true });
      throw new Error(`build failed: ${built.stderr}`);
    }
    fs.writeFileSync(ready, '');
    fs.rmSync(`${absolute}.lock`, { recursive: true, force: true });
    return keep;
  }
  const deadline = Date.now() + 180_000;
  while (!fs.existsSync(ready)) {
    if (Date.now() > deadline) throw new Error(`the server build in ${dir} did not finish`);
    if (!fs.existsSync(`${absolute}.lock`) && !fs.existsSync(ready)) throw new Error(`the server build in ${dir} failed in another test`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
  }
  return keep;
}

export interface ServerProcessOptions {
  /** A build from buildServer() to run; default: this run's shared build. */
  build?: { dir: string };
  /** A DATA_DIR shared with other processes (left in place on stop); default: a temp folder of its own. */
  dataDir?: string;
  /** How long it may take to answer /api/health; default 60 s. */
  startupTimeoutMs?: number;
}

export async function startServerProcess(env: Record<string, string> = {}, nodeArgs: string[] = [], options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'genie-server-process-'));
  const ownBuild = options.build ? null : buildServer();
  const buildDir = (options.build ?? ownBuild)!.dir;
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, path.join(buildDir, 'main.js')], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WORKER: 'off',
      REFERENCE_DEMO_LIBRARY: 'off',
      PASSWORD_SCRYPT_LOG_N: '10',
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
    if (process.env.SHOW_SERVER_STDERR) process.stderr.write(chunk);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.startupTimeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${stderr}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    pid: child.pid!,
    url,
    exited,
    stderr: () => stderr,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      ownBuild?.remove();
    },
  };
}

/** Resident and peak resident memory of a process, in bytes, from /proc (Linux). */
export function memoryOf(pid: number): { rss: number; peak: number } | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
    return { rss: kb('VmRSS'), peak: kb('VmHWM') };
  } catch {
    return undefined;
  }
}

/** CPU time the process's main thread (its event loop) has used, in milliseconds. */
export function mainThreadCpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks of 10 ms
}

/** Resets a process's peak resident memory (VmHWM) to its current size. */
export function resetPeakMemory(pid: number): void {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

function childrenOf(pid: number): number[] {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number));
  } catch {
    return [];
  }
}

const commandOf = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
};

/** The processes a server started to read documents: the supervisor and the extraction processes under it. */
export function extractionProcessesOf(pid: number): { supervisors: number[]; extractions: number[] } {
  const supervisors = childrenOf(pid).filter((child) => commandOf(child).includes('document-extraction-supervisor'));
  const extractions = supervisors.flatMap(childrenOf).filter((child) => commandOf(child).includes('document-extraction-child'));
  return { supervisors, extractions };
}

/**
 * Asks /api/health every 25 ms from a process of its own (so the test's own work does not delay the
 * asking) until stopped; at the same moments it asks a trivial control server (another process that
 * only answers), so what a busy machine adds to every answer can be told apart from what the
 * server adds. Gives the slowest answer of each and how many answered.
 */
export function startHealthProbe(url: string): { stop(): Promise<HealthProbeResult> } {
  const script = `
    const { spawn } = require('node:child_process');
    const control = spawn(process.execPath, ['-e', "require('node:http').createServer((q, s) => s.end('{}')).listen(0, '127.0.0.1', function () { process.send(this.address().port); })"], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    let slowestMs = 0, controlSlowestMs = 0, answers = 0, failures = 0, done = false;
    process.on('message', () => { done = true; });
    const timed = async (target) => {
      const started = performance.now();
      try { const res = await fetch(target); await res.arrayBuffer(); return { ms: performance.now() - started, ok: res.ok }; }
      catch { return { ms: performance.now() - started, ok: false }; }
    };
    control.once('message', async (port) => {
      while (!done) {
        const [server, reference] = await Promise.all([timed(process.argv[1] + '/api/health'), timed('http://127.0.0.1:' + port + '/')]);
        server.ok ? answers++ : failures++;
        slowestMs = Math.max(slowestMs, server.ms);
        controlSlowestMs = Math.max(controlSlowestMs, reference.ms);
        await new Promise((r) => setTimeout(r, 25));
      }
      control.kill();
      process.send({ slowestMs, controlSlowestMs, answers, failures }, () => process.exit(0));
    });`;
  const probe = spawn(process.execPath, ['-e', script, url], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return {
    stop: () =>
      new Promise((resolve) => {
        probe.once('message', (result: HealthProbeResult) => resolve(result));
        probe.send('stop');
      }),
  };
}

export interface HealthProbeResult {
  /** The slowest /api/health answer. */
  slowestMs: number;
  /** The slowest answer of the control server asked at the same moments: the machine's own delay. */
  controlSlowestMs: number;
  answers: number;
  failures: number;
}
