import * as v from 'valibot';
import { pushLanggananSchema } from '../schemas/notifikasi';
import { PARTAI_LAGI_BAWAAN, PARTAI_LAGI_MAKS, PARTAI_LAGI_MIN } from './aturan';

export const IKUTI_MSG = {
  token: 'Token perangkat tidak valid',
  peserta: 'Atlet yang diikuti tidak valid',
  kompetisi: 'Kompetisi tidak valid',
  partaiLagi: `Pemberitahuan harus ${PARTAI_LAGI_MIN} sampai ${PARTAI_LAGI_MAKS} partai sebelumnya`,
  terlaluBanyak: 'Paling banyak 50 atlet diikuti per kompetisi',
  pesertaTidakAda: 'Atlet ini tidak terdaftar di kompetisi ini',
  kompetisiSelesai: 'Kompetisi ini sudah selesai: atletnya tidak dapat diikuti lagi',
  diikuti: 'Atlet diikuti: pemberitahuan dikirim ke perangkat ini',
  berhenti: 'Berhenti mengikuti atlet',
  tersimpan: 'Pengaturan ikuti atlet disimpan',
} as const;

/** The most athletes one device follows in one competition. */
export const MAKS_IKUTI = 50;

const idPositif = (msg: string) => v.pipe(v.number(msg), v.integer(msg), v.minValue(1, msg));
const partaiLagi = v.pipe(
  v.number(IKUTI_MSG.partaiLagi),
  v.integer(IKUTI_MSG.partaiLagi),
  v.minValue(PARTAI_LAGI_MIN, IKUTI_MSG.partaiLagi),
  v.maxValue(PARTAI_LAGI_MAKS, IKUTI_MSG.partaiLagi),
);
/** A device's own secret (made on the device, 32 random bytes base64url): the server keeps only its hash. */
const token = v.pipe(v.string(IKUTI_MSG.token), v.regex(/^[A-Za-z0-9_-]{32,100}$/, IKUTI_MSG.token));

/**
 * PUT /public/ikuti: this device follows exactly these athletes (public entry ids) of one competition, alerted through
 * its push subscription; no account, no name, no e-mail. An empty list stops every follow of the competition.
 */
export const ikutiPerangkatSchema = v.object({
  token,
  langganan: pushLanggananSchema,
  id_kompetisi: idPositif(IKUTI_MSG.kompetisi),
  id_peserta: v.pipe(v.array(idPositif(IKUTI_MSG.peserta), IKUTI_MSG.peserta), v.maxLength(MAKS_IKUTI, IKUTI_MSG.terlaluBanyak)),
  partai_lagi: v.optional(partaiLagi, PARTAI_LAGI_BAWAAN),
});
export type IkutiPerangkatInput = v.InferOutput<typeof ikutiPerangkatSchema>;

/** DELETE /public/ikuti: one athlete (or, without id_peserta, every follow of the device) stops being followed. */
export const berhentiIkutiSchema = v.object({
  token,
  id_peserta: v.optional(idPositif(IKUTI_MSG.peserta)),
});
export type BerhentiIkutiInput = v.InferOutput<typeof berhentiIkutiSchema>;

/** PUT /ikuti/pelatih: the coach's setting and per-athlete switches (entries not named keep theirs). */
export const ikutiPelatihSchema = v.object({
  partai_lagi: v.optional(partaiLagi),
  atlet: v.optional(
    v.pipe(
      v.array(v.object({ id_peserta_kompetisi: idPositif(IKUTI_MSG.peserta), aktif: v.boolean(IKUTI_MSG.peserta) })),
      v.maxLength(2000, IKUTI_MSG.peserta),
    ),
    [],
  ),
});
export type IkutiPelatihInput = v.InferOutput<typeof ikutiPelatihSchema>;
/** What a screen sends (either field may be left out). */
export type IkutiPelatihKirim = v.InferInput<typeof ikutiPelatihSchema>;

/** An athlete of the coach's dojang in a competition not over yet, as GET /ikuti/pelatih lists it. */
export const atletDiikutiSchema = v.object({
  id_peserta_kompetisi: v.number(),
  id_kompetisi: v.number(),
  nama_event: v.string(),
  nama: v.string(),
  nama_kelas: v.string(),
  aktif: v.boolean(),
});
export type AtletDiikuti = v.InferOutput<typeof atletDiikutiSchema>;

export const ikutiPelatihJawabanSchema = v.object({
  partai_lagi: v.number(),
  atlet: v.array(atletDiikutiSchema),
});
export type IkutiPelatihJawaban = v.InferOutput<typeof ikutiPelatihJawabanSchema>;

export const ikutiPerangkatJawabanSchema = v.object({
  id_kompetisi: v.number(),
  id_peserta: v.array(v.number()),
  partai_lagi: v.number(),
  berlaku_sampai: v.string(),
});
export type IkutiPerangkatJawaban = v.InferOutput<typeof ikutiPerangkatJawabanSchema>;

/** What an alert's push carries beyond the notification: the athlete, so 'Berhenti ikuti' knows whom. */
export interface PushKabar {
  judul: string;
  isi: string;
  url: string;
  tag: string;
  /** The page that stops following this athlete in one tap. */
  berhenti_url: string;
  /** Vibrate and show it even while a page of the app is open. */
  getar: true;
}
