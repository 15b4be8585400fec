/**
 * The unique index or constraint a statement broke (SQLSTATE 23505), from the driver's error or,
 * when Drizzle wrapped it, its cause: '' when the driver did not name it, undefined for any other
 * error.
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    current = cause;
  }
  return undefined;
}
