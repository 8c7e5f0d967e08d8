/** The name of the unique constraint or index a driver error violated, if it is a unique violation (23505). */
export function uniqueViolation(err: unknown): string | undefined {
  const e = driverError(err, ['23505']);
  return e ? (typeof e.constraint === 'string' ? e.constraint : '') : undefined;
}

/** The driver error (with its SQLSTATE) in an error's cause chain, if its code is one of `codes`. */
function driverError(err: unknown, codes: readonly string[]): { code: string; constraint?: unknown } | undefined {
  // Drizzle wraps driver errors (DrizzleQueryError); pg and PGlite put the SQLSTATE on the cause.
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && codes.includes(code)) return e as { code: string; constraint?: unknown };
  }
  return undefined;
}

/**
 * SQLSTATEs of a value the database cannot hold as sent: a character not valid in UTF-8 text (22021,
 * NUL), a JSON escape it cannot store (22P05, \u0000 or a lone surrogate in jsonb), text of the wrong
 * form for its column (22P02), too long for it (22001) or past a size limit (54000).
 */
const unstorableInputCodes = ['22021', '22P05', '22P02', '22001', '54000'] as const;

/** Whether a driver error says a value sent could not be stored (the request's fault, not the server's). */
export function isUnstorableInput(err: unknown): boolean {
  return driverError(err, unstorableInputCodes) !== undefined;
}
