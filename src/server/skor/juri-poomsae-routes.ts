import type { Context, Hono } from 'hono';
import {
  JURI_POOMSAE_MSG, KIRIM_JURI_POOMSAE_SCHEMA, KIRIM_POOMSAE_MSG, MASA_TAUTAN_JURI_MS, isiJuriPoomsae, panelKelas,
  type BacaJuriPoomsae, type InfoTautanJuri, type PanelPoomsaeKelas,
} from '../../domain/skor';
import { JADWAL_MSG } from '../../domain/jadwal';
import { publishFor } from '../feed/publish-writes';
import { gagalUmum } from '../http/api-error';
import { izinkanPeran } from '../http/akses';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { parseInput } from '../http/validate';
import { kunciTanda } from '../kartu/tanda';
import { bacaPartai } from '../lapangan/baca';
import type { DbOrTx } from '../db/types';
import { bacaKirimanJuri, simpanKirimanJuri } from './juri-poomsae';
import type { DetakJuri } from './juri-tekan';
import { gagalJuri } from './juri-tolak';
import { aturanPartai, muatPartaiSkor, type PartaiSkor } from './muat';
import { bacaPengaturanSkor } from './pengaturan';
import { tautanKursi, type IsiTautanJuri } from './tautan-juri';

export interface AlatJuri {
  detak: DetakJuri;
  /** The link's bout and seat (403 forged, 410 expired). */
  juriDariToken(c: Context<AppEnv>): Promise<IsiTautanJuri>;
  /** The route's bout, for the court's staff or the competition's admin. */
  partaiLapangan(c: Context<AppEnv>): Promise<PartaiSkor>;
}

const panelPartai = async (db: DbOrTx, p: Pick<PartaiSkor, 'id_kompetisi' | 'id_kelas_kejuaraan'>): Promise<PanelPoomsaeKelas> =>
  panelKelas(await bacaPengaturanSkor(db, p.id_kompetisi), p.id_kelas_kejuaraan);

/** Join links of a Poomsae bout: one per seat of its class's panel. */
export async function tautanPoomsae(deps: AppDeps, p: PartaiSkor) {
  const panel = await panelPartai(deps.db, p);
  const juri = tautanKursi(await kunciTanda(deps.db), p.id_match, panel.juri, Date.now() + MASA_TAUTAN_JURI_MS);
  return { id_match: p.id_match, skor_digital: null, panel, juri };
}

/**
 * Poomsae judges on their own phones, on the judges' phones router: GET /juri/{token} (no login: what the link is
 * for), POST /juri/{token}/poomsae (the seat's sheets or flag, replaced on resend, refused once the bout is
 * SELESAI; publishes `skor_tekan` for the court as a press does), GET /partai/{id}/poomsae-juri
 * ('lapangan.jalankan': what each seat sent and who is connected).
 */
export function mountJuriPoomsae(r: Hono<AppEnv>, deps: AppDeps, alat: AlatJuri): void {
  r.get('/juri/:token', async (c) => {
    const isi = await alat.juriDariToken(c);
    const p = await muatPartaiSkor(deps.db, isi.id_match, false);
    const tampil = p && await bacaPartai(deps.db, isi.id_match, new Date());
    if (!p || !tampil) throw gagalUmum('tidak_ditemukan', JADWAL_MSG.partaiTidakDijadwalkan);
    alat.detak.catat(isi.id_match, isi.juri, Date.now());
    const poomsae = p.cabang === 'POOMSAE';
    const sudut = (s: typeof tampil.sudut_a) => (s ? { nama: s.nama, nama_dojang: s.nama_dojang ?? null } : null);
    const data: InfoTautanJuri = {
      id_match: p.id_match, juri: isi.juri, cabang: p.cabang, nomor: tampil.nomor, nama_kelas: tampil.nama_kelas, status: p.status,
      panel: poomsae ? await panelPartai(deps.db, p) : null,
      sudut: { B: sudut(tampil.sudut_a), R: sudut(tampil.sudut_b) },
      kiriman: poomsae ? (await bacaKirimanJuri(deps.db, p.id_match, isi.juri))[0]?.isi ?? null : null,
      poin_teknik: poomsae ? null : (await aturanPartai(deps.db, p)).poin_teknik,
      sekarang: Date.now(),
    };
    c.set('feedPublished', true);
    c.header('Cache-Control', 'private, no-store');
    return ok(c, data);
  });

  r.post('/juri/:token/poomsae', async (c) => {
    const isi = await alat.juriDariToken(c);
    const kirim = parseInput(KIRIM_JURI_POOMSAE_SCHEMA, bodyFields(c));
    const kini = new Date();
    // The bout's row is locked, so a sheet never lands after the tablet saved the bout.
    const { p, baru } = await deps.db.transaction(async (tx) => {
      const p = await muatPartaiSkor(tx, isi.id_match, true);
      if (!p) throw gagalUmum('tidak_ditemukan', JADWAL_MSG.partaiTidakDijadwalkan);
      if (p.cabang !== 'POOMSAE') throw gagalJuri('bukan_poomsae', KIRIM_POOMSAE_MSG.bukanPoomsae);
      const panel = await panelPartai(tx, p);
      if (isi.juri > panel.juri) throw gagalJuri('panel_tidak_sesuai', JURI_POOMSAE_MSG.kursiDiLuarPanel(panel));
      if (kirim.mode !== panel.mode) throw gagalJuri('panel_tidak_sesuai', JURI_POOMSAE_MSG.modeBeda(panel));
      if (p.status === 'SELESAI') throw gagalJuri('partai_selesai', JURI_POOMSAE_MSG.selesai);
      return { p, baru: await simpanKirimanJuri(tx, p.id_match, isi.juri, isiJuriPoomsae(isi.juri, kirim), kini) };
    });
    alat.detak.catat(isi.id_match, isi.juri, Date.now());
    if (baru) await publishFor(c, deps.feed, { resource: 'skor_tekan', ids: [p.id_lapangan], id_kompetisi: p.id_kompetisi });
    else c.set('feedPublished', true);
    return ok(c, { juri: isi.juri, mode: kirim.mode, baru, sekarang: Date.now() }, JURI_POOMSAE_MSG.tersimpan);
  });

  r.get('/partai/:id_match/poomsae-juri', izinkanPeran('lapangan.jalankan'), async (c) => {
    const p = await alat.partaiLapangan(c);
    if (p.cabang !== 'POOMSAE') throw gagalJuri('bukan_poomsae', KIRIM_POOMSAE_MSG.bukanPoomsae);
    const data: BacaJuriPoomsae = {
      id_match: p.id_match, panel: await panelPartai(deps.db, p), kiriman: await bacaKirimanJuri(deps.db, p.id_match),
      terhubung: alat.detak.baca(p.id_match), sekarang: Date.now(),
    };
    c.header('Cache-Control', 'private, no-store');
    return ok(c, data);
  });
}
