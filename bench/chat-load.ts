/**
 * The chat-turn scenario of `npm run bench`: many concurrent visitors, each sending one turn after the
 * other (a new turn as soon as the previous one's `done` event arrived), for a bounded time.
 * A turn's latency runs from the request being sent to its `done` event being read off the stream; the
 * stream is always read to its end. Used for the product's POST /api/genie/{linkWords}/chat/ and for the
 * baseline server's POST /api/chat-sse/ with the same client, so the client's own cost is in both.
 */
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { sendChatTurn, type ChatTurnRequest } from './chat-stream.ts';

/** The parts of contracts' ChatQuestion a visitor answers from (kept local: the bench imports no app code). */
export interface Question {
  field_id: string;
  kind: string;
  chips: { label: string; value: string }[];
  multiple: boolean;
}

interface DoneEvent {
  type: 'done';
  question: Question | null;
  complete: boolean;
  stage: string;
}

/** One simulated visitor: what it sends next, and what it learns from each `done`. */
export interface Visitor {
  /** Path (under the origin) and headers of the next turn, with the body to send. */
  next(): ChatTurnRequest;
  /** Called with each turn's `done` event; returns false when this visitor must be replaced (conversation over). */
  onDone(done: DoneEvent): boolean;
}

export interface TurnLoadResult {
  name: string;
  visitors: number;
  /** The rate the visitors were paced at (turns/s in all), when paced. */
  pacedTurnsPerSecond?: number;
  durationSeconds: number;
  turns: number;
  turnsPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  /** Turns answered with a non-200 status, an `error` event, a stream without `done`, or a broken connection. */
  errors: number;
  errorSamples: string[];
  /** Conversations that reached the end during the run (the visitor was replaced by a new one). */
  conversationsCompleted: number;
  ratioTurns?: number;
  ratioP99?: number;
  error?: string;
}

