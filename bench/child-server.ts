/** Stopping a server a bench step started as a child process (bench/run.ts and bench/llm-first-words.ts). */
import type { ChildProcess } from 'node:child_process';

/** How long a server gets for its graceful shutdown before it is killed. */
const STOP_GRACE_MS = 10_000;

/**
 * SIGTERM (the server's graceful shutdown: requests drained, the embedded database closed), SIGKILL if it
 * is still running after STOP_GRACE_MS; resolves once it has exited, so its data directory can be
 * reopened or removed. A child that already exited resolves at once.
 */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(killer);
}
