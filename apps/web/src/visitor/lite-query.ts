import { createContext, createElement, useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

/**
 * The visitor's pages' server state, in place of TanStack Query (apps/web/vite.visitor.config.ts puts
 * this module where the visitor's code imports `@tanstack/react-query`). It keeps the part of the API
 * those pages use, with the same meaning:
 * - `useQuery({ queryKey, queryFn, enabled, staleTime, retry, refetchInterval })` → `data`, `error`,
 *   `status`, `isPending`, `isError`, `isSuccess`, `isFetching`, `refetch()`; one cache entry per key,
 *   shared by every component that asks for it; failures retried with TanStack's delays (1 s, 2 s, … 30 s).
 * - `useMutation({ mutationFn, onSuccess, onError, onSettled })` → `mutate`, `mutateAsync`, `reset`,
 *   `data`, `error`, `isPending`, `isError`, `isSuccess`; `onSuccess` is awaited before `isPending` ends.
 * - `useQueryClient()` → `getQueryData`, `setQueryData`, `invalidateQueries({ queryKey })` (by key prefix),
 *   `prefetchQuery({ queryKey, queryFn, staleTime })` (fetches unless fresh; never throws).
 * Not kept: refetching on window focus or reconnect, garbage collection of unused entries (a visitor's
 * few queries live as long as the page).
 */
export type QueryKey = readonly unknown[];
type Retry = boolean | number | ((failureCount: number, error: unknown) => boolean);

interface QueryState<T = unknown> {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  error: unknown;
  isFetching: boolean;
}

interface Entry {
  key: QueryKey;
  state: QueryState;
  updatedAt: number;
  invalid: boolean;
  fn?: () => Promise<unknown>;
  retry?: Retry;
  running?: Promise<void>;
  listeners: Set<() => void>;
}

interface ClientOptions {
  defaultOptions?: { queries?: { staleTime?: number; retry?: Retry } };
}

const hashKey = (key: QueryKey) => JSON.stringify(key);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class QueryClient {
  private entries = new Map<string, Entry>();
  constructor(readonly options: ClientOptions = {}) {}

  entry(key: QueryKey): Entry {
    const hash = hashKey(key);
    let entry = this.entries.get(hash);
    if (!entry) {
      entry = { key, state: { status: 'pending', data: undefined, error: null, isFetching: false }, updatedAt: 0, invalid: false, listeners: new Set() };
      this.entries.set(hash, entry);
    }
    return entry;
  }

  private set(entry: Entry, patch: Partial<QueryState>) {
    entry.state = { ...entry.state, ...patch };
    for (const listener of entry.listeners) listener();
  }

  fetch(entry: Entry): Promise<void> {
    if (entry.running) return entry.running;
    const fn = entry.fn;
    if (!fn) return Promise.resolve();
    this.set(entry, { isFetching: true });
    const retry = entry.retry ?? this.options.defaultOptions?.queries?.retry ?? 3;
    entry.running = (async () => {
      for (let failures = 0; ; failures += 1) {
        try {
          const data = await fn();
          entry.updatedAt = Date.now();
          entry.invalid = false;
          this.set(entry, { status: 'success', data, error: null, isFetching: false });
          return;
        } catch (error) {
          const again = typeof retry === 'function' ? retry(failures, error) : typeof retry === 'number' ? failures < retry : retry;
          if (!again) {
            this.set(entry, { status: 'error', error, isFetching: false });
            return;
          }
          await sleep(Math.min(1000 * 2 ** failures, 30_000));
        }
      }
    })().finally(() => {
      entry.running = undefined;
    });
    return entry.running;
  }

  getQueryData<T>(key: QueryKey): T | undefined {
    return this.entries.get(hashKey(key))?.state.data as T | undefined;
  }

  setQueryData<T>(key: QueryKey, updater: T | undefined | ((old: T | undefined) => T | undefined)) {
    const entry = this.entry(key);
    const data = typeof updater === 'function' ? (updater as (old: T | undefined) => T | undefined)(entry.state.data as T | undefined) : updater;
    if (data === undefined) return;
    entry.updatedAt = Date.now();
    entry.invalid = false;
    this.set(entry, { status: 'success', data, error: null });
  }

  /** Starts a query before a component asks for it (unless its data is fresh); a screen that then asks shares the request. */
  async prefetchQuery<T>({ queryKey, queryFn, staleTime = this.options.defaultOptions?.queries?.staleTime ?? 0 }: Pick<UseQueryOptions<T>, 'queryKey' | 'queryFn' | 'staleTime'>) {
    const entry = this.entry(queryKey);
    entry.fn = queryFn;
    if (entry.state.status === 'success' && !entry.invalid && Date.now() - entry.updatedAt < staleTime) return;
    await this.fetch(entry);
  }

  /**
   * Marks every query whose key starts with `queryKey` stale, and refetches those on screen. A fetch already
   * under way may have left before the change that made the data stale: the query is fetched again after
   * it (TanStack cancels it and refetches), so what is read is never older than the invalidation.
   */
  async invalidateQueries({ queryKey = [] }: { queryKey?: QueryKey } = {}) {
    const prefix = hashKey(queryKey).slice(0, -1);
    const hits = [...this.entries.values()].filter((e) => hashKey(e.key).startsWith(prefix));
    for (const e of hits) e.invalid = true;
    await Promise.all(
      hits
        .filter((e) => e.listeners.size > 0)
        .map(async (e) => {
          if (e.running) await e.running;
          await this.fetch(e);
        }),
    );
  }
}

const ClientContext = createContext<QueryClient | null>(null);

export function QueryClientProvider({ client, children }: { client: QueryClient; children?: ReactNode }) {
  return createElement(ClientContext.Provider, { value: client }, children);
}

export function useQueryClient(): QueryClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error('No QueryClient set, use QueryClientProvider to set one');
  return client;
}

