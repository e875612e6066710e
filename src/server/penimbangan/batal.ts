import { and, eq, sql } from 'drizzle-orm';
import { alasanTolak, boleh } from '../../domain/akses';
import { alasanTidakDibatalkan, formatKg, type BatalPercobaanInput, type EntriTimbang } from '../../domain/penimbangan';
import { tolak } from '../../domain/tolak';
import { logActivity } from '../activity/log';
import { penimbangan, pesertaKompetisi } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { getKompetisi } from '../kompetisi/baris';
import { berhasil, sekarang, tolakTulis, type Aktor, type Deps, type HasilTulis } from '../tulis/types';
import { pengaturanDari } from './kelas';
import { entriTimbang } from './sql';
import { TIMBANG_API_MSG, type KodeTolakPenimbangan } from './tolak';

export type BatalInput = BatalPercobaanInput & { id_kompetisi: number; kunci: string };

export interface JawabanBatal {
  entri: EntriTimbang;
  /** false: the attempt was already voided (another desk, a replay): nothing written. */
  baru: boolean;
}

/**
 * POST /kompetisi/{id}/penimbangan/percobaan/{kunci}/batal: voids one attempt, never deleting it. The competition's
 * managers ('penimbangan.batalkan') may void any attempt; a desk ('penimbangan.batalkanSendiri') only its own last
 * one of the entry within the competition's minutes, judged on this server's clock (alasanTidakDibatalkan, the rule
 * the desk runs to show 'Batalkan'). The entry's versi goes up, so a decision made on the old attempts is a 409;
 * its verdict is computed again without the attempt (HASIL_SQL). An attempt already voided answers as it is.
 */
export async function batalkanPercobaan(
  deps: Deps,
  aktor: Aktor,
  input: BatalInput,
  tx: DbOrTx,
): Promise<HasilTulis<JawabanBatal, KodeTolakPenimbangan>> {
  const { id_kompetisi } = input;
  const semua = boleh(aktor, 'penimbangan.batalkan', { id_kompetisi });
  if (!semua) {
    const akses = alasanTolak(aktor, 'penimbangan.batalkanSendiri', { id_kompetisi });
    if (akses) return akses;
  }
  const k = await getKompetisi(tx, id_kompetisi);
  const [baris] = await tx
    .select({ id_peserta: penimbangan.id_peserta_kompetisi })
    .from(penimbangan)
    .where(and(eq(penimbangan.kunci, input.kunci), eq(penimbangan.id_kompetisi, id_kompetisi)));
  if (!baris) return tolak('tidak_ditemukan', TIMBANG_API_MSG.percobaanTidakAda);
  // The entry's row lock, as an attempt and a decision take it: one change of its attempts at a time.
  await tx
    .select({ id: pesertaKompetisi.id_peserta_kompetisi })
    .from(pesertaKompetisi)
    .where(eq(pesertaKompetisi.id_peserta_kompetisi, baris.id_peserta))
    .for('update');
  const entri = await entriTimbang(tx, id_kompetisi, baris.id_peserta);
  const p = entri?.percobaan.find((x) => x.kunci === input.kunci);
  if (!entri || !p) return tolak('tidak_ditemukan', TIMBANG_API_MSG.percobaanTidakAda);
  if (p.dibatalkan) return berhasil({ entri, baru: false }, TIMBANG_API_MSG.sudahDibatalkan);

  const waktu = sekarang(deps);
  const tidak = alasanTidakDibatalkan(
    p,
    entri.percobaan,
    entri,
    { semua, meja: input.meja, sekarang: waktu.getTime() },
    pengaturanDari(k).batal_menit,
  );
  if (tidak) return tolakTulis(tidak.kode, tidak.pesan, tidak.kode === 'sudah_diputuskan' ? { data: entri } : {});

  await tx
    .update(penimbangan)
    .set({ dibatalkan_pada: waktu, dibatalkan_oleh: aktor.id_akun, dibatalkan_meja: input.meja, dibatalkan_alasan: input.alasan })
    .where(eq(penimbangan.kunci, input.kunci));
  await tx
    .update(pesertaKompetisi)
    .set({ versi: sql`${pesertaKompetisi.versi} + 1` })
    .where(eq(pesertaKompetisi.id_peserta_kompetisi, baris.id_peserta));
  await logActivity(tx, {
    action: 'BATAL_PERCOBAAN_TIMBANG',
    actor: aktor.email,
    id_akun: aktor.id_akun,
    details: `Percobaan timbang ${entri.nama_atlet} (${entri.kelas_label}) ${formatKg(p.berat_gram)} kg dari ${p.meja} dibatalkan di ${input.meja} (${k.nama_event}): ${input.alasan}`,
  });
  const sesudah = await entriTimbang(tx, id_kompetisi, baris.id_peserta);
  if (!sesudah) throw new Error('peserta tidak terbaca');
  return berhasil({ entri: sesudah, baru: true }, TIMBANG_API_MSG.dibatalkan);
}
