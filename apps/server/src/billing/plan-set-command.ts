import fs from 'node:fs/promises';
import path from 'node:path';
import { operatorPlanInput, operatorPlanReply, type OperatorPlanInput } from '@genie/contracts';
import type { Env } from '../env.ts';
import { openDatabase } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { grantPlan } from './grant-plan.ts';
import { operatorFilePath } from './operator-access.ts';

export const planSetUsage = `Usage: npm run plan:set -- <email> <plan> <cycle> <until>

  plan   starter | professional | master
  cycle  monthly | yearly
  until  the last day of the plan, YYYY-MM-DD (UTC)

Grants or extends a designer's plan, recorded like a payment. While the server runs, the command asks
it (through DATA_DIR/operator.json, readable only by the user running the server); otherwise it opens
the database itself.`;

export interface CommandIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** `npm run plan:set`: returns the exit code. */
export async function runPlanSet(args: string[], env: Env, io: CommandIo): Promise<number> {
  const [email, plan, billing_cycle, until] = args;
  const parsed = operatorPlanInput.safeParse({ email, plan, billing_cycle, until });
  if (args.length !== 4 || !parsed.success) {
    io.err(planSetUsage);
    return 2;
  }
  const viaServer = await askRunningServer(env, parsed.data, io);
  if (viaServer !== 'no_server') return viaServer;
  return grantDirectly(env, parsed.data, io);
}

async function askRunningServer(env: Env, input: OperatorPlanInput, io: CommandIo): Promise<number | 'no_server'> {
  let access: { url?: unknown; token?: unknown };
  try {
    access = JSON.parse(await fs.readFile(operatorFilePath(env.DATA_DIR), 'utf8')) as typeof access;
  } catch {
    return 'no_server';
  }
  if (typeof access.url !== 'string' || typeof access.token !== 'string') return 'no_server';
  let res: Response;
  try {
    res = await fetch(`${access.url}/api/billing/operator/plan/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-operator-token': access.token },
      body: JSON.stringify(input),
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    // A file left behind by a server that did not shut down cleanly: nobody listens, the database is free.
    io.err(`No server answers at ${access.url}; opening the database directly.`);
    return 'no_server';
  }
  const body: unknown = await res.json().catch(() => null);
  const ok = operatorPlanReply.safeParse(body);
  if (res.ok && ok.success) {
    io.out(`${ok.data.msg} (through the running server)`);
    return 0;
  }
  const msg = body && typeof body === 'object' && 'msg' in body ? String((body as { msg: unknown }).msg) : `HTTP ${res.status}`;
  io.err(`The server refused: ${msg}`);
  return 1;
}

async function grantDirectly(env: Env, input: OperatorPlanInput, io: CommandIo): Promise<number> {
  const database = await openDatabase(
    env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'db') },
  );
  try {
    const reply = await grantPlan({ db: database.db, now: () => new Date() }, input);
    io.out(`${reply.msg} (database opened directly)`);
    return 0;
  } catch (e) {
    io.err(e instanceof AppError ? e.message : e instanceof Error ? e.message : String(e));
    return 1;
  } finally {
    await database.close();
  }
}
