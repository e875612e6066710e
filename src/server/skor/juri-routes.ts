import { Hono, type Context } from 'hono';
import {
  JURI_DIGITAL_MSG,
  KIRIM_TEKAN_SCHEMA,
  MASA_TAUTAN_JURI_MS,
  SEJAK_TEKAN_SCHEMA,
  TAUTAN_KURSI_MSG,
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
import { kursiBerlaku } from './juri-kursi';
import { mountJuriKursi } from './juri-kursi-routes';
import { mountJuriPoomsae, tautanPoomsae } from './juri-poomsae-routes';
import { gagalJuri, STATUS_JURI } from './juri-tolak';
import { bacaTekan, DetakJuri, kunciDetak } from './juri-tekan';
import { catatTekan } from './juri-tulis';
import { aturanPartai, muatPartaiSkor, type PartaiSkor } from './muat';
import { bacaTokenJuri, bacaTokenKursi, buatTokenJuri, type IsiTautanJuri, type IsiTautanKursi } from './tautan-juri';

/**
 * Judges' phones for a novice bout, mounted on the API root. POST /partai/{id_match}/juri ('lapangan.jalankan')
 * issues one signed join link per seat (a Poomsae bout: per seat of its class's panel, juri-poomsae-routes);
 * POST /juri/{token}/tekan and /juri/{token}/detak (no login: the link is the key) store a press / note a
 * heartbeat; GET /partai/{id_match}/tekan?sejak= ('lapangan.jalankan') is the console's read. A court's seat links
 * (juri-kursi-routes) use the same /juri/{token} calls: their presses go to the bout on the mat of their court.
 * A new press publishes `skor_tekan` for the court with the press itself, so the console counts it from the live stream.
 */
const KUNCI_TANDA_CACHE = 'kartu:kunci_tanda';
const KUNCI_TANDA_CACHE_MS = 60_000;

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
      // The bout's own links and its court's seat links (a seat's phone heartbeats for the court, not a bout).
      terhubung: detak.baca(p.id_match, kunciDetak({ id_lapangan: p.id_lapangan })),
      sekarang: kini(),
    };
    c.header('Cache-Control', 'private, no-store');
    return ok(c, data);
  });

  /**
   * The link's seat: a per-bout link (its bout) or a court's seat link (its court; its row read on every use, so a
   * revoked link stops at once). 403 forged, 410 expired or revoked.
   */
  async function juriDariToken(c: Context<AppEnv>): Promise<IsiTautanJuri | IsiTautanKursi> {
    // Every press checks its link: the key is kept with the hot reads (a restore or a take-over clears them).
    const kunci = await deps.readCache.get(KUNCI_TANDA_CACHE, KUNCI_TANDA_CACHE_MS, () => kunciTanda(deps.db));
    const token = c.req.param('token') ?? '';
    const isi = bacaTokenKursi(kunci, token) ?? bacaTokenJuri(kunci, token);
    if (!isi) throw gagalJuri('tautan_juri_tidak_sah', JURI_DIGITAL_MSG.tautanTidakSah);
    if (isi.kedaluwarsa < kini()) throw gagalJuri('tautan_juri_kedaluwarsa', JURI_DIGITAL_MSG.tautanKedaluwarsa);
    if ('id_tautan' in isi && !(await kursiBerlaku(deps.db, isi))) throw gagalJuri('tautan_juri_dicabut', TAUTAN_KURSI_MSG.dicabut);
    return isi;
  }

  r.post('/juri/:token/tekan', async (c) => {
    const isi = await juriDariToken(c);
    const tekan = parseInput(KIRIM_TEKAN_SCHEMA, bodyFields(c));
    const h = await jalankanTulis(deps, (tx) => catatTekan(deps, isi, tekan, tx));
    if (!h.ok) throw dariTolak(STATUS_JURI, h, h.data);
    const { id_lapangan, id_kompetisi, siaran, ...data } = h.data;
    detak.catat(kunciDetak(isi), isi.juri, data.sekarang);
    if (siaran) await publishFor(c, deps.feed, { resource: 'skor_tekan', ids: [id_lapangan], id_kompetisi, tekan: [siaran] });
    else c.set('feedPublished', true);
    return ok(c, data, h.pesan);
  });

  r.post('/juri/:token/detak', async (c) => {
    const isi = await juriDariToken(c);
    detak.catat(kunciDetak(isi), isi.juri, kini());
    // A heartbeat changes nothing stored: it must not wake every live screen. `sekarang` lets the phone put its
    // presses on the server's clock, so judges' phones with different clocks still meet in one window.
    c.set('feedPublished', true);
    const milik = 'id_tautan' in isi ? { id_lapangan: isi.id_lapangan } : { id_match: isi.id_match };
    return ok(c, { juri: isi.juri, ...milik, sekarang: kini() });
  });

  mountJuriPoomsae(r, deps, { detak, juriDariToken, partaiLapangan, kini });
  mountJuriKursi(r, deps, detak);
  api.route('/', r);
}
