import type { ComponentType } from 'react';
import type { ChatEngine } from '@genie/contracts';

/**
 * Where a visitor flow lives: a designer's genie (/genie/{linkWords}, API /api/genie/{linkWords}) or the
 * built-in demo studio (/genie_demo, API /api/genie_demo). Every screen takes one of these, so the demo
 * reuses the designer's components unchanged.
 */
export interface GenieBase {
  kind: 'designer' | 'demo';
  linkWords: string | null;
  /** API prefix under /api. */
  api: string;
  /** Route prefix of the flow's screens. */
  route: string;
  /** The screen with the home form. */
  home: string;
  /** Key of this flow's visitor session in local storage. */
  storageKey: string;
  /**
   * What a variant adds to the genie's screens (the mood board, issue 14: its images beside the chat and
   * its starred concepts on the brief), loaded by that variant only.
   */
  extras?: {
    /** `answeredBy`: who wrote the latest reply of this visit (null before the first turn). */
    chat: ComponentType<{ token: string; answered: number; answeredBy: ChatEngine | null }>;
    brief: ComponentType<{ token: string }>;
    /**
     * A step shown before the chat until the visitor goes on (`onDone`), while they have not written yet:
     * the mood board's v2 asks for photos first.
     */
    chatIntro?: ComponentType<{ token: string; onDone: () => void }>;
  };
}

export function designerBase(linkWords: string): GenieBase {
  const slug = encodeURIComponent(linkWords);
  return { kind: 'designer', linkWords, api: `/genie/${slug}`, route: `/genie/${slug}`, home: `/genie/${slug}`, storageKey: linkWords };
}

/** A designer's genie inside the embed widget: same API and stored session, routes under /genie-embed. */
export function embedBase(linkWords: string, flow: 'genie' | 'mood-board'): GenieBase {
  const slug = encodeURIComponent(linkWords);
  const route = `/genie-embed/${slug}/${flow}`;
  return { kind: 'designer', linkWords, api: `/genie/${slug}`, route, home: route, storageKey: linkWords };
}

export const demoBase: GenieBase = {
  kind: 'demo',
  linkWords: null,
  api: '/genie_demo',
  route: '/genie_demo',
  home: '/genie_demo/chat',
  storageKey: '@demo',
};

export type StageScreen = 'chat' | 'reference' | 'brief' | 'done';

/** The screen of a stage, so a reload or a return resumes where the visitor was. */
export function stagePath(base: GenieBase, stage: StageScreen, identifyKey: string): string {
  const key = encodeURIComponent(identifyKey);
  switch (stage) {
    case 'chat':
      return `${base.route}/chat`;
    case 'reference':
      return `${base.route}/reference_image/${key}`;
    case 'brief':
      return `${base.route}/design_brief/${key}`;
    case 'done':
      return `${base.route}/thank_you`;
  }
}
