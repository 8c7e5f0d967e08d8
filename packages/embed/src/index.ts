import {
  EMBED_EVENTS,
  EMBED_FRAME_MESSAGES,
  EMBED_LOADER_TEXT,
  EMBED_SESSION_FRAGMENT,
  EMBED_SESSION_KEY,
  embedLanguage,
  embedMessage,
  readEmbedMessage,
} from '@genie/contracts/embed-protocol';
import { mergeData, panelUrl, parseOptions } from './options.ts';
import { createRunner, drainQueue, type GenieGlobal } from './queue.ts';
import { css } from './styles.ts';

declare global {
  interface Window {
    Genie?: GenieGlobal;
  }
}

/**
 * The host page's side of the embed widget. Until the visitor clicks it only draws the launcher from the
 * script tag's data attributes: no request to our server, no cookie, no storage. The first open creates
 * the iframe of /genie-embed/…; messages are accepted only from that frame on our origin, and sent only
 * to our origin.
 */
const script = document.currentScript as HTMLScriptElement | null;
const origin = script ? new URL(script.src).origin : location.origin;
let data: Record<string, string | undefined> = { ...script?.dataset };
let o = parseOptions(data, origin);
const listeners: Record<string, (() => void)[]> = {};
let root: ShadowRoot | undefined;
let launcher: HTMLButtonElement;
let panel: HTMLDivElement;
let frame: HTMLIFrameElement | undefined;
let ready = false;

function add<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, parent: Node, attrs: Record<string, string> = {}) {
  const node = document.createElement(tag);
  node.className = className;
  for (const k in attrs) node.setAttribute(k, attrs[k]!);
  return parent.appendChild(node);
}

const emit = (event: string) => listeners[event]?.forEach((fn) => fn());
const isOpen = () => !!root && !panel.hidden;

function mount() {
  if (root || !o.linkWords) return;
  const host = add('div', '', document.body, { 'data-genie-embed': '' });
  root = host.attachShadow({ mode: 'open' });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css(o));
  root.adoptedStyleSheets = [sheet];

  const text = EMBED_LOADER_TEXT[embedLanguage(data.lang || document.documentElement.lang || navigator.language)];
  const team = o.teamName;
  launcher = add('button', 'l', root, { type: 'button', 'aria-expanded': 'false', 'aria-haspopup': 'dialog' });
  const avatar = add(o.logo ? 'img' : 'span', 'a', launcher, o.logo ? { src: o.logo, alt: '' } : { 'aria-hidden': 'true' });
  if (!o.logo) avatar.textContent = [...team][0] ?? '✦';
  add('span', '', launcher).textContent = o.greeting ?? text.greeting.replace('{team}', team);
  launcher.onclick = toggle;

  panel = add('div', 'p', root, { role: 'dialog', 'aria-label': text.panel.replace('{team}', team) });
  panel.hidden = true;
  add('button', 'x', panel, { type: 'button', 'aria-label': text.close }).textContent = '×';
  panel.firstChild!.addEventListener('click', close);
  panel.onkeydown = (e) => e.key === 'Escape' && close();
}

/** The session the panel asked us to keep (its own storage blocked), handed back in the address fragment. */
function kept(): string {
  try {
    const session = localStorage.getItem(EMBED_SESSION_KEY + o.linkWords);
    return session ? `#${EMBED_SESSION_FRAGMENT}${encodeURIComponent(session)}` : '';
  } catch {
    return '';
  }
}

function focusPanel() {
  frame!.focus();
  if (ready) frame!.contentWindow?.postMessage(embedMessage('genie:opened'), origin);
}

function open() {
  mount();
  if (!root || isOpen()) return;
  frame ??= add('iframe', '', panel, { title: panel.getAttribute('aria-label')!, src: panelUrl(o, location) + kept() });
  panel.hidden = false;
  launcher.setAttribute('aria-expanded', 'true');
  // Full screen on phones: the launcher would sit on top of the panel.
  launcher.hidden = matchMedia('(max-width:640px)').matches;
  focusPanel();
  emit('opened');
}

function close() {
  if (!isOpen()) return;
  panel.hidden = launcher.hidden = false;
  panel.hidden = true;
  launcher.setAttribute('aria-expanded', 'false');
  launcher.focus();
  emit('closed');
}

function toggle() {
  if (isOpen()) close();
  else open();
}

addEventListener('message', (event) => {
  if (!frame || event.origin !== origin || event.source !== frame.contentWindow) return;
  const type = readEmbedMessage(event.data, EMBED_FRAME_MESSAGES);
  if (type === 'genie:ready') {
    ready = true;
    if (isOpen()) focusPanel();
  } else if (type === 'genie:close') close();
  else if (type === 'genie:session') {
    try {
      localStorage.setItem(EMBED_SESSION_KEY + o.linkWords, String(event.data.session));
    } catch {
      /* not kept: the next page starts afresh */
    }
  }
  else if (type) emit(type.slice(6));
});

const run = createRunner({
  init: (given) => {
    if (root || typeof given !== 'object' || !given) return;
    data = mergeData(data, given as Record<string, unknown>);
    o = parseOptions(data, origin);
  },
  open,
  close,
  toggle,
  on: (event, fn) => {
    if (typeof fn === 'function' && EMBED_EVENTS.includes(event as never)) (listeners[event as string] ??= []).push(fn as () => void);
  },
});
const stub = window.Genie;
window.Genie = run;

function start() {
  drainQueue(stub, run);
  mount();
  if (o.openAfter !== null) setTimeout(open, o.openAfter * 1000);
}
if (document.body) start();
else addEventListener('DOMContentLoaded', start);
