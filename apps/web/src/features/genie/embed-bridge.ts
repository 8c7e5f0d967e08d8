import {
  EMBED_SESSION_FRAGMENT,
  EMBED_QUERY,
  EMBED_SOURCE_FIELDS,
  EMBED_HOST_MESSAGES,
  embedMessage,
  readEmbedMessage,
  readEmbedParentOrigin,
  type EmbedFrameMessageType,
  type RequestSource,
} from '@genie/contracts';
import type { StoredSession } from './visitor-storage.ts';

/** What the panel learns from its address (written by the loader, packages/embed/src/options.ts). */
export interface EmbedLaunch {
  /** The host page's origin: the only target of our messages, the only sender we listen to. Null: not posting. */
  parentOrigin: string | null;
  theme: 'light' | 'dark' | null;
  color: string | null;
  source: RequestSource;
}

/**
 * Reads the panel's query. The parent origin must be a bare origin and, where the browser tells us
 * (location.ancestorOrigins), the page that really frames us; otherwise the panel still works but
 * posts nothing, so a page that frames us under a false origin learns nothing.
 */
export function readEmbedLaunch(search: string, ancestorOrigins?: ArrayLike<string>): EmbedLaunch {
  const q = new URLSearchParams(search);
  const claimed = readEmbedParentOrigin(q.get(EMBED_QUERY.origin));
  const actual = ancestorOrigins && ancestorOrigins.length > 0 ? ancestorOrigins[0] : undefined;
  const parentOrigin = claimed && (actual === undefined || actual === claimed) ? claimed : null;
  const theme = q.get(EMBED_QUERY.theme);
  const color = q.get(EMBED_QUERY.color);
  const source: RequestSource = { embed: true };
  for (const name of EMBED_SOURCE_FIELDS) {
    const value = q.get(EMBED_QUERY.field + name)?.trim().slice(0, name === 'page_url' ? 2000 : 300);
    if (value) source[name] = value;
  }
  return {
    parentOrigin,
    theme: theme === 'light' || theme === 'dark' ? theme : null,
    color: color && /^#[0-9a-f]{6}$/i.test(color) ? color : null,
    source,
  };
}

/** Sends one protocol message to the host page, to its origin only. */
export function postToHost(parentOrigin: string | null, type: EmbedFrameMessageType, session?: string) {
  if (!parentOrigin || window.parent === window) return;
  window.parent.postMessage(embedMessage(type, session), parentOrigin);
}

/** The session the host's loader kept for us (our storage blocked), from the address fragment. */
export function keptSession(hash: string): StoredSession | null {
  const raw = hash.startsWith(`#${EMBED_SESSION_FRAGMENT}`) ? hash.slice(EMBED_SESSION_FRAGMENT.length + 1) : null;
  if (!raw) return null;
  try {
    const v = JSON.parse(decodeURIComponent(raw)) as Partial<StoredSession>;
    return typeof v.token === 'string' && typeof v.identifyKey === 'string' ? { token: v.token, identifyKey: v.identifyKey } : null;
  } catch {
    return null;
  }
}

/** Whether a message event is the host's loader telling us the panel opened. */
export function isPanelOpened(event: MessageEvent, parentOrigin: string | null): boolean {
  return Boolean(parentOrigin) && event.origin === parentOrigin && event.source === window.parent && readEmbedMessage(event.data, EMBED_HOST_MESSAGES) === 'genie:opened';
}
