/**
 * The LLM chat row of `npm run bench`: the visitor's wait for the first words when the configured
 * model is unreliable. A fake OpenAI-compatible server runs in this process and fails
 * BENCH_LLM_FAILURE_PERCENT of its calls (default 40), evenly split among an HTTP 500, a hang (the call
 * is never answered), a 200 with broken JSON and a refusal; the other calls answer as a model does
 * (the extraction's tool call after 0.3–0.9 s, the reply streamed word by word after 0.2–0.5 s). The
 * built product runs with LLM_* aimed at it (LLM_TIMEOUT_MS=3500, the other limits at their defaults).
 *
 * BENCH_LLM_VISITORS visitors (default 500) open a client request and the chat (sessions opened before
 * the clock), then each answers question after question, reading and typing 3–8 s between a reply's
 * `done` and its next message, for BENCH_LLM_DURATION seconds (default 30; turns in flight then are
 * awaited). Per turn: the time from sending the POST to the first `delta` event (the first words on
 * screen) and to the `done` event. The promise is first words within LLM_TIMEOUT_MS + 0.5 s; a row
 * whose slowest first words are later is marked.
 *
 * Run alone: `npx tsx bench/llm-first-words.ts` (the product built first).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openVisitorSession, percentile, pool, productVisitor, type Visitor } from './chat-load.ts';
import { sendChatTurn } from './chat-stream.ts';
import { printTable } from './print-table.ts';
import { freePort, positiveInt } from './env-and-ports.ts';
import { stopChild } from './child-server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** BENCH_LLM_SERVER_ENTRY: another build of the server (an earlier commit's, to compare), else this one's. */
const serverEntry = process.env.BENCH_LLM_SERVER_ENTRY ? path.resolve(process.env.BENCH_LLM_SERVER_ENTRY) : path.join(root, 'apps', 'server', 'dist', 'main.js');

/** The product's LLM budget for one turn in this scenario, and the promise: first words within it + 0.5 s. */
export const LLM_TIMEOUT_MS = 3500;
export const FIRST_WORDS_AIM_MS = LLM_TIMEOUT_MS + 500;
/** Visitors per designer: each designer's plan has 1,000 LLM turns a month, which a run must not use up. */
const VISITORS_PER_DESIGNER = 40;
/** Silence (no byte) after which a turn is abandoned and counted as an error; see sendChatTurn. */
const STALL_MS = 60_000;
/** The `done` event a visitor learns its next question from, and which engine worded the reply. */
type DoneEvent = Parameters<Visitor['onDone']>[0] & { engine?: string };


// ------------------------------------------------------------------ the flaky model

export const llmFaults = ['http_500', 'hang', 'broken_json', 'refusal'] as const;
type LlmFault = (typeof llmFaults)[number];

export interface FlakyLlm {
  /** Base URL including /v1, as LLM_BASE_URL takes it. */
  baseUrl: string;
  /** Calls answered (or left hanging) so far, by outcome. */
  counts: Record<LlmFault | 'ok', number>;
  close(): Promise<void>;
}

/** A small deterministic generator (mulberry32), so two runs draw the same faults in the same order. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A lead-in of two sentences, as models write them: the first can be shown while the second is written. */
const REPLY = 'Thank you, that is really helpful to know. It gives us a clear picture of what the space needs to do for you every day.';
const REFUSAL = "I'm sorry, but I can't help with that request.";

/**
 * A fake OpenAI-compatible server (POST /v1/chat/completions): the interviewer's extraction (a forced
 * tool call, not streamed) and its reply (streamed). `failureRate` of the calls fail, evenly split among
 * the four faults.
 */
