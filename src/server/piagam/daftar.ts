import { eq } from 'drizzle-orm';
import { labelKelasKartu, kelasKartuDari } from '../../domain/kartu/kelas';
import { bagianPiagam, judulPiagam, type IsiPiagam, type TempatJuara } from '../../domain/kartu/piagam-kode';
import { KATEGORI, type KategoriEvent } from '../../domain/kompetisi/types';
import { tataLetakAtauBawaan } from '../../domain/piagam/tata-letak';
import type { DaftarPiagam, KandidatTerbaik, Piagam } from '../../domain/schemas/piagam';
import { kompetisi as tabelKompetisi } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { dasarUrl } from '../kartu/dasar-url';
import { muatKompetisi } from '../kartu/muat';
import { kodeBertanda, kunciTanda } from '../kartu/tanda';
import { anggotaPeserta, perPeserta, type AnggotaPeserta } from './anggota';
import { muatAtletTerbaik } from './atlet-terbaik';
import { hasilKompetisi, type HasilKompetisi } from './hasil';

/**
 * GET /kompetisi/{id}/piagam: every certificate the competition can print now, each with its signed code —
 * Juara 1, 2 and both 3 of every class whose final is decided (each member of a team entry gets one),
 * participation for every APPROVED entry's members, the general champion's places 1–3 per category once that
 * category is final, and the chosen best athletes; plus the layout of 'tanpa latar' and what the page needs
 * to choose the best athletes.
 */
export async function daftarPiagam(db: DbOrTx, id_kompetisi: number): Promise<DaftarPiagam> {
  const kompetisi = await muatKompetisi(db, id_kompetisi);
  const [hasil, anggota, terbaik, kunci, [simpanan]] = await Promise.all([
    hasilKompetisi(db, id_kompetisi),
    anggotaPeserta(db, id_kompetisi),
    muatAtletTerbaik(db, id_kompetisi),
    kunciTanda(db),
    db.select({ t: tabelKompetisi.piagam_tata_letak }).from(tabelKompetisi).where(eq(tabelKompetisi.id_kompetisi, id_kompetisi)),
  ]);
  const anggotaOf = perPeserta(anggota);
  const piagam: Piagam[] = [];
  const tambah = (isi: IsiPiagam, p: Omit<Piagam, 'kode' | 'jenis' | 'judul'>) =>
    piagam.push({ kode: kodeBertanda(kunci, bagianPiagam(isi)), jenis: isi.jenis, judul: judulPiagam(isi), ...p });
  const perAtlet = (a: AnggotaPeserta, kelas_label: string, id_kelas: number, kategori: KategoriEvent | null, tempat: number | null) => ({
    nama: a.nama,
    id_dojang: a.id_dojang,
    nama_dojang: a.nama_dojang,
    kelas_label,
    id_kelas_kejuaraan: id_kelas,
    kategori,
    tempat,
  });

  for (const m of hasil.medali) {
    const label = labelKelasKartu(kelasKartuDari(m.kelas.kelas));
    const id_kelas = m.kelas.kelas.id_kelas_kejuaraan;
    for (const a of anggotaOf.get(m.id_peserta_kompetisi) ?? []) {
      tambah(
        { jenis: 'JUARA', id_kompetisi, tempat: m.tempat, id_peserta_kompetisi: a.id_peserta_kompetisi, id_atlet: a.id_atlet },
        perAtlet(a, label, id_kelas, m.kategori, m.tempat),
      );
    }
  }
  for (const kategori of KATEGORI) {
    if (!hasil.rekap.juara_umum_final[kategori]) continue;
    for (const b of hasil.rekap.juara_umum[kategori]) {
      if (b.peringkat < 1 || b.peringkat > 3) continue;
      tambah(
        { jenis: 'JUARA_UMUM', id_kompetisi, tempat: b.peringkat as TempatJuara, kategori, id_dojang: b.id_dojang },
        {
          nama: b.nama_dojang,
          id_dojang: b.id_dojang,
          nama_dojang: b.nama_dojang,
          kelas_label: null,
          id_kelas_kejuaraan: null,
          kategori,
          tempat: b.peringkat,
        },
      );
    }
    const pilihan = terbaik[kategori];
    for (const a of pilihan ? (anggotaOf.get(pilihan.id_peserta_kompetisi) ?? []) : []) {
      tambah(
        { jenis: 'ATLET_TERBAIK', id_kompetisi, kategori, id_peserta_kompetisi: a.id_peserta_kompetisi, id_atlet: a.id_atlet },
        perAtlet(a, a.kelas_label, a.id_kelas_kejuaraan, kategori, null),
      );
    }
  }
  for (const a of anggota) {
    if (a.status !== 'APPROVED') continue;
    tambah(
      { jenis: 'PESERTA', id_kompetisi, id_peserta_kompetisi: a.id_peserta_kompetisi, id_atlet: a.id_atlet },
      perAtlet(a, a.kelas_label, a.id_kelas_kejuaraan, null, null),
    );
  }

  return {
    kompetisi,
    dasar_url: dasarUrl(),
    tata_letak: tataLetakAtauBawaan(simpanan?.t),
    kelas: hasil.kelas
      .filter((k) => k.bagan !== null)
      .map((k) => ({
        id_kelas_kejuaraan: k.kelas.id_kelas_kejuaraan,
        kelas_label: labelKelasKartu(kelasKartuDari(k.kelas)),
        selesai: hasil.medali.some((m) => m.tempat === 1 && m.kelas === k),
      })),
    piagam,
    juara_umum_final: hasil.rekap.juara_umum_final,
    atlet_terbaik: terbaik,
    kandidat_terbaik: { prestasi: kandidat(hasil, 'prestasi'), pemula: kandidat(hasil, 'pemula') },
  };
}

/** The medallists of a category, each once with its best place, best first then by name. */
export function kandidat(hasil: HasilKompetisi, kategori: KategoriEvent): KandidatTerbaik[] {
  const best = new Map<number, KandidatTerbaik>();
  for (const m of hasil.medali) {
    if (m.kategori !== kategori) continue;
    const p = m.kelas.peserta.find((x) => x.id_peserta_kompetisi === m.id_peserta_kompetisi);
    if (!p) continue;
    const ada = best.get(p.id_peserta_kompetisi);
    if (ada && ada.tempat <= m.tempat) continue;
    best.set(p.id_peserta_kompetisi, {
      id_peserta_kompetisi: p.id_peserta_kompetisi,
      nama: p.nama,
      nama_dojang: p.nama_dojang,
      kelas_label: labelKelasKartu(kelasKartuDari(m.kelas.kelas)),
      tempat: m.tempat,
    });
  }
  return [...best.values()].sort((x, y) => x.tempat - y.tempat || x.nama.localeCompare(y.nama, 'id'));
}
