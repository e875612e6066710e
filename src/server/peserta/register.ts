import { alasanTolak } from '../../domain/akses';
import { isKelasTim } from '../../domain/kompetisi/eligibility-tim';
import { namaKelas, namaPeserta } from '../../domain/kompetisi/label';
import { REGISTRASI_MSG, cekJendelaPendaftaran, cekPendaftaran } from '../../domain/kompetisi/registrasi';
import { TIM_MSG } from '../../domain/kompetisi/eligibility-tim';
import { WIZARD_MSG } from '../../domain/kompetisi/wizard';
import { todayWib } from '../../domain/atlet/umur';
import type { RegisterInput } from '../../domain/schemas/peserta';
import type { PesertaKompetisi } from '../../domain/schemas/peserta-response';
import { tolak } from '../../domain/tolak';
import { cekPersetujuan } from '../../domain/privasi/persetujuan';
import { logActivity } from '../activity/log';
import { isUniqueViolation } from '../db/errors';
import { pesertaKompetisi, pesertaTimAnggota } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { KOMPETISI_NOT_FOUND, lockKompetisi } from '../kompetisi/baris';
import { findKelas } from '../kelas/query';
import { persetujuanAtlet } from '../privasi/persetujuan';
import { berhasil, sekarang, type Aktor, type Deps, type HasilTulis } from '../tulis/types';
import { findPeserta } from './list';
import { atletByIds, entriKompetisi } from './load';
import type { KodeTolakPeserta } from './tolak';

export interface Jawaban<T> {
  success: true;
  message: string;
  data: T;
}

export type DaftarInput = RegisterInput & { id_kompetisi: number };

/**
 * POST /kompetisi/{id}/register: a coach enters the own dojang's athlete (or team) into
 * a class. Every rule of the domain's cekPendaftaran — the same the offline wizard runs — is checked
 * under a row lock on the competition, so concurrent registrations never overshoot the quota or enter
 * an athlete twice; the entry and its activity row are written in the caller's transaction.
 */
export async function daftarPeserta(
  deps: Deps,
  aktor: Aktor,
  input: DaftarInput,
  tx: DbOrTx,
): Promise<HasilTulis<PesertaKompetisi, KodeTolakPeserta>> {
  const akses = alasanTolak(aktor, 'peserta.daftar');
  if (akses) return akses;
  const id_dojang = aktor.pelatih!.id_dojang;
  const slots: (number | undefined)[] = [input.atlitId, input.atlitId2, input.atlitId3];
  while (slots.length > 1 && slots[slots.length - 1] === undefined) slots.pop();

  const kompetisi = await lockKompetisi(tx, input.id_kompetisi);
  if (!kompetisi) return tolak('tidak_ditemukan', KOMPETISI_NOT_FOUND);
  const today = todayWib(sekarang(deps));
  const jendela = cekJendelaPendaftaran(kompetisi, today);
  if (!jendela.ok) return jendela;
  const kelas = await findKelas(tx, input.kelasKejuaraanId, input.id_kompetisi);
  if (!kelas) return tolak('kelas_tidak_ditemukan', REGISTRASI_MSG.kelasTidakDitemukan);

  const found = await atletByIds(
    tx,
    slots.filter((id): id is number => id !== undefined),
  );
  const atlet = slots.map((id) => (id === undefined ? undefined : (found.find((a) => a.id_atlet === id) ?? null)));
  if (atlet.includes(null)) return tolak('atlet_tidak_ditemukan', TIM_MSG.anggotaTidakDitemukan);
  const lain = alasanTolak(aktor, 'peserta.daftar', { id_dojang: found.map((a) => a.id_dojang) });
  if (lain) return lain;
  // No entry without the consent statement of every athlete in it (UU PDP), checked before anything else about them.
  const persetujuan = await persetujuanAtlet(
    tx,
    found.map((a) => a.id_atlet),
  );
  for (const a of found) {
    const t = cekPersetujuan({ nama_atlet: a.nama_atlet, persetujuan: { status: persetujuan.get(a.id_atlet) ?? 'BELUM' } });
    if (t) return t;
  }

  const entri = await entriKompetisi(tx, input.id_kompetisi);
  const hasil = cekPendaftaran({ kompetisi, kelas, atlet, idDojang: id_dojang, entri, today });
  if (!hasil.ok) return hasil;

  const ids = atlet.flatMap((a) => (a ? [a.id_atlet] : []));
  let id: number;
  try {
    const [row] = await tx
      .insert(pesertaKompetisi)
      .values({ id_atlet: ids[0], id_kelas_kejuaraan: kelas.id_kelas_kejuaraan, is_team: isKelasTim(kelas) })
      .returning({ id: pesertaKompetisi.id_peserta_kompetisi });
    id = row.id;
  } catch (e) {
    // Only reachable past the lock by an entry written outside this path (the table's own unique rule).
    if (isUniqueViolation(e)) return tolak('sudah_terdaftar', REGISTRASI_MSG.sudahTerdaftar);
    throw e;
  }
  if (isKelasTim(kelas)) {
    await tx.insert(pesertaTimAnggota).values(ids.map((id_atlet) => ({ id_peserta_kompetisi: id, id_atlet })));
  }
  const data = await findPeserta(tx, input.id_kompetisi, id);
  if (!data) throw new Error('peserta baru tidak terbaca');
  await logActivity(tx, {
    action: 'DAFTAR_PESERTA',
    actor: aktor.email,
    id_akun: aktor.id_akun,
    details: `${namaPeserta(data)} didaftarkan ke ${namaKelas(kelas)} (${kompetisi.nama_event})`,
  });
  return berhasil(data, WIZARD_MSG.berhasil);
}
