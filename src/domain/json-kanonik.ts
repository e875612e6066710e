/**
 * JSON with keys sorted at every level: equal content gives equal text whatever the key order (a jsonb column
 * reorders keys, a device may send them in another order), so stored and resent values compare equal.
 */
export function jsonKanonik(x: unknown): string {
  if (x === null || typeof x !== 'object') return JSON.stringify(x) ?? 'null';
  if (Array.isArray(x)) return `[${x.map(jsonKanonik).join(',')}]`;
  const o = x as Record<string, unknown>;
  return `{${Object.keys(o)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${jsonKanonik(o[k])}`)
    .join(',')}}`;
}
