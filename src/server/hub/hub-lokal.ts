import { eq, gt, sql } from 'drizzle-orm';
import {
  jawabanAmbilSchema,
  jawabanKembalikanSchema,
  jawabanKirimSchema,
  jawabanSegarkanSchema,
  KIRIM_MAKS,
  type KeadaanServer,
  type KirimanDitolak,
} from '../../domain/hub/kontrak';
import { KOLOM_VENUE_BERSAMA } from '../../domain/hub/tabel-venue';
import { ANY_RESOURCE } from '../../domain/schemas/change-event';
import { queryRows } from '../db/rows';
import { hubDiri, hubPerubahan, kompetisi } from '../db/schema';
import type { Db } from '../db/types';
import type { ChangeFeed } from '../feed/feed';
import { tabelUrutDependensi } from '../sistem/tabel';
import { KlienPusat, PusatMenolak, PusatTakTerjangkau } from './hub-pusat-klien';
import { muatSalinan, muatSegaran, unduhBerkas } from './hub-salin';

type Diri = typeof hubDiri.$inferSelect;

/** Refusals kept on the hub (the latest ones). */
const DITOLAK_SIMPAN = 50;
/** With nothing to send, the hub still tells the central server it is alive this often. */
const DETAK_MS = 20_000;
/** After a commit wakes the sender, it waits this long for the writes that come with it. */
const KUMPUL_MS = 100;
/** The central server's part is read again this often. */
const SEGARKAN_MS = 10 * 60_000;

export interface OpsiHub {
  db: Db;
  dataDir: string;
  pusatUrl: string;
  alamatLokal: string[];
  feed: ChangeFeed;
  log: (msg: string, err?: unknown) => void;
}

export interface Pegangan {
  id_kompetisi: number;
  status: string;
}

const kunciTabel = new Map(tabelUrutDependensi().map((t) => [t.nama, { pk: t.urutan, kolom: t.kolom }]));

/**
 * This server as a venue hub: the competition it took over, the sending of every change it commits to the
 * central server (in commit order, each once, as soon as and whenever the link allows), and the hand-back.
 */
export class HubLokal {
  private readonly klien: KlienPusat;
  private tersambung = false;
  private jalan = false;
  private bangun: (() => void) | null = null;
  private berhenti = false;
  private lepasFeed: (() => void) | null = null;
  private segarTerakhir = 0;
  /** A write committed since the last batch was read (so a wake-up during a send is not lost). */
  private adaBaru = false;
  /** Whether it holds its competition, asked by every write: read once, forgotten when the status is written. */
  private pegangan: Promise<Pegangan | null> | null = null;

  constructor(private readonly o: OpsiHub) {
    this.klien = new KlienPusat(o.pusatUrl, null);
  }

  get pusatUrl() {
    return this.o.pusatUrl;
  }

  private async diri(): Promise<Diri | null> {
    return (await this.o.db.select().from(hubDiri).where(eq(hubDiri.id, 1)))[0] ?? null;
  }

  /** Starts sending (after a restart too: what was committed and not confirmed is sent). */
  async mulai(): Promise<void> {
    this.berhenti = false;
    this.lupaPegangan();
    const d = await this.diri();
    this.klien.pakaiToken(d?.token ?? null);
    this.lepasFeed ??= this.o.feed.subscribe((e) => {
      // A change of unknown extent (a restored backup) may carry another status.
      if (e.resource === ANY_RESOURCE) this.lupaPegangan();
      this.adaBaru = true;
      this.bangun?.();
    });
    if (d && (d.status === 'aktif' || d.status === 'mengembalikan')) void this.putar();
  }

  async tutup(): Promise<void> {
    this.berhenti = true;
    this.bangun?.();
    this.lepasFeed?.();
    this.lepasFeed = null;
  }

  async keadaan(): Promise<Extract<KeadaanServer, { peran: 'hub' }>> {
    const d = await this.diri();
    const [nama] = d
      ? await this.o.db.select({ n: kompetisi.nama_event }).from(kompetisi).where(eq(kompetisi.id_kompetisi, d.id_kompetisi))
      : [];
    const [tertinggal] = d
      ? await queryRows<{ n: number }>(this.o.db, sql`select count(*)::int as n from hub_perubahan where seq > ${d.seq_terkirim}`)
      : [];
    return {
      peran: 'hub',
      pusat_url: this.o.pusatUrl,
      id_kompetisi: d?.id_kompetisi ?? null,
      nama_kompetisi: nama?.n ?? null,
      status: (d?.status as 'aktif' | 'mengembalikan' | 'selesai' | undefined) ?? 'belum',
      kontak_terakhir: d?.kontak_terakhir?.toISOString() ?? null,
      tersambung: this.tersambung,
      tertinggal: tertinggal?.n ?? 0,
      ditolak: (d?.ditolak as KirimanDitolak[] | null) ?? [],
      galat_terakhir: d?.galat_terakhir ?? null,
      alamat_lokal: this.o.alamatLokal,
    };
  }

