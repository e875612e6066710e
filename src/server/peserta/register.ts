import type { Context } from 'hono';
import { ELIGIBILITY_MSG } from '../../domain/kompetisi/eligibility';
import { TIM_MSG, isKelasTim } from '../../domain/kompetisi/eligibility-tim';
import { REGISTRASI_MSG, cekJendelaPendaftaran, cekPendaftaran } from '../../domain/kompetisi/registrasi';
import { WIZARD_MSG } from '../../domain/kompetisi/wizard';
import { registerSchema } from '../../domain/schemas/peserta';
import type { PesertaKompetisi } from '../../domain/schemas/peserta-response';
import { logActivity } from '../activity/log';
import { isUniqueViolation } from '../db/errors';
import { pesertaKompetisi, pesertaTimAnggota } from '../db/schema';
import { ApiError, MSG } from '../http/api-error';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { completeIdempotency } from '../http/idempotency';
import { parseInput } from '../http/validate';
import { findKelas } from '../kelas/query';
import { tolakDengan } from './aturan';
import { namaKelas, namaPeserta } from '../../domain/kompetisi/label';
import { findPeserta } from './list';
import { atletByIds, entriKompetisi, lockKompetisi } from './load';

export interface Jawaban<T> {
  success: true;
  message: string;
  data: T;
}

/**
 * POST /kompetisi/{id}/register (spec 001 §7): a coach enters the own dojang's athlete (or team) into
 * a class. Every rule of the domain's cekPendaftaran — the same the offline wizard runs — is checked
 * under a row lock on the competition, so concurrent registrations never overshoot the quota or enter
 * an athlete twice; the entry, the activity row and the idempotency answer commit together.
 */
export async function registerPeserta({ db }: AppDeps, c: Context<AppEnv>, id_kompetisi: number): Promise<Jawaban<PesertaKompetisi>> {
  const { user } = currentAuth(c);
  if (user.role !== 'PELATIH') throw new ApiError(403, REGISTRASI_MSG.hanyaPelatih);
  if (!user.pelatih) throw new ApiError(403, MSG.forbidden);
  const id_dojang = user.pelatih.id_dojang;
  const input = parseInput(registerSchema, bodyFields(c));
  const slots: (number | undefined)[] = [input.atlitId, input.atlitId2, input.atlitId3];
  while (slots.length > 1 && slots[slots.length - 1] === undefined) slots.pop();

  try {
    return await db.transaction(async (tx) => {
      const kompetisi = await lockKompetisi(tx, id_kompetisi);
      const jendela = cekJendelaPendaftaran(kompetisi);
      if (!jendela.ok) tolakDengan(jendela.alasan);
      const kelas = await findKelas(tx, input.kelasKejuaraanId, id_kompetisi);
      if (!kelas) tolakDengan(REGISTRASI_MSG.kelasTidakDitemukan);

      const found = await atletByIds(tx, slots.filter((id): id is number => id !== undefined));
      const atlet = slots.map((id) => (id === undefined ? undefined : found.find((a) => a.id_atlet === id) ?? null));
      if (atlet.includes(null)) throw new ApiError(404, TIM_MSG.anggotaTidakDitemukan);
      if (found.some((a) => a.id_dojang !== id_dojang)) throw new ApiError(403, ELIGIBILITY_MSG.dojang);

      const entri = await entriKompetisi(tx, id_kompetisi);
      const hasil = cekPendaftaran({ kompetisi, kelas, atlet, idDojang: id_dojang, entri });
      if (!hasil.ok) tolakDengan(hasil.alasan);

      const ids = atlet.flatMap((a) => (a ? [a.id_atlet] : []));
      const [row] = await tx.insert(pesertaKompetisi)
        .values({ id_atlet: ids[0], id_kelas_kejuaraan: kelas.id_kelas_kejuaraan, is_team: isKelasTim(kelas) })
        .returning({ id: pesertaKompetisi.id_peserta_kompetisi });
      if (isKelasTim(kelas)) {
        await tx.insert(pesertaTimAnggota).values(ids.map((id_atlet) => ({ id_peserta_kompetisi: row.id, id_atlet })));
      }
      const data = await findPeserta(tx, id_kompetisi, row.id);
      if (!data) throw new Error('peserta baru tidak terbaca');
      await logActivity(tx, { action: 'DAFTAR_PESERTA', actor: user.email, id_akun: user.id_akun,
        details: `${namaPeserta(data)} didaftarkan ke ${namaKelas(kelas)} (${kompetisi.nama_event})` });
      const body: Jawaban<PesertaKompetisi> = { success: true, message: WIZARD_MSG.berhasil, data };
      await completeIdempotency(c, tx, 201, body);
      return body;
    });
  } catch (e) {
    // Only reachable past the lock by an entry written outside this path (the table's own unique rule).
    if (isUniqueViolation(e)) throw new ApiError(409, REGISTRASI_MSG.sudahTerdaftar);
    throw e;
  }
}
