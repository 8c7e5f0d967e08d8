import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

interface Pending<T> {
  /** The address the first change was made on. */
  from: string;
  /** Our changes not yet shown in the address bar, oldest first. */
  queue: { search: string; state: T }[];
}

/** Drops the changes the address now shows, or all of them if it changed otherwise (Back, a link). */
function settle<T>(waiting: Pending<T> | null, key: string): void {
  if (!waiting) return;
  const landed = waiting.queue.findIndex((p) => p.search === key);
  if (landed >= 0) waiting.queue.splice(0, landed + 1);
  else if (key !== waiting.from) waiting.queue.length = 0;
}

/**
 * A screen's state kept in the address bar (reload and Back keep it): `read` turns the address into the state,
 * `write` the state into the address. Changing the address is a navigation that lands a moment later; a second
 * change made before it lands (a filter tapped while a search is still being typed) builds on the first instead of
 * on what the address bar still says, so quick changes are never lost.
 */
export function useAddressState<T>(read: (search: URLSearchParams) => T, write: (state: T) => URLSearchParams) {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `read` is a pure reader of the address; the address is the dependency.
  const state = useMemo(() => read(new URLSearchParams(key)), [key]);
  const pending = useRef<Pending<T> | null>(null);

  // Each address shown settles the changes waiting for it.
  useEffect(() => settle(pending.current, key), [key]);

  const update = useCallback(
    (make: (current: T) => T, options: { replace?: boolean } = {}) => {
      settle(pending.current, key);
      const next = make(pending.current?.queue.at(-1)?.state ?? state);
      const nextSearch = write(next);
      if (!pending.current || pending.current.queue.length === 0) pending.current = { from: key, queue: [] };
      pending.current.queue.push({ search: nextSearch.toString(), state: next });
      setSearch(nextSearch, { replace: options.replace, preventScrollReset: true });
    },
    [key, state, setSearch, write],
  );

  return { state, update };
}
