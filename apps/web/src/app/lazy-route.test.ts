import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, lazyRoute, reloadOnceForChunkError } from './lazy-route.ts';

const reload = vi.fn();

beforeEach(() => {
  sessionStorage.clear();
  reload.mockReset();
  vi.stubGlobal('location', { ...window.location, reload });
});
afterEach(() => vi.unstubAllGlobals());

const chunkError = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

async function failedLoad(): Promise<unknown> {
  return lazyRoute(chunkError)().catch((e: unknown) => e);
}

describe('a lazily loaded screen', () => {
  it('loads normally when its code arrives', async () => {
    await expect(lazyRoute(async () => ({ Component: 'page' }))()).resolves.toEqual({ Component: 'page' });
  });

  it('reports a chunk that cannot be fetched as a ChunkLoadError keeping the cause', async () => {
    const error = await failedLoad();
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).message).toBe('Failed to fetch dynamically imported module');
  });

  it('reloads the address being opened once when its code cannot be fetched (a stale deployment)', async () => {
    const error = await failedLoad();
    expect(reloadOnceForChunkError(error)).toBe(true);
    // The error screen may render twice while the reload starts: still one reload.
    expect(reloadOnceForChunkError(error)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the error instead of reloading again when the chunk still fails right after the reload', async () => {
    reloadOnceForChunkError(await failedLoad());
    // The page came back (same session) and the chunk fails again.
    expect(reloadOnceForChunkError(await failedLoad())).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('arms the reload again once a chunk has loaded', async () => {
    reloadOnceForChunkError(await failedLoad());
    await lazyRoute(async () => ({}))();
    expect(reloadOnceForChunkError(await failedLoad())).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('leaves other errors to the error screen', () => {
    expect(reloadOnceForChunkError(new Error('boom'))).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
