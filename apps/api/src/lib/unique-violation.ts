/**
 * The constraint a statement broke with SQLSTATE `state`, from the driver's error or, when Drizzle
 * wrapped it, its cause: '' when the driver did not name it, undefined for any other error.
 */
function violatedConstraint(error: unknown, state: string): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === state) return typeof constraint === 'string' ? constraint : '';
    current = cause;
  }
  return undefined;
}

/** The unique index or constraint a statement broke (SQLSTATE 23505). */
export const violatedUniqueConstraint = (error: unknown) => violatedConstraint(error, '23505');

/** The foreign key a statement broke (SQLSTATE 23503): a reference to a row that does not exist. */
export const violatedForeignKey = (error: unknown) => violatedConstraint(error, '23503');
