import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { sql } from 'drizzle-orm';
import { ANY_RESOURCE, type ChangeEvent } from '../../domain/schemas/change-event';
import { namaPerubahan, type AcaraLive, type DataAcaraLive } from '../../domain/schemas/live';
import { queryRows } from '../db/rows';
import { gagalUmum } from '../http/api-error';
import type { AppDeps, AppEnv } from '../http/env';
import { parseId } from '../http/validate';

/** A heartbeat this often keeps proxies from closing an idle stream and tells the screen the line is alive. */
export const DETAK_MS = 15_000;

/** Every open stream of this process, closed by tutupSiaranLive() when the server shuts down. */
const terbuka = new Set<() => void>();

/** Ends every open live stream (server shutdown): the screens reconnect to another process or later. */
export function tutupSiaranLive(): void {
  for (const tutup of [...terbuka]) tutup();
}

export const jumlahSiaranLive = () => terbuka.size;

/**
 * GET /public/kompetisi/{id}/live (no login): Server-Sent Events. On connect `event: halo` {id_kompetisi, at}
 * (with retry 3000 ms); then `event: perubahan` {resource, ids, id_kompetisi, at; a judge's new press: tekan} for every change-feed event of
 * this competition — from any server process on the database — and for changes of unknown extent ('*', a
 * restore), the resource by its live name (NAMA_PERUBAHAN: a route's own name is sent as 'lain'); `event: detak`
 * {at} every 15 s. Nothing else (no other competition's events, nothing private).
 */
export function mountLive(api: Hono<AppEnv>, deps: AppDeps): void {
  const r = new Hono<AppEnv>();
  r.get('/kompetisi/:id/live', async (c) => {
    const id_kompetisi = parseId(c.req.param('id'));
    const [k] = await queryRows<{ id: number }>(
      deps.db,
      sql`select id_kompetisi as id from kompetisi where id_kompetisi = ${id_kompetisi}`,
    );
    if (!k) throw gagalUmum('tidak_ditemukan', 'Kompetisi tidak ditemukan');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let antre = Promise.resolve();
      // Only the stream's own event names, each with its data (src/domain/schemas/live.ts).
      const kirim = <A extends AcaraLive>(event: A, data: DataAcaraLive[A]) => {
        antre = antre.then(() => stream.writeSSE({ event, data: JSON.stringify(data) })).catch(() => undefined);
      };
      let selesai!: () => void;
      const berakhir = new Promise<void>((res) => {
        selesai = res;
      });
      const lepas = deps.feed.subscribe((e: ChangeEvent) => {
        if (e.id_kompetisi !== id_kompetisi && e.resource !== ANY_RESOURCE) return;
        const resource = namaPerubahan(e.resource);
        const at = new Date().toISOString();
        kirim('perubahan', {
          resource,
          ids: e.ids,
          id_kompetisi: e.id_kompetisi,
          at,
          ...(e.tekan && resource === 'skor_tekan' ? { tekan: e.tekan } : {}),
        });
      });
      const detak = setInterval(() => kirim('detak', { at: new Date().toISOString() }), DETAK_MS);
      const tutup = () => {
        lepas();
        clearInterval(detak);
        terbuka.delete(tutup);
        selesai();
      };
      terbuka.add(tutup);
      stream.onAbort(tutup);
      c.req.raw.signal?.addEventListener('abort', tutup);
      const halo: DataAcaraLive['halo'] = { id_kompetisi, at: new Date().toISOString() };
      await stream.writeSSE({ event: 'halo' satisfies AcaraLive, data: JSON.stringify(halo), retry: 3000 });
      await berakhir;
      await antre;
    });
  });
  api.route('/public', r);
}
