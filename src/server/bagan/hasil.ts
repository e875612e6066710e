import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { alasanTolak, boleh } from '../../domain/akses';
import { cekHasilMenurutLog } from '../../domain/bagan/hasil-log';
import { cekAksesKoreksi, cekAlasanKoreksi, perluKoreksi } from '../../domain/bagan/hasil-koreksi';
import { batalkanHasil, isFreeDraw, samaHasil, terapkanHasil } from '../../domain/bagan/hasil';
import { statusBagan } from '../../domain/bagan/status';
import type { InputHasil, MatchBagan } from '../../domain/bagan/types';
import { BAGAN_MSG, idMatchSchema, type KelasBaganDetail } from '../../domain/schemas/bagan';
import { tolak } from '../../domain/tolak';
import { logActivity } from '../activity/log';
import { partai } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { gagalUmum } from '../http/api-error';
import { berhasil, sekarang, tolakTulis, type Aktor, type Deps, type HasilTulis } from '../tulis/types';
import { BAGAN_API_MSG } from './akses';
import { teksBatal, teksHasilMatch, teksKoreksi } from './aktivitas';
import { partaiBerikut } from './berikut';
import { detailKelas } from './baca';
import { pesertaById } from './muat';
import type { KodeTolakBagan } from './tolak';
import { ikutiHasil } from '../lapangan/selesai';
import { hasilMenurutLog } from '../skor/hasil-log';
import { lockBaganMatch, matchesOf, pengubahMatch, tulisPerubahan } from './tulis';

/** What a result made on a versi the match no longer has is told: the match now, who changed it and when. */
export interface KonflikHasil {
  match: MatchBagan;
  diubah_oleh: string | null;
  diubah_pada: string | null;
}

/** The route's :id_match, lower-cased; anything but a UUID is a 400. */
export function parseIdMatch(raw: string | undefined): string {
  const hasil = v.safeParse(idMatchSchema, raw ?? '');
  if (!hasil.success) throw gagalUmum('validasi', BAGAN_MSG.idMatch);
  return hasil.output.toLowerCase();
}

/**
 * A result (PUT /matches/{id_match}: `hasil` set) or its undo (DELETE /matches/{id_match}/result: `hasil`
 * null), each made on the match's `versi` when the device knew it.
 */
export interface UbahHasilInput {
  id_match: string;
  hasil: InputHasil | null;
  versi?: number;
  /** The reason of a correction: a change of a kept result, or a result the bout's scoring record does not give (the competition admin only). */
  alasan?: string | null;
  /** The result is the one the bout's scoring record gives (the console's or the Poomsae panel's save). */
  dariLog?: boolean;
}

const tanpaHasil = (m: MatchBagan) => !isFreeDraw(m) && m.id_pemenang === null && m.skor_a === 0 && m.skor_b === 0 && m.keputusan === null;

/**
 * Entering a result: the competition's ADMIN_KOMPETISI and the court's staff; changing or undoing one the bracket
 * keeps is a correction, the competition admin's only, with a reason, moving the bracket only while the next bout
 * has not started. The bracket row is locked; a write made on a versi the match no longer has is refused 'konflik_versi' with
 * the match now, unless the match already is what it asked for (then answered, nothing written). The domain
 * applies the rules; changed matches, the bracket's status and versi and the log row commit together.
 */
