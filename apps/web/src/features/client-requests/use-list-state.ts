import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { listStateFromSearch, searchOfListState, type ListState } from './list-params.ts';

interface Pending {
  /** The address the first change was made on. */
  from: string;
  /** Our changes not yet shown in the address bar, oldest first. */
  queue: { search: string; state: ListState }[];
}

/**
 * The list's state, kept in the address bar (reload and back keep it). Changing the address is a
 * navigation that lands a moment later; a second change made before it lands builds on the first
 * instead of on what the address bar still says, so quick changes are never lost.
 */
export function useListState() {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  const state = useMemo(() => listStateFromSearch(new URLSearchParams(key)), [key]);
  const pending = useRef<Pending | null>(null);

  const update = useCallback(
    (make: (current: ListState) => ListState, options: { replace?: boolean } = {}) => {
      let base = state;
      const waiting = pending.current;
      if (waiting) {
        const landed = waiting.queue.findIndex((p) => p.search === key);
        if (landed >= 0) waiting.queue.splice(0, landed + 1);
        if (landed < 0 && key !== waiting.from) waiting.queue.length = 0; // the designer went elsewhere (back button)
        const last = waiting.queue.at(-1);
        if (last) base = last.state;
      }
      const next = make(base);
      const nextSearch = searchOfListState(next);
      if (!pending.current || pending.current.queue.length === 0) pending.current = { from: key, queue: [] };
      pending.current.queue.push({ search: nextSearch.toString(), state: next });
      setSearch(nextSearch, { replace: options.replace, preventScrollReset: true });
    },
    [key, state, setSearch],
  );

  return { state, update };
}
