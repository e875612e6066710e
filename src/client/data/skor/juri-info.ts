import * as v from 'valibot';
import {
  ISI_JURI_POOMSAE_SCHEMA,
  PANEL_KELAS_SCHEMA,
  type InfoKursiJuri,
  type InfoTautanJuri,
  type TutupKursi,
} from '../../../domain/skor';

/** GET /juri/{token} as the judge's phone reads it: a per-bout link's bout, or a court's seat link's court. */

const sudutSchema = v.nullable(v.object({ nama: v.string(), nama_dojang: v.nullable(v.string()) }));

const partaiSchema = v.object({
  id_match: v.string(),
  juri: v.number(),
  cabang: v.picklist(['KYORUGI', 'POOMSAE']),
  nomor: v.nullable(v.number()),
  nama_kelas: v.string(),
  status: v.string(),
  panel: v.nullable(PANEL_KELAS_SCHEMA),
  sudut: v.object({ B: sudutSchema, R: sudutSchema }),
  kiriman: v.fallback(v.nullable(ISI_JURI_POOMSAE_SCHEMA), null),
  poin_teknik: v.fallback(
    v.nullable(v.object({ pukulan: v.number(), badan: v.number(), kepala: v.number(), putar_badan: v.number(), putar_kepala: v.number() })),
    null,
  ),
  sekarang: v.number(),
}) satisfies v.GenericSchema<unknown, InfoTautanJuri>;

const TUTUP = ['partai_belum_mulai', 'ronde_belum_mulai', 'partai_selesai', 'panel_tidak_sesuai'] as const satisfies readonly TutupKursi[];

const kursiSchema = v.object({
  jenis: v.literal('kursi'),
  id_kompetisi: v.number(),
  id_lapangan: v.number(),
  nama_lapangan: v.string(),
  kode_lapangan: v.optional(v.string(), ''),
  juri: v.number(),
  kedaluwarsa: v.number(),
  partai: v.nullable(partaiSchema),
  // A reason this page does not know (a newer server) still locks the buttons.
  tutup: v.nullable(v.fallback(v.picklist(TUTUP), 'partai_belum_mulai')),
  ronde: v.nullable(v.number()),
  berikutnya: v.nullable(
    v.object({ id_match: v.string(), nomor: v.number(), nama_kelas: v.string(), sudut: v.object({ B: sudutSchema, R: sudutSchema }) }),
  ),
  sekarang: v.number(),
}) satisfies v.GenericSchema<unknown, InfoKursiJuri>;

export const infoJawabSchema = v.object({ data: v.union([kursiSchema, partaiSchema]) });
