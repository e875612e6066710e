import { close, fstat, open, read } from 'node:fs';

/**
 * Buffers the stored bytes of a file are read into and given back once used. An encrypted photo is decrypted
 * into a buffer of its own; read with readFile it would cost two buffers of its size per request, and the extra
 * garbage showed as pauses in the p95 of a page of photos (bench/berkas-aman.ts). With these, a photo served costs
 * one buffer, encrypted or not.
 */
const bebas: Buffer[] = [];
const SIMPAN_MAKS = 16;
const UKURAN_MAKS = 4 * 1024 * 1024;

function ambil(ukuran: number): Buffer {
  const i = bebas.findIndex((b) => b.length >= ukuran);
  if (i >= 0) return bebas.splice(i, 1)[0]!;
  return Buffer.allocUnsafeSlow(Math.max(ukuran, 256 * 1024));
}

function kembalikan(b: Buffer): void {
  if (b.length <= UKURAN_MAKS && bebas.length < SIMPAN_MAKS) bebas.push(b);
}

/** The whole file read into a pooled buffer (open, fstat, read, close: callbacks, one promise). */
function bacaKe(full: string): Promise<{ buf: Buffer; n: number }> {
  return new Promise((resolve, reject) => {
    open(full, 'r', (e, fd) => {
      if (e) return reject(e);
      const selesai = (err: NodeJS.ErrnoException | null, hasil?: { buf: Buffer; n: number }) =>
        close(fd, () => (err ? reject(err) : resolve(hasil!)));
      fstat(fd, (e2, st) => {
        if (e2) return selesai(e2);
        const buf = ambil(st.size);
        const lanjut = (n: number) => {
          if (n >= st.size) return selesai(null, { buf, n });
          read(fd, buf, n, st.size - n, n, (e3, dibaca) => {
            if (e3) {
              kembalikan(buf);
              return selesai(e3);
            }
            if (dibaca === 0) return selesai(null, { buf, n });
            lanjut(n + dibaca);
          });
        };
        lanjut(0);
      });
    });
  });
}

/**
 * Reads a whole file and hands its bytes to `pakai`, which must not keep them (the buffer is reused once `pakai`
 * returns): decrypt them, or copy them. Throws as readFile does (ENOENT when missing).
 */
export async function bacaLalu<T>(full: string, pakai: (isi: Buffer) => T): Promise<T> {
  const { buf, n } = await bacaKe(full);
  try {
    return pakai(buf.subarray(0, n));
  } finally {
    kembalikan(buf);
  }
}
