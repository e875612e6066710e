import { HARI_KOSONG } from '../../../domain/jadwal/eta';
import * as v from 'valibot';
import { KEPUTUSAN } from '../../../domain/bagan/types';
import { HASIL_TIMBANG } from '../../../domain/penimbangan/percobaan';
import { CABANG_LAPANGAN, STATUS_PARTAI, type CabangLapangan, type StatusPartai } from '../../../domain/jadwal/types';
import { ATURAN_SCHEMA, PANEL_KELAS_SCHEMA } from '../../../domain/skor/aturan-schema';
import { SUDUT, SUDUT_LAMA, dariSudutLama } from '../../../domain/sudut';

const nullStr = v.nullable(v.string());
const nullNum = v.nullable(v.number());

export { STATUS_PARTAI, CABANG_LAPANGAN, type StatusPartai, type CabangLapangan };

/** A corner of a bout: the athlete (or team) and the dojang; nothing private. */
export const sudutSchema = v.looseObject({
  id_peserta_kompetisi: v.number(),
  nama: v.string(),
  nama_dojang: v.optional(nullStr, null),
  /** The weigh-in's result, flagged when the bout is called; absent on public reads and in a copy kept before it was sent. */
  timbang: v.optional(v.fallback(v.nullable(v.picklist(HASIL_TIMBANG)), null)),
});
export type Sudut = v.InferOutput<typeof sudutSchema>;

/** The fields of one bout of a court as the desk reads it (GET /lapangan/{id}/partai; PartaiLapangan of src/domain/jadwal). */
export const partaiLapanganEntries = {
  id_match: v.string(),
  id_lapangan: v.number(),
  nomor: v.number(),
  status: v.picklist(STATUS_PARTAI),
  versi: v.number(),
  dipanggil_pada: v.optional(nullStr, null),
  mulai_pada: v.optional(nullStr, null),
  selesai_pada: v.optional(nullStr, null),
  /** The corner that did not appear: 'B' (biru, sudut_a) or 'R' (merah, sudut_b). */
  sudut_tidak_hadir: v.optional(v.nullable(v.picklist(SUDUT))),
  /** The same in a bout kept or answered before the one corner convention: 'A' (= sudut_a) | 'B' (= sudut_b). */
  tidak_hadir: v.optional(v.nullable(v.picklist(SUDUT_LAMA))),
  id_kelas_kejuaraan: v.number(),
  nama_kelas: v.optional(v.string(), ''),
  cabang: v.picklist(['KYORUGI', 'POOMSAE']),
  ronde: v.number(),
  nama_ronde: v.optional(v.string(), ''),
  /** Place in its round (winners move on to posisi/2 of the next): lets the desk fill the next round offline. */
  posisi: v.optional(v.number()),
  sudut_a: v.optional(v.nullable(sudutSchema), null),
  sudut_b: v.optional(v.nullable(sudutSchema), null),
  skor_a: v.optional(v.number(), 0),
  skor_b: v.optional(v.number(), 0),
  id_pemenang: v.optional(nullNum, null),
  keputusan: v.optional(v.nullable(v.picklist(KEPUTUSAN)), null),
  /** The bracket match's own versi (a result is made on it), beside the bout's `versi` (the desk's state). */
  versi_match: v.optional(v.number(), 1),
  eta: v.optional(nullStr, null),
  partai_lagi: v.optional(nullNum, null),
  /**
   * Kyorugi: the rule set the bout is scored under (pinned once scoring started, else the competition's current
   * one); Poomsae: the class's panel. Absent in a copy kept before the server sent them; one that does not read
   * is dropped (the console then falls back to the class's shipped set), never the whole court.
   */
  aturan_skor: v.optional(v.fallback(v.nullable(ATURAN_SCHEMA), null), null),
  panel_poomsae: v.optional(v.fallback(v.nullable(PANEL_KELAS_SCHEMA), null), null),
  /** The class's category ('prestasi', 'pemula', …), the key of its rule set; absent in an older copy and on public reads. */
  kategori: v.optional(v.fallback(v.nullable(v.string()), null), null),
};

