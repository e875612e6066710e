import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { ambilAlihSchema, kembalikanSchema, type KeadaanServer, kirimSchema } from '../../domain/hub/kontrak';
import { ANY_RESOURCE } from '../../domain/schemas/change-event';
import { logActivity } from '../activity/log';
import { queryRows } from '../db/rows';
import { hubSewa } from '../db/schema';
import { publishFor } from '../feed/publish-writes';
import { izinkanPeran, pastikanBoleh } from '../http/akses';
import { ApiError, dariTolak, STATUS_UMUM } from '../http/api-error';
import { currentAuth } from '../http/auth-middleware';
import { bodyFields } from '../http/body';
import type { AppDeps, AppEnv } from '../http/env';
import { ok } from '../http/respond';
import { jawabTulis } from '../http/tulis';
import { parseId, parseInput } from '../http/validate';
import { kunciTanda } from '../kartu/tanda';
import { getKompetisi } from '../kompetisi/baris';
import { jalankanTulis } from '../tulis/jalankan';
import { type Deps, sekarang } from '../tulis/types';
import { bacaFotoKartu, lengkapiFotoKartu } from '../uploads/foto-kartu';
import { bacaUpload, STORED_NAME } from '../uploads/store';
import { hashHub } from './kode';
import { ambilAlihHub } from './pusat-ambil';
import { akhiriSewaHub, bacaSewa, buatKodeHub } from './pusat-sewa';
import { type SewaAktif, terimaKiriman } from './pusat-terima';
import { atletKompetisi, berkasSalinan, salinKompetisi, TABEL_PUSAT_BACA } from './salinan';

const STATUS_HUB = {
  ...STATUS_UMUM,
  sudah_ada_hub: 409,
  kode_tidak_berlaku: 403,
  urutan_kiriman: 409,
  hub_tidak_dikenal: 401,
  sewa_berakhir: 410,
  belum_terkirim: 409,
} as const;

/** The lease behind the hub's token (header X-Hub-Token); a lease no longer held is 410 so the hub stops. */
async function sewaDariToken(deps: AppDeps, c: Context<AppEnv>): Promise<SewaAktif> {
  const token = c.req.header('x-hub-token');
  const [r] = token
    ? await deps.db
        .select()
        .from(hubSewa)
        .where(eq(hubSewa.token_hash, hashHub(token)))
    : [];
  if (!r) throw dariTolak(STATUS_HUB, { ok: false, kode: 'hub_tidak_dikenal', pesan: 'Hub venue tidak dikenal server pusat' });
  if (r.status !== 'aktif') {
    throw dariTolak(STATUS_HUB, {
      ok: false,
      kode: 'sewa_berakhir',
      pesan: 'Sewa hub ini sudah berakhir di server pusat; perubahan berikutnya tidak diterima',
    });
  }
  return {
    id_sewa: r.id_sewa,
    id_kompetisi: r.id_kompetisi,
    seq_diterima: r.seq_diterima,
    ditolak: (r.ditolak as SewaAktif['ditolak']) ?? [],
  };
}

/** The central server's side of a venue hub: the admin's pairing, and the calls the hub makes with its token. */
/** Competitions whose photos are being given card-size copies (one run each at a time). */
const sedangMelengkapi = new Set<number>();

async function lengkapiFotoKompetisi(deps: AppDeps, id_kompetisi: number): Promise<void> {
  if (sedangMelengkapi.has(id_kompetisi)) return;
  sedangMelengkapi.add(id_kompetisi);
  try {
    const foto = await queryRows<{ pas_foto: string }>(
      deps.db,
      sql`select pas_foto from atlet where pas_foto is not null and id_atlet in (${atletKompetisi(id_kompetisi)}) order by id_atlet`,
    );
    await lengkapiFotoKartu(
      deps.dataDir,
      foto.map((f) => f.pas_foto),
      deps.log,
    );
  } catch (e) {
    deps.log('hub: foto kartu tidak lengkap', e);
  } finally {
    sedangMelengkapi.delete(id_kompetisi);
  }
}

