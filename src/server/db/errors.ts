/** Postgres SQLSTATE of a driver error, also when drizzle wraps it (DrizzleQueryError.cause). */
export function pgErrorCode(e: unknown): string | undefined {
  for (let cur: unknown = e, depth = 0; cur && typeof cur === 'object' && depth < 4; depth++) {
    const code = (cur as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    cur = (cur as { cause?: unknown }).cause;
  }
  return undefined;
}

export function constraintName(e: unknown): string | undefined {
  for (let cur: unknown = e, depth = 0; cur && typeof cur === 'object' && depth < 4; depth++) {
    const c = cur as { constraint?: unknown; constraint_name?: unknown };
    const name = c.constraint ?? c.constraint_name;
    if (typeof name === 'string') return name;
    cur = (cur as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (e: unknown) => pgErrorCode(e) === '23505';

/** Raised by the venue tables' trigger on the central server while a venue hub holds the competition. */
export const KODE_DB_DIKELOLA_HUB = 'AH423';