export async function ubahHasil(
  deps: Deps,
  aktor: Aktor,
  input: UbahHasilInput,
  tx: DbOrTx,
): Promise<HasilTulis<KelasBaganDetail, KodeTolakBagan>> {
  const { id_match, hasil: masukan, versi } = input;
  const found = await lockBaganMatch(tx, id_match);
  if (!found) return tolak('tidak_ditemukan', BAGAN_API_MSG.match);
  const { bagan, kelas } = found;
  // A match of a competition the caller may not see answers as one that does not exist.
  if (!boleh(aktor, 'jadwal.baca', { id_kompetisi: kelas.id_kompetisi })) return tolak('tidak_ditemukan', BAGAN_API_MSG.match);
  // The court the bout is on: court staff may enter results only there (a bout on no court: nobody of them).
  const [dijadwal] = await tx.select({ id_lapangan: partai.id_lapangan }).from(partai).where(eq(partai.id_match, id_match));
  const akses = alasanTolak(aktor, 'bagan.catatHasil', { id_kompetisi: kelas.id_kompetisi, id_lapangan: dijadwal?.id_lapangan ?? null });
  if (akses) return akses;
  const matches = await matchesOf(tx, bagan.id_bagan);
  const m = matches.find((x) => x.id_match === id_match);
  if (!m) return tolak('tidak_ditemukan', BAGAN_API_MSG.match);
  const pesan = masukan ? BAGAN_API_MSG.hasilTersimpan : BAGAN_API_MSG.hasilDibatalkan;
  const detail = () => detailKelas(tx, kelas.id_kompetisi, kelas.id_kelas_kejuaraan);

  if (versi !== undefined && versi !== m.versi) {
    if (masukan ? samaHasil(m, masukan) : tanpaHasil(m)) return berhasil(await detail(), pesan);
    const data: KonflikHasil = { match: m, ...(await pengubahMatch(tx, id_match)) };
    return tolakTulis('konflik_versi', BAGAN_API_MSG.versiHasil, { data });
  }
  const koreksi = perluKoreksi(m, masukan);
  if (koreksi) {
    const akses = cekAksesKoreksi(boleh(aktor, 'bagan.koreksiHasil', { id_kompetisi: kelas.id_kompetisi }));
    if (akses) return akses;
  }
  const berikut = await partaiBerikut(tx, matches, m);
  const r = masukan ? terapkanHasil(matches, id_match, masukan, kelas.cabang, berikut) : batalkanHasil(matches, id_match, berikut);
  if (!r.ok) return r;
  if (r.berubah.length === 0) return berhasil(await detail(), pesan);
  // A kept result changes only as a correction with its reason; a first result follows the bout's scoring record.
  const cek = koreksi
    ? (cekAlasanKoreksi(input.alasan) ?? { ok: true as const, koreksi: true })
    : input.dariLog
      ? { ok: true as const, koreksi: false }
      : cekHasilMenurutLog(m, await hasilMenurutLog(tx, id_match), masukan, {
          boleh: boleh(aktor, 'bagan.koreksiHasil', { id_kompetisi: kelas.id_kompetisi }),
          alasan: input.alasan,
        });
  if (!cek.ok) return cek;

  const berubah = new Set(r.berubah);
  await tulisPerubahan(
    tx,
    bagan.id_bagan,
    r.matches.filter((x) => berubah.has(x.id_match)),
    statusBagan(r.matches),
    aktor.id_akun,
  );
  await ikutiHasil(tx, id_match, masukan !== null, aktor.id_akun, sekarang(deps));
  const data = await detail();
  const baru = r.matches.find((x) => x.id_match === id_match) ?? m;
  const namaOf = new Map((await pesertaById(tx, [m.id_peserta_a ?? 0, m.id_peserta_b ?? 0])).map((p) => [p.id_peserta_kompetisi, p.nama]));
  const nama = (id: number | null) => (id === null ? '-' : (namaOf.get(id) ?? `#${id}`));
  const konteks = { kelas: data.kelas, nama_event: data.kompetisi.nama_event, jumlah_ronde: bagan.jumlah_ronde, nama };
  const alasan = input.alasan?.trim() ?? '';
  const teks = koreksi
    ? teksKoreksi({ ...konteks, lama: m, baru: masukan ? baru : null, alasan })
    : masukan
      ? teksHasilMatch({ ...konteks, m: baru })
      : teksBatal({ ...konteks, lama: m });
  await logActivity(tx, {
    action: cek.koreksi ? 'KOREKSI_HASIL_MATCH' : masukan ? 'HASIL_MATCH' : 'BATAL_HASIL_MATCH',
    actor: aktor.email,
    id_akun: aktor.id_akun,
    details: cek.koreksi && !koreksi ? `${teks}. Koreksi atas catatan skor, alasan: ${alasan}` : teks,
  });
  return berhasil(data, pesan);
}
