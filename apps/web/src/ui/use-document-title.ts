import { useEffect } from 'react';

/** Names the browser tab after the screen: "<page> · Genie". */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} · Genie`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