const { tidak_hadir: _lama, sudut_tidak_hadir: _baru, ...entriTetap } = partaiLapanganEntries;
/** A bout as read, before bacaSudutTidakHadir: either corner field may be there. */
export type PartaiLapanganMentah = v.InferOutput<v.LooseObjectSchema<typeof partaiLapanganEntries, undefined>>;
/** A bout as the desk and the public pages use it: `sudut_tidak_hadir` only, 'B' (biru, sudut_a) | 'R' (merah, sudut_b) | null. */
export type PartaiLapangan = v.InferOutput<v.LooseObjectSchema<typeof entriTetap, undefined>> & { sudut_tidak_hadir: 'B' | 'R' | null };

/**
 * A bout in the one corner convention: `sudut_tidak_hadir` as sent; a bout without it (kept on this device, kept
 * with a 409 or answered again by its key before the server sent it) has the old `tidak_hadir`, read A → B, B → R
 * (src/domain/sudut.ts). The old field is dropped, so nothing reads an old 'B' as blue.
 */
export function bacaSudutTidakHadir(p: PartaiLapanganMentah): PartaiLapangan {
  const { tidak_hadir, sudut_tidak_hadir, ...rest } = p;
  return {
    ...rest,
    sudut_tidak_hadir: sudut_tidak_hadir !== undefined ? sudut_tidak_hadir : tidak_hadir ? dariSudutLama(tidak_hadir) : null,
  };
}

/** One bout of a court as the desk reads it, in the one corner convention (bacaSudutTidakHadir). */
export const partaiLapanganSchema = v.pipe(v.looseObject(partaiLapanganEntries), v.transform(bacaSudutTidakHadir));

export const lapanganSchema = v.looseObject({
  id_lapangan: v.number(),
  id_hari: v.number(),
  id_kompetisi: v.number(),
  tanggal: v.string(),
  nama: v.string(),
  mulai: v.string(),
  cabang: v.picklist(CABANG_LAPANGAN),
  urutan: v.optional(v.number(), 0),
  /** Its letter in the day ('A': bout 'A-12'); absent in a copy kept before the server sent it. */
  kode: v.optional(v.string(), ''),
  nama_event: v.optional(v.string()),
});
export type Lapangan = v.InferOutput<typeof lapanganSchema>;

export const pengaturanJadwalSchema = v.looseObject({
  istirahat_partai: v.number(),
  tunggu_detik: v.number(),
  menit_kyorugi: v.number(),
  menit_poomsae: v.number(),
});
export type PengaturanJadwal = v.InferOutput<typeof pengaturanJadwalSchema>;

/** The last bout an athlete of an entry finished, on any court (the call's rest warning). */
export const selesaiAtletSchema = v.object({
  id_peserta_kompetisi: v.number(),
  id_match: v.string(),
  label: v.string(),
  selesai_pada: v.string(),
});

/** GET /lapangan/{id}/partai: the court, the competition's schedule settings and every bout of the court. */
const durasiSchema = v.array(v.number());
/** What the day's other courts have taught the ETA; an answer or a copy without it: nothing yet. */
export const riwayatHariSchema = v.fallback(
  v.object({
    KYORUGI: durasiSchema,
    POOMSAE: durasiSchema,
    jeda: durasiSchema,
    dimulai_pada: v.optional(v.fallback(v.nullable(v.number()), null), null),
  }),
  { ...HARI_KOSONG, dimulai_pada: null },
);
export const mejaLapanganSchema = v.looseObject({
  lapangan: lapanganSchema,
  pengaturan: pengaturanJadwalSchema,
  partai: v.array(partaiLapanganSchema),
  riwayat_hari: v.optional(riwayatHariSchema, HARI_KOSONG),
  selesai_atlet: v.optional(v.fallback(v.array(selesaiAtletSchema), []), []),
});
export type MejaLapangan = v.InferOutput<typeof mejaLapanganSchema>;
