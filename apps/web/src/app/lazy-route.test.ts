import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyRoute } from './lazy-route.ts';

const reload = vi.fn();

beforeEach(() => {
  sessionStorage.clear();
  reload.mockReset();
  vi.stubGlobal('location', { ...window.location, reload });
});
afterEach(() => vi.unstubAllGlobals());

const chunkError = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('a lazily loaded screen', () => {
  it('loads normally when its code arrives', async () => {
    await expect(lazyRoute(async () => ({ Component: 'page' }))()).resolves.toEqual({ Component: 'page' });
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page once when its code cannot be fetched (a stale deployment)', async () => {
    const pending = lazyRoute(chunkError)();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // The screen never resolves with the broken chunk: the reload replaces the page.
    const settled = await Promise.race([pending.then(() => 'settled'), new Promise((r) => setTimeout(() => r('waiting'), 20))]);
    expect(settled).toBe('waiting');
  });

  it('shows the error instead of reloading again when the chunk still fails right after the reload', async () => {
    void lazyRoute(chunkError)();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // The page came back (same session) and the chunk fails again.
    await expect(lazyRoute(chunkError)()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('arms the reload again once a chunk has loaded', async () => {
    void lazyRoute(chunkError)();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await lazyRoute(async () => ({}))();
    void lazyRoute(chunkError)();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
  });
});
