import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import type { ExtractionAnswer, ExtractionJob } from './document-extraction-child.ts';
import type { SupervisorReply, SupervisorRequest } from './document-extraction-supervisor.ts';
import { DocumentLimitError } from './document-limit-error.ts';
import { bundledEntry } from '../runtime/bundled-entry.ts';
import type { ProcessLimits } from './run-extraction-process.ts';

/** Extraction processes run below the server's priority: when cores are scarce, the server answers first. */
const EXTRACTION_NICENESS = 10;

let supervisor: ChildProcess | undefined;
const pending = new Map<number, (answer: ExtractionAnswer) => void>();
let nextId = 1;

function settleAll(answer: ExtractionAnswer) {
  for (const resolve of pending.values()) resolve(answer);
  pending.clear();
}

/** The supervisor process, started on first use and again if it ever dies. */
function supervisorProcess(): ChildProcess {
  if (supervisor && supervisor.exitCode === null && supervisor.signalCode === null && supervisor.connected) return supervisor;
  const { file, execArgv } = bundledEntry('document-extraction-supervisor');
  const child = fork(file, [], { execArgv, env: {}, serialization: 'advanced', stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  try {
    if (child.pid !== undefined) os.setPriority(child.pid, EXTRACTION_NICENESS); // its children inherit it
  } catch {
    // not permitted here: the memory and time caps still hold
  }
  child.on('message', ({ id, answer }: SupervisorReply) => {
    pending.get(id)?.(answer);
    pending.delete(id);
    if (pending.size === 0) idle(child);
  });
  child.once('exit', () => {
    if (supervisor === child) supervisor = undefined;
    settleAll({ ok: false, limit: 'memory' });
  });
  child.once('error', () => settleAll({ ok: false, limit: 'memory' }));
  supervisor = child;
  return child;
}

/** While no document is being read, the supervisor does not keep the server's process alive. */
function idle(child: ChildProcess) {
  child.unref();
  child.channel?.unref();
}

/**
 * Reads one document in a fresh, separate, memory- and time-capped Node process (started by the
 * supervisor), resolving its raw text or rejecting with the DocumentLimitError it broke.
 */
export async function extractInChild(job: ExtractionJob, limits: ProcessLimits): Promise<string> {
  const child = supervisorProcess();
  child.ref();
  child.channel?.ref();
  const id = nextId++;
  const answer = await new Promise<ExtractionAnswer>((resolve) => {
    pending.set(id, resolve);
    child.send({ id, job, limits } satisfies SupervisorRequest, (err) => {
      if (err) {
        pending.delete(id);
        resolve({ ok: false, limit: 'memory' });
      }
    });
  });
  if (answer.ok) return answer.text;
  throw new DocumentLimitError(answer.limit);
}
