import { Hono } from 'hono';
import { pesertaQuerySchema } from '../../domain/schemas/peserta';
import { currentAuth, requireRole } from '../http/auth-middleware';
import type { AppDeps, AppEnv } from '../http/env';
import { jsonAnswer, sendJsonAnswer } from '../http/json-answer';
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
/** A participant page is built again at least this often, even without writes. */
const PESERTA_CACHE_MS = 60_000;

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
    // Who may read was decided above; the answer depends only on the competition, the scope and the query.
    const key = `peserta:${id_kompetisi}:${scope.scopeDojang ?? '*'}:${JSON.stringify([page, limit, filter])}`;
    const answer = await deps.readCache.get(key, PESERTA_CACHE_MS, async () => {
      await getKompetisi(db, id_kompetisi);
      const { data, meta } = await listPeserta(db, { ...filter, ...scope, id_kompetisi }, page, limit);
      return jsonAnswer({ success: true, data, meta });
    });
    return sendJsonAnswer(c, answer);
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
