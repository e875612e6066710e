import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A small ZIP writer (PKWARE APPNOTE 6.3: local headers, central directory, no ZIP64): what a coach's phone or laptop
 * opens without another app. Entries are held in memory (one athlete's data and files); names are UTF-8 (flag 11).
 * Images and PDFs are stored as they are (already compressed), text is deflated.
 */
export interface EntriZip {
  nama: string;
  isi: Uint8Array;
  /** Deflate it (text); stored otherwise. */
  kompres?: boolean;
}

const UTF8 = 0x0800;

/** The moment as MS-DOS date and time, in WIB (the app's clock for people), to 2 seconds. */
function waktuDos(at: Date): { tanggal: number; jam: number } {
  const w = new Date(at.getTime() + 7 * 3_600_000);
  const tanggal = ((Math.max(w.getUTCFullYear(), 1980) - 1980) << 9) | ((w.getUTCMonth() + 1) << 5) | w.getUTCDate();
  const jam = (w.getUTCHours() << 11) | (w.getUTCMinutes() << 5) | Math.floor(w.getUTCSeconds() / 2);
  return { tanggal, jam };
}

export function buatZip(entri: readonly EntriZip[], at: Date): Buffer {
  const { tanggal, jam } = waktuDos(at);
  const bagian: Buffer[] = [];
  const pusat: Buffer[] = [];
  let offset = 0;
  for (const e of entri) {
    const nama = Buffer.from(e.nama, 'utf8');
    const metode = e.kompres ? 8 : 0;
    const data = e.kompres ? deflateRawSync(e.isi) : Buffer.from(e.isi.buffer, e.isi.byteOffset, e.isi.byteLength);
    const crc = crc32(e.isi);
    const lokal = Buffer.alloc(30);
    lokal.writeUInt32LE(0x04034b50, 0);
    lokal.writeUInt16LE(20, 4);
    lokal.writeUInt16LE(UTF8, 6);
    lokal.writeUInt16LE(metode, 8);
    lokal.writeUInt16LE(jam, 10);
    lokal.writeUInt16LE(tanggal, 12);
    lokal.writeUInt32LE(crc, 14);
    lokal.writeUInt32LE(data.length, 18);
    lokal.writeUInt32LE(e.isi.byteLength, 22);
    lokal.writeUInt16LE(nama.length, 26);
    lokal.writeUInt16LE(0, 28);
    const cd = Buffer.alloc(46);
    cd.writeUInt32LE(0x02014b50, 0);
    cd.writeUInt16LE(20, 4);
    cd.writeUInt16LE(20, 6);
    cd.writeUInt16LE(UTF8, 8);
    cd.writeUInt16LE(metode, 10);
    cd.writeUInt16LE(jam, 12);
    cd.writeUInt16LE(tanggal, 14);
    cd.writeUInt32LE(crc, 16);
    cd.writeUInt32LE(data.length, 20);
    cd.writeUInt32LE(e.isi.byteLength, 24);
    cd.writeUInt16LE(nama.length, 28);
    cd.writeUInt32LE(offset, 42);
    bagian.push(lokal, nama, data);
    pusat.push(cd, nama);
    offset += lokal.length + nama.length + data.length;
  }
  const cd = Buffer.concat(pusat);
  const akhir = Buffer.alloc(22);
  akhir.writeUInt32LE(0x06054b50, 0);
  akhir.writeUInt16LE(entri.length, 8);
  akhir.writeUInt16LE(entri.length, 10);
  akhir.writeUInt32LE(cd.length, 12);
  akhir.writeUInt32LE(offset, 16);
  return Buffer.concat([...bagian, cd, akhir]);
}
