import { Hono } from 'hono';
import { pesertaQuerySchema } from '../../domain/schemas/peserta';
import { currentAuth, requireRole } from '../http/auth-middleware';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { privateRevalidate } from '../http/revalidate';
import { parseId, parseInput } from '../http/validate';
import { scopeBaca } from './aturan';
import { gantiKelasPeserta, kelasTersediaPeserta, konflikKelas } from './ganti-kelas';
import { hapusPeserta } from './hapus';
import { listPeserta } from './list';
import { getKompetisi } from './load';
import { registerPeserta } from './register';
import { konflikStatus, ubahStatusPeserta } from './status';

/**
 * Participants of a competition (spec 001 §7 "Competitions"), mounted on /kompetisi beside the
 * competition list and detail. Every call needs a login; who may do what is in ./aturan and the domain.
 */
export function pesertaRoutes(deps: AppDeps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();
  const ids = (param: (name: string) => string | undefined) => ({ id: parseId(param('id')), pid: parseId(param('pid')) });

  // Per route, not r.use('/:id/*'): that pattern would also catch the public GET /kompetisi/:id.
  const login = requireRole('PELATIH', 'ADMIN', 'ADMIN_KOMPETISI');

  r.get('/:id/atlet', login, privateRevalidate, async (c) => {
    const id_kompetisi = parseId(c.req.param('id'));
    const { page, limit, ...filter } = parseInput(pesertaQuerySchema, c.req.query());
    const scope = scopeBaca(currentAuth(c).user, id_kompetisi);
    await getKompetisi(db, id_kompetisi);
    const { data, meta } = await listPeserta(db, { ...filter, ...scope, id_kompetisi }, page, limit);
    return c.json({ success: true, data, meta });
  });

  r.post('/:id/register', login, async (c) => {
    const body = await registerPeserta(deps, c, parseId(c.req.param('id')));
    return c.json(body, 201);
  });

  r.put('/:id/participants/:pid/status', login, async (c) => {
    const { id, pid } = ids((n) => c.req.param(n));
    const hasil = await ubahStatusPeserta(deps, c, id, pid);
    return hasil.kind === 'ok' ? c.json(hasil.body) : c.json(konflikStatus(hasil.data), 409);
  });

  r.put('/:id/participants/:pid/class', login, async (c) => {
    const { id, pid } = ids((n) => c.req.param(n));
    const hasil = await gantiKelasPeserta(deps, c, id, pid);
    return hasil.kind === 'ok' ? c.json(hasil.body) : c.json(konflikKelas(hasil.data), 409);
  });

  r.get('/:id/participants/:pid/available-classes', login, async (c) => {
    const { id, pid } = ids((n) => c.req.param(n));
    const kompetisi = await getKompetisi(db, id);
    return ok(c, await kelasTersediaPeserta(db, currentAuth(c).user, kompetisi, pid));
  });

  r.delete('/:id/participants/:pid', login, async (c) => {
    const { id, pid } = ids((n) => c.req.param(n));
    return c.json(await hapusPeserta(deps, c, id, pid));
  });
  return r;
}