export function mountHubPusat(api: Hono<AppEnv>, deps: AppDeps) {
  const kelola = izinkanPeran('hub.kelola');
  const tulisDeps: Deps = deps;

  api.get('/kompetisi/:id/hub', kelola, async (c) => {
    const id_kompetisi = parseId(c.req.param('id'));
    pastikanBoleh(currentAuth(c).user, 'hub.kelola', { id_kompetisi });
    await getKompetisi(deps.db, id_kompetisi);
    return ok(c, { sewa: await bacaSewa(deps.db, id_kompetisi) });
  });

  api.post('/kompetisi/:id/hub', kelola, async (c) => {
    const id_kompetisi = parseId(c.req.param('id'));
    const { user } = currentAuth(c);
    pastikanBoleh(user, 'hub.kelola', { id_kompetisi });
    await getKompetisi(deps.db, id_kompetisi);
    const jawab = await jawabTulis(c, deps, STATUS_HUB, 201, (tx) => buatKodeHub(deps, user, { id_kompetisi }, tx));
    // Photos stored before card-size copies were made get theirs now, while the code travels to the venue.
    if (jawab.status === 201) void lengkapiFotoKompetisi(deps, id_kompetisi);
    return jawab;
  });

  api.delete('/kompetisi/:id/hub', kelola, async (c) => {
    const id_kompetisi = parseId(c.req.param('id'));
    const { user } = currentAuth(c);
    pastikanBoleh(user, 'hub.kelola', { id_kompetisi });
    return jawabTulis(c, deps, STATUS_HUB, { status: 200, perubahan: () => [{ resource: ANY_RESOURCE, ids: [], id_kompetisi }] }, (tx) =>
      akhiriSewaHub(deps, user, { id_kompetisi }, tx),
    );
  });

  api.get('/server/keadaan', async (c) => {
    const rows = await deps.db
      .select({ id_kompetisi: hubSewa.id_kompetisi, nama_hub: hubSewa.nama_hub, kontak_terakhir: hubSewa.kontak_terakhir })
      .from(hubSewa)
      .where(eq(hubSewa.status, 'aktif'));
    const keadaan: KeadaanServer = {
      peran: 'pusat',
      dikelola_hub: rows.map((r) => ({ ...r, kontak_terakhir: r.kontak_terakhir?.toISOString() ?? null })),
    };
    return ok(c, keadaan);
  });

  api.post('/hub/ambil', async (c) => {
    const input = parseInput(ambilAlihSchema, bodyFields(c));
    const h = await jalankanTulis(deps, (tx) => ambilAlihHub(deps, input, tx));
    if (!h.ok) throw dariTolak(STATUS_HUB, h);
    // The hub signs cards and certificates with this server's key, made now if no card was signed yet.
    await kunciTanda(deps.db);
    const tabel = await salinKompetisi(deps.db, h.data.id_kompetisi);
    return ok(c, { ...h.data, tabel, berkas: berkasSalinan(tabel) }, h.pesan);
  });

  api.post('/hub/kirim', async (c) => {
    const sewa = await sewaDariToken(deps, c);
    const input = parseInput(kirimSchema, bodyFields(c));
    const h = await jalankanTulis(deps, (tx) => terimaKiriman(deps, sewa, input, tx));
    if (!h.ok) throw dariTolak(STATUS_HUB, h, h.data);
    if (h.data.seq_diterima > sewa.seq_diterima)
      await publishFor(c, deps.feed, { resource: ANY_RESOURCE, ids: [], id_kompetisi: sewa.id_kompetisi });
    return ok(c, h.data, h.pesan);
  });

  api.post('/hub/kembalikan', async (c) => {
    const sewa = await sewaDariToken(deps, c);
    const { seq_terakhir } = parseInput(kembalikanSchema, bodyFields(c));
    if (seq_terakhir !== sewa.seq_diterima) {
      throw dariTolak(
        STATUS_HUB,
        { ok: false, kode: 'belum_terkirim', pesan: `Pusat baru menerima sampai perubahan #${sewa.seq_diterima}; kirim sisanya dulu` },
        { seq_diterima: sewa.seq_diterima },
      );
    }
    const now = sekarang(tulisDeps);
    await deps.db.transaction(async (tx) => {
      await tx
        .update(hubSewa)
        .set({ status: 'selesai', selesai_pada: now, selesai_cara: 'dikembalikan', kontak_terakhir: now })
        .where(and(eq(hubSewa.id_sewa, sewa.id_sewa), inArray(hubSewa.status, ['aktif'])));
      await logActivity(tx, {
        action: 'HUB_DIKEMBALIKAN',
        details: `kompetisi ${sewa.id_kompetisi}, sewa ${sewa.id_sewa}, ${sewa.seq_diterima} perubahan`,
        at: now,
      });
    });
    await publishFor(c, deps.feed, { resource: ANY_RESOURCE, ids: [], id_kompetisi: sewa.id_kompetisi });
    return ok(c, { seq_diterima: sewa.seq_diterima }, 'Kompetisi dikembalikan ke pusat');
  });

  api.get('/hub/segarkan', async (c) => {
    const sewa = await sewaDariToken(deps, c);
    await deps.db
      .update(hubSewa)
      .set({ kontak_terakhir: sekarang(tulisDeps) })
      .where(eq(hubSewa.id_sewa, sewa.id_sewa));
    return ok(c, { tabel: await salinKompetisi(deps.db, sewa.id_kompetisi, TABEL_PUSAT_BACA) });
  });

  api.get('/hub/berkas/:a/:b/:nama', async (c) => {
    const sewa = await sewaDariToken(deps, c);
    const folder = `${c.req.param('a')}/${c.req.param('b')}`;
    const nama = c.req.param('nama');
    if ((folder !== 'atlet/pas_foto' && folder !== 'dojang/logos') || !STORED_NAME.test(nama)) {
      throw new ApiError(404, 'Berkas tidak ditemukan');
    }
    // Only files the competition's copied rows point at (team members' photos and their dojang's logos too).
    const atletK = atletKompetisi(sewa.id_kompetisi);
    const milik =
      folder === 'atlet/pas_foto'
        ? sql`select 1 from atlet where pas_foto = ${nama} and id_atlet in (${atletK}) limit 1`
        : sql`select 1 from dojang where logo = ${nama} and id_dojang in (select id_dojang from atlet where id_atlet in (${atletK})) limit 1`;
    if ((await queryRows(deps.db, milik)).length === 0) throw new ApiError(404, 'Berkas tidak ditemukan');
    // An athlete's photo goes at card size when it has one (FOTO_KARTU): the hub's desks and cards need no more.
    const kartu = folder === 'atlet/pas_foto' ? await bacaFotoKartu(deps.dataDir, nama) : null;
    const isi = kartu ?? (await bacaUpload(deps.dataDir, folder, nama).catch(() => null));
    if (!isi) throw new ApiError(404, 'Berkas tidak ditemukan');
    return c.body(new Uint8Array(isi), 200, { 'content-type': 'application/octet-stream' });
  });
}
