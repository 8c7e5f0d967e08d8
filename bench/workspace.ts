/**
 * The designer workspace benchmarks of `npm run bench` (issue 5): Potential Clients list, search,
 * filtered and sorted list, and one request's detail, at scale — one designer with 10,000 requests
 * among 100 other designers with 100 each — through `app.inject` on the product's app (the server's
 * source under tsx, embedded PGlite, in this process). Reported as ratios of a bare Fastify route
 * answered through `inject` in the same process; no figure is asserted.
 *
 * Run alone: `npx tsx bench/workspace.ts`. Knobs: BENCH_WORKSPACE_REQUESTS (default 10,000),
 * BENCH_WORKSPACE_CALLS calls per row (default 200).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { projectTypes, type LeadStatus, type ProjectType } from '@genie/contracts';
import { addMonths, correct, createInterview, seededRandom } from '@genie/core';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { clientRequestsRepository, type NewClientRequest } from '../apps/server/src/db/repositories/client-requests.ts';
import { designersRepository } from '../apps/server/src/db/repositories/designers.ts';
import { loadEnv } from '../apps/server/src/env.ts';
import { printTable } from './print-table.ts';
import { positiveInt } from './env-and-ports.ts';


const OTHER_DESIGNERS = 100;
const PER_OTHER_DESIGNER = 100;
const WARM_CALLS = 20;
const INSERT_BATCH = 500;

export interface WorkspaceRow {
  name: string;
  url: string;
  calls: number;
  p50Ms: number;
  p95Ms: number;
  /** p50 ÷ the baseline's p50 (undefined for the baseline). */
  ratioP50?: number;
  ratioP95?: number;
}

export interface WorkspaceBenchResult {
  requests: number;
  otherDesigners: number;
  perOtherDesigner: number;
  seedMs: number;
  /** The upkeep job's VACUUM (ANALYZE) after the seeding, in ms (not counted either). */
  maintainMs?: number;
  rows: WorkspaceRow[];
  problems: string[];
}

const percentile = (sorted: Float64Array, p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0);

const firstNames = ['Mei', 'Alice', 'Jun', 'Ji-eun', 'Carlos', 'Emma', 'Hao', 'Min-jun', 'Sofia', 'Wei', 'Yuna', 'Liam'];
const lastNames = ['Chen', 'Wang', 'Kim', 'Lin', 'Park', 'Garcia', 'Huang', 'Lee', 'Tsai', 'Smith'];
const statuses: LeadStatus[] = ['new', 'new', 'new', 'contacted', 'in_proposal', 'won', 'lost'];
const DAY_MS = 24 * 60 * 60_000;

/** A realistic request: a partly answered interview (as stored), a spread of dates, statuses and columns. */
function requestValues(i: number, owner: string, random: ReturnType<typeof seededRandom>, now: Date): NewClientRequest {
  const type: ProjectType = projectTypes[i % projectTypes.length]!;
  const name = `${firstNames[i % firstNames.length]} ${lastNames[Math.floor(i / firstNames.length) % lastNames.length]} ${i}`;
  const inquiry = new Date(now.getTime() - Math.floor(random.next() * 720) * DAY_MS - Math.floor(random.next() * DAY_MS));
  let state = createInterview({ projectType: type, language: 'en-US', designer: { teamName: 'Bench Studio' } });
  state = correct(state, 'project_background', `Request ${i}: we would like help with a ${type.replace('_', ' ')} project this year.`, inquiry).state;
  state = correct(state, 'target_audience', 'Young families and professionals who care about quality.', inquiry).state;
  const hasDeadline = random.next() < 0.6;
  return {
    identifyKey: `bench-${owner}-${i}-i`,
    shareKey: `bench-${owner}-${i}-s`,
    contactName: name,
    email: `client${i}@${owner.slice(0, 8)}.example`,
    phone: `+886 9${String(10_000_000 + i).slice(-8)}`,
    availableTime: '9to12',
    projectType: type,
    language: 'en-US',
    inquiryDate: inquiry,
    stage: i % 3 ? 'done' : 'chat',
    interviewState: state,
    conversationCompleted: i % 3 !== 0,
    totalMessageCount: Math.floor(random.next() * 40),
    brandName: type === 'brand_design' || type === 'packaging_design' ? `Brand ${i}` : null,
    deadline: hasDeadline ? addMonths(now, Math.floor(random.next() * 12)).toISOString().slice(0, 10) : null,
    status: statuses[i % statuses.length]!,
    origin: i % 5 ? 'genie' : 'manual',
    openedAt: i % 4 ? inquiry : null,
    createdAt: inquiry,
    updatedAt: inquiry,
  };
}

