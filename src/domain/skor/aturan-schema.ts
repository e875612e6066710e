import * as v from 'valibot';
import {
  KATEGORI_SKOR,
  KEPUTUSAN_ATURAN,
  LANGKAH_SERI,
  MODE_POOMSAE,
  PANEL_POOMSAE_BAWAAN,
  TEKNIK,
  UKURAN_PANEL,
  type AturanKyorugi,
  type PanelPoomsaeKelas,
  type PengaturanSkor,
} from './aturan';
import { IVR_WT } from './aturan-ivr';

/** Checks a rule set or a competition's scoring setting as stored (JSON). */

export const ATURAN_MSG = {
  kode: 'Kode aturan: huruf kecil, angka atau -, 3 sampai 64 karakter',
  nama: 'Nama aturan wajib diisi (maksimal 100 karakter)',
  versi: 'Versi aturan harus bilangan bulat 1 atau lebih',
  rondeJumlah: 'Jumlah ronde harus 1 sampai 5',
  menangRonde: 'Jumlah ronde untuk menang harus 1 sampai 3',
  rondeGanjil: 'Jumlah ronde harus 2 × ronde untuk menang − 1 (best of three: 3 ronde, menang 2)',
  rondeDetik: 'Lama ronde harus 30 sampai 300 detik',
  istirahatDetik: 'Lama istirahat harus 0 sampai 300 detik',
  kyeShiDetik: 'Lama kye-shi harus 0 sampai 600 detik',
  poinTeknik: 'Poin teknik harus bilangan bulat 1 sampai 10',
  poinGamJeom: 'Poin gam-jeom harus bilangan bulat 1 sampai 10',
  selisihPtg: 'Selisih PTG harus bilangan bulat 1 sampai 99, atau kosong',
  batasGamJeom: 'Batas gam-jeom harus bilangan bulat 1 sampai 20, atau kosong',
  urutanSeri: 'Urutan penentuan ronde seri tidak valid',
  urutanSeriSup: 'Urutan penentuan ronde seri harus diakhiri SUP, tanpa langkah ganda',
  keputusan: 'Keputusan harus PTF, PTG, SUP, WDR, DSQ, PUN atau RSC (GDP tidak lagi dipakai)',
  keputusanWajib: 'Aturan harus mengizinkan PTF dan SUP',
  ptgDiizinkan: 'Selisih PTG diisi: keputusan PTG harus diizinkan',
  punDiizinkan: 'Batas gam-jeom diisi: keputusan PUN harus diizinkan',
  golden: 'Golden round tidak lagi dipakai',
  juri: 'Jumlah juri skor digital harus 3 atau 4',
  jendela: 'Jendela skor digital harus 200 sampai 5000 ms',
  daftar: 'Pengaturan harus memuat 1 sampai 20 aturan',
  kodeGanda: 'Kode aturan tidak boleh ganda',
  kategori: 'Aturan untuk kategori ini tidak ada di daftar',
  panelJuri: 'Jumlah juri Poomsae harus 3, 5 atau 7',
  panelMode: 'Mode Poomsae harus nilai atau bendera',
  panelKelas: 'Kelas Poomsae tidak valid',
  panelKelasGanda: 'Satu kelas Poomsae hanya boleh punya satu pengaturan panel',
  panelKelasLuar: 'Kelas Poomsae ini tidak ada di kompetisi ini',
  ivrKartu: 'Kartu tinjauan video (IVR) harus 1 sampai 5 per pelatih, atau kosong',
  tersimpan: 'Pengaturan skor disimpan',
} as const;

const bulat = (msg: string, min: number, max: number) => v.pipe(v.number(msg), v.integer(msg), v.minValue(min, msg), v.maxValue(max, msg));
const bulatAtauKosong = (msg: string, min: number, max: number) => v.nullable(bulat(msg, min, max));

const poin = bulat(ATURAN_MSG.poinTeknik, 1, 10);
const POIN_TEKNIK = v.object(
  Object.fromEntries(TEKNIK.map((t) => [t, poin])) as Record<(typeof TEKNIK)[number], typeof poin>,
  ATURAN_MSG.poinTeknik,
);

const unik = (xs: readonly string[]) => new Set(xs).size === xs.length;

