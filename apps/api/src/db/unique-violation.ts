/** Whether a failed statement broke the named unique index (node-postgres and PGlite both say so). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const detail = current as Error & { code?: string; constraint?: string };
    if (detail.code === '23505' && detail.constraint === constraint) return true;
  }
  return false;
}
