import { useEffect } from 'react';

/** Keeps search engines away while a shared page is open: `<meta name="robots" content="noindex, nofollow">`. */
export function useRobotsNoindex() {
  useEffect(() => {
    const existing = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const previous = existing?.content ?? null;
    const meta = existing ?? document.head.appendChild(Object.assign(document.createElement('meta'), { name: 'robots' }));
    meta.content = 'noindex, nofollow';
    return () => {
      if (previous === null) meta.remove();
      else meta.content = previous;
    };
  }, []);
}
