import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { checkAvailability, type Availability, type DuplicateField } from './api.ts';

export type AvailabilityState = 'unchanged' | 'idle' | 'checking' | Availability;

const DEBOUNCE_MS = 400;

/**
 * Live duplicate check of a genie name or username while it is typed: nothing for the current value
 * or one that fails its format rule, otherwise the server's answer once typing pauses.
 */
export function useAvailability(field: DuplicateField, value: string, current: string, wellFormed: boolean): AvailabilityState {
  const trimmed = value.trim();
  const [settled, setSettled] = useState(trimmed);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(trimmed), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [trimmed]);

  const changed = trimmed !== '' && trimmed.toLowerCase() !== current.trim().toLowerCase();
  const query = useQuery({
    queryKey: ['duplicate_check', field, settled],
    queryFn: ({ signal }) => checkAvailability(field, settled, signal),
    enabled: changed && wellFormed && settled === trimmed,
    staleTime: 30_000,
    retry: false,
  });

  if (!changed) return 'unchanged';
  if (!wellFormed) return 'idle';
  if (settled !== trimmed || query.isFetching || !query.data) return 'checking';
  return query.data;
}