/** Exact percentile of sorted values. */
export function percentile(sorted: Float64Array, p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Silence (no byte) after which a request is abandoned; see sendChatTurn. */
const STALL_MS = 120_000;

export interface TurnLoadOptions {
  name: string;
  /** One server, or several instances of it: each visitor's turns then go to them in turn. */
  origin: string | readonly string[];
  visitors: Visitor[];
  durationSeconds: number;
  /**
   * Makes a fresh visitor when one's conversation is over (the product), put in `visitors` in its place;
   * omit when conversations never end.
   */
  replace?: (index: number) => Promise<Visitor>;
  /**
   * Paced (open) load: the visitors together send this many turns a second, each on its own schedule
   * (one turn every visitors ÷ rate seconds, the schedules spread evenly), as people who read and type
   * between turns. A turn whose time came while the previous one was still unanswered goes as soon as
   * it is answered. Omitted: every visitor sends its next turn the moment the previous one is answered.
   */
  turnsPerSecond?: number;
}

/**
 * Every visitor sends turns back to back until `durationSeconds` have passed; turns still in flight then
 * are awaited and counted. Throughput = turns answered ÷ wall time from the first send to the last done.
 */
export async function runTurnLoad(options: TurnLoadOptions): Promise<TurnLoadResult> {
  const origins = [options.origin].flat().map((o) => new URL(o));
  const agent = new http.Agent({ keepAlive: true, maxSockets: (options.visitors.length + 8) * origins.length });
  const latencies: number[] = [];
  const errorSamples = new Set<string>();
  let errors = 0;
  let completed = 0;
  const started = performance.now();
  let lastDoneAt = started;
  const deadline = started + options.durationSeconds * 1000;
  const periodMs = options.turnsPerSecond ? (options.visitors.length / options.turnsPerSecond) * 1000 : 0;
  try {
    await Promise.all(
      options.visitors.map(async (first, index) => {
        let visitor = first;
        let sent = index;
        let dueAt = started + (periodMs * index) / options.visitors.length;
        while (performance.now() < deadline) {
          if (periodMs) {
            if (dueAt >= deadline) break;
            const wait = dueAt - performance.now();
            if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
            dueAt += periodMs;
          }
          const outcome = await sendChatTurn<DoneEvent>(agent, origins[sent++ % origins.length]!, visitor.next(), STALL_MS);
          if (!outcome.ok) {
            errors += 1;
            if (errorSamples.size < 5) errorSamples.add(outcome.reason);
            continue;
          }
          latencies.push(outcome.doneMs);
          lastDoneAt = performance.now();
          if (!visitor.onDone(outcome.done)) {
            completed += 1;
            if (!options.replace) throw new Error('a visitor finished but no replacement was provided');
            // Kept in the list (also once the time is up), so a later run on the same visitors goes on
            // with a conversation that is still open.
            visitor = options.visitors[index] = await options.replace(index);
          }
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  const elapsed = (lastDoneAt - started) / 1000 || options.durationSeconds;
  const sorted = Float64Array.from(latencies).sort();
  return {
    name: options.name,
    visitors: options.visitors.length,
    ...(options.turnsPerSecond ? { pacedTurnsPerSecond: options.turnsPerSecond } : {}),
    durationSeconds: elapsed,
    turns: latencies.length,
    turnsPerSec: latencies.length / elapsed,
    latencyP50Ms: percentile(sorted, 50),
    latencyP99Ms: percentile(sorted, 99),
    latencyMaxMs: sorted.length ? sorted[sorted.length - 1]! : 0,
    errors,
    errorSamples: [...errorSamples],
    conversationsCompleted: completed,
  };
}

// ------------------------------------------------------------------ the baseline's visitors

/** A visitor of the baseline's POST /api/chat-sse/: same body shape, the conversation never ends. */
export function baselineVisitor(): Visitor {
  return {
    next: () => ({ path: '/api/chat-sse/', headers: {}, body: { client_message_id: messageId(), text: 'Modern and minimal, with warm wood.' } }),
    onDone: () => true,
  };
}

// ------------------------------------------------------------------ the product's visitors

const messageId = () => `bench-${randomBytes(9).toString('base64url')}`;

/** Answers a prospective client might type, by the question's kind (the engine parses them like any other). */
const answersByKind: Record<string, string[]> = {
  free_text: [
    'Modern and minimal, with warm natural materials and lots of daylight.',
    'Our current look feels dated and does not reflect who we are anymore.',
    'Young professionals in their late 20s to 30s who care about quality.',
    'Staying on budget, and materials that are easy to clean.',
    'Weekly updates by email; my partner and I decide together.',
  ],
  number_with_unit: ['about 30 ping', '120 m2', 'around 15 km', '2-3 times', '25 years'],
  money: ['around NT$1,500,000', 'about 800k TWD', 'NT$ 2 million at most'],
  date: ['by the end of June', 'next March', 'in about three months'],
  yes_no: ['yes', 'no', 'Yes please, that would be great'],
  choice: ['the first one', 'other'],
  list: ['Home, About, Shop and Contact', 'English and Traditional Chinese', 'Glass, kraft paper and soy-based inks'],
};

export interface ProductSession {
  token: string;
  question: Question | null;
}

/**
 * A visitor of the product's chat: answers the current question (a chip when there are chips, else a
 * typed answer of the question's kind), and now and then skips (1 in 8) or goes back (1 in 16), as
 * people do. Deterministic per visitor index.
 */
export function productVisitor(linkWords: string, session: ProductSession, seed: number): Visitor {
  let question = session.question;
  let turn = seed;
  return {
    next() {
      turn += 1;
      const headers = { 'x-visitor-session': session.token, 'x-visitor-utc-offset': '480' };
      const path = `/api/genie/${linkWords}/chat/`;
      const id = messageId();
      if (turn % 16 === 0) return { path, headers, body: { client_message_id: id, action: 'back' } };
      if (!question || turn % 8 === 0) return { path, headers, body: { client_message_id: id, action: 'skip' } };
      if (question.chips.length) {
        const pick = question.chips[turn % question.chips.length]!;
        return { path, headers, body: { client_message_id: id, text: pick.value } };
      }
      const answers = answersByKind[question.kind] ?? answersByKind.free_text!;
      return { path, headers, body: { client_message_id: id, text: answers[turn % answers.length]! } };
    },
    onDone(done) {
      question = done.question;
      return !done.complete && done.stage === 'chat';
    },
  };
}

/** Opens a client request (the home form) and its session (the opening turn); returns the session. */
export async function openVisitorSession(origin: string, linkWords: string, index: number): Promise<ProductSession> {
  const base = `${origin}/api/genie/${linkWords}`;
  const projectTypes = ['residential_space', 'brand_design', 'website', 'commercial_space', 'packaging_design'];
  const start = await fetch(`${base}/client_requests/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-visitor-utc-offset': '480' },
    body: JSON.stringify({
      contact_name: `Bench Visitor ${index}`,
      email: `visitor.${index}.${randomBytes(3).toString('hex')}@bench.genie.test`,
      phone: '+886 912 345 678',
      available_time: '18to21',
      project_type: projectTypes[index % projectTypes.length],
      language: 'en-US',
    }),
    signal: AbortSignal.timeout(STALL_MS),
  });
  const started = (await start.json()) as { session_token?: string };
  if (start.status !== 200 || !started.session_token) throw new Error(`client_requests answered ${start.status}: ${JSON.stringify(started).slice(0, 200)}`);
  const token = started.session_token;
  const res = await fetch(`${base}/session/`, { headers: { 'x-visitor-session': token }, signal: AbortSignal.timeout(STALL_MS) });
  const session = (await res.json()) as { question?: Question | null };
  if (res.status !== 200) throw new Error(`session answered ${res.status}: ${JSON.stringify(session).slice(0, 200)}`);
  return { token, question: session.question ?? null };
}

/** Runs `fn` over 0..count-1 with at most `concurrency` at a time. */
export async function pool<T>(count: number, concurrency: number, fn: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await fn(i);
      }
    }),
  );
  return results;
}
