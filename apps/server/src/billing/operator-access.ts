import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * How `npm run plan:set` reaches a running server. The embedded database (PGlite) is owned by one
 * process, so the command cannot open it while the server runs: the server instead writes
 * `DATA_DIR/operator.json` (its loopback address and a fresh 256-bit token, mode 0600: only the user
 * running the server can read it) when it starts listening and removes it when it closes. The
 * operator endpoint takes only requests from a loopback address that carry that token. With no file
 * (no server running) the command opens the database itself.
 */
export interface OperatorAccess {
  readonly token: string;
  /** Whether a request may use the operator endpoint. */
  allows(token: string | undefined, remoteAddress: string | undefined): boolean;
  publish(port: number): Promise<void>;
  withdraw(): Promise<void>;
}

export const operatorFileName = 'operator.json';

export function operatorFilePath(dataDir: string): string {
  return path.join(dataDir, operatorFileName);
}

const loopback = (address: string | undefined) => address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';

export function createOperatorAccess(dataDir: string): OperatorAccess {
  const token = randomBytes(32).toString('base64url');
  const expected = Buffer.from(token);
  const file = operatorFilePath(dataDir);
  return {
    token,
    allows(given, remoteAddress) {
      if (!given || !loopback(remoteAddress)) return false;
      const buf = Buffer.from(given);
      return buf.length === expected.length && timingSafeEqual(buf, expected);
    },
    async publish(port) {
      await fs.mkdir(dataDir, { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(tmp, JSON.stringify({ url: `http://127.0.0.1:${port}`, token, pid: process.pid }), { mode: 0o600 });
      await fs.chmod(tmp, 0o600);
      await fs.rename(tmp, file);
    },
    async withdraw() {
      try {
        const current = JSON.parse(await fs.readFile(file, 'utf8')) as { token?: string };
        if (current.token === token) await fs.rm(file, { force: true });
      } catch {
        // Already gone, or another server's file: leave it.
      }
    },
  };
}