export const ATURAN_SCHEMA = v.pipe(
  v.object({
    kode: v.pipe(v.string(ATURAN_MSG.kode), v.regex(/^[a-z0-9-]{3,64}$/, ATURAN_MSG.kode)),
    nama: v.pipe(v.string(ATURAN_MSG.nama), v.trim(), v.nonEmpty(ATURAN_MSG.nama), v.maxLength(100, ATURAN_MSG.nama)),
    versi: bulat(ATURAN_MSG.versi, 1, 1_000_000),
    ronde_jumlah: bulat(ATURAN_MSG.rondeJumlah, 1, 5),
    menang_ronde: bulat(ATURAN_MSG.menangRonde, 1, 3),
    ronde_detik: bulat(ATURAN_MSG.rondeDetik, 30, 300),
    istirahat_detik: bulat(ATURAN_MSG.istirahatDetik, 0, 300),
    kye_shi_detik: bulat(ATURAN_MSG.kyeShiDetik, 0, 600),
    poin_teknik: POIN_TEKNIK,
    poin_gam_jeom: bulat(ATURAN_MSG.poinGamJeom, 1, 10),
    selisih_ptg: bulatAtauKosong(ATURAN_MSG.selisihPtg, 1, 99),
    batas_gam_jeom: bulatAtauKosong(ATURAN_MSG.batasGamJeom, 1, 20),
    urutan_seri: v.pipe(
      v.array(v.picklist(LANGKAH_SERI, ATURAN_MSG.urutanSeri), ATURAN_MSG.urutanSeri),
      v.check((xs) => unik(xs) && xs.at(-1) === 'SUP', ATURAN_MSG.urutanSeriSup),
    ),
    keputusan: v.pipe(
      v.array(v.picklist(KEPUTUSAN_ATURAN, ATURAN_MSG.keputusan), ATURAN_MSG.keputusan),
      v.check((xs) => unik(xs), ATURAN_MSG.keputusan),
      v.check((xs) => xs.includes('PTF') && xs.includes('SUP'), ATURAN_MSG.keputusanWajib),
    ),
    golden_round: v.literal(false, ATURAN_MSG.golden),
    skor_digital: v.nullable(
      v.object(
        {
          juri: v.picklist([3, 4], ATURAN_MSG.juri),
          jendela_ms: bulat(ATURAN_MSG.jendela, 200, 5000),
        },
        ATURAN_MSG.juri,
      ),
    ),
    // Sets stored before video replay was a rule read as WT practice: one card per coach, kept on success.
    ivr: v.optional(
      v.nullable(
        v.object({ kartu: bulat(ATURAN_MSG.ivrKartu, 1, 5), tetap_jika_diterima: v.boolean(ATURAN_MSG.ivrKartu) }, ATURAN_MSG.ivrKartu),
      ),
      () => ({ ...IVR_WT }),
    ),
  }),
  v.check((a) => a.ronde_jumlah === 2 * a.menang_ronde - 1, ATURAN_MSG.rondeGanjil),
  v.check((a) => a.selisih_ptg === null || a.keputusan.includes('PTG'), ATURAN_MSG.ptgDiizinkan),
  v.check((a) => a.batas_gam_jeom === null || a.keputusan.includes('PUN'), ATURAN_MSG.punDiizinkan),
) satisfies v.GenericSchema<unknown, AturanKyorugi>;

const PANEL = {
  juri: v.picklist(UKURAN_PANEL, ATURAN_MSG.panelJuri),
  mode: v.picklist(MODE_POOMSAE, ATURAN_MSG.panelMode),
};
export const PANEL_KELAS_SCHEMA = v.object(PANEL, ATURAN_MSG.panelJuri) satisfies v.GenericSchema<unknown, PanelPoomsaeKelas>;

export const PENGATURAN_SKOR_SCHEMA = v.pipe(
  v.object({
    aturan: v.pipe(v.array(ATURAN_SCHEMA, ATURAN_MSG.daftar), v.minLength(1, ATURAN_MSG.daftar), v.maxLength(20, ATURAN_MSG.daftar)),
    prestasi: v.string(ATURAN_MSG.kategori),
    pemula: v.string(ATURAN_MSG.kategori),
    // Settings stored before Poomsae panels were settable read as the default panel.
    poomsae_bawaan: v.optional(PANEL_KELAS_SCHEMA, () => ({ ...PANEL_POOMSAE_BAWAAN })),
    poomsae_kelas: v.optional(
      v.pipe(
        v.array(
          v.object({ id_kelas_kejuaraan: bulat(ATURAN_MSG.panelKelas, 1, 2_147_483_647), ...PANEL }, ATURAN_MSG.panelKelas),
          ATURAN_MSG.panelKelas,
        ),
        v.maxLength(1000, ATURAN_MSG.panelKelas),
        v.check((xs) => new Set(xs.map((x) => x.id_kelas_kejuaraan)).size === xs.length, ATURAN_MSG.panelKelasGanda),
      ),
      () => [],
    ),
  }),
  v.check((p) => unik(p.aturan.map((a) => a.kode)), ATURAN_MSG.kodeGanda),
  v.check((p) => KATEGORI_SKOR.every((k) => p.aturan.some((a) => a.kode === p[k])), ATURAN_MSG.kategori),
) satisfies v.GenericSchema<unknown, PengaturanSkor>;
