import { stat } from 'node:fs/promises';

/**
 * Photos recently decrypted, kept in the server's memory so a page of 25 athletes viewed again is not read and
 * decrypted 25 times more: at 50 connections each request waits behind the others, and the decryption's tenth of
 * a millisecond per photo was multiplied by that queue (bench/berkas-aman.ts). Photos only: identity documents,
 * certificates and payment proofs are decrypted for every view and never kept.
 *
 * An entry is used only while the stored file is the one it was read from (same inode, size and modification
 * time, one stat per view), so a photo removed (erasure, a new photo, a restore) or replaced (a hub's copy) by
 * this or any other process is never served from memory. Bounded by bytes, oldest out first, and by age.
 */
export const INGATAN_FOTO_BYTE = 32 * 1024 * 1024;
export const INGATAN_FOTO_UMUR_MS = 10 * 60 * 1000;

/** ARENA_INGATAN_FOTO_MB as bytes (0 keeps nothing); a value that is not a number ≥ 0 leaves the default. */
export function byteIngatanFoto(env: NodeJS.ProcessEnv = process.env): number {
  const mb = Number(env.ARENA_INGATAN_FOTO_MB);
  return env.ARENA_INGATAN_FOTO_MB?.trim() && Number.isFinite(mb) && mb >= 0 ? mb * 1024 * 1024 : INGATAN_FOTO_BYTE;
}

interface Entri {
  isi: Buffer;
  ino: number;
  size: number;
  mtimeMs: number;
  disimpan: number;
}

export class IngatanFoto {
  private readonly entri = new Map<string, Entri>();
  private terpakai = 0;

  constructor(
    private readonly maksByte = INGATAN_FOTO_BYTE,
    private readonly umurMs = INGATAN_FOTO_UMUR_MS,
    private readonly sekarang: () => number = Date.now,
  ) {}

  /**
   * The photo's bytes: from memory while the stored file is unchanged, else read by `baca`, and kept when it says
   * so (a photo it decrypted; a plain one from before encryption costs no decryption to read again).
   */
  async ambil(full: string, baca: () => Promise<{ isi: Buffer; simpan: boolean }>): Promise<Buffer> {
    if (this.maksByte <= 0) return (await baca()).isi;
    const st = await stat(full);
    const ada = this.entri.get(full);
    if (ada && ada.ino === st.ino && ada.size === st.size && ada.mtimeMs === st.mtimeMs) {
      if (this.sekarang() - ada.disimpan <= this.umurMs) {
        // Most recently used last: the Map's order is the eviction order.
        this.entri.delete(full);
        this.entri.set(full, ada);
        return ada.isi;
      }
    }
    this.lupakan(full);
    const { isi, simpan } = await baca();
    if (simpan && isi.length <= this.maksByte / 8) {
      this.entri.set(full, { isi, ino: st.ino, size: st.size, mtimeMs: st.mtimeMs, disimpan: this.sekarang() });
      this.terpakai += isi.length;
      for (const [kunci, e] of this.entri) {
        if (this.terpakai <= this.maksByte) break;
        this.entri.delete(kunci);
        this.terpakai -= e.isi.length;
      }
    }
    return isi;
  }

  /** Forgets a photo at once (its file removed or replaced here); the stat check covers every other way. */
  lupakan(full: string): void {
    const e = this.entri.get(full);
    if (!e) return;
    this.entri.delete(full);
    this.terpakai -= e.isi.length;
  }

  kosongkan(): void {
    this.entri.clear();
    this.terpakai = 0;
  }

  get ukuran(): { foto: number; byte: number } {
    return { foto: this.entri.size, byte: this.terpakai };
  }
}
