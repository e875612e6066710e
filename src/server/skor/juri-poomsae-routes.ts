import type { Context, Hono } from 'hono';
import { KIRIM_JURI_POOMSAE_SCHEMA, KIRIM_POOMSAE_MSG, MASA_TAUTAN_JURI_MS, type BacaJuriPoomsae } from '../../domain/skor';
import { JADWAL_MSG } from '../../domain/jadwal';
import { publishFor } from '../feed/publish-writes';
import { dariTolak, gagalUmum } from '../http/api-error';
import { izinkanPeran } from '../http/akses';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { parseInput } from '../http/validate';
import { kunciTanda } from '../kartu/tanda';
import { jalankanTulis } from '../tulis/jalankan';
import { bacaKirimanJuri } from './juri-poomsae';
import { infoKursiJuri, infoTautanJuri } from './juri-info';
import { kunciDetak, type DetakJuri } from './juri-tekan';
import { gagalJuri, STATUS_JURI } from './juri-tolak';
import { kirimLembarJuri, panelPartai } from './juri-tulis';
import type { PartaiSkor } from './muat';
import { tautanKursi, type IsiTautanJuri, type IsiTautanKursi } from './tautan-juri';

export interface AlatJuri {
  detak: DetakJuri;
  /** The link's bout and seat, or court and seat (403 forged, 410 expired or revoked). */
  juriDariToken(c: Context<AppEnv>): Promise<IsiTautanJuri | IsiTautanKursi>;
  /** The route's bout, for the court's staff or the competition's admin. */
  partaiLapangan(c: Context<AppEnv>): Promise<PartaiSkor>;
  /** The server's clock, ms (sekarang(deps)). */
  kini(): number;
}

/** Join links of a Poomsae bout: one per seat of its class's panel. */
export async function tautanPoomsae(deps: AppDeps, p: PartaiSkor, kini: number) {
  const panel = await panelPartai(deps.db, p);
  const juri = tautanKursi(await kunciTanda(deps.db), p.id_match, panel.juri, kini + MASA_TAUTAN_JURI_MS);
  return { id_match: p.id_match, skor_digital: null, panel, juri };
}

/**
 * Poomsae judges on their own phones, on the judges' phones router: GET /juri/{token} (no login: what the link is
 * for; a court's seat link: the bout on the mat of its court, or the next one), POST /juri/{token}/poomsae (the seat's sheets or flag, replaced on resend, refused once the bout is
 * SELESAI; publishes `skor_tekan` for the court as a press does), GET /partai/{id}/poomsae-juri
 * ('lapangan.jalankan': what each seat sent and who is connected).
 */
export function mountJuriPoomsae(r: Hono<AppEnv>, deps: AppDeps, alat: AlatJuri): void {
  r.get('/juri/:token', async (c) => {
    const isi = await alat.juriDariToken(c);
    const kini = alat.kini();
    const data = 'id_tautan' in isi ? await infoKursiJuri(deps.db, isi, kini) : await infoTautanJuri(deps.db, isi.id_match, isi.juri, kini);
    if (!data) throw gagalUmum('tidak_ditemukan', JADWAL_MSG.partaiTidakDijadwalkan);
    alat.detak.catat(kunciDetak(isi), isi.juri, kini);
    c.set('feedPublished', true);
    c.header('Cache-Control', 'private, no-store');
    return ok(c, data);
  });

  r.post('/juri/:token/poomsae', async (c) => {
    const isi = await alat.juriDariToken(c);
    const kirim = parseInput(KIRIM_JURI_POOMSAE_SCHEMA, bodyFields(c));
    const h = await jalankanTulis(deps, (tx) => kirimLembarJuri(deps, isi, kirim, tx));
    if (!h.ok) throw dariTolak(STATUS_JURI, h, h.data);
    const { id_lapangan, id_kompetisi, ...data } = h.data;
    alat.detak.catat(kunciDetak(isi), isi.juri, data.sekarang);
    if (data.baru) await publishFor(c, deps.feed, { resource: 'skor_tekan', ids: [id_lapangan], id_kompetisi });
    else c.set('feedPublished', true);
    return ok(c, data, h.pesan);
  });

  r.get('/partai/:id_match/poomsae-juri', izinkanPeran('lapangan.jalankan'), async (c) => {
    const p = await alat.partaiLapangan(c);
    if (p.cabang !== 'POOMSAE') throw gagalJuri('bukan_poomsae', KIRIM_POOMSAE_MSG.bukanPoomsae);
    const data: BacaJuriPoomsae = {
      id_match: p.id_match,
      panel: await panelPartai(deps.db, p),
      kiriman: await bacaKirimanJuri(deps.db, p.id_match),
      terhubung: alat.detak.baca(p.id_match, kunciDetak({ id_lapangan: p.id_lapangan })),
      sekarang: alat.kini(),
    };
    c.header('Cache-Control', 'private, no-store');
    return ok(c, data);
  });
}
