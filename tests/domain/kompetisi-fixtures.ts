import { KELAS_BERAT, KELOMPOK_USIA } from '../../src/domain/catalogue/kelas';
import type { JenisKelamin } from '../../src/domain/roles';
import type {
  AtletKompetisi,
  Cabang,
  EntriKompetisi,
  KategoriEvent,
  KelasKejuaraanKompetisi,
  KelompokUsiaRow,
  KompetisiRow,
} from '../../src/domain/kompetisi/types';

/** A competition's classes built from the real catalogue, shaped as the API returns them. */

export const ID_KOMPETISI = 7;

export const kompetisi = (over: Partial<KompetisiRow> = {}): KompetisiRow => ({
  id_kompetisi: ID_KOMPETISI,
  status: 'PENDAFTARAN',
  tanggal_mulai: '2025-11-22',
  batas_pendaftaran: '2025-11-08',
  biaya_pendaftaran: 500_000,
  biaya_wna: 1_000_000,
  kuota: null,
  ...over,
});

export const kelompok = (id: number): KelompokUsiaRow => {
  const k = KELOMPOK_USIA.find((g) => g.id === id);
  if (!k) throw new Error(`no kelompok ${id}`);
  return { id_kelompok: k.id, nama_kelompok: k.nama, usia_min: k.usia_min, usia_max: k.usia_max };
};

export const POOMSAE = {
  individu: { id_poomsae: 1, nama_kelas: 'Individu' },
  berpasangan: { id_poomsae: 2, nama_kelas: 'Berpasangan' },
  beregu: { id_poomsae: 3, nama_kelas: 'Beregu' },
} as const;

const GENDERS: readonly JenisKelamin[] = ['LAKI_LAKI', 'PEREMPUAN'];

function build(): KelasKejuaraanKompetisi[] {
  const kelas: KelasKejuaraanKompetisi[] = [];
  const add = (cabang: Cabang, kategori: KategoriEvent, idKelompok: number, rest: Partial<KelasKejuaraanKompetisi>) =>
    kelas.push({
      id_kelas_kejuaraan: kelas.length + 1,
      id_kompetisi: ID_KOMPETISI,
      cabang,
      kategori_event: { nama_kategori: kategori },
      kelompok: kelompok(idKelompok),
      kelas_berat: null,
      poomsae: null,
      jenis_kelamin: null,
      ...rest,
    });
  KELAS_BERAT.forEach((b, i) => {
    if (b.id_kelompok < 2) return;
    add('KYORUGI', 'prestasi', b.id_kelompok, {
      jenis_kelamin: b.jenis_kelamin,
      kelas_berat: {
        id_kelas_berat: i + 1,
        nama_kelas: b.nama_kelas,
        batas_min: b.batas_min,
        batas_max: b.batas_max,
        jenis_kelamin: b.jenis_kelamin,
      },
    });
  });
  for (const id of [1, 2, 3, 4, 5]) for (const jk of GENDERS) add('KYORUGI', 'pemula', id, { jenis_kelamin: jk });
  for (const id of [3, 4, 5]) {
    for (const jk of GENDERS) add('POOMSAE', 'prestasi', id, { poomsae: POOMSAE.individu, jenis_kelamin: jk });
    add('POOMSAE', 'prestasi', id, { poomsae: POOMSAE.berpasangan });
    for (const jk of GENDERS) add('POOMSAE', 'prestasi', id, { poomsae: POOMSAE.beregu, jenis_kelamin: jk });
  }
  for (const jk of GENDERS) add('POOMSAE', 'pemula', 4, { poomsae: POOMSAE.individu, jenis_kelamin: jk });
  add('POOMSAE', 'pemula', 4, { poomsae: POOMSAE.berpasangan });
  return kelas;
}

export const KELAS = build();

export function cariKelas(
  cabang: Cabang,
  kategori: KategoriEvent,
  idKelompok: number,
  opts: { jk?: JenisKelamin | null; berat?: string; poomsae?: number } = {},
): KelasKejuaraanKompetisi {
  const k = KELAS.find(
    (c) =>
      c.cabang === cabang &&
      c.kategori_event.nama_kategori === kategori &&
      c.kelompok.id_kelompok === idKelompok &&
      (opts.jk === undefined || c.jenis_kelamin === opts.jk) &&
      (opts.berat === undefined || c.kelas_berat?.nama_kelas === opts.berat) &&
      (opts.poomsae === undefined || c.poomsae?.id_poomsae === opts.poomsae),
  );
  if (!k) throw new Error(`no class ${cabang} ${kategori} ${idKelompok} ${JSON.stringify(opts)}`);
  return k;
}

export const DOJANG = 3;

let nextId = 100;
export const atlet = (over: Partial<AtletKompetisi> = {}): AtletKompetisi => ({
  id_atlet: nextId++,
  tanggal_lahir: '2009-05-05',
  jenis_kelamin: 'LAKI_LAKI',
  berat_badan: 47,
  id_dojang: DOJANG,
  kewarganegaraan: 'WNI',
  ...over,
});

export const entri = (over: Partial<EntriKompetisi> & Pick<EntriKompetisi, 'anggota'>): EntriKompetisi => ({
  id_peserta_kompetisi: nextId++,
  id_kelas_kejuaraan: 1,
  cabang: 'KYORUGI',
  status: 'PENDING',
  ...over,
});
