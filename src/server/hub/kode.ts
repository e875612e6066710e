import { createHash, randomBytes } from 'node:crypto';

const HURUF = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A pairing code: 12 characters a person can read out and type (no 0/O/1/I), shown as XXXX-XXXX-XXXX. */
export function buatKodePasangan(): { kode: string; tampil: string } {
  const bytes = randomBytes(12);
  const kode = [...bytes].map((b) => HURUF[b % HURUF.length]).join('');
  return { kode, tampil: `${kode.slice(0, 4)}-${kode.slice(4, 8)}-${kode.slice(8)}` };
}

export const buatTokenHub = () => randomBytes(32).toString('base64url');

export const hashHub = (s: string) => createHash('sha256').update(s).digest('hex');