export interface UseQueryOptions<T> {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  enabled?: boolean;
  staleTime?: number;
  retry?: Retry;
  refetchInterval?: number | false;
}

export function useQuery<T>(options: UseQueryOptions<T>) {
  const client = useQueryClient();
  const entry = client.entry(options.queryKey);
  entry.fn = options.queryFn;
  if (options.retry !== undefined) entry.retry = options.retry;
  const subscribe = useCallback(
    (listener: () => void) => {
      entry.listeners.add(listener);
      return () => {
        entry.listeners.delete(listener);
      };
    },
    [entry],
  );
  const state = useSyncExternalStore(subscribe, () => entry.state) as QueryState<T>;
  const enabled = options.enabled ?? true;
  const staleTime = options.staleTime ?? client.options.defaultOptions?.queries?.staleTime ?? 0;
  const interval = options.refetchInterval;
  useEffect(() => {
    if (!enabled) return;
    if (entry.state.status !== 'success' || entry.invalid || Date.now() - entry.updatedAt >= staleTime) void client.fetch(entry);
    if (!interval) return;
    const timer = setInterval(() => void client.fetch(entry), interval);
    return () => clearInterval(timer);
  }, [client, entry, enabled, staleTime, interval]);
  const refetch = useCallback(() => client.fetch(entry).then(() => entry.state as QueryState<T>), [client, entry]);
  return {
    ...state,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    isSuccess: state.status === 'success',
    refetch,
  };
}

interface MutationCallbacks<T, V> {
  onSuccess?: (data: T, variables: V, context: undefined) => unknown;
  onError?: (error: unknown, variables: V, context: undefined) => unknown;
  onSettled?: (data: T | undefined, error: unknown, variables: V, context: undefined) => unknown;
}

export interface UseMutationOptions<T, V> extends MutationCallbacks<T, V> {
  mutationFn: (variables: V) => Promise<T>;
}

interface MutationState<T, V> {
  status: 'idle' | 'pending' | 'error' | 'success';
  data: T | undefined;
  error: unknown;
  variables: V | undefined;
}

export function useMutation<T, V = void>(options: UseMutationOptions<T, V>) {
  const [state, setState] = useState<MutationState<T, V>>({ status: 'idle', data: undefined, error: null, variables: undefined });
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const mutateAsync = useCallback(async (variables: V, callbacks: MutationCallbacks<T, V> = {}): Promise<T> => {
    const opts = latest.current;
    setState({ status: 'pending', data: undefined, error: null, variables });
    try {
      const data = await opts.mutationFn(variables);
      await opts.onSuccess?.(data, variables, undefined);
      await opts.onSettled?.(data, null, variables, undefined);
      setState({ status: 'success', data, error: null, variables });
      callbacks.onSuccess?.(data, variables, undefined);
      callbacks.onSettled?.(data, null, variables, undefined);
      return data;
    } catch (error) {
      await opts.onError?.(error, variables, undefined);
      await opts.onSettled?.(undefined, error, variables, undefined);
      setState({ status: 'error', data: undefined, error, variables });
      callbacks.onError?.(error, variables, undefined);
      callbacks.onSettled?.(undefined, error, variables, undefined);
      throw error;
    }
  }, []);
  const mutate = useCallback(
    (variables: V, callbacks?: MutationCallbacks<T, V>) => {
      mutateAsync(variables, callbacks).catch(() => {});
    },
    [mutateAsync],
  );
  const reset = useCallback(() => setState({ status: 'idle', data: undefined, error: null, variables: undefined }), []);
  return {
    ...state,
    isIdle: state.status === 'idle',
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    isSuccess: state.status === 'success',
    mutate,
    mutateAsync,
    reset,
  };
}
