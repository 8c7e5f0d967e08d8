/**
 * What the visitor's browser keeps: the session token per genie in local storage (a return days later
 * resumes), drafts in session storage (a reload loses nothing typed). Storage may be unavailable
 * (private mode, blocked cookies): then nothing is kept and the flow still works for this page.
 */

export interface StoredSession {
  token: string;
  identifyKey: string;
}

const SESSION_PREFIX = 'genie.visitor.';
/** The last genie a session was opened on, for /genie/book. */
const LAST_KEY = 'genie.visitor-last';

/**
 * Kept for this page when the browser refuses storage (the embed panel with third-party storage
 * blocked): the panel then survives navigation inside itself, and the host page's loader keeps the
 * session across the site's pages (embed-bridge.ts).
 */
const memory = new Map<string, string>();

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}
function write(storage: () => Storage, key: string, value: string | null) {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    if (value === null) memory.delete(key);
    else memory.set(key, value);
  }
}

/** Whether local storage works here (false in a third-party frame when the browser blocks its storage). */
export function canKeepSessions(): boolean {
  try {
    const probe = 'genie.probe';
    window.localStorage.setItem(probe, '1');
    window.localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}
const local = () => window.localStorage;
const session = () => window.sessionStorage;

export function loadSession(storageKey: string): StoredSession | null {
  const raw = read(local, SESSION_PREFIX + storageKey);
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<StoredSession>;
    return typeof v.token === 'string' && typeof v.identifyKey === 'string' ? { token: v.token, identifyKey: v.identifyKey } : null;
  } catch {
    return null;
  }
}

export function saveSession(storageKey: string, value: StoredSession) {
  write(local, SESSION_PREFIX + storageKey, JSON.stringify(value));
  write(local, LAST_KEY, storageKey);
}

export function clearSession(storageKey: string) {
  write(local, SESSION_PREFIX + storageKey, null);
}

/**
 * The most recently opened designer session (the demo is not bookable). A flow with a session of its own
 * keys it `{flow}:{linkWords}` (the mood board and its versions); link words never hold a colon.
 */
export function lastDesignerSession(): (StoredSession & { linkWords: string }) | null {
  const key = read(local, LAST_KEY);
  if (!key || key.startsWith('@')) return null;
  const stored = loadSession(key);
  return stored ? { ...stored, linkWords: key.slice(key.lastIndexOf(':') + 1) } : null;
}

export function loadDraft<T>(key: string): T | null {
  const raw = read(session, `genie.draft.${key}`);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function saveDraft(key: string, value: unknown) {
  write(session, `genie.draft.${key}`, value === null ? null : JSON.stringify(value));
}
