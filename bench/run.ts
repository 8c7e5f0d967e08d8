/**
 * `npm run bench` — throughput and start-up time of the built product against a bare Fastify route,
 * all on 127.0.0.1 in one run. Build first (`npm run build`). See bench/README.md for how to read it.
 *
 * Knobs (environment): BENCH_DURATION seconds per load test (default 8), BENCH_CONNECTIONS (default 10),
 * BENCH_START_RUNS start-up measurements of each kind (default 3), BENCH_CHAT_VISITORS concurrent visitors
 * of the chat-turn scenario (default 200), BENCH_CHAT_DURATION its seconds (default 10), BENCH_CHAT_PACED_RATE the
 * turns a second of its paced run (default 50); the chat against a failing LLM (bench/llm-first-words.ts) takes
 * BENCH_LLM_VISITORS (default 500), BENCH_LLM_DURATION (default 30) and BENCH_LLM_FAILURE_PERCENT (default 40); the reference-image
 * rows (bench/images.ts) take BENCH_QUERIES_10K, BENCH_QUERIES_100K and BENCH_IMPORT_IMAGES; BENCH_INSTALL=0 skips the
 * install rows (bench/install-and-api-document.ts); BENCH_CORPUS_DETAIL=1
 * lists every miss of the interview corpus (bench/interview-corpus.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { FIRST_LOAD_AIM_KB, measureBundles, measureEmbedLoader, printBundles, printEmbedLoader, type EmbedLoaderSize, type RouteBundle } from './bundle-size.ts';
import { printImageBench, runImageBench, type ImageBenchResult } from './images.ts';
import { printOfflineImageBench, runOfflineImageBench, type OfflineImageBenchResult } from './offline-images.ts';
import { printWorkspaceBench, runWorkspaceBench, type WorkspaceBenchResult } from './workspace.ts';
import { printInterviewCorpusBench, runInterviewCorpusBench, type InterviewCorpusBenchResult } from './interview-corpus.ts';
import { printTable } from './print-table.ts';
import { printLighthouse, runLighthouseRuns, LIGHTHOUSE_RUNS, type LighthouseResult } from './lighthouse.ts';
import { baselineVisitor, openVisitorSession, pool, productVisitor, runTurnLoad, type TurnLoadResult } from './chat-load.ts';
import { printLlmFirstWords, runLlmFirstWordsBench, type LlmFirstWordsResult } from './llm-first-words.ts';
import { freePort, positiveInt } from './env-and-ports.ts';
import { stopChild } from './child-server.ts';
import { measureApiDocument, measureInstalls, printApiDocument, printInstalls, type ApiDocumentSize, type InstallRow } from './install-and-api-document.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(root, 'apps', 'server', 'dist', 'main.js');
/** The V8 flags `npm start`, the systemd unit and the pm2 file give the server (bench/README.md, third pass). */
const serverFlags = ['--max-semi-space-size=4'];
const webIndex = path.join(root, 'apps', 'web', 'dist', 'index.html');
const resultsDir = path.join(root, 'bench', '.results');

const DURATION = positiveInt('BENCH_DURATION', 8);
const CONNECTIONS = positiveInt('BENCH_CONNECTIONS', 10);
const START_RUNS = positiveInt('BENCH_START_RUNS', 3);
const CHAT_VISITORS = positiveInt('BENCH_CHAT_VISITORS', 200);
const CHAT_DURATION = positiveInt('BENCH_CHAT_DURATION', 10);
const CHAT_PACED_RATE = positiveInt('BENCH_CHAT_PACED_RATE', 50);
const WARMUP_SECONDS = 2;
/** BENCH_BUNDLE_DETAIL=1 lists every file of each first visit. */
const DETAIL = process.env.BENCH_BUNDLE_DETAIL === '1';


// ------------------------------------------------------------------ child processes

const children = new Set<ChildProcess>();
const tempDirs = new Set<string>();

function cleanupSync() {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  children.clear();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}
process.on('exit', cleanupSync);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    console.error(`\nbench: ${signal}, stopping servers`);
    cleanupSync();
    process.exit(130);
  });
}

interface Server {
  child: ChildProcess;
  origin: string;
  stderr: () => string;
}

function start(args: string[], env: Record<string, string>): Server {
  const port = env.PORT ?? '0';
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  return { child, origin: `http://127.0.0.1:${port}`, stderr: () => stderr };
}

/** Stops a server and waits for it to exit (the embedded database must close before it is reopened). */
const stop = (server: Server): Promise<void> => stopChild(server.child);


