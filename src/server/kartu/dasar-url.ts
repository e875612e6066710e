import { appUrlFromEnv } from '../config';

/**
 * The base of the links a card's or certificate's QR holds: the configured APP_URL (else this server's local
 * address), never a request's Host header — a printed card must point at the organisers' site whoever asked
 * for it. The answers hand it to the client, which never guesses it from the page it runs on.
 */
export function dasarUrl(): string {
  try {
    return appUrlFromEnv(process.env);
  } catch {
    // The start refuses an invalid APP_URL; a process started another way falls back to the local address.
    return appUrlFromEnv({ PORT: process.env.PORT });
  }
}
