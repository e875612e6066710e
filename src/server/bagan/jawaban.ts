import { createHash } from 'node:crypto';
import type { JsonAnswer } from '../http/json-answer';

/**
 * `{success: true, data: {...data, dibaca_pada}}` as built JSON whose ETag covers the data only: the read time
 * changes with every build, the content does not, so a reader whose copy is still current gets a 304 (and knows
 * its copy is current as of now) even after the answer was built again.
 */
export function jsonBertanggal(data: Record<string, unknown>, dibaca_pada: string): JsonAnswer {
  const inti = JSON.stringify({ success: true, data });
  const body = `${inti.slice(0, -2)},"dibaca_pada":${JSON.stringify(dibaca_pada)}}}`;
  return { body, etag: `"${createHash('sha1').update(inti).digest('base64url')}"` };
}