export async function startFlakyLlm(failureRate: number, seed = 42): Promise<FlakyLlm> {
  const next = random(seed);
  const counts: FlakyLlm['counts'] = { ok: 0, http_500: 0, hang: 0, broken_json: 0, refusal: 0 };
  const between = (min: number, max: number) => min + next() * (max - min);
  let sequence = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (b: Buffer) => chunks.push(b));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { stream?: boolean; tools?: { function: { name: string } }[]; model?: string };
      const draw = next();
      const fault: LlmFault | null = draw < failureRate ? llmFaults[Math.min(llmFaults.length - 1, Math.floor((draw / failureRate) * llmFaults.length))]! : null;
      counts[fault ?? 'ok'] += 1;
      const id = `chatcmpl-bench-${++sequence}`;
      const created = Math.floor(Date.now() / 1000);
      const model = body.model ?? 'bench-model';
      const later = (ms: number, fn: () => void) => {
        const timer = setTimeout(() => !res.destroyed && fn(), ms);
        res.once('close', () => clearTimeout(timer));
      };
      switch (fault) {
        case 'http_500':
          later(between(20, 200), () => res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"The server had an error while processing your request.","type":"server_error"}}'));
          return;
        case 'hang':
          return; // never answered: the client gives up (the socket is closed by it, or by close())
        case 'broken_json':
          later(between(100, 600), () => {
            if (body.stream) {
              res.writeHead(200, { 'content-type': 'text/event-stream' });
              res.end(`data: {"id": "${id}", "choices": [{"delta": {"content": "Tha\n\ndata: [DONE]\n\n`);
            } else {
              res.writeHead(200, { 'content-type': 'application/json' });
              res.end(`{"id": "${id}", "object": "chat.completion", "choices": [{"message": {"role": "assistant", "tool_calls": [`);
            }
          });
          return;
      }
      const usage = { prompt_tokens: 420, completion_tokens: 12, total_tokens: 432 };
      const text = fault === 'refusal' ? REFUSAL : REPLY;
      if (!body.stream) {
        // The extraction: the forced tool call with no fields (the engine reads the message itself), or a refusal in words.
        const message =
          fault === 'refusal' || !body.tools?.length
            ? { role: 'assistant', content: text }
            : { role: 'assistant', content: null, tool_calls: [{ id: `call_${sequence}`, type: 'function', function: { name: body.tools[0]!.function.name, arguments: '{}' } }] };
        const finish = 'tool_calls' in message ? 'tool_calls' : 'stop';
        later(between(300, 900), () => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ id, object: 'chat.completion', created, model, choices: [{ index: 0, message, finish_reason: finish }], usage }));
        });
        return;
      }
      const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
        `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      const words = text.match(/\s*\S+/g) ?? [text];
      later(between(200, 500), () => {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        res.write(chunk({ role: 'assistant', content: '' }));
        let i = 0;
        const timer = setInterval(() => {
          if (res.destroyed) return clearInterval(timer);
          if (i < words.length) return void res.write(chunk({ content: words[i++] }));
          clearInterval(timer);
          res.write(chunk({}, 'stop'));
          res.write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [], usage })}\n\n`);
          res.end('data: [DONE]\n\n');
        }, 30);
        res.once('close', () => clearInterval(timer));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    counts,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// ------------------------------------------------------------------ the product

function startProduct(port: number, dataDir: string, llmBaseUrl: string): { child: ChildProcess; origin: string; stderr: () => string } {
  // BENCH_LLM_SERVER_FLAGS: more V8/Node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where its time goes.
  const flags = (process.env.BENCH_LLM_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, ['--max-semi-space-size=4', ...flags, serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      REFERENCE_DEMO_LIBRARY: 'off',
      SMTP_URL: '',
      DATABASE_URL: '',
      WORKER: 'on',
      RATE_LIMIT_AUTH_PER_MINUTE: '100000000',
      RATE_LIMIT_VISITOR_START_PER_MINUTE: '100000000',
      RATE_LIMIT_VISITOR_PER_MINUTE: '100000000',
      RATE_LIMIT_CHAT_PER_SESSION_PER_MINUTE: '100000000',
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: llmBaseUrl,
      LLM_MODEL: 'bench-model',
      LLM_API_KEY: '',
      LLM_REASONING_MODEL: '',
      LLM_TIMEOUT_MS: String(LLM_TIMEOUT_MS),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  return { child, origin: `http://127.0.0.1:${port}`, stderr: () => stderr };
}


async function waitHealthy(server: ReturnType<typeof startProduct>, timeoutMs = 90_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`server exited with code ${server.child.exitCode}:\n${server.stderr()}`);
    try {
      const res = await fetch(`${server.origin}/api/health`, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      /* not listening yet */
    }
    if (performance.now() > deadline) throw new Error(`server not healthy after ${timeoutMs} ms:\n${server.stderr()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function registerDesigner(origin: string, index: number): Promise<string> {
  const stamp = `${Date.now().toString(36)}${index}`;
  const res = await fetch(`${origin}/api/accounts/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ genie_name: `llm_bench_${stamp}`, email: `llm_bench_${stamp}@bench.genie.test`, password: 'bench-password-123' }),
  });
  const body = await res.text();
  if (!res.ok || !body.includes('"token"')) throw new Error(`register answered ${res.status}: ${body.slice(0, 200)}`);
  return `llm_bench_${stamp}`;
}

