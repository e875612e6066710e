import { and, eq, sql } from 'drizzle-orm';
import { alasanTolak } from '../../domain/akses';
import {
  bolehDiputuskan,
  formatKg,
  kelasSekelompok,
  nilaiBerat,
  percobaanTerakhir,
  type EntriTimbang,
  type JawabanKeputusan,
  type KeputusanInput,
  type PartaiTertunda,
} from '../../domain/penimbangan';
import type { Sudut } from '../../domain/sudut';
import { tolak } from '../../domain/tolak';
import { logActivity } from '../activity/log';
import { queryRows } from '../db/rows';
import { bagan, keputusanTimbang, pesertaKompetisi } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { getKompetisi } from '../kompetisi/baris';
import { berhasil, sekarang, tolakTulis, type Aktor, type Deps, type HasilTulis } from '../tulis/types';
import { pengaturanDari, kelasKyorugi } from './kelas';
import { entriTimbang } from './sql';
import { TIMBANG_API_MSG, type KodeTolakPenimbangan } from './tolak';

export type PutuskanInput = KeputusanInput & { id_kompetisi: number; id_peserta: number };

const sudahDiundi = async (tx: DbOrTx, id_kelas: number) =>
  (await tx.select({ id: bagan.id_bagan }).from(bagan).where(eq(bagan.id_kelas_kejuaraan, id_kelas))).length > 0;

/** The first match of a drawn class the entry still has to play (a corner, no winner yet), with its opponent if known. */
async function partaiTertunda(tx: DbOrTx, id_peserta: number): Promise<PartaiTertunda | undefined> {
  const [m] = await queryRows<{
    id_match: string;
    id_kelas_kejuaraan: number;
    versi: number;
    sudut_peserta: Sudut;
    lawan: number | null;
    nama: string | null;
  }>(
    tx,
    sql`
    select m.id_match, b.id_kelas_kejuaraan, m.versi, case when m.id_peserta_a = ${id_peserta} then 'B' else 'R' end as sudut_peserta,
      l.id_peserta_kompetisi as lawan, la.nama_atlet as nama
    from match m join bagan b on b.id_bagan = m.id_bagan
    left join peserta_kompetisi l on l.id_peserta_kompetisi = case when m.id_peserta_a = ${id_peserta} then m.id_peserta_b else m.id_peserta_a end
    left join atlet la on la.id_atlet = l.id_atlet
    where (m.id_peserta_a = ${id_peserta} or m.id_peserta_b = ${id_peserta}) and m.id_pemenang is null
    order by m.ronde, m.posisi limit 1`,
  );
  if (!m) return undefined;
  return {
    id_match: m.id_match,
    id_kelas_kejuaraan: m.id_kelas_kejuaraan,
    versi: m.versi,
    sudut_peserta: m.sudut_peserta,
    lawan: m.lawan === null ? null : { id_peserta_kompetisi: m.lawan, nama: m.nama ?? '' },
  };
}

/** The same decision already stands (another desk made it): answered, nothing written. */
const samaKeputusan = (e: EntriTimbang, input: KeputusanInput) =>
  e.keputusan !== null &&
  e.keputusan.jenis === input.jenis &&
  (input.jenis === 'DISKUALIFIKASI' ? e.status === 'DISKUALIFIKASI' : e.id_kelas_kejuaraan === input.id_kelas_tujuan);

/**
 * POST /kompetisi/{id}/penimbangan/{id_peserta}/keputusan: the competition admin decides on an entry whose last
 * attempt failed. PINDAH moves the entry itself (its row, payment and history stay; only its class changes)
 * into a class its weight fits, when the competition allows it and neither class is drawn; DISKUALIFIKASI takes
 * it out of its class and, when the class is drawn, answers its pending match so the opponent can be given the
 * win (DSQ) through the result call. Each decision is made on the entry's versi: an older one is a 409 with the
 * entry now.
 */
