/**
 * The last results of a pure reader, by its arguments' key: a message's words are read again and again while one answer is
 * heard (each clause, each field, each check), and the readers are pure. At most `size` keys are kept; the oldest goes first.
 * A list is handed out as a copy, so no caller can change what the next one gets.
 */
export function remembered<A extends unknown[], R>(read: (...args: A) => R, keyOf: (...args: A) => string, size = 512): (...args: A) => R {
  const kept = new Map<string, R>();
  return (...args: A): R => {
    const key = keyOf(...args);
    let found = kept.get(key);
    if (found === undefined && !kept.has(key)) {
      found = read(...args);
      if (kept.size >= size) kept.delete(kept.keys().next().value!);
      kept.set(key, found);
    }
    return (Array.isArray(found) ? found.slice() : found) as R;
  };
}

/** The key of a parse context: its language, its today and its offset. */
export function contextKey(ctx: { language: string; now: Date; utcOffsetMinutes: number }): string {
  return `${ctx.language}|${ctx.now.getTime()}|${ctx.utcOffsetMinutes}`;
}
