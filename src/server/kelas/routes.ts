import { Hono } from 'hono';
import { and, asc, eq } from 'drizzle-orm';
import { opsiKelompokUsia } from '../../domain/kompetisi/eligibility-opsi';
import { WIZARD_AWAL, WIZARD_MSG, type WizardState } from '../../domain/kompetisi/wizard';
import { kelasKandidat } from '../../domain/kompetisi/wizard-kelas';
import { filterKelasSchema, kelasBeratQuerySchema, kelasPoomsaeQuerySchema, kelompokUsiaQuerySchema } from '../../domain/schemas/peserta';
import { kelasBerat, kelasPoomsae, kelompokUsia } from '../db/schema';
import { gagalUmum } from '../http/api-error';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { jsonAnswer, sendJsonAnswer } from '../http/json-answer';
import { ok } from '../http/respond';
import { publicRevalidate } from '../http/revalidate';
import { parseId, parseInput } from '../http/validate';
import { getKompetisi } from '../kompetisi/baris';
import { kelasKompetisi } from './query';

/** Built again at least this often where the read cache keeps it (every write through the API clears it at once). */
const KELAS_CACHE_MS = 60_000;

/** The catalogue changes only with a release; browsers and the service worker may keep it a while. */
const CATALOGUE_CACHE = 'public, max-age=3600';

/**
 * "Classes and eligibility": the class catalogue (public reference data) and the
 * championship classes of one competition, chosen with the same rules as the offline wizard.
 */
export function kelasRoutes({ db, readCache }: AppDeps) {
  const r = new Hono<AppEnv>();

  r.get('/kelompok-usia', async (c) => {
    const q = parseInput(kelompokUsiaQuerySchema, c.req.query());
    c.header('Cache-Control', CATALOGUE_CACHE);
    // With style and category: only the groups offered for them (Poomsae pemula: 'Pemula').
    if (q.cabang && q.kategori) return ok(c, opsiKelompokUsia(q.cabang, q.kategori));
    return ok(c, await db.select().from(kelompokUsia).orderBy(asc(kelompokUsia.id_kelompok)));
  });

  r.get('/berat', async (c) => {
    const q = parseInput(kelasBeratQuerySchema, c.req.query());
    c.header('Cache-Control', CATALOGUE_CACHE);
    return ok(
      c,
      await db
        .select()
        .from(kelasBerat)
        .where(
          and(
            q.kelompokId === undefined ? undefined : eq(kelasBerat.id_kelompok, q.kelompokId),
            q.jenis_kelamin === undefined ? undefined : eq(kelasBerat.jenis_kelamin, q.jenis_kelamin),
          ),
        )
        .orderBy(asc(kelasBerat.id_kelompok), asc(kelasBerat.jenis_kelamin), asc(kelasBerat.batas_max)),
    );
  });

  r.get('/poomsae', async (c) => {
    // kelompokId is accepted when sent; every age group has the same poomsae classes.
    parseInput(kelasPoomsaeQuerySchema, c.req.query());
    c.header('Cache-Control', CATALOGUE_CACHE);
    return ok(c, await db.select().from(kelasPoomsae).orderBy(asc(kelasPoomsae.id_poomsae)));
  });

  /**
   * Every championship class of a competition, for the offline wizard and the participant filters: the same
   * for every visitor, so one build serves them all (ReadCache.shared), sent with an ETag (304) and gzip.
   */
  r.get('/kejuaraan/:kompetisiId', publicRevalidate, async (c) => {
    const id = parseId(c.req.param('kompetisiId'));
    return sendJsonAnswer(
      c,
      await readCache.shared(`kelas-kejuaraan:${id}`, KELAS_CACHE_MS, async () => {
        await getKompetisi(db, id);
        return jsonAnswer({ success: true, data: await kelasKompetisi(db, id) });
      }),
    );
  });

  /**
   * The wizard's steps 1-2 → the class (returns id_kelas_kejuaraan). A choice left open where the
   * spec allows it (age group, a pemula weight class) can match several classes: data is the first of
   * them and data.kandidat lists them all; the athletes then decide (see the domain's wizard-kelas).
   */
  r.post('/kejuaraan/:kompetisiId/filter', async (c) => {
    const id = parseId(c.req.param('kompetisiId'));
    const input = parseInput(filterKelasSchema, bodyFields(c));
    await getKompetisi(db, id);
    const state: WizardState = {
      ...WIZARD_AWAL,
      langkah: 2,
      cabang: input.styleType,
      kategori: input.categoryType,
      jenis_kelamin: input.gender ?? null,
      id_kelompok: input.kelompokId ?? null,
      id_kelas_berat: input.kelasBeratId ?? null,
      id_poomsae: input.poomsaeId ?? null,
    };
    const kandidat = kelasKandidat(await kelasKompetisi(db, id), state);
    if (kandidat.length === 0) throw gagalUmum('tidak_ditemukan', WIZARD_MSG.kelasTidakDitemukan);
    return ok(c, { ...kandidat[0], kandidat });
  });
  return r;
}
