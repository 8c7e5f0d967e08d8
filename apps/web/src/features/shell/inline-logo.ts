import { useEffect, useState } from 'react';

/** The bubble's avatar size (44 CSS px) at 2× for sharp phones. */
const SIZE = 88;

/**
 * The designer's logo shrunk to the bubble's size as a data: URL, so the snippet carries it and the
 * host page loads nothing from us before a click. Null while it is made, or when there is no logo or
 * the browser cannot draw it (the bubble then shows the team's initial).
 */
export function useInlineLogo(logoUrl: string | null): string | null {
  const [inline, setInline] = useState<string | null>(null);
  useEffect(() => {
    setInline(null);
    if (!logoUrl) return;
    let live = true;
    const image = new Image();
    image.onload = () => {
      try {
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = SIZE;
        const context = canvas.getContext('2d');
        if (!context) return;
        // Cover the square, centred, like the bubble's object-fit: cover.
        const scale = Math.max(SIZE / image.naturalWidth, SIZE / image.naturalHeight);
        const w = image.naturalWidth * scale;
        const h = image.naturalHeight * scale;
        context.drawImage(image, (SIZE - w) / 2, (SIZE - h) / 2, w, h);
        const url = canvas.toDataURL('image/webp', 0.82);
        if (live && url.startsWith('data:image/')) setInline(url);
      } catch {
        /* a tainted or undrawable image: the initial stays */
      }
    };
    image.src = logoUrl;
    return () => {
      live = false;
    };
  }, [logoUrl]);
  return inline;
}
