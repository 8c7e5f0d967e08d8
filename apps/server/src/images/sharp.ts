import type SharpModule from 'sharp';

export type { OutputInfo, OverlayOptions, Sharp } from 'sharp';

let loading: Promise<typeof SharpModule> | undefined;

/**
 * sharp (libvips, native), loaded on the first image the server reads or writes instead of at start:
 * an idle server, and one that only chats, never holds it (about 20–30 MB resident once loaded).
 * Every module goes through here (`const sharp = await loadSharp()`); tests may import it directly.
 */
export function loadSharp(): Promise<typeof SharpModule> {
  loading ??= import('sharp').then((m) => {
    // libvips keeps up to 50 MB of recent operations for reuse; the server never reads the same image
    // twice in a row, so that cache only holds memory (and fragments the allocator's arenas).
    m.default.cache(false);
    return m.default;
  });
  return loading;
}