/** A process's user + system CPU seconds so far, from /proc (Linux); NaN elsewhere. */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

// ------------------------------------------------------------------ the scenario

export interface LlmFirstWordsResult {
  name: string;
  visitors: number;
  durationSeconds: number;
  failurePercent: number;
  turns: number;
  acceptedP95Ms: number;
  acceptedMaxMs: number;
  firstWordsP50Ms: number;
  firstWordsP95Ms: number;
  firstWordsMaxMs: number;
  turnP50Ms: number;
  turnP95Ms: number;
  turnMaxMs: number;
  /** Turns whose reply the model wrote (the others the built-in interviewer). */
  byModel: number;
  /** Those turns alone: their first words (the model's first sentence) and their `done` (the whole reply), p50. */
  modelFirstWordsP50Ms: number;
  modelTurnP50Ms: number;
  /** Turns whose first words came later than FIRST_WORDS_AIM_MS. */
  overBudget: number;
  errors: number;
  errorSamples: string[];
  llmCalls: FlakyLlm['counts'];
  /** os.loadavg() at the end of the measured run: 1, 5 and 15 minutes. */
  loadAverage: number[];
  /** The server's CPU time during the run ÷ the run's wall time (1 = one core busy throughout), from /proc. */
  serverCpu: number;
  /** The longest this process's own event loop was held up (the visitors' clocks and the fake model run on it), ms. */
  benchLoopDelayMaxMs: number;
  /** When each late turn was sent (s into the run) and its first words' ms: to see whether they come in bursts. */
  lateTurns: [number, number][];
  setupMs: number;
  error?: string;
}

