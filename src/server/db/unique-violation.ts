// A statement refused by a unique index: the one way two concurrent writers of the same thing learn that
// the other came first (PostgreSQL's unique_violation, SQLSTATE 23505). Both drivers raise it with the
// index's name in `constraint`; drizzle wraps a driver's error in one whose `cause` it is.

/** True when `error` (or the driver error drizzle wrapped in it) is a unique violation of `index`. */
export function isUniqueViolation(error: unknown, index: string): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 3; e = e.cause, depth++) {
    const { code, constraint } = e as Error & { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === index;
  }
  return false;
}
