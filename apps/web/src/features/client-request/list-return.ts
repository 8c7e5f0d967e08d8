import { useState } from 'react';
import { useLocation } from 'react-router';

/** Where the Potential Clients list keeps its own address (path + filters), for the way back from one request. */
export const LIST_URL_STORAGE_KEY = 'genie.client-requests.url';
const LIST_PATH = '/client_request';

/** Navigation state a link into a request may carry: the list's address with its filters. */
export interface FromListState {
  from?: string;
}

function isListUrl(value: unknown): value is string {
  return typeof value === 'string' && (value === LIST_PATH || value.startsWith(`${LIST_PATH}?`));
}

function storedListUrl(): string | null {
  try {
    return sessionStorage.getItem(LIST_URL_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The way back to the list as the designer left it: the address the list passed in navigation state,
 * else the one it keeps in session storage, else the plain list. Fixed when the page opens, so
 * switching tabs never loses it.
 */
export function useListReturnUrl(): string {
  const location = useLocation();
  const [url] = useState(() => {
    const fromState = (location.state as FromListState | null)?.from;
    if (isListUrl(fromState)) return fromState;
    const stored = storedListUrl();
    return isListUrl(stored) ? stored : LIST_PATH;
  });
  return url;
}
