import type { Context, MiddlewareHandler } from 'hono';
import { MSG, gagalUmum } from './api-error';
import type { AppEnv } from './env';

export type ParsedBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; fields: Record<string, string>; files: Record<string, File> };

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

async function parse(c: Context): Promise<ParsedBody> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw gagalUmum('validasi', MSG.badJson);
    }
    const fields: Record<string, string> = {};
    const files: Record<string, File> = {};
    for (const [name, value] of form.entries()) {
      if (name in fields || name in files) continue; // first value wins; repeated fields are ignored
      if (typeof value === 'string') fields[name] = value;
      else files[name] = value;
    }
    return { kind: 'form', fields, files };
  }
  const text = await c.req.text();
  if (text.trim() === '') return { kind: 'none' };
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw gagalUmum('validasi', MSG.badJson);
  }
  if (nestingDepth(value) > MAX_JSON_DEPTH) throw gagalUmum('validasi', MSG.badJson);
  return { kind: 'json', value };
}

/** No request of ours nests deeper than a few levels; anything past this is refused before any code walks it. */
export const MAX_JSON_DEPTH = 32;

/** Deepest nesting of arrays/objects, measured without recursion (a hostile body can nest thousands deep). */
export function nestingDepth(root: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    const here = depth + 1;
    if (here > deepest) deepest = here;
    if (deepest > MAX_JSON_DEPTH) return deepest;
    for (const child of Object.values(value)) stack.push([child, here]);
  }
  return deepest;
}

/** Reads the body of mutating requests once (JSON or multipart) so idempotency and handlers share it. */
export const parseBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('body', MUTATING.has(c.req.method) ? await parse(c) : { kind: 'none' });
  await next();
};

/** Plain object fields of the body, whichever encoding was used. */
export function bodyFields(c: Context<AppEnv>): Record<string, unknown> {
  const body = c.get('body');
  if (body.kind === 'form') return { ...body.fields };
  if (body.kind === 'json') {
    if (body.value && typeof body.value === 'object' && !Array.isArray(body.value)) return body.value as Record<string, unknown>;
    throw gagalUmum('validasi', MSG.badJson);
  }
  return {};
}

/** A file field of a multipart body; an empty file or a text value counts as absent. */
export function bodyFile(c: Context<AppEnv>, name: string): File | undefined {
  const body = c.get('body');
  if (body.kind !== 'form') return undefined;
  const f = body.files[name];
  return f && f.size > 0 ? f : undefined;
}
