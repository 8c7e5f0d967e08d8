/** The name of the unique constraint or index a driver error violated, if it is a unique violation (23505). */
export function uniqueViolation(err: unknown): string | undefined {
  // Drizzle wraps driver errors (DrizzleQueryError); pg and PGlite put the SQLSTATE on the cause.
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}
