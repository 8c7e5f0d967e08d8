/**
 * The embed widget's protocol and snippet, without zod: the loader (packages/embed) bundles this file
 * alone, so it must stay tiny and pure. `embed.ts` holds the zod schemas of the same messages; a test
 * keeps the two in step. Everything the host page, the loader and the panel agree on is defined here.
 */

/** Every message carries this marker and version; anything else on the window is ignored. */
export const EMBED_PROTOCOL = 'genie-embed';
export const EMBED_PROTOCOL_VERSION = 1;

/** Messages the panel (iframe) sends to the host page's loader. */
export const EMBED_FRAME_MESSAGES = ['genie:ready', 'genie:request_started', 'genie:brief_confirmed', 'genie:close', 'genie:session'] as const;
export type EmbedFrameMessageType = (typeof EMBED_FRAME_MESSAGES)[number];
/** Messages the loader sends to the panel. */
export const EMBED_HOST_MESSAGES = ['genie:opened'] as const;
export type EmbedHostMessageType = (typeof EMBED_HOST_MESSAGES)[number];

export interface EmbedMessage<T extends string = EmbedFrameMessageType | EmbedHostMessageType> {
  protocol: typeof EMBED_PROTOCOL;
  version: typeof EMBED_PROTOCOL_VERSION;
  type: T;
  /**
   * `genie:session` only: the visitor's session, for a panel whose own storage the browser blocks
   * (third-party storage off). The loader keeps it on the host site, after the visitor started a request,
   * and hands it back in the panel address's fragment on the site's next page, so the visitor resumes.
   */
  session?: string;
}
export type EmbedFrameMessage = EmbedMessage<EmbedFrameMessageType>;
export type EmbedHostMessage = EmbedMessage<EmbedHostMessageType>;

export function embedMessage<T extends EmbedFrameMessageType | EmbedHostMessageType>(type: T, session?: string): EmbedMessage<T> {
  return session === undefined ? { protocol: EMBED_PROTOCOL, version: EMBED_PROTOCOL_VERSION, type } : { protocol: EMBED_PROTOCOL, version: EMBED_PROTOCOL_VERSION, type, session };
}

/** The host-side key of a kept session, and the panel address fragment that hands it back. */
/** An http(s) origin and nothing more (no path, no credentials): the only parent a panel posts to. */
export const EMBED_PARENT_ORIGIN = /^https?:\/\/(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/;

/** The `origin` a panel was given, when it is one it may post to (at most 300 characters, EMBED_PARENT_ORIGIN). */
export function readEmbedParentOrigin(value: string | null | undefined): string | null {
  return typeof value === 'string' && value.length <= 300 && EMBED_PARENT_ORIGIN.test(value) ? value : null;
}

export const EMBED_SESSION_KEY = 'genie.embed.';
export const EMBED_SESSION_FRAGMENT = 'session=';

/** A hand check of a received message's shape (the loader carries no zod). */
export function readEmbedMessage<T extends string>(data: unknown, types: readonly T[]): T | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Record<string, unknown>;
  if (m.protocol !== EMBED_PROTOCOL || m.version !== EMBED_PROTOCOL_VERSION) return null;
  return types.includes(m.type as T) ? (m.type as T) : null;
}

/** Events a host page can listen to with `Genie('on', name, fn)`. */
export const EMBED_EVENTS = ['opened', 'closed', 'request_started', 'brief_confirmed'] as const;
export type EmbedEvent = (typeof EMBED_EVENTS)[number];

/** The hidden fields a host page may pass into the request (the loader fills page_url and utm_* itself). */
export const EMBED_SOURCE_FIELDS = ['page_url', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'campaign'] as const;
export type EmbedSourceField = (typeof EMBED_SOURCE_FIELDS)[number];

/** Query parameters of the panel's URL, written by the loader and read by the embed routes. */
export const EMBED_QUERY = { origin: 'origin', theme: 'theme', color: 'color', field: 'f_' } as const;

export type EmbedFlow = 'genie' | 'mood-board';
export type EmbedTheme = 'light' | 'dark' | 'auto';

/** The loader's versioned, long-cached path on the product's origin. */
export const EMBED_SCRIPT_PATH = '/embed/v1.js';

export interface EmbedSnippetOptions {
  /** The product's origin, e.g. https://app.genie.example */
  origin: string;
  linkWords: string;
  teamName: string;
  logo?: string | null;
  flow?: EmbedFlow;
  theme?: EmbedTheme;
  color?: string;
  /** The greeting's language (the designer's choice in the dialog); the greeting travels in the snippet. */
  language?: EmbedLanguage;
}

function attr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The snippet's one-line stub: queues `Genie(...)` calls until the loader replaces it. A strict CSP allows it by its hash. */
export const EMBED_STUB = 'window.Genie=window.Genie||function(){(Genie.q=Genie.q||[]).push(arguments)}';

/**
 * The snippet a designer pastes (the admin dialog and the README show this one): a stub that queues
 * calls made before the loader arrives, and the loader tag whose data attributes carry the greeting,
 * so the host page makes no request to us before the visitor clicks. Needs no inline script to work:
 * on a strict-CSP page the one-line stub may be dropped and the script tag alone still runs.
 */
export function embedSnippet(o: EmbedSnippetOptions): string {
  const data: [string, string | null | undefined][] = [
    ['genie', o.linkWords],
    ['team', o.teamName],
    ['logo', o.logo],
    ['flow', o.flow && o.flow !== 'genie' ? o.flow : null],
    ['theme', o.theme && o.theme !== 'auto' ? o.theme : null],
    ['color', o.color],
    ['greeting', embedGreeting(o.language ?? 'en-US', o.teamName)],
    ['lang', o.language],
  ];
  const attrs = data
    .filter((d): d is [string, string] => Boolean(d[1]))
    .map(([k, v]) => ` data-${k}="${attr(v)}"`)
    .join('');
  return [
    `<script>${EMBED_STUB}</script>`,
    `<script async src="${attr(o.origin + EMBED_SCRIPT_PATH)}"${attrs}></script>`,
  ].join('\n');
}

/** The hosted link: the fallback for builders that allow no scripts. */
export function hostedGenieLink(origin: string, linkWords: string, flow: EmbedFlow = 'genie'): string {
  const slug = encodeURIComponent(linkWords);
  return flow === 'mood-board' ? `${origin}/mood_board/${slug}` : `${origin}/genie/${slug}`;
}

/**
 * The few words the loader shows on the host page, in the product's three languages (the loader carries
 * no i18n library). Chosen by `data-lang`, else the host page's `<html lang>`, else the browser's.
 */
export const EMBED_LOADER_TEXT = {
  'en-US': { greeting: 'Hi, welcome to {team}! Tell us about your project', close: 'Close', panel: 'Chat with {team}' },
  'zh-TW': { greeting: '嗨，歡迎來到 {team}！告訴我們您的專案', close: '關閉', panel: '與 {team} 對話' },
  'ko-KR': { greeting: '안녕하세요, {team}에 오신 것을 환영합니다! 프로젝트에 대해 알려주세요', close: '닫기', panel: '{team}와(과) 대화하기' },
} as const;
export type EmbedLanguage = keyof typeof EMBED_LOADER_TEXT;

export function embedLanguage(tag: string | null | undefined): EmbedLanguage {
  const t = (tag ?? '').toLowerCase();
  return t.startsWith('zh') ? 'zh-TW' : t.startsWith('ko') ? 'ko-KR' : 'en-US';
}

export function embedGreeting(language: EmbedLanguage, team: string): string {
  return EMBED_LOADER_TEXT[language].greeting.replace('{team}', team);
}
