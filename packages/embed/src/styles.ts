import type { EmbedOptions } from './options.ts';

/** Black or white text on `hex`, whichever reads better (perceived brightness, YIQ). */
export function textOn(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  return (n >> 16) * 299 + ((n >> 8) & 255) * 587 + (n & 255) * 114 > 150_000 ? '#000' : '#fff';
}

const LIGHT = '--b:#fff;--f:#1c1b22';
const DARK = '--b:#1f1d2b;--f:#f4f3f8';

/**
 * The widget's stylesheet, adopted by its shadow root: a constructed sheet, so no <style> element or
 * style attribute for a strict host CSP to refuse, and no host CSS leaking in or out.
 */
export function css(o: EmbedOptions): string {
  const c = o.color ?? '#8b7dbe';
  const theme = o.theme === 'dark' ? DARK : o.theme === 'light' ? LIGHT : `${LIGHT}}@media(prefers-color-scheme:dark){:host{${DARK}}`;
  return `:host{all:initial;--c:${c};--o:${textOn(c)};${theme}}
*{box-sizing:border-box;font:15px/1.4 system-ui,sans-serif;color:inherit}
.l,.p{position:fixed;${o.position}:${o.offsetX}px;z-index:${o.zIndex};bottom:${o.offsetY}px;background:var(--b);color:var(--f);border:1px solid #8884;box-shadow:0 8px 32px #0004}
.l{display:flex;align-items:center;gap:10px;max-width:min(340px,90vw);padding:6px 16px 6px 6px;border-radius:32px;cursor:pointer;text-align:start}
.a{flex:none;width:44px;height:44px;border-radius:50%;background:var(--c);color:var(--o);display:grid;place-items:center;font-weight:700;object-fit:cover}
[hidden]{display:none!important}
:focus-visible{outline:3px solid var(--c);outline-offset:2px}`;
}

/** The panel's rules, added by the second stage when the visitor first opens it. */
export function panelCss(o: EmbedOptions): string {
  return `.p{bottom:${o.offsetY + 72}px;width:400px;height:min(680px,calc(100vh - ${o.offsetY + 96}px));display:flex;flex-direction:column;border-radius:16px;overflow:hidden}
.x{align-self:stretch;text-align:end;border:0;background:var(--c);color:var(--o);font-size:22px;padding:4px 14px;cursor:pointer}
.x:focus-visible{outline-color:var(--o);outline-offset:-5px}
iframe{flex:1;width:100%;border:0}
@media(max-width:640px){.p{inset:0;width:auto;height:100%;border-radius:0}}`;
}
