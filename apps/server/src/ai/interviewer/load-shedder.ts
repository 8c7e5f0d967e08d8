/**
 * Keeps the first-words promise when the server itself is the bottleneck. A turn worded by the model
 * costs the server several times the CPU of the built-in interviewer's (two HTTP calls, the SDK's
 * streams, the schema checks), and a saturated event loop delays everything, requests not yet read
 * included, past any budget the turn can see. So when the event loop has fallen behind while many model
 * turns are in flight, new turns are answered by the built-in interviewer at once (`server_busy`) until
 * it catches up. A lone turn is never shed: a slow start or a large import lags the loop too.
 * One per process (`processLoadShedder`): the CPU is shared by every interviewer.
 */
export interface LoadShedder {
  /** May a new turn call the model? When yes it counts as in flight until the returned release is called; null: no. */
  admit(): (() => void) | null;
  readonly inFlight: number;
}

export interface LoadShedderOptions {
  /** The event loop lag (the worst of the last second) past which turns are shed; default 100 ms. */
  lagMs?: number;
  /** Turns in flight below which none is shed, whatever the lag; default 8. */
  minInFlight?: number;
  /** The lag as measured; default: a timer every 50 ms noting how late it ran, over the last second. */
  recentLagMs?: () => number;
}

/** The worst lag of a repeating timer over the last `windowMs`, including a tick that is overdue now. */
function eventLoopLag(intervalMs = 50, windowMs = 1_000): () => number {
  let expected = performance.now() + intervalMs;
  const samples: { at: number; lag: number }[] = [];
  const timer = setInterval(() => {
    const at = performance.now();
    samples.push({ at, lag: Math.max(0, at - expected) });
    while (samples.length && samples[0]!.at < at - windowMs) samples.shift();
    expected = at + intervalMs;
  }, intervalMs);
  timer.unref();
  return () => {
    const now = performance.now();
    let worst = Math.max(0, now - expected);
    for (const s of samples) if (s.at >= now - windowMs && s.lag > worst) worst = s.lag;
    return worst;
  };
}

export function createLoadShedder(options: LoadShedderOptions = {}): LoadShedder {
  const lagMs = options.lagMs ?? 100;
  const minInFlight = options.minInFlight ?? 8;
  let recentLagMs = options.recentLagMs;
  let inFlight = 0;
  return {
    get inFlight() {
      return inFlight;
    },
    admit() {
      // The timer starts with the first model turn: a server without an LLM runs none.
      recentLagMs ??= eventLoopLag();
      if (inFlight >= minInFlight && recentLagMs() > lagMs) return null;
      inFlight += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        inFlight -= 1;
      };
    },
  };
}

let shared: LoadShedder | undefined;

/** The process's shedder, shared by every interviewer (the default one, the reasoning one, the studios' own). */
export function processLoadShedder(): LoadShedder {
  shared ??= createLoadShedder();
  return shared;
}

