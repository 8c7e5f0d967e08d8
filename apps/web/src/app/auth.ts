import { useSyncExternalStore } from 'react';

/** Spec §4: the designer's token lives in local storage under the key "site". */
export const TOKEN_KEY = 'site';

const listeners = new Set<() => void>();
function emit() {
  for (const l of listeners) l();
}

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string) {
  localStorage.setItem(TOKEN_KEY, token);
  emit();
}

export function clearToken() {
  localStorage.removeItem(TOKEN_KEY);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === TOKEN_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current token; re-renders on login, logout and changes made in other tabs. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}
