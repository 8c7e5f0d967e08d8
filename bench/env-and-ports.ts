/** Small helpers every bench step shares: its knobs from the environment, and a free port for a server it starts. */
import net from 'node:net';

/** A knob from the environment (`BENCH_…`), or the fallback when unset; a value `valid` refuses stops the bench with its name. */
function knob(name: string, fallback: number, valid: (n: number) => boolean, what: string): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const n = Number(raw);
  if (!valid(n)) throw new Error(`${name} must be ${what}, got ${JSON.stringify(raw)}`);
  return n;
}

/** A knob that is a positive integer (a count of runs, visitors, seconds). */
export function positiveInt(name: string, fallback: number): number {
  return knob(name, fallback, (n) => Number.isInteger(n) && n >= 1, 'a positive integer');
}

/**
 * A knob that is a finite number of at least `min`, fractions allowed (a CPU slowdown of 1.5): never NaN
 * and never a silently corrected value.
 */
export function numberAtLeast(name: string, min: number, fallback: number): number {
  return knob(name, fallback, (n) => Number.isFinite(n) && n >= min, `a number of at least ${min}`);
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
