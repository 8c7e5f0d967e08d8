import {
  EMBED_FRAME_MESSAGES,
  EMBED_LOADER_TEXT,
  EMBED_SESSION_FRAGMENT,
  EMBED_SESSION_KEY,
  embedLanguage,
  embedMessage,
  readEmbedMessage,
} from '@genie/contracts/embed-protocol';
import { panelUrl, sourceFields } from './options.ts';
import { panelCss } from './styles.ts';

/**
 * Stage 2 of the embed widget, loaded by the launcher (index.ts) when the visitor first opens it: the
 * panel with the iframe of /genie-embed/…, Esc and focus handling, and the protocol. Messages are
 * accepted only from that frame on our origin, and sent only to our origin.
 */
const g = window.Genie!;
const { o, data, origin, root, sheet, launcher, lang, emit, pending } = g.s!;
const labels = EMBED_LOADER_TEXT[embedLanguage(lang)];
const text = { close: labels.close, panel: labels.panel.replace('{team}', o.teamName) };
for (const rule of panelCss(o).split('\n')) sheet.insertRule(rule, sheet.cssRules.length);

const panel = root.appendChild(document.createElement('div'));
panel.className = 'p';
panel.hidden = true;
panel.setAttribute('role', 'dialog');
panel.setAttribute('aria-label', text.panel);
const closeButton = panel.appendChild(document.createElement('button'));
closeButton.className = 'x';
closeButton.type = 'button';
closeButton.setAttribute('aria-label', text.close);
closeButton.textContent = '×';
closeButton.onclick = close;
panel.onkeydown = (e) => e.key === 'Escape' && close();
let frame: HTMLIFrameElement | undefined;
let ready = false;

const isOpen = () => !panel.hidden;

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
  if (isOpen()) return;
  if (!frame) {
    frame = panel.appendChild(document.createElement('iframe'));
    frame.title = text.panel;
    frame.src = panelUrl(o, sourceFields(data), location) + kept();
  }
  panel.hidden = false;
  launcher.setAttribute('aria-expanded', 'true');
  // Full screen on phones: the launcher would sit on top of the panel.
  launcher.hidden = matchMedia('(max-width:640px)').matches;
  focusPanel();
  emit('opened');
}

function close() {
  if (!isOpen()) return;
  panel.hidden = true;
  launcher.hidden = false;
  launcher.setAttribute('aria-expanded', 'false');
  launcher.focus();
  emit('closed');
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
  } else if (type) emit(type.slice(6));
});

g.p = (command) => {
  if (command === 'open') open();
  else if (command === 'close') close();
  else if (isOpen()) close();
  else open();
};
for (const command of pending) g.p(command);
