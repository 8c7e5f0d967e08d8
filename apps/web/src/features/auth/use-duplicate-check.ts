import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { checkDuplicate, type Availability, type DuplicateField } from './api.ts';

export type DuplicateCheckState = 'idle' | 'checking' | Availability;

/** How long typing must pause before the name is checked. */
export const DUPLICATE_CHECK_DEBOUNCE_MS = 400;

/**
 * Live duplicate check while a genie name or username is typed: idle for an empty or malformed value,
 * otherwise the server's answer once typing pauses (answers are cached, so going back and forth is free).
 */
export function useDuplicateCheck(field: DuplicateField, value: string, wellFormed: boolean): DuplicateCheckState {
  const trimmed = value.trim();
  const [settled, setSettled] = useState(trimmed);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(trimmed), DUPLICATE_CHECK_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [trimmed]);

  const active = trimmed !== '' && wellFormed;
  const query = useQuery({
    queryKey: ['duplicate_check', field, settled],
    queryFn: ({ signal }) => checkDuplicate(field, settled, signal),
    enabled: active && settled === trimmed,
    staleTime: 30_000,
    retry: false,
  });

  if (!active) return 'idle';
  if (settled !== trimmed) return 'checking';
  if (query.data) return query.data;
  return query.isError ? 'failed' : 'checking';
}
