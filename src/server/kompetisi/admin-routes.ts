import type { Hono } from 'hono';
import {
  kompetisiCreateSchema,
  kompetisiKelasSchema,
  kompetisiStatusSchema,
  kompetisiUpdateSchema,
} from '../../domain/schemas/kompetisi-admin';
import { izinkanPeran, pastikanBoleh } from '../http/akses';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { jawabTulis } from '../http/tulis';
import { parseId, parseInput } from '../http/validate';
import { getKompetisi } from './baris';
import { katalogKompetisi } from './admin-katalog';
import { simpanKelasKompetisi } from './admin-kelas';
import { ubahStatusKompetisi } from './admin-status';
import { buatKompetisi, ubahKompetisi } from './admin-tulis';
import { STATUS_TOLAK } from './tolak';

/**
 * Managing competitions, beside the public GET / and GET /:id of ./routes:
 * POST / (ADMIN), PUT /:id and PATCH /:id/status (ADMIN; ADMIN_KOMPETISI its own),
 * GET /:id/kelas-katalog (ADMIN; ADMIN_KOMPETISI its own), PUT /:id/kelas (ADMIN). Who may: src/domain/akses
 * (asked before the body is read, and again by each write).
 */
export function mountKompetisiAdmin(r: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;
  // Before anything is read: only the roles that manage competitions; each handler then asks for its target.
  const pengelola = izinkanPeran('kompetisi.ubah');

  r.post('/', pengelola, async (c) => {
    const { user } = currentAuth(c);
    pastikanBoleh(user, 'kompetisi.buat');
    const input = parseInput(kompetisiCreateSchema, bodyFields(c));
    return jawabTulis(c, deps, STATUS_TOLAK, 201, (tx) => buatKompetisi(deps, user, input, tx));
  });

  r.put('/:id', pengelola, async (c) => {
    const id_kompetisi = parseId(c.req.param('id'));
    const { user } = currentAuth(c);
    pastikanBoleh(user, 'kompetisi.ubah', { id_kompetisi });
    const input = { ...parseInput(kompetisiUpdateSchema, bodyFields(c)), id_kompetisi };
    return jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => ubahKompetisi(deps, user, input, tx));
  });

  r.patch('/:id/status', pengelola, async (c) => {
    const id_kompetisi = parseId(c.req.param('id'));
    const { user } = currentAuth(c);
    pastikanBoleh(user, 'kompetisi.ubahStatus', { id_kompetisi });
    const input = { ...parseInput(kompetisiStatusSchema, bodyFields(c)), id_kompetisi };
    return jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => ubahStatusKompetisi(deps, user, input, tx));
  });

  r.get('/:id/kelas-katalog', pengelola, async (c) => {
    const id = parseId(c.req.param('id'));
    pastikanBoleh(currentAuth(c).user, 'kompetisi.bacaKelas', { id_kompetisi: id });
    await getKompetisi(db, id);
    return ok(c, await katalogKompetisi(db, id));
  });

  r.put('/:id/kelas', pengelola, async (c) => {
    const id = parseId(c.req.param('id'));
    const { user } = currentAuth(c);
    pastikanBoleh(user, 'kompetisi.aturKelas', { id_kompetisi: id });
    const input = { ...parseInput(kompetisiKelasSchema, bodyFields(c)), id_kompetisi: id };
    return jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => simpanKelasKompetisi(deps, user, input, tx));
  });
}
