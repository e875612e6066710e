import type { Context } from 'hono';
import * as v from 'valibot';
import { batalkanHasil, isFreeDraw, samaHasil, terapkanHasil } from '../../domain/bagan/hasil';
import { statusBagan } from '../../domain/bagan/status';
import type { MatchBagan, PerubahanHasil } from '../../domain/bagan/types';
import { BAGAN_MSG, batalHasilSchema, hasilMatchSchema, idMatchSchema, type KelasBaganDetail } from '../../domain/schemas/bagan';
import { logActivity } from '../activity/log';
import { ApiError } from '../http/api-error';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { completeIdempotency } from '../http/idempotency';
import { parseInput } from '../http/validate';
import { BAGAN_API_MSG, cekPanitia, cekPeranPanitia } from './akses';
import { teksBatal, teksHasilMatch } from './aktivitas';
import { detailKelas } from './baca';
import { pesertaById } from './muat';
import { kunciBaganMatch, matchesOf, pengubahMatch, tulisPerubahan } from './tulis';

/** What a result made on a versi the match no longer has is told: the match now, who changed it and when. */
export interface KonflikHasil {
  match: MatchBagan;
  diubah_oleh: string | null;
  diubah_pada: string | null;
}

export type JawabanHasil =
  | { status: 200; body: { success: true; message: string; data: KelasBaganDetail } }
  | { status: 409; body: { success: false; message: string; data: KonflikHasil } };

/** The route's :id_match, lower-cased; anything but a UUID is a 400. */
export function parseIdMatch(raw: string | undefined): string {
  const hasil = v.safeParse(idMatchSchema, raw ?? '');
  if (!hasil.success) throw new ApiError(400, BAGAN_MSG.idMatch);
  return hasil.output.toLowerCase();
}

const tanpaHasil = (m: MatchBagan) => !isFreeDraw(m) && m.id_pemenang === null && m.skor_a === 0 && m.skor_b === 0 && m.keputusan === null;

/**
 * PUT /matches/{id_match} (enter or correct a result) and DELETE /matches/{id_match}/result (undo it), spec
 * 001 §7 and issue 9: only the competition's ADMIN_KOMPETISI. The bracket row is locked; a write made on a
 * versi the match no longer has is a 409 with the match now, unless the match already is what it asked for
 * (then 200, nothing written). The domain applies the rules; changed matches, the bracket's status and versi
 * and the idempotency record commit together.
 */
export async function ubahHasil({ db }: AppDeps, c: Context<AppEnv>, mode: 'terapkan' | 'batal'): Promise<JawabanHasil> {
  const { user } = currentAuth(c);
  cekPeranPanitia(user);
  const id_match = parseIdMatch(c.req.param('id_match'));
  const input = mode === 'terapkan' ? parseInput(hasilMatchSchema, bodyFields(c)) : null;
  const versi = input ? input.versi : parseInput(batalHasilSchema, bodyFields(c)).versi;
  return db.transaction(async (tx): Promise<JawabanHasil> => {
    const found = await kunciBaganMatch(tx, id_match);
    if (!found) throw new ApiError(404, BAGAN_API_MSG.match);
    const { bagan, kelas } = found;
    cekPanitia(user, kelas.id_kompetisi);
    const matches = await matchesOf(tx, bagan.id_bagan);
    const m = matches.find((x) => x.id_match === id_match);
    if (!m) throw new ApiError(404, BAGAN_API_MSG.match);
    const pesan = input ? BAGAN_API_MSG.hasilTersimpan : BAGAN_API_MSG.hasilDibatalkan;
    const selesai = async () => {
      const body = { success: true as const, message: pesan, data: await detailKelas(tx, kelas.id_kompetisi, kelas.id_kelas_kejuaraan) };
      await completeIdempotency(c, tx, 200, body);
      return { status: 200 as const, body };
    };

    if (versi !== undefined && versi !== m.versi) {
      if (input ? samaHasil(m, input) : tanpaHasil(m)) return selesai();
      return {
        status: 409,
        body: { success: false, message: BAGAN_API_MSG.versiHasil, data: { match: m, ...(await pengubahMatch(tx, id_match)) } },
      };
    }
    const r: PerubahanHasil = input ? terapkanHasil(matches, id_match, input, kelas.cabang) : batalkanHasil(matches, id_match);
    if (!r.ok) throw new ApiError(r.status, r.pesan, r.field ? { [r.field]: r.pesan } : undefined);
    if (r.berubah.length === 0) return selesai();

    const berubah = new Set(r.berubah);
    await tulisPerubahan(tx, bagan.id_bagan, r.matches.filter((x) => berubah.has(x.id_match)), statusBagan(r.matches), user.id_akun);
    const jawaban = await selesai();
    const baru = r.matches.find((x) => x.id_match === id_match) ?? m;
    const namaOf = new Map((await pesertaById(tx, [m.id_peserta_a ?? 0, m.id_peserta_b ?? 0])).map((p) => [p.id_peserta_kompetisi, p.nama]));
    const nama = (id: number | null) => (id === null ? '-' : namaOf.get(id) ?? `#${id}`);
    const konteks = { kelas: jawaban.body.data.kelas, nama_event: jawaban.body.data.kompetisi.nama_event, jumlah_ronde: bagan.jumlah_ronde, nama };
    await logActivity(tx, input
      ? { action: 'HASIL_MATCH', actor: user.email, id_akun: user.id_akun, details: teksHasilMatch({ ...konteks, m: baru }) }
      : { action: 'BATAL_HASIL_MATCH', actor: user.email, id_akun: user.id_akun, details: teksBatal({ ...konteks, lama: m }) });
    return jawaban;
  });
}
