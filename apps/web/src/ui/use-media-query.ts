import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches; follows changes (rotation, window resizing). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** Below Tailwind's `lg` breakpoint the admin shell is in its phone/tablet, browse-only layout. */
export const NARROW_VIEWPORT = '(max-width: 1023.98px)';
