import type SharpModule from 'sharp';

export type { OutputInfo, OverlayOptions, Sharp } from 'sharp';

let loading: Promise<typeof SharpModule> | undefined;

/**
 * sharp (libvips, native), loaded on the first image the server reads or writes instead of at start:
 * an idle server, and one that only chats, never holds it (about 20–30 MB resident once loaded).
 * Every module goes through here (`const sharp = await loadSharp()`); tests may import it directly.
 */
export function loadSharp(): Promise<typeof SharpModule> {
  loading ??= import('sharp').then((m) => m.default);
  return loading;
}
