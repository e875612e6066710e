import { and, eq } from 'drizzle-orm';
import { alasanTolak } from '../../domain/akses';
import type { MatchBagan, PesertaUndian } from '../../domain/bagan/types';
import type { KelasBaganDetail, SimpanBagan } from '../../domain/schemas/bagan';
import { tolak } from '../../domain/tolak';
import { logActivity } from '../activity/log';
import { atlet, pesertaKompetisi } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { berhasil, sekarang as jamServer, tolakTulis, type Aktor, type Deps, type HasilTulis } from '../tulis/types';
import { BAGAN_API_MSG } from './akses';
import { matchBerhasil, teksUndian } from './aktivitas';
import { detailKelas } from './baca';
import { selisihPeserta, ulangUndian, urutKiriman } from './cocok';
import { pesertaById } from './muat';
import { waktuUndian } from './waktu';
import type { KodeTolakBagan } from './tolak';
import { gantiBagan, idDipakaiLain, lockBaganKelas, lockKelas, matchesOf, type BaganRow } from './tulis';

/** The class's APPROVED entries now, by id, each with its registering athlete's dojang. */
async function disetujui(tx: DbOrTx, id_kelas_kejuaraan: number): Promise<PesertaUndian[]> {
  return tx
    .select({ id: pesertaKompetisi.id_peserta_kompetisi, id_dojang: atlet.id_dojang })
    .from(pesertaKompetisi)
    .innerJoin(atlet, eq(atlet.id_atlet, pesertaKompetisi.id_atlet))
    .where(and(eq(pesertaKompetisi.id_kelas_kejuaraan, id_kelas_kejuaraan), eq(pesertaKompetisi.status, 'APPROVED')))
    .orderBy(pesertaKompetisi.id_peserta_kompetisi);
}

const samaDaftar = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The stored bracket is this very draw (same input, same match ids): a retry, answered as if saved again. */
function drawYangSama(
  lama: BaganRow | null,
  matches: readonly MatchBagan[],
  input: SimpanBagan,
  slots: readonly { id_match: string }[],
): boolean {
  return (
    lama !== null &&
    lama.seed === input.seed &&
    samaDaftar(lama.participants, input.participants) &&
    samaDaftar(lama.unggulan, input.unggulan) &&
    matches.length === slots.length &&
    matches.every((m, i) => m.id_match === slots[i].id_match)
  );
}

/**
 * POST /brackets: the competition's ADMIN_KOMPETISI saves a draw. In one transaction
 * with the class locked: the participants must be the class's APPROVED entries now, the draw must replace the
 * bracket version it was made from ('konflik_versi', with the class as the server holds it), discarding results
 * needs hapus_hasil ('bagan_ada_hasil', likewise), and the bracket must be exactly what the engine draws from
 * that input. Then the bracket and its matches are replaced and the draw is logged. The same draw again
 * (a retry) is answered as saved, with nothing written.
 */
export async function simpanBagan(
  deps: Deps,
  aktor: Aktor,
  input: SimpanBagan,
  tx: DbOrTx,
): Promise<HasilTulis<KelasBaganDetail, KodeTolakBagan>> {
  const slots = urutKiriman(input.matches);
  const kelas = await lockKelas(tx, input.id_kelas_kejuaraan);
  if (!kelas) return tolak('tidak_ditemukan', BAGAN_API_MSG.kelas);
  const akses = alasanTolak(aktor, 'bagan.undi', { id_kompetisi: kelas.id_kompetisi });
  if (akses) return akses;
  const lama = await lockBaganKelas(tx, kelas.id_kelas_kejuaraan);
  const matchesLama = lama ? await matchesOf(tx, lama.id_bagan) : [];
  const detail = () => detailKelas(tx, kelas.id_kompetisi, kelas.id_kelas_kejuaraan);
  if (drawYangSama(lama, matchesLama, input, slots)) return berhasil(await detail(), BAGAN_API_MSG.tersimpan);
  if ((lama?.versi ?? null) !== input.versi_sebelumnya) {
    return tolakTulis('konflik_versi', BAGAN_API_MSG.versiBagan, { data: await detail() });
  }

  if (new Set(input.participants).size !== input.participants.length) return tolak('undian_tidak_sah', BAGAN_API_MSG.pesertaGanda);
  const setuju = await disetujui(tx, kelas.id_kelas_kejuaraan);
  const beda = new Set([...input.participants, ...setuju.map((p) => p.id)]);
  const nama = new Map((await pesertaById(tx, [...beda])).map((p) => [p.id_peserta_kompetisi, p]));
  const selisih = selisihPeserta(
    input.participants,
    setuju.map((p) => p.id),
    nama,
    kelas.id_kelas_kejuaraan,
  );
  if (selisih) return tolak('peserta_berubah', selisih);
  if (setuju.length < 2) return tolak('peserta_kurang', BAGAN_API_MSG.minimal(setuju.length));

  const dojang = new Map(setuju.map((p) => [p.id, p.id_dojang]));
  const peserta = input.participants.map((id) => ({ id, id_dojang: dojang.get(id) ?? null }));
  const ulang = ulangUndian(peserta, input, slots);
  if (!ulang.ok) return ulang;
  if (
    (
      await idDipakaiLain(
        tx,
        slots.map((m) => m.id_match),
        lama?.id_bagan ?? null,
      )
    ).length > 0
  ) {
    return tolak('id_match_dipakai', BAGAN_API_MSG.idDipakai);
  }

  const dibuang = matchBerhasil(matchesLama);
  if (dibuang.length > 0 && !input.hapus_hasil) return tolakTulis('bagan_ada_hasil', BAGAN_API_MSG.adaHasil, { data: await detail() });
  const versi = (lama?.versi ?? 0) + 1;
  const sekarang = jamServer(deps);
  const diundi_pada = waktuUndian(input.diundi_pada, sekarang);
  await gantiBagan(
    tx,
    lama,
    {
      id_kelas_kejuaraan: kelas.id_kelas_kejuaraan,
      seed: input.seed,
      participants: input.participants,
      unggulan: input.unggulan,
      ukuran: ulang.undian.ukuran,
      jumlah_ronde: ulang.undian.jumlah_ronde,
      versi,
      diundi_oleh: aktor.id_akun,
      diundi_pada,
    },
    ulang.matches,
  );
  const data = await detail();
  const namaLama = new Map(
    (
      await pesertaById(
        tx,
        dibuang.flatMap((m) => [m.id_peserta_a ?? 0, m.id_peserta_b ?? 0]),
      )
    ).map((p) => [p.id_peserta_kompetisi, p.nama]),
  );
  // Logged at the time of the draw, so a draw synced later sits where it happened.
  await logActivity(tx, {
    action: 'UNDI_BAGAN',
    actor: aktor.email,
    id_akun: aktor.id_akun,
    at: diundi_pada,
    details: teksUndian({
      kelas: data.kelas,
      nama_event: data.kompetisi.nama_event,
      seed: input.seed,
      jumlah: input.participants.length,
      versi,
      ulang: lama !== null,
      dibuang,
      jumlah_ronde_lama: lama?.jumlah_ronde ?? 0,
      nama: (id) => (id === null ? '-' : (namaLama.get(id) ?? `#${id}`)),
      diundi_pada,
      tersimpan_pada: sekarang,
    }),
  });
  return berhasil(data, BAGAN_API_MSG.tersimpan);
}