export async function runLlmFirstWordsBench(): Promise<LlmFirstWordsResult> {
  const visitorsCount = positiveInt('BENCH_LLM_VISITORS', 500);
  const durationSeconds = positiveInt('BENCH_LLM_DURATION', 30);
  const failurePercent = Number(process.env.BENCH_LLM_FAILURE_PERCENT ?? 40);
  const name = `product chat, LLM failing ${failurePercent} % (${visitorsCount} visitors, 3–8 s between turns; aim first words ≤ ${FIRST_WORDS_AIM_MS} ms)`;
  const result: LlmFirstWordsResult = {
    name,
    visitors: visitorsCount,
    durationSeconds,
    failurePercent,
    turns: 0,
    acceptedP95Ms: 0,
    acceptedMaxMs: 0,
    firstWordsP50Ms: 0,
    firstWordsP95Ms: 0,
    firstWordsMaxMs: 0,
    turnP50Ms: 0,
    turnP95Ms: 0,
    turnMaxMs: 0,
    byModel: 0,
    modelFirstWordsP50Ms: 0,
    modelTurnP50Ms: 0,
    overBudget: 0,
    errors: 0,
    errorSamples: [],
    llmCalls: { ok: 0, http_500: 0, hang: 0, broken_json: 0, refusal: 0 },
    loadAverage: [],
    serverCpu: 0,
    benchLoopDelayMaxMs: 0,
    lateTurns: [],
    setupMs: 0,
  };
  const llm = await startFlakyLlm(failurePercent / 100);
  const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'genie-bench-llm-'));
  const server = startProduct(await freePort(), path.join(dataRoot, 'data'), llm.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: visitorsCount + 8 });
  try {
    await waitHealthy(server);
    const origin = new URL(server.origin);
    const designers = await pool(Math.ceil(visitorsCount / VISITORS_PER_DESIGNER), 4, (i) => registerDesigner(server.origin, i));
    const linkWordsOf = (i: number) => designers[Math.floor(i / VISITORS_PER_DESIGNER) % designers.length]!;
    const t0 = performance.now();
    // The opening turns run on the model too (worded by it, or the built-in greeting on a fault).
    const sessions = await pool(visitorsCount, 50, (i) => openVisitorSession(server.origin, linkWordsOf(i), i));
    result.setupMs = performance.now() - t0;
    let opened = visitorsCount;
    const visitors = sessions.map((session, i) => productVisitor(linkWordsOf(i), session, i));
    const countsAtStart = { ...llm.counts };

    const think = random(7);
    const firstWords: number[] = [];
    const accepted: number[] = [];
    const whole: number[] = [];
    const modelFirst: number[] = [];
    const modelWhole: number[] = [];
    const errorSamples = new Set<string>();
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const cpuAtStart = cpuSeconds(server.child.pid);
    const started = performance.now();
    let lastDoneAt = started;
    const deadline = started + durationSeconds * 1000;
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await Promise.all(
      visitors.map(async (first) => {
        let visitor = first;
        // The visitors arrive spread over the first 8 s, then read and type 3–8 s between turns.
        await sleep(think() * 8000);
        while (performance.now() < deadline) {
          const sentAt = performance.now();
          const outcome = await sendChatTurn<DoneEvent>(agent, origin, visitor.next(), STALL_MS);
          if (!outcome.ok) {
            result.errors += 1;
            if (errorSamples.size < 5) errorSamples.add(outcome.reason);
          } else {
            // A reply without a `delta` (or an `accepted`) shows its words, and has its message stored, at `done`.
            const firstWordsMs = outcome.firstDeltaMs ?? outcome.doneMs;
            firstWords.push(firstWordsMs);
            accepted.push(outcome.acceptedMs ?? outcome.doneMs);
            if (firstWordsMs > FIRST_WORDS_AIM_MS) result.lateTurns.push([Math.round((sentAt - started) / 100) / 10, Math.round(firstWordsMs)]);
            whole.push(outcome.doneMs);
            lastDoneAt = performance.now();
            if (outcome.done.engine !== 'built_in') {
              result.byModel += 1;
              modelFirst.push(firstWordsMs);
              modelWhole.push(outcome.doneMs);
            }
            if (!visitor.onDone(outcome.done)) {
              const next = opened++;
              visitor = productVisitor(linkWordsOf(next), await openVisitorSession(server.origin, linkWordsOf(next), next), next);
            }
          }
          const pause = 3000 + think() * 5000;
          if (performance.now() + pause >= deadline) break;
          await sleep(pause);
        }
      }),
    );
    result.loadAverage = os.loadavg();
    result.serverCpu = (cpuSeconds(server.child.pid) - cpuAtStart) / ((performance.now() - started) / 1000);
    loopDelay.disable();
    result.benchLoopDelayMaxMs = loopDelay.max / 1e6;
    for (const key of Object.keys(llm.counts) as (keyof FlakyLlm['counts'])[]) result.llmCalls[key] = llm.counts[key] - countsAtStart[key];
    const sortedFirst = Float64Array.from(firstWords).sort();
    const sortedWhole = Float64Array.from(whole).sort();
    const sortedAccepted = Float64Array.from(accepted).sort();
    Object.assign(result, {
      durationSeconds: (lastDoneAt - started) / 1000,
      turns: firstWords.length,
      acceptedP95Ms: percentile(sortedAccepted, 95),
      acceptedMaxMs: sortedAccepted.length ? sortedAccepted[sortedAccepted.length - 1]! : 0,
      firstWordsP50Ms: percentile(sortedFirst, 50),
      firstWordsP95Ms: percentile(sortedFirst, 95),
      firstWordsMaxMs: sortedFirst.length ? sortedFirst[sortedFirst.length - 1]! : 0,
      turnP50Ms: percentile(sortedWhole, 50),
      turnP95Ms: percentile(sortedWhole, 95),
      turnMaxMs: sortedWhole.length ? sortedWhole[sortedWhole.length - 1]! : 0,
      overBudget: firstWords.filter((ms) => ms > FIRST_WORDS_AIM_MS).length,
      modelFirstWordsP50Ms: percentile(Float64Array.from(modelFirst).sort(), 50),
      modelTurnP50Ms: percentile(Float64Array.from(modelWhole).sort(), 50),
      errorSamples: [...errorSamples],
    });
  } catch (err) {
    result.error = err instanceof Error ? err.message : String(err);
  } finally {
    agent.destroy();
    await stopChild(server.child);
    await llm.close();
    fs.rmSync(dataRoot, { recursive: true, force: true });
  }
  return result;
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function printLlmFirstWords(r: LlmFirstWordsResult): void {
  console.log(
    `\nChat turns against a failing LLM: ${r.visitors} visitors, 3–8 s between turns, for ${fmt(r.durationSeconds)} s; ${r.failurePercent} % of the model's calls fail (HTTP 500, hang, broken JSON, refusal); LLM_TIMEOUT_MS=${LLM_TIMEOUT_MS}. First words = request sent → first \`delta\`; turn = → \`done\`\n`,
  );
  if (r.error) {
    console.log(`  n/a: ${r.error}`);
    return;
  }
  const mark = r.firstWordsMaxMs > FIRST_WORDS_AIM_MS ? ` ✗ over ${FIRST_WORDS_AIM_MS} ms` : '';
  printTable(
    ['scenario', 'turns', 'first words p50', 'p95', 'max', 'turn p50', 'p95', 'max', 'by the model', 'errors'],
    [
      [
        `${r.name}${mark}`,
        fmt(r.turns),
        fmt(r.firstWordsP50Ms),
        fmt(r.firstWordsP95Ms),
        fmt(r.firstWordsMaxMs),
        fmt(r.turnP50Ms),
        fmt(r.turnP95Ms),
        fmt(r.turnMaxMs),
        `${r.turns ? fmt((100 * r.byModel) / r.turns) : 0} %`,
        String(r.errors),
      ],
    ],
  );
  const calls = r.llmCalls;
  console.log(
    `\n  ${r.overBudget} turns of ${r.turns} had their first words after ${FIRST_WORDS_AIM_MS} ms; \`accepted\` (the message stored) p95 ${fmt(r.acceptedP95Ms)} ms, max ${fmt(r.acceptedMaxMs)} ms; the model's calls during the run: ${calls.ok} answered, ${calls.http_500} HTTP 500, ${calls.hang} hung, ${calls.broken_json} broken JSON, ${calls.refusal} refused; load average ${r.loadAverage.map((l) => l.toFixed(2)).join(', ')} (${os.cpus().length} cores), the server using ${r.serverCpu.toFixed(2)} of them, this process's event loop held up ${fmt(r.benchLoopDelayMaxMs)} ms at most; ${r.visitors} sessions opened in ${fmt(r.setupMs)} ms before the clock`,
  );
  console.log(`  the model's replies (${r.byModel} turns): first words p50 ${fmt(r.modelFirstWordsP50Ms)} ms, the whole reply (\`done\`) p50 ${fmt(r.modelTurnP50Ms)} ms`);
  if (r.lateTurns.length) console.log(`  late turns (s into the run: first words ms): ${r.lateTurns.slice(0, 20).map(([at, ms]) => `${at}: ${ms}`).join(', ')}${r.lateTurns.length > 20 ? ', …' : ''}`);
  if (r.errorSamples.length) console.log(`  errors: ${r.errorSamples.join('; ')}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!fs.existsSync(serverEntry)) {
    console.error('bench: the server is not built (apps/server/dist/main.js). Run `npm run build -w @genie/server` first.');
    process.exit(2);
  }
  const result = await runLlmFirstWordsBench();
  printLlmFirstWords(result);
  const out = path.join(root, 'bench', '.results', 'llm-first-words.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  if (result.error || result.errors) process.exitCode = 1;
}