  /** Takes over the competition of the pairing code: the copy, the files, then sending starts. */
  async ambilAlih(kode: string, nama_hub: string) {
    const awal = Date.now();
    const klien = new KlienPusat(this.o.pusatUrl, null, 300_000);
    const jawab = await klien.json(jawabanAmbilSchema, 'POST', '/hub/ambil', { kode, nama_hub });
    const byteSalinan = Buffer.byteLength(JSON.stringify(jawab.tabel));
    const baris = await muatSalinan(this.o.db, jawab.tabel, jawab.blok);
    await this.o.db.insert(hubDiri).values({
      id: 1,
      pusat_url: this.o.pusatUrl,
      id_kompetisi: jawab.id_kompetisi,
      id_sewa: jawab.id_sewa,
      token: jawab.token,
      status: 'aktif',
      kontak_terakhir: new Date(),
      segar_pada: new Date(),
    });
    this.lupaPegangan();
    this.klien.pakaiToken(jawab.token);
    this.tersambung = true;
    klien.pakaiToken(jawab.token);
    const f = await unduhBerkas(this.o.dataDir, jawab.berkas, (p) => klien.berkas(p));
    this.segarTerakhir = Date.now();
    this.berhenti = false;
    void this.putar();
    const [nama] = await this.o.db
      .select({ n: kompetisi.nama_event })
      .from(kompetisi)
      .where(eq(kompetisi.id_kompetisi, jawab.id_kompetisi));
    return {
      id_kompetisi: jawab.id_kompetisi,
      nama_kompetisi: nama?.n ?? '',
      baris,
      berkas: f.berkas,
      byte: byteSalinan + f.byte,
      detik: (Date.now() - awal) / 1000,
    };
  }

  /** One batch; true when there may be more to send. */
  private async kirimSekali(d: Diri): Promise<boolean> {
    const rows = await this.o.db
      .select()
      .from(hubPerubahan)
      .where(gt(hubPerubahan.seq, d.seq_terkirim))
      .orderBy(hubPerubahan.seq)
      .limit(KIRIM_MAKS);
    const perubahan = rows.map((r) => ({
      seq: r.seq,
      tabel: r.tabel,
      op: r.op,
      baris: r.baris as Record<string, unknown>,
      kolom: r.kolom,
    }));
    try {
      const j = await this.klien.json(jawabanKirimSchema, 'POST', '/hub/kirim', { dari_seq: d.seq_terkirim, perubahan });
      if (!this.tersambung) this.o.log(`hub: tersambung ke pusat, ${perubahan.length} perubahan terkirim`);
      this.tersambung = true;
      const ditolak = [...((d.ditolak as KirimanDitolak[] | null) ?? []), ...j.ditolak].slice(-DITOLAK_SIMPAN);
      await this.o.db
        .update(hubDiri)
        .set({ seq_terkirim: j.seq_diterima, kontak_terakhir: new Date(), galat_terakhir: null, ditolak })
        .where(eq(hubDiri.id, 1));
      return rows.length === KIRIM_MAKS;
    } catch (e) {
      if (e instanceof PusatMenolak && e.kode === 'urutan_kiriman') {
        const seq = (e.data as { seq_diterima?: unknown } | null)?.seq_diterima;
        if (typeof seq === 'number')
          await this.o.db.update(hubDiri).set({ seq_terkirim: seq, kontak_terakhir: new Date() }).where(eq(hubDiri.id, 1));
        return true;
      }
      if (e instanceof PusatMenolak && (e.kode === 'sewa_berakhir' || e.kode === 'hub_tidak_dikenal')) {
        this.tersambung = true;
        await this.o.db
          .update(hubDiri)
          .set({ status: 'selesai', galat_terakhir: e.message, kontak_terakhir: new Date() })
          .where(eq(hubDiri.id, 1));
        this.lupaPegangan();
        return false;
      }
      if (this.tersambung) this.o.log(`hub: pusat tidak terjangkau (${e instanceof Error ? e.message : String(e)})`);
      this.tersambung = false;
      await this.o.db
        .update(hubDiri)
        .set({ galat_terakhir: e instanceof Error ? e.message : String(e) })
        .where(eq(hubDiri.id, 1));
      throw e;
    }
  }

