import type { Hono } from 'hono';
import { BUAT_TAUTAN_KURSI_SCHEMA, TAUTAN_KURSI_MSG } from '../../domain/skor';
import { gagalUmum } from '../http/api-error';
import { izinkanPeran } from '../http/akses';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { jawabTulis } from '../http/tulis';
import { parseId, parseInput } from '../http/validate';
import { buatTautanKursi, cabutTautanKursi } from './juri-kursi';
import { kunciDetak, type DetakJuri } from './juri-tekan';
import { STATUS_JURI } from './juri-tolak';

/**
 * A court's judges' seat links, on the judges' phones router ('lapangan.jalankan': the court's staff, the
 * competition's admin; another competition's court is 404): POST /lapangan/{id}/juri {juri} answers seats 1 … juri
 * (made once, valid for the court's day), POST /lapangan/{id}/juri/{nomor}/cabut revokes one. The phones use the
 * /juri/{token} calls of per-bout links. Neither changes what any screen shows: nothing is published.
 */
export function mountJuriKursi(r: Hono<AppEnv>, deps: AppDeps, detak: DetakJuri): void {
  r.post('/lapangan/:id/juri', izinkanPeran('lapangan.jalankan'), async (c) => {
    const id_lapangan = parseId(c.req.param('id'));
    const { juri } = parseInput(BUAT_TAUTAN_KURSI_SCHEMA, bodyFields(c));
    const { user } = currentAuth(c);
    c.set('feedPublished', true);
    c.header('Cache-Control', 'private, no-store');
    return jawabTulis(c, deps, STATUS_JURI, 200, (tx) => buatTautanKursi(deps, user, { id_lapangan, juri }, tx));
  });

  r.post('/lapangan/:id/juri/:nomor/cabut', izinkanPeran('lapangan.jalankan'), async (c) => {
    const id_lapangan = parseId(c.req.param('id'));
    const nomor = c.req.param('nomor');
    if (!/^[1-7]$/.test(nomor)) throw gagalUmum('validasi', TAUTAN_KURSI_MSG.juri);
    const { user } = currentAuth(c);
    c.set('feedPublished', true);
    const jawab = await jawabTulis(c, deps, STATUS_JURI, 200, (tx) =>
      cabutTautanKursi(deps, user, { id_lapangan, juri: Number(nomor) }, tx),
    );
    // The revoked phone is no longer heard as the seat's: the console shows it gone at once.
    detak.lupa(kunciDetak({ id_lapangan }), Number(nomor));
    return jawab;
  });
}
