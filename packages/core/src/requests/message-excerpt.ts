const ELLIPSIS = '…';

/**
 * A message cut for a list: at most `max` characters (code points, so no emoji or CJK character is
 * split), and with `query` the words around its first occurrence (case-insensitive, as the search's
 * ILIKE), a third of the room before it. An ellipsis marks each side where the message goes on.
 */
export function messageExcerpt(text: string, query: string | undefined, max = 160): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  if (chars.length <= max) return chars.join('');
  let start = 0;
  const needle = query?.trim().toLowerCase();
  if (needle) {
    const lower = chars.map((c) => c.toLowerCase());
    const needleChars = Array.from(needle);
    const at = lower.findIndex((_, i) => needleChars.every((c, j) => lower[i + j] === c));
    if (at > 0) start = Math.max(0, Math.min(at - Math.floor(max / 3), chars.length - max));
  }
  const end = Math.min(chars.length, start + max);
  return `${start > 0 ? ELLIPSIS : ''}${chars.slice(start, end).join('').trim()}${end < chars.length ? ELLIPSIS : ''}`;
}
