import type { MiddlewareHandler } from 'hono';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { HADIR_BATAS_JURI_MS, munculLagi, type PerangkatHadir } from '../../domain/venue';
import { queryRows } from '../db/rows';
import type { AppDeps, AppEnv } from '../http/env';
import { DetakJuri } from '../skor/juri-tekan';
import { sekarang, type Deps } from '../tulis/types';

/**
 * What a judge's heartbeat (POST /juri/{token}/detak) and its page's read (GET /juri/{token}) answer: the seat, and the
 * bout of a per-bout link or the court of a court's seat link.
 */
const kursiSchema = v.object({
  data: v.object({ juri: v.number(), id_match: v.optional(v.string()), id_lapangan: v.optional(v.number()) }),
});
/** Where a seat is kept: a per-bout link's bout, a court's seat link's court. */
const kunciLapangan = (id_lapangan: number) => `lapangan:${id_lapangan}`;

/**
 * The judges' seats as the venue overview shows them. Judges' phones beat on /juri/{token}/detak (and read
 * GET /juri/{token}) into the scoring console's memory (DetakJuri of src/server/skor); this hears the same answers,
 * in front of those routes, into its own DetakJuri (a per-bout link by its bout, a court's seat link by its court), so the
 * judges' code stays as it is. Like the console's, it is this
 * process's memory: with several server processes a seat may show a few seconds late. A seat heard again after
 * more than its connected window tells the overview (change 'hadir' of the bout's court: one small query, only then).
 */
export class DengarJuri {
  private readonly detak = new DetakJuri();

  constructor(private readonly deps: AppDeps) {}

  /** Mounted before the judges' routes: runs them, then notes the seat their 200 answer names. */
  dengar(): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      await next();
      if (c.res.status !== 200) return;
      const body = v.safeParse(
        kursiSchema,
        await c.res
          .clone()
          .json()
          .catch(() => null),
      );
      if (!body.success) return;
      const { id_match, id_lapangan, juri } = body.output.data;
      const kunci = id_lapangan !== undefined ? kunciLapangan(id_lapangan) : id_match;
      if (kunci === undefined) return;
      const jam: Deps = this.deps;
      const kini = sekarang(jam).getTime();
      const lama = this.detak.baca(kunci).find((x) => x.juri === juri)?.terakhir ?? null;
      this.detak.catat(kunci, juri, kini);
      if (munculLagi(lama, kini, HADIR_BATAS_JURI_MS)) void this.kabari(id_lapangan !== undefined ? { id_lapangan } : { id_match: kunci });
    };
  }

  /** The seats heard for a court: its seat links and the links of these bouts (on the mat, called), the latest per seat. */
  kursi(id_lapangan: number, id_match: readonly string[]): PerangkatHadir[] {
    const per = new Map<number, number>();
    for (const k of [kunciLapangan(id_lapangan), ...id_match])
      for (const s of this.detak.baca(k)) per.set(s.juri, Math.max(per.get(s.juri) ?? 0, s.terakhir));
    return [...per.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([kursi, t]) => ({ jenis: 'juri', kursi, perangkat: null, terakhir: new Date(t).toISOString(), batas_ms: HADIR_BATAS_JURI_MS }));
  }

  private async kabari(milik: { id_match: string } | { id_lapangan: number }): Promise<void> {
    try {
      const [p] = await queryRows<{ id_lapangan: number; id_kompetisi: number }>(
        this.deps.db,
        'id_lapangan' in milik
          ? sql`select id_lapangan, id_kompetisi from lapangan where id_lapangan = ${milik.id_lapangan}`
          : sql`select p.id_lapangan, l.id_kompetisi from partai p join lapangan l on l.id_lapangan = p.id_lapangan where p.id_match = ${milik.id_match}`,
      );
      if (p) await this.deps.feed.publish({ resource: 'hadir', ids: [p.id_lapangan], id_kompetisi: p.id_kompetisi });
    } catch (err) {
      this.deps.log('kabar kehadiran juri gagal', err);
    }
  }
}
