import { fork } from 'node:child_process';
import fs from 'node:fs';
import type { ExtractionAnswer, ExtractionJob } from './document-extraction-child.ts';
import { bundledEntry } from '../runtime/bundled-entry.ts';

export interface ProcessLimits {
  /** The process is killed when its resident memory passes this many bytes. */
  maxRssBytes: number;
  /** …or when it has not answered after this long. */
  timeoutMs: number;
}

const RSS_POLL_MS = 20;
const canReadRss = fs.existsSync('/proc/self/status');

/** Resident memory of a process in bytes (Linux), or undefined when it has gone. */
async function rssOf(pid: number): Promise<number | undefined> {
  try {
    const status = await fs.promises.readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads one document in a fresh Node process: its heap capped, its resident memory read from /proc
 * every 20 ms and the process killed past `maxRssBytes` (buffers a parser inflates live outside the
 * V8 heap, so a heap limit alone would not hold them), killed past `timeoutMs`, and started with no
 * environment so no secret reaches the code that parses untrusted files. Whatever the memory grew
 * to goes back to the system when the process ends. Never throws: a broken limit is an answer.
 */
export function runExtractionProcess(job: ExtractionJob, limits: ProcessLimits): Promise<ExtractionAnswer> {
  const { file, execArgv } = bundledEntry('document-extraction-child');
  const heapMb = Math.max(32, Math.floor(limits.maxRssBytes / (1024 * 1024) / 2));
  return new Promise<ExtractionAnswer>((resolve) => {
    let answer: ExtractionAnswer | undefined;
    let killedFor: 'memory' | 'time' | undefined;
    let settled = false;
    const child = fork(file, [], {
      execArgv: [...execArgv, `--max-old-space-size=${heapMb}`, '--max-semi-space-size=4'],
      env: {},
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    const kill = (reason: 'memory' | 'time') => {
      killedFor ??= reason;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => kill('time'), limits.timeoutMs);
    let polling = false;
    const poll = canReadRss
      ? setInterval(() => {
          if (polling || child.pid === undefined) return;
          polling = true;
          void rssOf(child.pid).then((rss) => {
            polling = false;
            if (rss !== undefined && rss > limits.maxRssBytes) kill('memory');
          });
        }, RSS_POLL_MS)
      : undefined;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(poll);
      if (killedFor) resolve({ ok: false, limit: killedFor });
      else resolve(answer ?? { ok: false, limit: 'memory' }); // died on its own: out of heap
    };
    child.on('message', (message: ExtractionAnswer) => {
      answer = message;
    });
    child.once('error', () => {
      killedFor ??= 'time';
      finish();
    });
    child.once('exit', finish);
    child.send(job, (err) => {
      if (err) kill('time');
    });
  });
}
