import type { EmbedOptions } from './options.ts';

/**
 * What the launcher (stage 1, v1.js) hands the panel code (stage 2, v1-panel.js, loaded on the first
 * open) through `window.Genie.s`: the options, the shadow root and launcher it drew, its texts, and
 * the commands that arrived while stage 2 was loading.
 */
export interface Stage {
  o: EmbedOptions;
  /** The tag's data attributes with `Genie('init')` over them (hidden fields are read from these). */
  data: Record<string, string | undefined>;
  origin: string;
  root: ShadowRoot;
  sheet: CSSStyleSheet;
  launcher: HTMLButtonElement;
  /** The language for the panel's labels (data-lang, else the host page's, else the browser's). */
  lang: string;
  emit: (event: string) => void;
  pending: string[];
}