export async function putuskanTimbang(
  deps: Deps,
  aktor: Aktor,
  input: PutuskanInput,
  tx: DbOrTx,
): Promise<HasilTulis<JawabanKeputusan, KodeTolakPenimbangan>> {
  const { id_kompetisi, id_peserta } = input;
  const akses = alasanTolak(aktor, 'penimbangan.putuskan', { id_kompetisi });
  if (akses) return akses;
  const k = await getKompetisi(tx, id_kompetisi);
  await tx
    .select({ id: pesertaKompetisi.id_peserta_kompetisi })
    .from(pesertaKompetisi)
    .where(eq(pesertaKompetisi.id_peserta_kompetisi, id_peserta))
    .for('update');
  const entri = await entriTimbang(tx, id_kompetisi, id_peserta);
  if (!entri) return tolak('tidak_ditemukan', TIMBANG_API_MSG.bukanPeserta);
  if (input.versi !== entri.versi) {
    if (samaKeputusan(entri, input))
      return berhasil({ entri }, input.jenis === 'PINDAH' ? TIMBANG_API_MSG.dipindah(entri.kelas_label) : TIMBANG_API_MSG.didiskualifikasi);
    return tolakTulis('konflik_versi', TIMBANG_API_MSG.versi, { data: entri });
  }
  if (entri.status === 'DISKUALIFIKASI') return tolakTulis('sudah_diskualifikasi', TIMBANG_API_MSG.sudahDiskualifikasi, { data: entri });
  const pengaturan = pengaturanDari(k);
  if (!bolehDiputuskan(entri.percobaan, entri, pengaturan.percobaan_maks, input.jenis))
    return tolak('belum_gagal', TIMBANG_API_MSG.belumGagal);

  const waktu = sekarang(deps);
  let tujuan: { id: number; label: string } | null = null;
  if (input.jenis === 'PINDAH') {
    if (!pengaturan.boleh_pindah) return tolak('pindah_tidak_diizinkan', TIMBANG_API_MSG.pindahTidakDiizinkan);
    const semua = await kelasKyorugi(tx, id_kompetisi);
    const asal = semua.find((x) => x.id_kelas_kejuaraan === entri.id_kelas_kejuaraan);
    const kelas = semua.find((x) => x.id_kelas_kejuaraan === input.id_kelas_tujuan);
    const berat = percobaanTerakhir(entri.percobaan)?.berat_gram ?? 0;
    if (!asal || !kelas) return tolak('kelas_tidak_cocok', TIMBANG_API_MSG.kelasTujuan, 'id_kelas_tujuan');
    if (!kelasSekelompok(asal, kelas)) return tolak('kelas_tidak_cocok', TIMBANG_API_MSG.kelasBukanPilihan, 'id_kelas_tujuan');
    if (!nilaiBerat(berat, kelas, pengaturan).lolos) {
      return tolak('kelas_tidak_cocok', TIMBANG_API_MSG.kelasTidakCocok(formatKg(berat), kelas.label), 'id_kelas_tujuan');
    }
    if (await sudahDiundi(tx, asal.id_kelas_kejuaraan)) return tolak('kelas_sudah_diundi', TIMBANG_API_MSG.asalDiundi);
    if (await sudahDiundi(tx, kelas.id_kelas_kejuaraan))
      return tolak('kelas_sudah_diundi', TIMBANG_API_MSG.tujuanDiundi, 'id_kelas_tujuan');
    await tx
      .update(pesertaKompetisi)
      .set({ id_kelas_kejuaraan: kelas.id_kelas_kejuaraan, versi: sql`${pesertaKompetisi.versi} + 1` })
      .where(eq(pesertaKompetisi.id_peserta_kompetisi, id_peserta));
    tujuan = { id: kelas.id_kelas_kejuaraan, label: kelas.label };
  } else {
    await tx
      .update(pesertaKompetisi)
      .set({
        status: 'DISKUALIFIKASI',
        versi: sql`${pesertaKompetisi.versi} + 1`,
        status_diubah_oleh: aktor.id_akun,
        status_diubah_pada: waktu,
      })
      .where(and(eq(pesertaKompetisi.id_peserta_kompetisi, id_peserta)));
  }
  await tx.insert(keputusanTimbang).values({
    id_peserta_kompetisi: id_peserta,
    id_kompetisi,
    jenis: input.jenis,
    id_kelas_asal: entri.id_kelas_kejuaraan,
    id_kelas_tujuan: tujuan?.id ?? null,
    alasan: input.alasan || null,
    id_akun: aktor.id_akun,
    created_at: waktu,
  });
  await logActivity(tx, {
    action: input.jenis === 'PINDAH' ? 'PINDAH_KELAS_TIMBANG' : 'DISKUALIFIKASI_TIMBANG',
    actor: aktor.email,
    id_akun: aktor.id_akun,
    details: tujuan
      ? `${entri.nama_atlet} dipindah dari ${entri.kelas_label} ke ${tujuan.label} setelah penimbangan (${k.nama_event})${input.alasan ? `: ${input.alasan}` : ''}`
      : `${entri.nama_atlet} (${entri.kelas_label}) didiskualifikasi saat penimbangan (${k.nama_event}): ${input.alasan}`,
  });
  const sesudah = await entriTimbang(tx, id_kompetisi, id_peserta);
  if (!sesudah) throw new Error('peserta tidak terbaca');
  if (tujuan) return berhasil({ entri: sesudah }, TIMBANG_API_MSG.dipindah(tujuan.label));
  const partai = await partaiTertunda(tx, id_peserta);
  return berhasil(partai ? { entri: sesudah, partai_tertunda: partai } : { entri: sesudah }, TIMBANG_API_MSG.didiskualifikasi);
}
