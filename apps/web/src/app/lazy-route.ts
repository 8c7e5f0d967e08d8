const RELOAD_KEY = 'genie.chunk-reload';

/**
 * Wraps a route module import: if the chunk fails to load (a stale deployment), reload the page once;
 * if it fails again right after that reload, let the error screen show it.
 */
export function lazyRoute<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      const mod = await load();
      sessionStorage.removeItem(RELOAD_KEY);
      return mod;
    } catch (error) {
      if (!sessionStorage.getItem(RELOAD_KEY)) {
        sessionStorage.setItem(RELOAD_KEY, '1');
        window.location.reload();
        return new Promise<T>(() => {});
      }
      sessionStorage.removeItem(RELOAD_KEY);
      throw error;
    }
  };
}
