const RELOAD_KEY = 'genie.chunk-reload';

/** Session storage may be refused (an embedded frame with third-party storage blocked): then no reload marker is kept. */
function marker(action: 'get' | 'set' | 'remove'): boolean {
  try {
    if (action === 'get') return sessionStorage.getItem(RELOAD_KEY) !== null;
    if (action === 'set') sessionStorage.setItem(RELOAD_KEY, '1');
    else sessionStorage.removeItem(RELOAD_KEY);
    return true;
  } catch {
    return action === 'get';
  }
}

/** A screen's code could not be loaded: usually a deployment replaced the files this page knew. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ChunkLoadError';
  }
}

/** Wraps a route module import so a failure to load it reaches the error screen as a ChunkLoadError. */
export function lazyRoute<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      const mod = await load();
      marker('remove');
      return mod;
    } catch (error) {
      throw new ChunkLoadError(error);
    }
  };
}

const reloading = new WeakSet<object>();

/**
 * Called by the error screen, which renders at the address being opened: reload that address once
 * for a chunk that failed to load (a stale deployment). Returns true while that reload is under way;
 * false when the error is something else, or the chunk failed again right after a reload.
 */
export function reloadOnceForChunkError(error: unknown): boolean {
  if (!(error instanceof ChunkLoadError)) return false;
  if (reloading.has(error)) return true;
  // Without storage we cannot tell a first failure from a repeat: show the error rather than loop.
  if (marker('get')) {
    marker('remove');
    return false;
  }
  marker('set');
  reloading.add(error);
  window.location.reload();
  return true;
}