async function insertAll(repo: ReturnType<typeof clientRequestsRepository>, designerId: string, count: number, seed: number, now: Date) {
  const random = seededRandom(seed);
  for (let start = 0; start < count; start += INSERT_BATCH) {
    const batch = Array.from({ length: Math.min(INSERT_BATCH, count - start) }, (_, k) => requestValues(start + k, designerId, random, now));
    await repo.insertMany(designerId, batch);
  }
}

/** Per-call times of each row's URL, interleaved call by call so a slow moment hits them alike. */
async function timeRows(apps: { app: FastifyInstance; url: string; headers?: Record<string, string> }[], calls: number): Promise<Float64Array[]> {
  const times = apps.map(() => new Float64Array(calls));
  for (let i = 0; i < WARM_CALLS + calls; i++) {
    for (const [j, target] of apps.entries()) {
      const t = performance.now();
      const res = await target.app.inject({ method: 'GET', url: target.url, headers: target.headers ?? {} });
      const ms = performance.now() - t;
      if (res.statusCode !== 200) throw new Error(`GET ${target.url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
      if (i >= WARM_CALLS) times[j]![i - WARM_CALLS] = ms;
    }
  }
  return times.map((t) => t.sort());
}

export async function runWorkspaceBench(log: (line: string) => void = console.log): Promise<WorkspaceBenchResult> {
  const requests = positiveInt('BENCH_WORKSPACE_REQUESTS', 10_000);
  const calls = positiveInt('BENCH_WORKSPACE_CALLS', 200);
  const result: WorkspaceBenchResult = { requests, otherDesigners: OTHER_DESIGNERS, perOtherDesigner: PER_OTHER_DESIGNER, seedMs: 0, rows: [], problems: [] };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'genie-bench-workspace-'));
  const baseline = Fastify({ logger: false });
  baseline.get('/api/health', async () => ({ status: 'ok' }));
  try {
    const env = loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', PORT: '0', DATA_DIR: dir, REFERENCE_DEMO_LIBRARY: 'off', WORKER: 'off' });
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'db'), onAutoAnalyzeError: (error) => result.problems.push(`auto-analyze: ${String(error)}`) });
    const app = await buildApp({ env, database, serveWeb: false });
    try {
      await app.ready();
      await baseline.ready();
      const token = (await app.inject({ method: 'POST', url: '/api/accounts/register/', payload: { genie_name: 'bench_workspace', email: 'bench@workspace.example', password: 'bench-password-123' } })).json<{ token: string }>().token;
      const me = (await app.inject({ method: 'GET', url: '/api/accounts/personal_info/', headers: { authorization: `Bearer ${token}` } })).json<{ data: { id: string } }>().data.id;

      log(`· workspace: seeding ${requests.toLocaleString('en-US')} requests for one designer and ${OTHER_DESIGNERS} × ${PER_OTHER_DESIGNER} for others (bulk inserts)`);
      const t0 = performance.now();
      const now = new Date();
      const repo = clientRequestsRepository(database.db);
      await insertAll(repo, me, requests, 1, now);
      const designers = designersRepository(database.db);
      for (let d = 0; d < OTHER_DESIGNERS; d++) {
        const other = await designers.insert({
          email: `other${d}@workspace.example`,
          passwordHash: '!bench',
          genieName: `bench_other_${d}`,
          plan: 'professional',
          subscriptionStart: now,
          subscriptionEnd: addMonths(now, 1),
        });
        await insertAll(repo, other.id, PER_OTHER_DESIGNER, 100 + d, now);
      }
      result.seedMs = Math.round(performance.now() - t0);
      const headers = { authorization: `Bearer ${token}` };
      // Right after the bulk, before any upkeep: the statistics are what the embedded database's own
      // analysis of grown tables (auto-analyze.ts) left while the rows arrived.
      const searchUrl = '/api/client_requests/?q=chen';

      log(`· workspace: search right after the seeding, ${calls} calls after ${WARM_CALLS} untimed, before the upkeep`);
      const [rightAfterBase, rightAfter] = await timeRows(
        [
          { app: baseline, url: '/api/health' },
          { app, url: searchUrl, headers },
        ],
        calls,
      );
      const rightAfterRow: WorkspaceRow = {
        name: `search q=chen right after adding ${requests.toLocaleString('en-US')} (no upkeep yet)`,
        url: searchUrl,
        calls,
        p50Ms: percentile(rightAfter!, 50),
        p95Ms: percentile(rightAfter!, 95),
        ratioP50: percentile(rightAfter!, 50) / percentile(rightAfterBase!, 50),
        ratioP95: percentile(rightAfter!, 95) / percentile(rightAfterBase!, 95),
      };
      // The other rows: the embedded database as its upkeep job leaves it (VACUUM (ANALYZE), within six
      // hours of any install's start), dead rows reclaimed and every table's statistics fresh.
      const maintainStart = performance.now();
      await database.maintain?.();
      result.maintainMs = Math.round(performance.now() - maintainStart);

      const detailId = (await app.inject({ method: 'GET', url: '/api/client_requests/?page_size=1&sort=deadline', headers })).json<{ items: { id: string }[] }>().items[0]!.id;
      const targets = [
        { name: 'baseline bare Fastify GET (inject)', app: baseline, url: '/api/health' },
        { name: 'product GET /api/health (inject)', app, url: '/api/health' },
        { name: 'list, page 1 (newest first)', app, url: '/api/client_requests/', headers },
        { name: 'search q=chen (trigram index; aim p95 ≤ 30 ms)', app, url: searchUrl, headers },
        { name: 'filtered + sorted (residential, new, by priority)', app, url: '/api/client_requests/?project_type=residential_space&status=new&sort=priority&order=desc&page=3', headers },
        { name: 'sorted by contact name, page 50', app, url: '/api/client_requests/?sort=contact_name&order=asc&page=50', headers },
        { name: 'detail', app, url: `/api/client_requests/${detailId}/`, headers },
      ];
      log(`· workspace: ${calls} calls per row after ${WARM_CALLS} untimed`);
      const times = await timeRows(targets, calls);
      const base = times[0]!;
      result.rows = targets.map((target, i) => {
        const sorted = times[i]!;
        const row: WorkspaceRow = { name: target.name, url: target.url, calls, p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95) };
        if (i > 0) {
          row.ratioP50 = row.p50Ms / percentile(base, 50);
          row.ratioP95 = row.p95Ms / percentile(base, 95);
        }
        return row;
      });
      result.rows.splice(result.rows.findIndex((row) => row.url === searchUrl) + 1, 0, rightAfterRow);
    } finally {
      await app.close();
      await database.close();
    }
  } catch (err) {
    result.problems.push(err instanceof Error ? err.message : String(err));
  } finally {
    await baseline.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return result;
}

const fmt = (n: number, digits = 2) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function printWorkspaceBench(r: WorkspaceBenchResult): void {
  console.log(
    `\nDesigner workspace: one designer with ${r.requests.toLocaleString('en-US')} requests among ${r.otherDesigners} designers × ${r.perOtherDesigner}; app.inject in this process, one call at a time; ratios = product ÷ the bare route\n`,
  );
  printTable(
    ['call', 'p50 ms', 'p95 ms', 'p50 vs baseline', 'p95 vs baseline'],
    r.rows.map((row) => [row.name, fmt(row.p50Ms, 3), fmt(row.p95Ms, 3), row.ratioP50 === undefined ? 'baseline' : `${fmt(row.ratioP50, 1)}x`, row.ratioP95 === undefined ? 'baseline' : `${fmt(row.ratioP95, 1)}x`]),
  );
  console.log(
    `  seeded in ${r.seedMs.toLocaleString('en-US')} ms, then the upkeep job's VACUUM (ANALYZE) in ${(r.maintainMs ?? 0).toLocaleString('en-US')} ms (neither counted)`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await runWorkspaceBench();
  printWorkspaceBench(result);
  if (result.problems.length) {
    console.error(result.problems.join('\n'));
    process.exitCode = 1;
  }
}
