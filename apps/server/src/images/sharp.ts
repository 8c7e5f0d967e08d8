import pLimit, { type LimitFunction } from 'p-limit';
import type SharpModule from 'sharp';

export type { OutputInfo, OverlayOptions, Sharp } from 'sharp';

/**
 * Image operations that run at once in this process. Each holds one of libuv's pool threads (four by
 * default) until it ends, and that same pool reads the web app's files, hashes passwords and writes
 * uploads: with every thread drawing a mood board, a designer's page or log-in waited seconds behind
 * it. Two leave the other half of the pool free; on the two cores a studio's server has, more at once
 * would not draw any faster.
 */
export const IMAGE_OPERATIONS_AT_ONCE = 2;

/** The methods that hand a pipeline to libvips: the only ones that take a pool thread. */
const poolMethods = ['toBuffer', 'toFile', 'metadata', 'stats'] as const;

/** Makes every pipeline's libvips work wait for one of `limit`'s slots (the callback forms are not used here, and pass through). */
function throttlePoolMethods(sharp: typeof SharpModule, limit: LimitFunction): void {
  const prototype = sharp.prototype as Record<(typeof poolMethods)[number], (...args: unknown[]) => unknown>;
  for (const name of poolMethods) {
    const run = prototype[name];
    prototype[name] = function (this: unknown, ...args: unknown[]) {
      if (typeof args.at(-1) === 'function') return run.apply(this, args);
      return limit(() => run.apply(this, args) as Promise<unknown>);
    };
  }
}

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
    throttlePoolMethods(m.default, pLimit(IMAGE_OPERATIONS_AT_ONCE));
    return m.default;
  });
  return loading;
}
