/** Small helpers every bench step shares: its knobs from the environment, and a free port for a server it starts. */
import net from 'node:net';

/** A knob from the environment (`BENCH_…`): a positive integer, or the fallback when unset. */
export function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got ${JSON.stringify(raw)}`);
  return n;
}

/**
 * A knob from the environment (`BENCH_…`): a finite number of at least `min`, fractions allowed (a CPU
 * slowdown of 1.5), or the fallback when unset. A value that is no such number stops the bench with its
 * name rather than running on NaN or on a silently corrected value.
 */
export function numberAtLeast(name: string, min: number, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min) throw new Error(`${name} must be a number of at least ${min}, got ${JSON.stringify(raw)}`);
  return n;
}

/** A port on 127.0.0.1 that nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}
