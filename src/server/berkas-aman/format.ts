import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * A private upload as stored on disk (version 1):
 *   'ATKENC' | version (1) | key id (8) | wrap iv (12) | wrapped file key (32) | wrap tag (16) | iv (12) | tag (16) | ciphertext
 * The file's own random key encrypts its bytes (AES-256-GCM); the server key wraps that key (AES-256-GCM, the
 * first 15 bytes as associated data). Rotation rewraps the 32 bytes and changes the key id; the ciphertext stays.
 * No stored JPEG, PNG, WebP or PDF starts with 'A', so a file without the magic is a plain one (written before).
 */
const MAGIC = Buffer.from('ATKENC', 'ascii');
const VERSI = 1;
const ID_LEN = 8;
const IV_LEN = 12;
const TAG_LEN = 16;
const KUNCI_LEN = 32;
const AWAL_ID = MAGIC.length + 1;
const AWAL_BUNGKUS = AWAL_ID + ID_LEN;
const AWAL_ISI = AWAL_BUNGKUS + IV_LEN + KUNCI_LEN + TAG_LEN;
export const PANJANG_KEPALA = AWAL_ISI + IV_LEN + TAG_LEN;

export interface KunciServer {
  /** 8 bytes naming the key (a hash of it), kept in each file's header. */
  id: Buffer;
  kunci: Buffer;
}

export function kunciDenganId(kunci: Buffer): KunciServer {
  const id = createHash('sha256').update('arena-tkd kunci berkas\0').update(kunci).digest().subarray(0, ID_LEN);
  return { id, kunci };
}

export class KunciTidakCocok extends Error {
  constructor(readonly idKunci: string) {
    super(`berkas dienkripsi dengan kunci server lain (id ${idKunci})`);
  }
}

export function terenkripsi(simpan: Uint8Array): boolean {
  return simpan.length >= PANJANG_KEPALA && Buffer.from(simpan.subarray(0, MAGIC.length)).equals(MAGIC) && simpan[MAGIC.length] === VERSI;
}

/** The key id a stored file names, as hex; null for a plain file. */
export function idKunciBerkas(simpan: Uint8Array): string | null {
  return terenkripsi(simpan) ? Buffer.from(simpan.subarray(AWAL_ID, AWAL_BUNGKUS)).toString('hex') : null;
}

function bungkusKunci(kunciBerkas: Buffer, server: KunciServer): Buffer {
  const kepala = Buffer.concat([MAGIC, Buffer.of(VERSI), server.id]);
  const iv = randomBytes(IV_LEN);
  const c = createCipheriv('aes-256-gcm', server.kunci, iv);
  c.setAAD(kepala);
  const dibungkus = Buffer.concat([c.update(kunciBerkas), c.final()]);
  return Buffer.concat([kepala, iv, dibungkus, c.getAuthTag()]);
}

function bukaKunci(simpan: Uint8Array, server: KunciServer): Buffer {
  const b = Buffer.from(simpan.buffer, simpan.byteOffset, simpan.byteLength);
  if (!b.subarray(AWAL_ID, AWAL_BUNGKUS).equals(server.id)) throw new KunciTidakCocok(idKunciBerkas(b) ?? '-');
  const iv = b.subarray(AWAL_BUNGKUS, AWAL_BUNGKUS + IV_LEN);
  const d = createDecipheriv('aes-256-gcm', server.kunci, iv);
  d.setAAD(b.subarray(0, AWAL_BUNGKUS));
  d.setAuthTag(b.subarray(AWAL_ISI - TAG_LEN, AWAL_ISI));
  return Buffer.concat([d.update(b.subarray(AWAL_BUNGKUS + IV_LEN, AWAL_ISI - TAG_LEN)), d.final()]);
}

/** The bytes to store for `isi`: a new random key for this file, wrapped by the server key. */
export function enkripsiBerkas(isi: Uint8Array, server: KunciServer): Buffer {
  const kunciBerkas = randomBytes(KUNCI_LEN);
  const iv = randomBytes(IV_LEN);
  const c = createCipheriv('aes-256-gcm', kunciBerkas, iv);
  c.setAAD(MAGIC);
  const data = Buffer.concat([c.update(isi), c.final()]);
  return Buffer.concat([bungkusKunci(kunciBerkas, server), iv, c.getAuthTag(), data]);
}

/** The file's bytes back; throws KunciTidakCocok for another key's file, and on any change to the stored bytes. */
export function dekripsiBerkas(simpan: Uint8Array, server: KunciServer): Buffer {
  const kunciBerkas = bukaKunci(simpan, server);
  const b = Buffer.from(simpan.buffer, simpan.byteOffset, simpan.byteLength);
  const d = createDecipheriv('aes-256-gcm', kunciBerkas, b.subarray(AWAL_ISI, AWAL_ISI + IV_LEN));
  d.setAAD(MAGIC);
  d.setAuthTag(b.subarray(AWAL_ISI + IV_LEN, PANJANG_KEPALA));
  // GCM gives every byte from update; final() only checks the tag (no second copy of a 160 KB photo).
  const isi = d.update(b.subarray(PANJANG_KEPALA));
  d.final();
  return isi;
}

/** The same file with its key wrapped by `baru` instead of `lama` (the ciphertext is not touched). */
export function bungkusUlang(simpan: Uint8Array, lama: KunciServer, baru: KunciServer): Buffer {
  const kunciBerkas = bukaKunci(simpan, lama);
  return Buffer.concat([bungkusKunci(kunciBerkas, baru), Buffer.from(simpan.subarray(AWAL_ISI))]);
}
