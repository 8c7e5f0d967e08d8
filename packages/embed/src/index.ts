import { mergeData, parseOptions } from './options.ts';
import { createRunner, drainQueue, type GenieGlobal } from './queue.ts';
import type { Stage } from './stage.ts';
import { css } from './styles.ts';

declare global {
  interface Window {
    Genie?: GenieGlobal;
  }
}

/**
 * Stage 1 of the embed widget, the only code a host page loads before a click: it replays the
 * snippet's queue and draws the launcher from the script tag's data attributes. No request to our
 * server, no cookie, no storage. The first open loads stage 2 (panel.ts, v1-panel.js) beside it.
 */
const script = document.currentScript as HTMLScriptElement | null;
const origin = script ? new URL(script.src).origin : location.origin;
let data: Record<string, string | undefined> = { ...script?.dataset };
let o = parseOptions(data, origin);
const listeners: Record<string, (() => void)[]> = {};
let stage: Stage | undefined;
let loading = false;

function mount(): Stage | undefined {
  if (stage || !o.linkWords) return stage;
  const root = document.body.appendChild(document.createElement('div')).attachShadow({ mode: 'open' });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css(o));
  root.adoptedStyleSheets = [sheet];
  const team = o.teamName;
  const launcher = root.appendChild(document.createElement('button'));
  launcher.className = 'l';
  launcher.type = 'button';
  launcher.setAttribute('aria-expanded', 'false');
  launcher.setAttribute('aria-haspopup', 'dialog');
  const avatar = launcher.appendChild(document.createElement(o.logo ? 'img' : 'span'));
  avatar.className = 'a';
  if (o.logo) {
    avatar.setAttribute('src', o.logo);
    avatar.setAttribute('alt', '');
  } else {
    avatar.textContent = [...team][0] ?? '✦';
    avatar.setAttribute('aria-hidden', 'true');
  }
  // The snippet carries the greeting in the designer's language; this is the fallback of a bare tag.
  launcher.appendChild(document.createElement('span')).textContent = o.greeting ?? `Hi, welcome to ${team}! Tell us about your project`;
  launcher.onclick = () => panel('toggle');
  stage = {
    o,
    data,
    origin,
    root,
    sheet,
    launcher,
    lang: data.lang || document.documentElement.lang || navigator.language,
    emit: (event) => listeners[event]?.forEach((fn) => fn()),
    pending: [],
  };
  window.Genie!.s = stage;
  return stage;
}

/** open / close / toggle: handled by stage 2, loaded on the first of them. */
function panel(command: string) {
  const g = window.Genie!;
  if (g.p) return g.p(command);
  if (!mount()) return;
  stage!.pending.push(command);
  if (loading) return;
  loading = true;
  const next = document.head.appendChild(document.createElement('script'));
  next.async = true;
  next.src = new URL('v1-panel.js', script?.src ?? origin + '/embed/').href;
}

const run = createRunner({
  init: (given) => {
    if (stage || typeof given !== 'object' || !given) return;
    data = mergeData(data, given as Record<string, unknown>);
    o = parseOptions(data, origin);
  },
  open: () => panel('open'),
  close: () => panel('close'),
  toggle: () => panel('toggle'),
  on: (event, fn) => {
    if (typeof fn === 'function') (listeners[event as string] ??= []).push(fn as () => void);
  },
});
const stub = window.Genie;
window.Genie = run;

function start() {
  drainQueue(stub, run);
  mount();
  if (o.openAfter !== null) setTimeout(() => panel('open'), o.openAfter * 1000);
}
if (document.body) start();
else addEventListener('DOMContentLoaded', start);
