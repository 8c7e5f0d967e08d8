import { fork } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ExtractionAnswer, ExtractionJob } from './document-extraction-child.ts';
import { DocumentLimitError } from './document-limit-error.ts';

export interface ChildLimits {
  /** The child is killed when its resident memory passes this many bytes. */
  maxRssBytes: number;
  /** …or when it has not answered after this long. */
  timeoutMs: number;
}

const RSS_POLL_MS = 20;
const canReadRss = fs.existsSync('/proc/self/status');

/**
 * From source (tsx, tests) the child is the .ts file run through tsx; from the bundle it is
 * dist/document-extraction-child.js beside dist/main.js (build.mjs builds both).
 */
function childEntry(): { file: string; execArgv: string[] } {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    const tsx = pathToFileURL(createRequire(here).resolve('tsx')).href;
    return { file: fileURLToPath(new URL('./document-extraction-child.ts', here)), execArgv: ['--import', tsx] };
  }
  return { file: fileURLToPath(new URL('./document-extraction-child.js', here)), execArgv: [] };
}

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
 * Reads one document in a separate Node process: its own heap (capped), its own memory measured
 * every 20 ms from /proc and killed past `maxRssBytes` (buffers a parser inflates live outside the
 * V8 heap, so a heap limit alone would not hold them), killed past `timeoutMs`, and started with no
 * environment so no secret reaches the code that parses untrusted files. Whatever the memory grew
 * to goes back to the system when the process ends.
 */
export function extractInChild(job: ExtractionJob, limits: ChildLimits): Promise<string> {
  const { file, execArgv } = childEntry();
  const heapMb = Math.max(32, Math.floor(limits.maxRssBytes / (1024 * 1024) / 2));
  const child = fork(file, [], {
    execArgv: [...execArgv, `--max-old-space-size=${heapMb}`, '--max-semi-space-size=4'],
    env: {},
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
  return new Promise<string>((resolve, reject) => {
    let answer: ExtractionAnswer | undefined;
    let killedFor: 'memory' | 'time' | undefined;
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
      clearTimeout(timer);
      clearInterval(poll);
      if (killedFor) reject(new DocumentLimitError(killedFor));
      else if (answer?.ok) resolve(answer.text);
      else reject(new DocumentLimitError(answer?.limit ?? 'memory')); // died on its own: out of heap
    };
    child.on('message', (message: ExtractionAnswer) => {
      answer = message;
    });
    child.once('error', () => kill('time'));
    child.once('exit', finish);
    child.send(job, (err) => {
      if (err) kill('time');
    });
  });
}
