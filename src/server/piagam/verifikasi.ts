import { sql } from 'drizzle-orm';
import { labelKelasKartu, kelasKartuDari } from '../../domain/kartu/kelas';
import { pisahKode } from '../../domain/kartu/kode';
import { bacaBagianPiagam, judulPiagam } from '../../domain/kartu/piagam-kode';
import { KARTU_MSG } from '../../domain/kartu/tolak-kode';
import type { Verifikasi } from '../../domain/schemas/piagam';
import { queryRows } from '../db/rows';
import type { DbOrTx } from '../db/types';
import { muatKompetisi } from '../kartu/muat';
import { kunciTanda, periksaKode } from '../kartu/tanda';
import { gagalKartu } from '../kartu/tolak';
import { anggotaPeserta } from './anggota';
import { pilihanTerbaik } from './atlet-terbaik';
import { hasilKompetisi } from './hasil';

export const VERIFIKASI_MSG = {
  pesertaTidakAda: 'Peserta pada piagam ini tidak lagi terdaftar di kompetisi.',
  dojangTidakAda: 'Dojang pada piagam ini tidak lagi terdaftar.',
  juaraBerubah: (tempat: number) => `Hasil pertandingan kelas ini sudah berubah: peserta ini bukan lagi Juara ${tempat}.`,
  bukanPeserta: 'Pendaftaran peserta ini tidak lagi berstatus disetujui.',
  terbaikBerubah: 'Pilihan atlet terbaik kategori ini sudah diubah oleh panitia.',
  juaraUmumBelumFinal: 'Juara umum kategori ini belum final: masih ada kelas yang belum selesai.',
  juaraUmumBerubah: (tempat: number) => `Perolehan medali sudah berubah: dojang ini bukan lagi Juara Umum ${tempat}.`,
} as const;

/**
 * GET /public/verifikasi/{kode}: what a genuine certificate says, checked against the results as they are now
 * (berlaku false with the reason when its place no longer holds). Nothing private is answered. A code not
 * shaped like a certificate 400 'kode_tidak_valid'; one the server did not sign 404 'piagam_palsu'; one whose
 * entry or dojang is gone 404 'tidak_ditemukan'.
 */
export async function verifikasiPiagam(db: DbOrTx, kodeMentah: string): Promise<Verifikasi> {
  const kode = kodeMentah.trim().toUpperCase();
  const p = pisahKode(kode);
  const isi = p ? bacaBagianPiagam(p.bagian) : null;
  if (!p || !isi) throw gagalKartu('kode_tidak_valid', KARTU_MSG.kodeTidakValid);
  if (periksaKode(await kunciTanda(db), kode) === null) throw gagalKartu('piagam_palsu', KARTU_MSG.piagamPalsu);
  const kompetisi = await muatKompetisi(db, isi.id_kompetisi);
  const judul = judulPiagam(isi);
  const jawab = (v: Omit<Verifikasi, 'kode' | 'jenis' | 'judul' | 'kompetisi'>): Verifikasi => ({
    kode,
    jenis: isi.jenis,
    judul,
    kompetisi,
    ...v,
  });

  if (isi.jenis === 'JUARA_UMUM') {
    const [d] = await queryRows<{ nama_dojang: string }>(db, sql`select nama_dojang from dojang where id_dojang = ${isi.id_dojang}`);
    if (!d) throw gagalKartu('tidak_ditemukan', VERIFIKASI_MSG.dojangTidakAda);
    const { rekap } = await hasilKompetisi(db, isi.id_kompetisi);
    const baris = rekap.juara_umum[isi.kategori].find((b) => b.id_dojang === isi.id_dojang);
    const alasan = !rekap.juara_umum_final[isi.kategori]
      ? VERIFIKASI_MSG.juaraUmumBelumFinal
      : baris?.peringkat !== isi.tempat
        ? VERIFIKASI_MSG.juaraUmumBerubah(isi.tempat)
        : null;
    return jawab({ nama: d.nama_dojang, nama_dojang: d.nama_dojang, kelas_label: null, berlaku: alasan === null, alasan });
  }

  const a = (await anggotaPeserta(db, isi.id_kompetisi, isi.id_peserta_kompetisi)).find((x) => x.id_atlet === isi.id_atlet);
  if (!a) throw gagalKartu('tidak_ditemukan', VERIFIKASI_MSG.pesertaTidakAda);
  const orang = { nama: a.nama, nama_dojang: a.nama_dojang };
  if (isi.jenis === 'PESERTA') {
    const alasan = a.status === 'APPROVED' ? null : VERIFIKASI_MSG.bukanPeserta;
    return jawab({ ...orang, kelas_label: a.kelas_label, berlaku: alasan === null, alasan });
  }
  if (isi.jenis === 'ATLET_TERBAIK') {
    const alasan =
      (await pilihanTerbaik(db, isi.id_kompetisi, isi.kategori)) === isi.id_peserta_kompetisi ? null : VERIFIKASI_MSG.terbaikBerubah;
    return jawab({ ...orang, kelas_label: a.kelas_label, berlaku: alasan === null, alasan });
  }
  const { medali } = await hasilKompetisi(db, isi.id_kompetisi);
  const m = medali.find((x) => x.id_peserta_kompetisi === isi.id_peserta_kompetisi && x.tempat === isi.tempat);
  const alasan = m ? null : VERIFIKASI_MSG.juaraBerubah(isi.tempat);
  return jawab({
    ...orang,
    kelas_label: m ? labelKelasKartu(kelasKartuDari(m.kelas.kelas)) : a.kelas_label,
    berlaku: alasan === null,
    alasan,
  });
}
