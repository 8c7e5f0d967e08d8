import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

type Value = string | number | undefined;

/**
 * A section's filters, kept in the address so a reload or Back keeps them. `read` turns the address
 * into typed filters; a change other than the page starts again from the first page.
 */
export function useSectionParams<T extends { page?: number | undefined }>(read: (search: URLSearchParams) => T): [T, (change: Partial<T>) => void] {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `read` is a pure reader of the address; the address is the dependency.
  const params = useMemo(() => read(new URLSearchParams(key)), [key]);
  const update = (change: Partial<T>) => {
    const next: Record<string, Value> = { ...params, page: 1, ...change };
    const out = new URLSearchParams();
    for (const [k, v] of Object.entries(next)) if (v !== undefined && v !== '' && !(k === 'page' && v === 1)) out.set(k, String(v));
    setSearch(out, { replace: true, preventScrollReset: true });
  };
  return [params, update];
}

/** The page number of the address: a whole number from 1. */
export const pageOf = (search: URLSearchParams) => Math.max(1, Math.floor(Number(search.get('page'))) || 1);

/** A value of the address if it is one of `allowed`. */
export function oneOf<T extends string>(search: URLSearchParams, key: string, allowed: readonly T[]): T | undefined {
  const value = search.get(key);
  return (allowed as readonly (string | null)[]).includes(value) ? (value as T) : undefined;
}
