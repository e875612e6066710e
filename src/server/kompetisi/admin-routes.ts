import type { Hono } from 'hono';
import type { Db } from '../db/types';
import { izinkanPeran, pastikanBoleh } from '../http/akses';
import { currentAuth } from '../http/auth-middleware';
import type { AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { parseId } from '../http/validate';
import { getKompetisi } from '../peserta/load';
import { katalogKompetisi } from './admin-katalog';
import { simpanKelasKompetisi } from './admin-kelas';
import { ubahStatusKompetisi } from './admin-status';
import { buatKompetisi, ubahKompetisi } from './admin-tulis';

/**
 * Managing competitions (issue 8), beside the public GET / and GET /:id of ./routes:
 * POST / (ADMIN), PUT /:id and PATCH /:id/status (ADMIN; ADMIN_KOMPETISI its own),
 * GET /:id/kelas-katalog (ADMIN; ADMIN_KOMPETISI its own), PUT /:id/kelas (ADMIN). Who may: src/domain/akses.
 */
export function mountKompetisiAdmin(r: Hono<AppEnv>, db: Db): void {
  // Before anything is read: only the roles that manage competitions; each handler then asks for its target.
  const pengelola = izinkanPeran('kompetisi.ubah');

  r.post('/', pengelola, async (c) => c.json(await buatKompetisi(db, c), 201));

  r.put('/:id', pengelola, async (c) => c.json(await ubahKompetisi(db, c, parseId(c.req.param('id')))));

  r.patch('/:id/status', pengelola, async (c) => {
    const hasil = await ubahStatusKompetisi(db, c, parseId(c.req.param('id')));
    return hasil.kind === 'ok' ? c.json(hasil.body) : c.json({ success: false, message: hasil.message, data: hasil.data }, 409);
  });

  r.get('/:id/kelas-katalog', pengelola, async (c) => {
    const id = parseId(c.req.param('id'));
    pastikanBoleh(currentAuth(c).user, 'kompetisi.bacaKelas', { id_kompetisi: id });
    await getKompetisi(db, id);
    return ok(c, await katalogKompetisi(db, id));
  });

  r.put('/:id/kelas', pengelola, async (c) => {
    const id = parseId(c.req.param('id'));
    pastikanBoleh(currentAuth(c).user, 'kompetisi.aturKelas', { id_kompetisi: id });
    return c.json(await simpanKelasKompetisi(db, c, id));
  });
}
