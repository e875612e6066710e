import { Hono } from 'hono';
import { gantiKelasSchema, pesertaQuerySchema, registerSchema, statusPesertaSchema } from '../../domain/schemas/peserta';
import { izinkanPeran } from '../http/akses';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { jsonAnswer, sendJsonAnswer } from '../http/json-answer';
import { ok } from '../http/respond';
import { privateRevalidate } from '../http/revalidate';
import { jawabTulis } from '../http/tulis';
import { parseId, parseInput } from '../http/validate';
import { getKompetisi } from '../kompetisi/baris';
import { scopeBaca } from './dasar';
import { gantiKelasPeserta, kelasTersediaPeserta } from './ganti-kelas';
import { hapusPeserta } from './hapus';
import { listPeserta } from './list';
import { daftarPeserta } from './register';
import { ubahStatusPeserta } from './status';
import { STATUS_TOLAK } from './tolak';

/**
 * Participants of a competition, mounted on /kompetisi beside the
 * competition list and detail. Every call needs a login; who may do what is in ./aturan and the domain.
 */
/** A participant page is built again at least this often, even without writes. */
const PESERTA_CACHE_MS = 60_000;

export function pesertaRoutes(deps: AppDeps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();
  const ids = (param: (name: string) => string | undefined) => ({ id: parseId(param('id')), pid: parseId(param('pid')) });

  // Per route, not r.use('/:id/*'): that pattern would also catch the public GET /kompetisi/:id.
  // The role is refused before the body is read; each write checks its target itself (src/domain/akses).
  const login = izinkanPeran('peserta.baca');

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

  r.post('/:id/register', izinkanPeran('peserta.daftar'), async (c) => {
    const id_kompetisi = parseId(c.req.param('id'));
    const input = { ...parseInput(registerSchema, bodyFields(c)), id_kompetisi };
    const { user } = currentAuth(c);
    return jawabTulis(c, deps, STATUS_TOLAK, 201, (tx) => daftarPeserta(deps, user, input, tx));
  });

  r.put('/:id/participants/:pid/status', izinkanPeran('peserta.setujui'), async (c) => {
    const { id, pid } = ids((n) => c.req.param(n));
    const input = { ...parseInput(statusPesertaSchema, bodyFields(c)), id_kompetisi: id, id_peserta: pid };
    const { user } = currentAuth(c);
    return jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => ubahStatusPeserta(deps, user, input, tx));
  });

  r.put('/:id/participants/:pid/class', login, async (c) => {
    const { id, pid } = ids((n) => c.req.param(n));
    const input = { ...parseInput(gantiKelasSchema, bodyFields(c)), id_kompetisi: id, id_peserta: pid };
    const { user } = currentAuth(c);
    return jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => gantiKelasPeserta(deps, user, input, tx));
  });

  r.get('/:id/participants/:pid/available-classes', login, async (c) => {
    const { id, pid } = ids((n) => c.req.param(n));
    const kompetisi = await getKompetisi(db, id);
    return ok(c, await kelasTersediaPeserta(db, currentAuth(c).user, kompetisi, pid));
  });

  r.delete('/:id/participants/:pid', login, async (c) => {
    const { id, pid } = ids((n) => c.req.param(n));
    const { user } = currentAuth(c);
    return jawabTulis(c, deps, STATUS_TOLAK, 200, (tx) => hapusPeserta(deps, user, { id_kompetisi: id, id_peserta: pid }, tx));
  });
  return r;
}
