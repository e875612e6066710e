import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { ATLET_ADD_RULES, ATLET_EDIT_RULES, PAS_FOTO_WAJIB, type AtletDokumen } from '../../domain/schemas/atlet-files';
import { ATLET_MSG, atletCreateSchema, atletUpdateSchema } from '../../domain/schemas/atlet';
import { isKotaOf } from '../../domain/catalogue/wilayah';
import { cekKtp } from '../../domain/atlet/ktp';
import { atlet } from '../db/schema';
import { constraintName, isUniqueViolation } from '../db/errors';
import { ApiError } from '../http/api-error';
import { currentPelatih } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { parseInput } from '../http/validate';
import { checkDokumen, hapusRequested, removeDokumen, storeDokumen, type Dokumen } from './files';

export const ATLET_NOT_FOUND = 'Data Atlit tidak ditemukan';
export const NIK_TERDAFTAR = 'NIK sudah terdaftar';

const nikTaken = () => new ApiError(409, NIK_TERDAFTAR, { nik: NIK_TERDAFTAR });

async function assertNikFree({ db }: AppDeps, nik: string | undefined, exceptId?: number) {
  if (!nik) return;
  const others = await db.select({ id: atlet.id_atlet }).from(atlet)
    .where(and(eq(atlet.nik, nik), exceptId ? ne(atlet.id_atlet, exceptId) : undefined)).limit(1);
  if (others.length > 0) throw nikTaken();
}

/** An athlete of 17 or older must have the KK/KTP after the write (the domain's rule, also run by the forms). */
function assertKtp(tanggal_lahir: string, adaKtp: boolean) {
  const pesan = cekKtp({ tanggal_lahir, adaKtp });
  if (pesan) throw new ApiError(400, pesan, { ktp: pesan });
}

/** Writes the row; files stored for it are removed again when the write fails (NIK race → 409). */
async function writeWithFiles<T>(deps: AppDeps, stored: Dokumen<string>, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    await removeDokumen(deps.dataDir, stored);
    if (isUniqueViolation(e) && constraintName(e) === 'atlet_nik_unique') throw nikTaken();
    throw e;
  }
}

/** POST /atlet: the dojang and the creating coach come from the session, never from the body. */
export async function createAtlet(deps: AppDeps, c: Context<AppEnv>): Promise<number> {
  const { id_dojang, id_pelatih } = currentPelatih(c);
  const input = parseInput(atletCreateSchema, bodyFields(c));
  const checked = await checkDokumen(c, ATLET_ADD_RULES, true);
  assertKtp(input.tanggal_lahir, Boolean(checked.ktp));
  await assertNikFree(deps, input.nik);
  const stored = await storeDokumen(deps.dataDir, checked);
  const [row] = await writeWithFiles(deps, stored, () => deps.db.insert(atlet)
    .values({ ...input, ...stored, id_dojang, id_pelatih_pembuat: id_pelatih })
    .returning({ id: atlet.id_atlet }));
  return row.id;
}

/**
 * PUT /atlet/:id (spec 001 §5 "Athlete edit"): empty optional fields keep their value, a new file replaces
 * the stored one, `hapus_<kind>` removes it; the athlete must keep a pas_foto, and from 17 a KK/KTP. Old files go after the write.
 */
export async function updateAtlet(deps: AppDeps, c: Context<AppEnv>, id_atlet: number, scope: SQL): Promise<void> {
  const [before] = await deps.db.select().from(atlet).where(and(eq(atlet.id_atlet, id_atlet), scope));
  if (!before) throw new ApiError(404, ATLET_NOT_FOUND);
  const input = parseInput(atletUpdateSchema, bodyFields(c));
  const hapus = hapusRequested(c);
  // A city sent alone is held against the stored province.
  const provinsi = input.provinsi ?? before.provinsi;
  const kota = input.kota ?? before.kota;
  if (input.kota && (!provinsi || !isKotaOf(provinsi, kota ?? ''))) {
    throw new ApiError(400, ATLET_MSG.kotaTidakSesuai, { kota: ATLET_MSG.kotaTidakSesuai });
  }
  const checked = await checkDokumen(c, ATLET_EDIT_RULES, false);
  const hasPasFoto = Boolean(checked.pas_foto) || (!hapus.has('pas_foto') && Boolean(before.pas_foto));
  if (!hasPasFoto) throw new ApiError(400, PAS_FOTO_WAJIB, { pas_foto: PAS_FOTO_WAJIB });
  assertKtp(input.tanggal_lahir, Boolean(checked.ktp) || (!hapus.has('ktp') && Boolean(before.ktp)));
  await assertNikFree(deps, input.nik, id_atlet);

  const stored = await storeDokumen(deps.dataDir, checked);
  const dropped: Dokumen<string | null> = {};
  const fileChanges: Dokumen<string | null> = { ...stored };
  for (const kind of Object.keys(stored) as AtletDokumen[]) dropped[kind] = before[kind];
  for (const kind of hapus) {
    if (stored[kind]) continue; // a new file in the same request wins over the removal
    fileChanges[kind] = null;
    dropped[kind] = before[kind];
  }
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  await writeWithFiles(deps, stored, () => deps.db.update(atlet)
    .set({ ...changes, ...fileChanges, updated_at: new Date() })
    .where(eq(atlet.id_atlet, id_atlet)));
  await removeDokumen(deps.dataDir, dropped).catch((e) => deps.log('Gagal menghapus dokumen atlet lama', e));
}
