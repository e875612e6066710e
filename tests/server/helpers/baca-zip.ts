import { crc32, inflateRawSync } from 'node:zlib';

/**
 * Opens a ZIP as an unzip tool would: the end record, then the central directory, then each entry's local header and
 * data (stored or deflated), its CRC checked. Only what the app writes (no ZIP64, no encryption).
 */
export function bacaZip(zip: Buffer): Map<string, Buffer> {
  const akhir = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (akhir < 0) throw new Error('bukan ZIP: tidak ada end of central directory');
  const jumlah = zip.readUInt16LE(akhir + 10);
  let p = zip.readUInt32LE(akhir + 16);
  const out = new Map<string, Buffer>();
  for (let i = 0; i < jumlah; i++) {
    if (zip.readUInt32LE(p) !== 0x02014b50) throw new Error('central directory rusak');
    const metode = zip.readUInt16LE(p + 10);
    const crc = zip.readUInt32LE(p + 16);
    const ukuran = zip.readUInt32LE(p + 20);
    const panjangNama = zip.readUInt16LE(p + 28);
    const ekstra = zip.readUInt16LE(p + 30);
    const komentar = zip.readUInt16LE(p + 32);
    const lokal = zip.readUInt32LE(p + 42);
    const nama = zip.toString('utf8', p + 46, p + 46 + panjangNama);
    if (zip.readUInt32LE(lokal) !== 0x04034b50) throw new Error(`local header rusak: ${nama}`);
    const awal = lokal + 30 + zip.readUInt16LE(lokal + 26) + zip.readUInt16LE(lokal + 28);
    const mentah = zip.subarray(awal, awal + ukuran);
    const isi = metode === 8 ? inflateRawSync(mentah) : Buffer.from(mentah);
    if (crc32(isi) !== crc) throw new Error(`CRC salah: ${nama}`);
    out.set(nama, isi);
    p += 46 + panjangNama + ekstra + komentar;
  }
  return out;
}