  /**
   * Waits `ms`, or less: until the next commit when `olehTulis`, else only until the hub stops (while the link is
   * down a commit does not bring it back, and reading and packing a batch on every commit slowed the hall's writes).
   */
  private tunggu(ms: number, olehTulis = true) {
    return new Promise<void>((resolve) => {
      if ((olehTulis && this.adaBaru) || this.berhenti) return resolve();
      const t = setTimeout(selesai, ms);
      function selesai() {
        clearTimeout(t);
        resolve();
      }
      this.bangun = olehTulis ? selesai : () => this.berhenti && selesai();
    });
  }

  /** The sending loop: sends while there is something, waits for the next commit (or a heartbeat), backs off while the link is down. */
  private async putar(): Promise<void> {
    if (this.jalan) return;
    this.jalan = true;
    let jeda = 500;
    try {
      while (!this.berhenti) {
        const d = await this.diri();
        if (!d || (d.status !== 'aktif' && d.status !== 'mengembalikan')) return;
        try {
          this.adaBaru = false;
          const lagi = await this.kirimSekali(d);
          jeda = 500;
          if (Date.now() - this.segarTerakhir > SEGARKAN_MS)
            await this.segarkan().catch((e) => this.o.log('hub: baca ulang pusat gagal', e));
          if (!lagi) {
            await this.tunggu(DETAK_MS);
            // The writes of a moment (six judges pressing at once) go up as one batch, not one read and send each.
            if (!this.berhenti) await new Promise((r) => setTimeout(r, KUMPUL_MS));
          }
        } catch (e) {
          if (!(e instanceof PusatTakTerjangkau) && !(e instanceof PusatMenolak)) this.o.log('hub: kirim ke pusat gagal', e);
          await this.tunggu(jeda, false);
          jeda = Math.min(jeda * 2, 5_000);
        }
      }
    } finally {
      this.jalan = false;
    }
  }

  /** Reads the central server's part again (entries, accounts); the venue's own columns are kept. */
  async segarkan(): Promise<void> {
    const j = await this.klien.json(jawabanSegarkanSchema, 'GET', '/hub/segarkan');
    const bersama: Record<string, readonly string[]> = { peserta_kompetisi: KOLOM_VENUE_BERSAMA.peserta_kompetisi.kirim };
    await muatSegaran(this.o.db, j.tabel, (nama) => {
      const k = kunciTabel.get(nama)!;
      return { pk: k.pk, kolom: k.kolom.filter((c) => !(bersama[nama] ?? []).includes(c)) };
    });
    this.segarTerakhir = Date.now();
    await this.o.db.update(hubDiri).set({ segar_pada: new Date() }).where(eq(hubDiri.id, 1));
  }

  /**
   * 'Kembalikan ke pusat': sends everything left, then ends the lease. Writes wait meanwhile (the status is
   * 'mengembalikan'); if the central server cannot be reached the hub keeps the competition.
   */
  async kembalikan(): Promise<void> {
    await this.o.db.update(hubDiri).set({ status: 'mengembalikan' }).where(eq(hubDiri.id, 1));
    this.lupaPegangan();
    try {
      for (;;) {
        const d = await this.diri();
        if (!d || d.status === 'selesai') return;
        if (!(await this.kirimSekali(d))) {
          const sisa = await queryRows<{ n: number }>(
            this.o.db,
            sql`select count(*)::int as n from hub_perubahan where seq > (select seq_terkirim from hub_diri where id = 1)`,
          );
          if ((sisa[0]?.n ?? 0) === 0) break;
        }
      }
      const d = await this.diri();
      await this.klien.json(jawabanKembalikanSchema, 'POST', '/hub/kembalikan', { seq_terakhir: d!.seq_terkirim });
      await this.o.db.update(hubDiri).set({ status: 'selesai', kontak_terakhir: new Date() }).where(eq(hubDiri.id, 1));
      this.lupaPegangan();
    } catch (e) {
      await this.o.db.update(hubDiri).set({ status: 'aktif' }).where(eq(hubDiri.id, 1));
      this.lupaPegangan();
      void this.putar();
      throw e;
    }
  }

  /** Whether this hub holds its competition now (venue writes are taken). */
  async memegang(): Promise<Pegangan | null> {
    this.pegangan ??= this.diri().then((d) => (d ? { id_kompetisi: d.id_kompetisi, status: d.status } : null));
    const p = this.pegangan;
    p.catch(() => {
      if (this.pegangan === p) this.pegangan = null;
    });
    return p;
  }

  /** The status just written (or restored): the next write asks the database again. */
  private lupaPegangan(): void {
    this.pegangan = null;
  }
}
