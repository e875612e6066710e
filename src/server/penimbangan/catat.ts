import { and, eq } from 'drizzle-orm';
import { alasanTolak } from '../../domain/akses';
import {
  alasanTidakDitimbang,
  nilaiBerat,
  tanpaBatasAtas,
  teksVonis,
  tolakBeratMustahil,
  type EntriTimbang,
  type Percobaan,
  type PercobaanInput,
} from '../../domain/penimbangan';
import { tolak } from '../../domain/tolak';
import { kelasBerat, kelasKejuaraan, penimbangan, pesertaKompetisi } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { getKompetisi } from '../kompetisi/baris';
import { berhasil, sekarang, tolakTulis, type Aktor, type Deps, type HasilTulis } from '../tulis/types';
import { pengaturanDari } from './kelas';
import { entriTimbang } from './sql';
import { TIMBANG_API_MSG, type KodeTolakPenimbangan } from './tolak';

export interface JawabanPercobaan {
  percobaan: Percobaan;
  entri: EntriTimbang;
  /** The desk's big answer for this attempt ('LOLOS' / 'GAGAL — …'). */
  teks: string;
  /** false: this kunci was already stored (a replay or another desk's copy), nothing written. */
  baru: boolean;
}

const MENIT = 60_000;
const HARI = 24 * 60 * MENIT;

/** The desk's clock is kept unless it is more than a minute ahead of the server or a month behind (a wrong clock). */
function waktuTimbang(deps: Deps, iso: string): Date {
  const now = sekarang(deps).getTime();
  const t = Date.parse(iso);
  return t > now + MENIT || t < now - 30 * HARI ? new Date(now) : new Date(t);
}

/**
 * POST /kompetisi/{id}/penimbangan: one attempt as the desk made it. The server judges it again against the
 * entry's class now and the competition's weigh-in settings; every attempt is kept, so two desks weighing the same athlete
 * both land and the latest by the desk's clock decides. The same kunci again answers the stored attempt. A new
 * attempt on a disqualified entry, or an official one beyond the competition's limit, is refused
 * (alasanTidakDitimbang, the rule the desk runs too), and so is a weight outside a human's range (kewajaranBerat).
 */
export async function catatPercobaan(
  deps: Deps,
  aktor: Aktor,
  input: PercobaanInput & { id_kompetisi: number },
  tx: DbOrTx,
): Promise<HasilTulis<JawabanPercobaan, KodeTolakPenimbangan>> {
  const { id_kompetisi } = input;
  const akses = alasanTolak(aktor, 'penimbangan.timbang', { id_kompetisi });
  if (akses) return akses;
  const k = await getKompetisi(tx, id_kompetisi);
  const [kelas] = await tx
    .select({
      nama_kelas: kelasBerat.nama_kelas,
      batas_min: kelasBerat.batas_min,
      batas_max: kelasBerat.batas_max,
      id_kelas_kejuaraan: kelasKejuaraan.id_kelas_kejuaraan,
    })
    .from(pesertaKompetisi)
    .innerJoin(kelasKejuaraan, eq(kelasKejuaraan.id_kelas_kejuaraan, pesertaKompetisi.id_kelas_kejuaraan))
    .innerJoin(kelasBerat, eq(kelasBerat.id_kelas_berat, kelasKejuaraan.id_kelas_berat))
    .where(and(eq(pesertaKompetisi.id_peserta_kompetisi, input.id_peserta_kompetisi), eq(kelasKejuaraan.id_kompetisi, id_kompetisi)));
  if (!kelas) return tolak('bukan_peserta_timbang', TIMBANG_API_MSG.bukanPeserta);
  // The entry's row is locked: its attempts are counted and the new one stored one desk at a time (a decision
  // takes the same lock), so two desks at once never pass the limit.
  await tx
    .select({ id: pesertaKompetisi.id_peserta_kompetisi })
    .from(pesertaKompetisi)
    .where(eq(pesertaKompetisi.id_peserta_kompetisi, input.id_peserta_kompetisi))
    .for('update');
  const sebelum = await entriTimbang(tx, id_kompetisi, input.id_peserta_kompetisi);
  if (!sebelum) return tolak('bukan_peserta_timbang', TIMBANG_API_MSG.bukanPeserta);

  const pengaturan = pengaturanDari(k);
  // An attempt already stored (a replay, another desk's copy) is answered below, never refused.
  const ulangan = await tx.select({ id: penimbangan.id_penimbangan }).from(penimbangan).where(eq(penimbangan.kunci, input.kunci));
  if (ulangan.length === 0) {
    const tidak = alasanTidakDitimbang(sebelum, sebelum.percobaan, pengaturan.percobaan_maks, input.jenis);
    if (tidak) return tolakTulis(tidak.kode, tidak.pesan, tidak.kode === 'sudah_diskualifikasi' ? { data: sebelum } : {});
    // A weight no athlete has is a typing slip ('4' for '41'), never an official attempt.
    const mustahil = tolakBeratMustahil(input.berat_gram, kelas, pengaturan);
    if (mustahil) return mustahil;
  }
  const vonis = nilaiBerat(input.berat_gram, kelas, pengaturan, input.jenis);
  const inserted =
    ulangan.length > 0
      ? []
      : await tx
          .insert(penimbangan)
          .values({
            kunci: input.kunci,
            id_peserta_kompetisi: input.id_peserta_kompetisi,
            id_kompetisi,
            id_kelas_kejuaraan: kelas.id_kelas_kejuaraan,
            jenis: input.jenis,
            berat_gram: input.berat_gram,
            lolos: vonis.lolos,
            batas_min: kelas.batas_min,
            batas_max: tanpaBatasAtas(kelas) ? null : kelas.batas_max,
            toleransi_gram: vonis.kelonggaran_gram,
            meja: input.meja,
            id_akun: aktor.id_akun,
            ditimbang_pada: waktuTimbang(deps, input.ditimbang_pada),
          })
          .onConflictDoNothing({ target: penimbangan.kunci })
          .returning({ id: penimbangan.id_penimbangan });

  const [tersimpan] = await tx
    .select({
      id_peserta_kompetisi: penimbangan.id_peserta_kompetisi,
      id_kompetisi: penimbangan.id_kompetisi,
      berat_gram: penimbangan.berat_gram,
      jenis: penimbangan.jenis,
      id_kelas: penimbangan.id_kelas_kejuaraan,
    })
    .from(penimbangan)
    .where(eq(penimbangan.kunci, input.kunci));
  if (!tersimpan || tersimpan.id_peserta_kompetisi !== input.id_peserta_kompetisi || tersimpan.id_kompetisi !== id_kompetisi) {
    return tolakTulis('kunci_dipakai', TIMBANG_API_MSG.kunciDipakai, { field: 'kunci' });
  }
  const entri = await entriTimbang(tx, id_kompetisi, input.id_peserta_kompetisi);
  const percobaan = entri?.percobaan.find((p) => p.kunci === input.kunci);
  if (!entri || !percobaan) throw new Error('percobaan tidak terbaca');
  const baru = inserted.length > 0;
  // A replay answers the stored attempt's verdict, judged when it landed.
  const teks = baru
    ? teksVonis(vonis, kelas, input.jenis)
    : percobaan.lolos
      ? 'LOLOS'
      : teksVonis(nilaiBerat(percobaan.berat_gram, kelas, pengaturan, percobaan.jenis), kelas, percobaan.jenis);
  return berhasil({ percobaan, entri, teks, baru }, baru ? TIMBANG_API_MSG.tercatat(teks) : TIMBANG_API_MSG.sudahTercatat);
}
