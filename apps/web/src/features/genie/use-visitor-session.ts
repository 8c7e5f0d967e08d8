import { useCallback, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../app/api-client.ts';
import { getSession } from './api.ts';
import type { GenieBase } from './genie-base.ts';
import { clearSession, loadSession, saveSession, type StoredSession } from './visitor-storage.ts';

/** The visitor session this browser holds for a genie, kept in local storage. */
export function useStoredSession(base: GenieBase) {
  const [stored, setStored] = useState<StoredSession | null>(() => loadSession(base.storageKey));
  const [key, setKey] = useState(base.storageKey);
  if (key !== base.storageKey) {
    setKey(base.storageKey);
    setStored(loadSession(base.storageKey));
  }
  const save = useCallback(
    (value: StoredSession) => {
      saveSession(base.storageKey, value);
      setStored(value);
    },
    [base.storageKey],
  );
  const forget = useCallback(() => {
    clearSession(base.storageKey);
    setStored(null);
  }, [base.storageKey]);
  return { stored, save, forget };
}

export const sessionQueryKey = (base: GenieBase, token: string | undefined) => ['genie', base.storageKey, 'session', token ?? ''] as const;

/** An expired or unknown session token: the browser forgets it and the visitor starts again. */
export function isSessionGone(error: unknown) {
  return error instanceof ApiError && (error.status === 401 || error.status === 403 || error.status === 404);
}

/** GET session/ — everything to resume, whatever the stage. */
export function useVisitorSession(base: GenieBase, token: string | undefined) {
  return useQuery({
    queryKey: sessionQueryKey(base, token),
    queryFn: () => getSession(base, token ?? ''),
    enabled: Boolean(token),
    retry: (count, error) => !isSessionGone(error) && count < 2,
    staleTime: 0,
  });
}

export function useInvalidateSession(base: GenieBase) {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: ['genie', base.storageKey] }), [client, base.storageKey]);
}

/**
 * The session this browser holds for a genie and its server state: a token the server no longer knows
 * (`gone`) is forgotten, so the visitor starts again at the home form.
 */
export function useHeldSession(base: GenieBase) {
  const { stored, save, forget } = useStoredSession(base);
  const session = useVisitorSession(base, stored?.token);
  const gone = isSessionGone(session.error);
  useEffect(() => {
    if (gone) forget();
  }, [gone, forget]);
  return { stored, save, forget, session, gone };
}
