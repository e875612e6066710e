import { createHash } from 'node:crypto';
import { MSG, gagalUmum } from './api-error';
import { MAX_JSON_DEPTH, type ParsedBody } from './body';

/** Sorted keys at every level; bounded by the parser's depth limit, checked again here so it can never recurse without end. */
function canonicalJson(value: unknown, depth = 0): string {
  if (depth > MAX_JSON_DEPTH) throw gagalUmum('validasi', MSG.badJson);
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item, depth + 1)).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k], depth + 1)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * method + path + canonical body. Multipart uses sorted fields and a hash of each file's bytes,
 * never the raw body, whose boundary changes on every retry.
 */
export async function requestFingerprint(method: string, path: string, body: ParsedBody): Promise<string> {
  let canonical = '';
  if (body.kind === 'json') canonical = `json:${canonicalJson(body.value)}`;
  if (body.kind === 'form') {
    const parts = Object.keys(body.fields)
      .sort()
      .map((k) => `f:${JSON.stringify(k)}=${JSON.stringify(body.fields[k])}`);
    for (const k of Object.keys(body.files).sort()) {
      parts.push(`file:${JSON.stringify(k)}=${sha256(new Uint8Array(await body.files[k].arrayBuffer()))}`);
    }
    canonical = `form:${parts.join('&')}`;
  }
  return sha256(`${method}\n${path}\n${canonical}`);
}
