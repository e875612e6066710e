import * as v from 'valibot';
import { MAKS_TEKAN_SIARAN, TEKAN_SIARAN_SCHEMA, type TekanSiaran } from '../skor/juri-digital';
import { ANY_RESOURCE } from './change-event';

/**
 * The live stream of a competition (GET /public/kompetisi/{id}/live, Server-Sent Events), one set of names for the
 * server that sends it and every screen that follows it. Its events: `halo` on connect, `perubahan` for a change of
 * the competition, `detak` every 15 s.
 */
export const ACARA_LIVE = ['halo', 'perubahan', 'detak'] as const;
export const acaraLiveSchema = v.picklist(ACARA_LIVE);
export type AcaraLive = v.InferOutput<typeof acaraLiveSchema>;

/**
 * What a `perubahan` names, the only names screens branch on: the precise changes the server publishes ('bagan': a
 * class's draw or results; 'jadwal': bouts of courts; 'skor': a bout's scoring log; 'skor_tekan': judges' presses
 * or sheets, followed by the scoring console alone; 'penimbangan': an entry's weigh-in attempt or decision, followed by
 * every weigh-in desk of the competition; 'hadir': a court's device appeared or left, followed by the venue
 * overview alone), 'lain' for any other write of the competition (its route's name stays on the server), and
 * ANY_RESOURCE ('*') for a change of unknown extent (a restore).
 */
export const NAMA_PERUBAHAN = ['bagan', 'jadwal', 'skor', 'skor_tekan', 'penimbangan', 'hadir', 'lain', ANY_RESOURCE] as const;
export const namaPerubahanSchema = v.picklist(NAMA_PERUBAHAN);
export type NamaPerubahan = v.InferOutput<typeof namaPerubahanSchema>;

/** A change-feed resource as the live stream names it: one of the names, any other write 'lain'. */
export function namaPerubahan(resource: string): NamaPerubahan {
  const r = v.safeParse(namaPerubahanSchema, resource);
  return r.success ? r.output : 'lain';
}

/**
 * The data of a `perubahan` as the screens read it: a name they do not know (a server newer or older than the page)
 * reads as 'lain'; ids are courts (jadwal, skor, skor_tekan, hadir), classes (bagan) or entries (penimbangan), none: any of them.
 */
export const perubahanLiveSchema = v.object({
  resource: v.fallback(namaPerubahanSchema, 'lain'),
  ids: v.optional(v.array(v.union([v.number(), v.string()])), []),
  id_kompetisi: v.optional(v.nullable(v.number()), null),
  at: v.optional(v.string()),
  /** A `skor_tekan` change's new press (see TEKAN_SIARAN_SCHEMA); unreadable: none, and the console reads instead. */
  tekan: v.fallback(v.optional(v.pipe(v.array(TEKAN_SIARAN_SCHEMA), v.maxLength(MAKS_TEKAN_SIARAN))), undefined),
});
export type PerubahanLive = v.InferOutput<typeof perubahanLiveSchema>;

/** What each event carries, as the server writes it. */
export interface DataAcaraLive {
  halo: { id_kompetisi: number; at: string };
  perubahan: { resource: NamaPerubahan; ids: number[]; id_kompetisi: number | null; at: string; tekan?: TekanSiaran[] };
  detak: { at: string };
}
