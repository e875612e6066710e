import path from 'node:path';
import { parseTrustProxy } from './http/trust-proxy';

export interface ServerConfig {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  clientDir: string;
  adminEmail?: string;
  adminPassword?: string;
  /** The app's public address, the base of every link in mail (APP_URL). */
  appUrl: string;
}

/**
 * The app's public address for links in mail and notifications: APP_URL (http or https, no query), else the
 * local address of this server. Never taken from a request (its Host header is the caller's to choose).
 */
export function appUrlFromEnv(env: NodeJS.ProcessEnv): string {
  const raw = env.APP_URL?.trim();
  if (!raw) {
    const port = Number(env.PORT ?? 3000);
    return `http://localhost:${Number.isInteger(port) && port > 0 && port < 65536 ? port : 3000}`;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`APP_URL bukan alamat yang valid: ${raw}`);
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash) {
    throw new Error(`APP_URL harus alamat http(s) tanpa kredensial, query atau #: ${raw}`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

export function configFromEnv(env: NodeJS.ProcessEnv): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  // Checked here so a wrong value stops the start with its reason instead of being ignored per request.
  parseTrustProxy(env.TRUST_PROXY);
  return {
    port: Number.isInteger(port) && port >= 0 && port < 65536 ? port : 3000,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    clientDir: path.resolve('dist/client'),
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    appUrl: appUrlFromEnv(env),
  };
}
