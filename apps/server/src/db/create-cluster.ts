import { spawn } from 'node:child_process';
import { bundledEntry } from '../runtime/bundled-entry.ts';

/** The last characters of the process's stderr kept for the error (PGlite's own messages are short). */
const STDERR_KEPT = 4_000;

/**
 * Makes a new embedded database in `dataDir` (initdb and the migrations) in a process of its own
 * (create-cluster-process.ts), and resolves once it has exited with the directory ready. The memory
 * the making took is the system's again, not the server's (a server whose own thread made it idled
 * 60–90 MB higher until its next restart). Rejects with the process's reason when it fails.
 */
export function createClusterInProcess(options: { dataDir: string; migrationsFolder: string }): Promise<void> {
  const { file, execArgv } = bundledEntry('create-cluster-process');
  return new Promise<void>((resolve, reject) => {
    // (It inherits the server's environment, glibc's memory settings among them.)
    const child = spawn(process.execPath, [...execArgv, '--max-semi-space-size=4', file, options.dataDir, options.migrationsFolder], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEPT);
    });
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) return resolve();
      const reason = stderr.trim() || `it ended with ${signal ?? `exit code ${code}`}`;
      reject(new Error(`Could not create the embedded database in ${options.dataDir}: ${reason}`));
    });
  });
}
