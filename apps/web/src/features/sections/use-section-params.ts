import { useCallback } from 'react';
import { useAddressState } from '../../app/use-address-state.ts';

type Value = string | number | undefined;

/** The address of a section's filters: the page only when past the first, nothing empty. */
function addressOf(params: object): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(params) as [string, Value][]) if (v !== undefined && v !== '' && !(k === 'page' && v === 1)) out.set(k, String(v));
  return out;
}

/**
 * A section's filters, kept in the address so a reload or Back keeps them. `read` turns the address
 * into typed filters; a change other than the page starts again from the first page. A change made before the
 * previous one reached the address (a filter tapped while the search still waits to be sent) builds on it.
 */
export function useSectionParams<T extends { page?: number | undefined }>(read: (search: URLSearchParams) => T): [T, (change: Partial<T>) => void] {
  const { state, update } = useAddressState(read, addressOf);
  const change = useCallback((partial: Partial<T>) => update((current) => ({ ...current, page: 1, ...partial }), { replace: true }), [update]);
  return [state, change];
}

/** The page number of the address: a whole number from 1. */
export const pageOf = (search: URLSearchParams) => Math.max(1, Math.floor(Number(search.get('page'))) || 1);

/** A value of the address if it is one of `allowed`. */
export function oneOf<T extends string>(search: URLSearchParams, key: string, allowed: readonly T[]): T | undefined {
  const value = search.get(key);
  return (allowed as readonly (string | null)[]).includes(value) ? (value as T) : undefined;
}
