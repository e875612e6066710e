import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { alamatKlien, trustProxyDariEnv } from '../http/trust-proxy';

/**
 * The client's address: the TCP peer, unless TRUST_PROXY names the proxies in front of the server; then the
 * right-most X-Forwarded-For address that is not a trusted proxy. Without TRUST_PROXY the header is ignored
 * (anyone can write it).
 */
export function clientIp(c: Context): string {
  let peer = 'unknown';
  try {
    peer = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    /* not over a socket (e.g. app.request in a script) */
  }
  return alamatKlien(peer, c.req.header('x-forwarded-for'), trustProxyDariEnv());
}