/** Polls GET /api/health until it answers 200; returns the ms elapsed since `since`. */
async function waitHealthy(server: Server, since: number, timeoutMs = 90_000): Promise<number> {
  const deadline = since + timeoutMs;
  for (;;) {
    if (server.child.exitCode !== null) {
      throw new Error(`server exited with code ${server.child.exitCode} before it was healthy:\n${server.stderr()}`);
    }
    try {
      const res = await fetch(`${server.origin}/api/health`, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - since;
    } catch {
      /* not listening yet */
    }
    if (performance.now() > deadline) throw new Error(`server not healthy after ${timeoutMs} ms:\n${server.stderr()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

function freshDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'genie-bench-'));
  tempDirs.add(dir);
  return path.join(dir, 'data');
}

function productEnv(port: number, dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_AUTH_PER_MINUTE: '100000000',
    // Measured servers do only the measured work: no background drawing of the demo library.
    REFERENCE_DEMO_LIBRARY: 'off',
    SMTP_URL: '',
    DATABASE_URL: '',
  };
}

/** The chat scenario's server: the built-in engine (no LLM), the job worker on, the visitor limits out of the way. */
function chatEnv(port: number, dataDir: string): Record<string, string> {
  return {
    ...productEnv(port, dataDir),
    WORKER: 'on',
    LLM_PROVIDER: 'none',
    RATE_LIMIT_VISITOR_START_PER_MINUTE: '100000000',
    RATE_LIMIT_VISITOR_PER_MINUTE: '100000000',
    RATE_LIMIT_CHAT_PER_SESSION_PER_MINUTE: '100000000',
  };
}

// ------------------------------------------------------------------ measurements

interface LoadResult {
  name: string;
  requestsPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  ratioRps?: number;
  ratioP99?: number;
  error?: string;
}

type LoadOptions = Pick<autocannon.Options, 'method' | 'body' | 'headers'>;

/** Exact percentile of sorted values (autocannon's own histogram only has whole milliseconds). */
function percentile(sorted: Float64Array, p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function cannon(options: autocannon.Options, latencies?: number[]): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (err, result) => (err ? reject(err) : resolve(result)));
    if (latencies) {
      instance.on('response', (_client, statusCode, _bytes, responseTime) => {
        if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      });
    }
  });
}

async function load(name: string, url: string, options: LoadOptions = {}): Promise<LoadResult> {
  const base = { url, connections: CONNECTIONS, ...options };
  await cannon({ ...base, duration: WARMUP_SECONDS });
  const latencies: number[] = [];
  const r = await cannon({ ...base, duration: DURATION }, latencies);
  const sorted = Float64Array.from(latencies).sort();
  return {
    name,
    requestsPerSec: r.requests.average,
    latencyP50Ms: percentile(sorted, 50),
    latencyP99Ms: percentile(sorted, 99),
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

function failed(name: string, err: unknown): LoadResult {
  return {
    name,
    requestsPerSec: 0,
    latencyP50Ms: 0,
    latencyP99Ms: 0,
    requests: 0,
    non2xx: 0,
    errors: 0,
    timeouts: 0,
    error: err instanceof Error ? err.message : String(err),
  };
}

/** Chat-turn load: a short warm-up (same visitors, not counted), then the measured run. */
async function chatLoad(name: string, origin: string | readonly string[], visitors: Parameters<typeof runTurnLoad>[0]['visitors'], replace?: Parameters<typeof runTurnLoad>[0]['replace']) {
  await runTurnLoad({ name, origin, visitors, durationSeconds: WARMUP_SECONDS, replace });
  return runTurnLoad({ name, origin, visitors, durationSeconds: CHAT_DURATION, replace });
}

function chatFailed(name: string, err: unknown): TurnLoadResult {
  return {
    name,
    visitors: CHAT_VISITORS,
    durationSeconds: 0,
    turns: 0,
    turnsPerSec: 0,
    latencyP50Ms: 0,
    latencyP99Ms: 0,
    latencyMaxMs: 0,
    errors: 0,
    errorSamples: [],
    conversationsCompleted: 0,
    error: err instanceof Error ? err.message : String(err),
  };
}

/**
 * The product's chat scenario: a fresh server, one designer, CHAT_VISITORS client requests opened from the
 * home form and their sessions opened (the opening turn) before the clock starts; then every visitor
 * answers question after question. A visitor whose conversation ends is replaced by a new one (its
 * home form and opening turn then run during the measurement, as new visitors arrive).
 */
async function productChat({
  database = null,
  instances = 1,
  pacedRate,
  pgliteOnMainThread = false,
}: {
  /** A PostgreSQL database for the instances; null: each on its own embedded database. */
  database?: { url: string } | null;
  instances?: number;
  /** Then the same visitors again, paced at this many turns a second in all. */
  pacedRate?: number;
  /** The embedded database on the server's own thread (PGLITE_THREAD=main) instead of one of its own. */
  pgliteOnMainThread?: boolean;
} = {}): Promise<{ result: TurnLoadResult; setupMs: number; paced?: TurnLoadResult; loadedRssMb?: number }> {
  const name = database
    ? `product chat, PostgreSQL, ${instances} instance${instances > 1 ? 's' : ''}${instances > 1 ? ` (aim ≥ ${CHAT_AIM.postgresTurnsPerSec} turns/s, p99 ≤ ${CHAT_AIM.p99Ms} ms)` : ''}`
    : pgliteOnMainThread
      ? 'product chat, embedded, database on the server’s thread (PGLITE_THREAD=main)'
      : `product chat, embedded (aim ≥ ${CHAT_AIM.embeddedTurnsPerSec} turns/s, p99 ≤ ${CHAT_AIM.p99Ms} ms)`;
  // Several instances share the one database (migrations run under its lock); each has its own data folder.
  const servers: Server[] = [];
  try {
    for (let i = 0; i < instances; i++) {
      const port = await freePort();
      servers.push(
        start([...serverFlags, serverEntry], {
          ...chatEnv(port, freshDataDir()),
          ...(database ? { DATABASE_URL: database.url } : {}),
          ...(pgliteOnMainThread ? { PGLITE_THREAD: 'main' } : {}),
        }),
      );
    }
    await Promise.all(servers.map((server) => waitHealthy(server, performance.now())));
    const origins = servers.map((s) => s.origin);
    const designer = await registerDesigner(origins[0]!);
    const linkWords = designer.genie_name;
    const t0 = performance.now();
    const sessions = await pool(CHAT_VISITORS, 20, (i) => openVisitorSession(origins[i % origins.length]!, linkWords, i));
    const setupMs = performance.now() - t0;
    const visitors = sessions.map((session, i) => productVisitor(linkWords, session, i));
    let opened = CHAT_VISITORS;
    const replace = async () => {
      const index = opened++;
      return productVisitor(linkWords, await openVisitorSession(origins[index % origins.length]!, linkWords, index), index);
    };
    const result = await chatLoad(name, origins, visitors, replace);
    // The first instance's resident memory right after the visitors' load (what a small VPS must hold).
    if (!pacedRate) return { result, setupMs, loadedRssMb: residentMb(servers[0]!.child.pid) };
    // The same visitors on the same server, now reading and typing between turns: pacedRate turns a second in all.
    const pacedName = `product chat, embedded, paced at ${pacedRate} turns/s (aim p99 ≤ ${CHAT_AIM.p99Ms} ms)`;
    const paced = await runTurnLoad({ name: pacedName, origin: origins, visitors, durationSeconds: CHAT_DURATION, replace, turnsPerSecond: pacedRate }).catch((err: unknown) =>
      chatFailed(pacedName, err),
    );
    return { result, setupMs, paced, loadedRssMb: residentMb(servers[0]!.child.pid) };
  } catch (err) {
    return { result: chatFailed(name, err), setupMs: 0 };
  } finally {
    await Promise.all(servers.map(stop));
  }
}

/** Issue 15's aims for a chat turn with the built-in engine. */
const CHAT_AIM = { embeddedTurnsPerSec: 300, postgresTurnsPerSec: 1000, p99Ms: 250 };
/** The local PostgreSQL of the PostgreSQL rows (BENCH_POSTGRES_URL, an admin URL); skipped when it does not answer. */
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A fresh database on the local PostgreSQL for one run, dropped afterwards; null when no server answers.
 * The multi-instance rows start their instances on the same `url`.
 */
async function withBenchPostgres<T>(run: (database: { url: string }) => Promise<T>): Promise<T | null> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `genie_bench_${Date.now().toString(36)}`;
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${name}`;
    return await run({ url: url.toString() });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

/**
 * Asks the running product for every file of the visitor's first loads as a browser does
 * (`Accept-Encoding: br, gzip`): each must come back brotli-compressed, as the bench's "as served"
 * figure assumes. Returns what did not.
 */
async function checkServedCompressed(origin: string): Promise<string[]> {
  const problems: string[] = [];
  let files: string[];
  try {
    files = [...new Set(measureBundles().flatMap((b) => b.chunks.map((c) => c.file)))];
  } catch {
    return problems; // no manifest: the bundle row reports it
  }
  for (const file of ['', ...files]) {
    const res = await fetch(`${origin}/${file}`, { headers: { 'accept-encoding': 'br, gzip' } });
    await res.arrayBuffer();
    const encoding = res.headers.get('content-encoding');
    if (res.status !== 200 || encoding !== 'br') problems.push(`/${file} answered ${res.status} with content-encoding ${encoding ?? 'none'}`);
  }
  return problems;
}

async function registerDesigner(origin: string) {
  const stamp = Date.now().toString(36);
  const designer = { genie_name: `bench_${stamp}`, email: `bench_${stamp}@bench.genie.test`, password: 'bench-password-123' };
  const res = await fetch(`${origin}/api/accounts/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(designer),
  });
  const body = await res.text();
  if (!res.ok || !body.includes('"token"')) throw new Error(`register answered ${res.status}: ${body.slice(0, 200)}`);
  return designer;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

interface StartResult {
  name: string;
  runsMs: number[];
  medianMs: number;
}

/** How long a started server is left alone before its idle memory is read. */
const IDLE_SECONDS = 10;

/** A process's resident memory in MB, from /proc (Linux); NaN elsewhere. */
function residentMb(pid: number | undefined): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Kills a server as a crash or an out-of-memory kill would, and waits for it to be gone. */
async function crash(server: Server): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  await exited;
}

interface MemoryResult {
  name: string;
  runsMb: number[];
  medianMb: number;
}

async function measureStarts(): Promise<{ starts: StartResult[]; memory: MemoryResult[] }> {
  const cold: number[] = [];
  const warm: number[] = [];
  const afterCrash: number[] = [];
  const baseline: number[] = [];
  const idle: number[] = [];
  const baselineIdle: number[] = [];
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  for (let i = 0; i < START_RUNS; i++) {
    const dataDir = freshDataDir();
    for (const list of [cold, warm]) {
      const port = await freePort();
      const t0 = performance.now();
      const server = start([...serverFlags, serverEntry], productEnv(port, dataDir));
      try {
        list.push(await waitHealthy(server, t0));
        // The warm start stays up a while: its idle memory is read, then it is killed (kill -9) and started again.
        if (list === warm) {
          await pause(IDLE_SECONDS * 1000);
          idle.push(residentMb(server.child.pid));
        }
      } finally {
        if (list === warm) await crash(server);
        else await stop(server);
      }
    }
    const crashPort = await freePort();
    const t1 = performance.now();
    const restarted = start([...serverFlags, serverEntry], productEnv(crashPort, dataDir));
    try {
      afterCrash.push(await waitHealthy(restarted, t1));
    } finally {
      await stop(restarted);
    }
    const port = await freePort();
    const t0 = performance.now();
    const server = start(['--import', 'tsx', 'bench/baseline-server.ts'], { PORT: String(port) });
    try {
      baseline.push(await waitHealthy(server, t0));
      await pause(IDLE_SECONDS * 1000);
      baselineIdle.push(residentMb(server.child.pid));
    } finally {
      await stop(server);
    }
  }
  const result = (name: string, runsMs: number[]): StartResult => ({ name, runsMs: runsMs.map(Math.round), medianMs: Math.round(median(runsMs)) });
  const memory = (name: string, runsMb: number[]): MemoryResult => ({ name, runsMb: runsMb.map(Math.round), medianMb: Math.round(median(runsMb)) });
  return {
    starts: [
      result('first start (new data dir: initdb + migrations)', cold),
      result('warm start (existing data dir)', warm),
      result('restart after kill -9 (existing data dir; aim ≤ 3 s)', afterCrash),
      result('baseline Fastify start (tsx, for scale)', baseline),
    ],
    memory: [memory(`product idle RSS, ${IDLE_SECONDS} s after a warm start (embedded database)`, idle), memory('baseline Fastify idle RSS (tsx, for scale)', baselineIdle)],
  };
}

// ------------------------------------------------------------------ report

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
/** Rates and ratios keep three significant digits however small (a login ratio is far below 0.01). */
const sig = (n: number) => (n >= 100 ? fmt(n) : n >= 1 ? fmt(n, n >= 10 ? 1 : 2) : n === 0 ? '0' : n.toPrecision(3));

function printLoadTable(rows: LoadResult[]) {
  const header = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'req/s vs baseline', 'p99 vs baseline', 'non-2xx', 'errors'];
  const body = rows.map((r) =>
    r.error
      ? [r.name, 'n/a', 'n/a', 'n/a', 'n/a', 'n/a', '-', 'FAILED (below)']
      : [
          r.name,
          sig(r.requestsPerSec),
          fmt(r.latencyP50Ms, 2),
          fmt(r.latencyP99Ms, 2),
          r === rows[0] ? 'baseline' : r.ratioRps === undefined ? 'n/a' : `${sig(r.ratioRps)}x`,
          r === rows[0] ? 'baseline' : r.ratioP99 === undefined ? 'n/a' : `${sig(r.ratioP99)}x`,
          String(r.non2xx),
          String(r.errors + r.timeouts),
        ],
  );
  printTable(header, body);
}

function printChatTable(rows: TurnLoadResult[]) {
  const header = ['scenario', 'turns/s', 'p50 ms', 'p99 ms', 'max ms', 'turns/s vs baseline', 'p99 vs baseline', 'turns', 'errors'];
  printTable(
    header,
    rows.map((r, i) =>
      r.error
        ? [r.name, 'n/a', 'n/a', 'n/a', 'n/a', 'n/a', 'n/a', '-', 'FAILED (below)']
        : [
            r.name,
            sig(r.turnsPerSec),
            fmt(r.latencyP50Ms, 2),
            fmt(r.latencyP99Ms, 2),
            fmt(r.latencyMaxMs, 2),
            i === 0 ? 'baseline' : r.pacedTurnsPerSecond ? 'paced' : r.ratioTurns === undefined ? 'n/a' : `${sig(r.ratioTurns)}x`,
            i === 0 ? 'baseline' : r.ratioP99 === undefined ? 'n/a' : `${sig(r.ratioP99)}x`,
            fmt(r.turns),
            String(r.errors),
          ],
    ),
  );
}

// ------------------------------------------------------------------ main

async function main() {
  const missing = [serverEntry, webIndex].filter((f) => !fs.existsSync(f));
  if (missing.length) {
    console.error(`bench: the product is not built (missing ${missing.map((f) => path.relative(root, f)).join(', ')}).\nRun \`npm run build\` first, then \`npm run bench\`.`);
    process.exit(2);
  }
  const startedAt = new Date();
  console.log(`Genie benchmark — ${startedAt.toISOString()}`);
  console.log(`node ${process.version}, ${os.cpus().length} cores, ${DURATION}s per load test after ${WARMUP_SECONDS}s warm-up, ${CONNECTIONS} connections, loopback only\n`);

  // (a) the yardstick
  const rows: LoadResult[] = [];
  const basePort = await freePort();
  const baselineServer = start(['--import', 'tsx', 'bench/baseline-server.ts'], { PORT: String(basePort) });
  let baseline: LoadResult;
  let chatBaseline: TurnLoadResult;
  try {
    await waitHealthy(baselineServer, performance.now());
    console.log('· baseline: bare Fastify GET /api/health');
    baseline = await load('baseline Fastify GET /api/health', `${baselineServer.origin}/api/health`);
    console.log(`· baseline: bare Fastify POST /api/chat-sse/ (SSE), ${CHAT_VISITORS} concurrent visitors`);
    const visitors = Array.from({ length: CHAT_VISITORS }, baselineVisitor);
    try {
      chatBaseline = await chatLoad('baseline Fastify POST /api/chat-sse/ (SSE)', baselineServer.origin, visitors);
    } catch (err) {
      chatBaseline = chatFailed('baseline Fastify POST /api/chat-sse/ (SSE)', err);
    }
  } finally {
    await stop(baselineServer);
  }
  rows.push(baseline);

  // (b), (c) the product
  const lighthouse: LighthouseResult[] = [];
  let servedProblems: string[] = [];
  const port = await freePort();
  const product = start([...serverFlags, serverEntry], productEnv(port, freshDataDir()));
  try {
    await waitHealthy(product, performance.now());
    console.log('· product: GET /api/health');
    rows.push(await load('product GET /api/health', `${product.origin}/api/health`));
    console.log('· product: POST /api/accounts/login/ (scrypt-bound by design)');
    try {
      const designer = await registerDesigner(product.origin);
      rows.push(
        await load('product POST /api/accounts/login/', `${product.origin}/api/accounts/login/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: designer.email, password: designer.password }),
        }),
      );
    } catch (err) {
      rows.push(failed('product POST /api/accounts/login/', err));
    }
    // (c′) the visitor's pages as a phone sees them, and what the server really sends for their files
    console.log(`· product: Lighthouse (mobile) on /genie/<linkWords>, the embed panel and /genie_demo/chat, ${LIGHTHOUSE_RUNS} runs each; the first-load files as served`);
    try {
      const designer = await registerDesigner(product.origin);
      lighthouse.push(...(await runLighthouseRuns('/genie/<linkWords> (visitor home)', `${product.origin}/genie/${designer.genie_name}`)));
      lighthouse.push(...(await runLighthouseRuns('/genie-embed/<linkWords>/genie (embed panel)', `${product.origin}/genie-embed/${designer.genie_name}/genie`)));
      lighthouse.push(...(await runLighthouseRuns('/genie_demo/chat (demo chat)', `${product.origin}/genie_demo/chat`)));
    } catch (err) {
      lighthouse.push({ name: 'Lighthouse', url: product.origin, performance: null, accessibility: null, fcpMs: null, error: err instanceof Error ? err.message : String(err) });
    }
    servedProblems = await checkServedCompressed(product.origin);
  } finally {
    await stop(product);
  }
  for (const r of rows.slice(1)) {
    if (r.error || !baseline.requestsPerSec) continue;
    r.ratioRps = r.requestsPerSec / baseline.requestsPerSec;
    r.ratioP99 = baseline.latencyP99Ms ? r.latencyP99Ms / baseline.latencyP99Ms : undefined;
  }

  // (d) chat turns with the built-in engine
  console.log(`· product: chat turns, ${CHAT_VISITORS} concurrent visitors (sessions opened first)`);
  const { result: chatProduct, setupMs: chatSetupMs, paced: chatPaced, loadedRssMb } = await productChat({ pacedRate: CHAT_PACED_RATE });
  // The same with the embedded database on the server's own thread, as it ran before it had one of its own.
  const { result: chatMainThread } = await productChat({ pgliteOnMainThread: true });
  // The same scenario on the local PostgreSQL: one instance, then two instances on one database (each
  // visitor's turns sent to them in turn), each on a database of its own.
  console.log('· product: chat turns on the local PostgreSQL, 1 and 2 instances (skipped when it does not answer)');
  const chatPostgres = await withBenchPostgres((database) => productChat({ database })).catch((err: unknown) => ({ result: chatFailed('product chat, PostgreSQL, 1 instance', err), setupMs: 0 }));
  const chatPostgres2 = chatPostgres
    ? await withBenchPostgres((database) => productChat({ database, instances: 2 })).catch((err: unknown) => ({ result: chatFailed('product chat, PostgreSQL, 2 instances', err), setupMs: 0 }))
    : null;
  if (!chatPostgres) console.log(`  no PostgreSQL at ${POSTGRES_ADMIN_URL.replace(/\/\/[^@]*@/, '//')}: PostgreSQL rows skipped`);
  const chatRows = [chatBaseline, chatProduct, ...(chatPaced ? [chatPaced] : []), chatMainThread, ...[chatPostgres, chatPostgres2].flatMap((row) => (row ? [row.result] : []))];
  for (const row of chatRows.slice(1)) {
    if (row.error || chatBaseline.error || !chatBaseline.turnsPerSec) continue;
    row.ratioTurns = row.turnsPerSec / chatBaseline.turnsPerSec;
    row.ratioP99 = chatBaseline.latencyP99Ms ? row.latencyP99Ms / chatBaseline.latencyP99Ms : undefined;
  }

  // (d2) chat turns against an LLM that fails 40 % of its calls: the visitor's first words within the budget
  console.log('· product: chat turns against a failing LLM (a fake OpenAI-compatible server in this process)');
  const llmFirstWords: LlmFirstWordsResult = await runLlmFirstWordsBench();

  // (e) what a first visit downloads
  let bundles: RouteBundle[] = [];
  let bundleError: string | null = null;
  try {
    bundles = measureBundles();
  } catch (err) {
    bundleError = err instanceof Error ? err.message : String(err);
  }
  let embedLoader: EmbedLoaderSize | null = null;
  let embedLoaderError: string | null = null;
  try {
    embedLoader = measureEmbedLoader();
  } catch (err) {
    embedLoaderError = err instanceof Error ? err.message : String(err);
  }

  console.log(`· start-up: ${START_RUNS} runs each`);
  const { starts, memory } = await measureStarts();
  // Beside the idle rows, before the baseline (the table's last row): the embedded chat server after its load.
  if (loadedRssMb !== undefined && Number.isFinite(loadedRssMb)) {
    memory.splice(memory.length - 1, 0, { name: `product RSS right after the embedded chat load (${CHAT_VISITORS} visitors, closed loop then paced)`, runsMb: [Math.round(loadedRssMb)], medianMb: Math.round(loadedRssMb) });
  }

  // (f) reference images: similarity queries, the round engine, the import path (in this process)
  let images: ImageBenchResult | null = null;
  let imagesError: string | null = null;
  try {
    images = await runImageBench();
  } catch (err) {
    imagesError = err instanceof Error ? err.message : String(err);
  }

  // (f2) the built-in image renderer's tools at 1024 px (in this process)
  let offlineImages: OfflineImageBenchResult | null = null;
  let offlineImagesError: string | null = null;
  try {
    offlineImages = await runOfflineImageBench();
  } catch (err) {
    offlineImagesError = err instanceof Error ? err.message : String(err);
  }

  // (g) the designer workspace at 10,000 requests (in this process; failures land in its problems)
  const workspace: WorkspaceBenchResult = await runWorkspaceBench();

  // (g2) what a studio installs and integrates: `npm ci`, and the API document client generators read
  console.log('· install: npm ci of the product and of Fastify alone (BENCH_INSTALL=0 skips)');
  const installs: InstallRow[] = measureInstalls(root);
  let apiDocument: ApiDocumentSize | null = null;
  let apiDocumentError: string | null = null;
  try {
    apiDocument = measureApiDocument(root);
  } catch (err) {
    apiDocumentError = err instanceof Error ? err.message : String(err);
  }

  // (h) interview quality: the scripted conversations of the corpus through the built-in engine (in this process)
  let interviewCorpus: InterviewCorpusBenchResult | null = null;
  let interviewCorpusError: string | null = null;
  try {
    interviewCorpus = await runInterviewCorpusBench();
  } catch (err) {
    interviewCorpusError = err instanceof Error ? err.message : String(err);
  }

  console.log('\nThroughput (higher req/s is better; ratios are product ÷ baseline from this same run)\n');
  printLoadTable(rows);
  console.log(
    `\nChat turns: ${CHAT_VISITORS} concurrent visitors for ${CHAT_DURATION}s after ${WARMUP_SECONDS}s warm-up, each sending its next turn when the previous one's \`done\` arrived; latency = request sent → \`done\` read (the stream read to its end)\n`,
  );
  printChatTable(chatRows);
  if (!chatProduct.error) {
    console.log(
      `\n  product: ${CHAT_VISITORS} client requests and opening turns set up in ${fmt(chatSetupMs)} ms before the clock; ${chatProduct.conversationsCompleted} conversations completed during the run (each replaced by a new visitor)`,
    );
  }
  if (chatPostgres && chatPostgres2 && !chatPostgres.result.error && !chatPostgres2.result.error && chatPostgres.result.turnsPerSec) {
    console.log(
      `  PostgreSQL, 2 instances ÷ 1 instance: ${fmt(chatPostgres2.result.turnsPerSec / chatPostgres.result.turnsPerSec)}x the turns/s, p99 ${fmt(chatPostgres2.result.latencyP99Ms)} ms against ${fmt(chatPostgres.result.latencyP99Ms)} ms (both instances share this machine's 2 cores with PostgreSQL and the client)`,
    );
  }
  printLlmFirstWords(llmFirstWords);
  console.log(
    `\nFirst-visit JavaScript (gzip, as served = the precompressed brotli files the server sends, raw; aim under ${FIRST_LOAD_AIM_KB} KB gzip for the visitor's routes), from apps/web/dist/.vite/manifest.json\n`,
  );
  if (bundleError) console.log(`  n/a: ${bundleError}`);
  else printBundles(bundles, { detail: DETAIL });
  printLighthouse(lighthouse);
  console.log('\nEmbed loader (what a studio’s site loads before anyone clicks), beside the best-known widgets\n');
  if (embedLoader) printEmbedLoader(embedLoader);
  else console.log(`  n/a: ${embedLoaderError}`);
  console.log('\nStart-up: `node apps/server/dist/main.js` until the first 200 from /api/health (median)\n');
  printTable(
    ['start', 'median ms', 'runs ms'],
    starts.map((s) => [s.name, fmt(s.medianMs), s.runsMs.join(', ')]),
  );
  const baselineMb = memory[memory.length - 1]!.medianMb;
  console.log('\nIdle memory: resident set (VmRSS, both threads of the server) of a started server left alone (median)\n');
  printTable(
    ['process', 'median MB', 'runs MB', 'vs baseline'],
    memory.map((m, i) => [m.name, fmt(m.medianMb), m.runsMb.join(', '), i === memory.length - 1 ? 'baseline' : `${sig(m.medianMb / baselineMb)}x`]),
  );
  if (images) printImageBench(images);
  else console.log(`\nReference images: n/a: ${imagesError}`);
  if (offlineImages) printOfflineImageBench(offlineImages);
  else console.log(`\nBuilt-in image renderer: n/a: ${offlineImagesError}`);
  if (workspace.rows.length) printWorkspaceBench(workspace);
  printInstalls(installs);
  if (apiDocument) printApiDocument(apiDocument);
  else console.log(`\nAPI document: n/a: ${apiDocumentError}`);
  if (interviewCorpus) printInterviewCorpusBench(interviewCorpus, { detail: process.env.BENCH_CORPUS_DETAIL === '1' });
  else console.log(`\nInterview corpus: n/a: ${interviewCorpusError}`);

  const problems = [
    ...rows.filter((r) => r.error || r.non2xx > 0 || r.errors > 0).map((r) => `${r.name}: ${r.error ?? `${r.non2xx} non-2xx replies, ${r.errors} errors`}`),
    ...chatRows
      .filter((r) => r.error || r.errors > 0 || r.turns === 0)
      .map((r) => `${r.name}: ${r.error ?? `${r.errors} failed turns of ${r.turns + r.errors} (${r.errorSamples.join('; ')})`}`),
    ...(llmFirstWords.error || llmFirstWords.errors
      ? [`${llmFirstWords.name}: ${llmFirstWords.error ?? `${llmFirstWords.errors} failed turns (${llmFirstWords.errorSamples.join('; ')})`}`]
      : []),
    ...(bundleError ? [`bundle size: ${bundleError}`] : []),
    ...servedProblems.map((p) => `served files: ${p}`),
    ...lighthouse.filter((l) => l.error).map((l) => `lighthouse ${l.name}: ${l.error}`),
    ...(embedLoaderError ? [`embed loader: ${embedLoaderError}`] : []),
    ...(imagesError ? [`reference images: ${imagesError}`] : []),
    ...(images?.problems.map((p) => `reference images: ${p}`) ?? []),
    ...(offlineImagesError ? [`built-in image renderer: ${offlineImagesError}`] : []),
    ...(offlineImages?.problems.map((p) => `built-in image renderer: ${p}`) ?? []),
    ...workspace.problems.map((p) => `workspace: ${p}`),
    ...installs.filter((r) => r.error).map((r) => `install ${r.name}: ${r.error}`),
    ...(apiDocumentError ? [`API document: ${apiDocumentError}`] : []),
    ...(interviewCorpusError ? [`interview corpus: ${interviewCorpusError}`] : []),
  ];
  fs.mkdirSync(resultsDir, { recursive: true });
  const report = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    machine: { node: process.version, platform: `${os.platform()} ${os.release()}`, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? null, memoryGiB: Math.round(os.totalmem() / 2 ** 30) },
    settings: { durationSeconds: DURATION, warmupSeconds: WARMUP_SECONDS, connections: CONNECTIONS, startRuns: START_RUNS, chatVisitors: CHAT_VISITORS, chatDurationSeconds: CHAT_DURATION },
    throughput: rows,
    chat: { setupMs: Math.round(chatSetupMs), rows: chatRows },
    llmFirstWords,
    bundles: bundles.map(({ chunks, ...totals }) => ({ ...totals, chunks })),
    lighthouse,
    embedLoader,
    startup: starts,
    memory,
    images,
    offlineImages,
    workspace,
    installs,
    apiDocument,
    interviewCorpus: interviewCorpus && { playMs: Math.round(interviewCorpus.playMs), rows: interviewCorpus.rows },
    problems,
  };
  const out = path.join(resultsDir, 'latest.json');
  fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(root, out)}`);
  if (problems.length) {
    console.error(`\nbench: some measurements are not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exitCode = 1;
  }
}

main()
  .catch((err: unknown) => {
    console.error('bench failed:', err);
    process.exitCode = 1;
  })
  .finally(cleanupSync);
