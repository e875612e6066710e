import { Hono, type Context } from 'hono';
import {
  JURI_DIGITAL_MSG,
  KIRIM_TEKAN_SCHEMA,
  MASA_TAUTAN_JURI_MS,
  SEJAK_TEKAN_SCHEMA,
  type BacaTekan,
  type TautanJuri,
} from '../../domain/skor';
import { JADWAL_MSG } from '../../domain/jadwal';
import { parseIdMatch } from '../bagan/hasil';
import { publishFor } from '../feed/publish-writes';
import { dariTolak, gagalUmum } from '../http/api-error';
import { izinkanPeran, pastikanBoleh, terlihat } from '../http/akses';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { parseInput } from '../http/validate';
import { kunciTanda } from '../kartu/tanda';
import { jalankanTulis } from '../tulis/jalankan';
import { sekarang, type Deps } from '../tulis/types';
import { mountJuriPoomsae, tautanPoomsae } from './juri-poomsae-routes';
import { gagalJuri, STATUS_JURI } from './juri-tolak';
import { bacaTekan, DetakJuri } from './juri-tekan';
import { catatTekan } from './juri-tulis';
import { aturanPartai, muatPartaiSkor, type PartaiSkor } from './muat';
import { bacaTokenJuri, buatTokenJuri } from './tautan-juri';

/**
 * Judges' phones for a novice bout, mounted on the API root. POST /partai/{id_match}/juri ('lapangan.jalankan')
 * issues one signed join link per seat (a Poomsae bout: per seat of its class's panel, juri-poomsae-routes);
 * POST /juri/{token}/tekan and /juri/{token}/detak (no login: the link is the key) store a press / note a
 * heartbeat; GET /partai/{id_match}/tekan?sejak= ('lapangan.jalankan') is the console's read.
 * A new press publishes `skor_tekan` for the court, so the console hears it on the live stream.
 */
export function mountJuriDigital(api: Hono<AppEnv>, deps: AppDeps): void {
  const detak = new DetakJuri();
  const r = new Hono<AppEnv>();
  /** The server's clock (ms), as every answer and link carries it: the injected one when a test sets it. */
  const jam: Deps = deps;
  const kini = () => sekarang(jam).getTime();

  async function partaiLapangan(c: Context<AppEnv>): Promise<PartaiSkor> {
    const id_match = parseIdMatch(c.req.param('id_match'));
    const p = await muatPartaiSkor(deps.db, id_match, false);
    // Another competition's bout answers as one that does not exist.
    if (!p || !terlihat(currentAuth(c).user, p.id_kompetisi)) throw gagalUmum('tidak_ditemukan', JADWAL_MSG.partaiTidakDijadwalkan);
    pastikanBoleh(currentAuth(c).user, 'lapangan.jalankan', { id_kompetisi: p.id_kompetisi, id_lapangan: p.id_lapangan });
    return p;
  }

  r.post('/partai/:id_match/juri', izinkanPeran('lapangan.jalankan'), async (c) => {
    const p = await partaiLapangan(c);
    if (p.cabang === 'POOMSAE') {
      c.set('feedPublished', true);
      c.header('Cache-Control', 'private, no-store');
      return ok(c, await tautanPoomsae(deps, p, kini()));
    }
    const digital = p.cabang === 'KYORUGI' ? (await aturanPartai(deps.db, p)).skor_digital : null;
    if (!digital) throw gagalJuri('bukan_pemula', JURI_DIGITAL_MSG.bukanPemula);
    const kunci = await kunciTanda(deps.db);
    const kedaluwarsa = kini() + MASA_TAUTAN_JURI_MS;
    const juri: TautanJuri[] = Array.from({ length: digital.juri }, (_, i) => ({
      nomor: i + 1,
      tautan: `/juri/${buatTokenJuri(kunci, { id_match: p.id_match, juri: i + 1, kedaluwarsa })}`,
      kedaluwarsa,
    }));
    c.set('feedPublished', true);
    c.header('Cache-Control', 'private, no-store');
    return ok(c, { id_match: p.id_match, skor_digital: digital, juri });
  });

  r.get('/partai/:id_match/tekan', izinkanPeran('lapangan.jalankan'), async (c) => {
    const p = await partaiLapangan(c);
    const { sejak } = parseInput(SEJAK_TEKAN_SCHEMA, c.req.query());
    const data: BacaTekan = {
      id_match: p.id_match,
      tekan: await bacaTekan(deps.db, p.id_match, sejak),
      terhubung: detak.baca(p.id_match),
      sekarang: kini(),
    };
    c.header('Cache-Control', 'private, no-store');
    return ok(c, data);
  });

  async function juriDariToken(c: Context<AppEnv>) {
    const isi = bacaTokenJuri(await kunciTanda(deps.db), c.req.param('token') ?? '');
    if (!isi) throw gagalJuri('tautan_juri_tidak_sah', JURI_DIGITAL_MSG.tautanTidakSah);
    if (isi.kedaluwarsa < kini()) throw gagalJuri('tautan_juri_kedaluwarsa', JURI_DIGITAL_MSG.tautanKedaluwarsa);
    return isi;
  }

  r.post('/juri/:token/tekan', async (c) => {
    const isi = await juriDariToken(c);
    const tekan = parseInput(KIRIM_TEKAN_SCHEMA, bodyFields(c));
    const h = await jalankanTulis(deps, (tx) => catatTekan(deps, isi, tekan, tx));
    if (!h.ok) throw dariTolak(STATUS_JURI, h, h.data);
    const { id_lapangan, id_kompetisi, ...data } = h.data;
    detak.catat(isi.id_match, isi.juri, data.sekarang);
    if (data.baru) await publishFor(c, deps.feed, { resource: 'skor_tekan', ids: [id_lapangan], id_kompetisi });
    else c.set('feedPublished', true);
    return ok(c, data, h.pesan);
  });

  r.post('/juri/:token/detak', async (c) => {
    const isi = await juriDariToken(c);
    detak.catat(isi.id_match, isi.juri, kini());
    // A heartbeat changes nothing stored: it must not wake every live screen. `sekarang` lets the phone put its
    // presses on the server's clock, so judges' phones with different clocks still meet in one window.
    c.set('feedPublished', true);
    return ok(c, { juri: isi.juri, id_match: isi.id_match, sekarang: kini() });
  });

  mountJuriPoomsae(r, deps, { detak, juriDariToken, partaiLapangan, kini });
  api.route('/', r);
}
