import { and, eq, lt, sql } from 'drizzle-orm';
import { kabarJatuhTempo, tanggalWib, teksKabar, teksKunciKabar, type KunciKabar, type PushKabar } from '../../domain/ikuti';
import type { ChangeEvent } from '../../domain/schemas/change-event';
import { ANY_RESOURCE } from '../../domain/schemas/change-event';
import { queryRows } from '../db/rows';
import { ikutiAtlet, ikutiPerangkat, ikutiTerkirim, pushLangganan } from '../db/schema';
import type { Db } from '../db/types';
import type { ChangeFeed } from '../feed/feed';
import { bacaSmtp } from '../mail/smtp-setting';
import { pengirimPush, type LanggananPush } from '../notifikasi/push-cepat';
import { ambilVapid, subjekVapid } from '../notifikasi/vapid';
import { muatPartaiDiikuti } from './partai';
import { kunciPenerima, muatPenerima, type PenerimaKabar } from './penerima';

/** Changes that can move a followed athlete's bout: the court desk and results ('jadwal'), brackets ('bagan'), a restore. */
const PENTING = new Set(['jadwal', 'bagan', ANY_RESOURCE]);
/** An alert older than a day is of no use: the push service may drop it after this long. */
const TTL_DETIK = 3600;
const SAPU_MS = 60_000;
/** Keys this process knows are taken (by it or another process): not offered to the database again. */
const MAKS_DIKETAHUI = 200_000;

export interface HasilEvaluasi {
  terkirim: number;
  gagal: number;
}

const berjalanSemua = new Set<Promise<void>>();

/** Resolves when no engine of this process is evaluating (tests and the bench wait on it, as on tungguNotifikasi). */
export async function tungguKabarIkuti(): Promise<void> {
  while (berjalanSemua.size > 0) await Promise.allSettled([...berjalanSemua]);
}

type Deps = { db: Db; feed: ChangeFeed; log: (msg: string, err?: unknown) => void };

/**
 * 'Ikuti atlet' alerts, sent after the change is committed: every process hears every change of the feed and works out
 * the alerts due for the competition (the domain's kabarJatuhTempo over the schedule's ETAs); each alert is claimed by
 * inserting its (device, athlete, bout, kind) key, and only the process whose insert took it sends it, so two
 * processes hearing the same change send once. A competition's evaluations run one at a time, one more after a burst.
 * Every minute the competitions with a match day today are evaluated too (the morning after the night rule).
 */
export class MesinIkuti {
  private readonly berjalan = new Map<number, Promise<void>>();
  private readonly lagi = new Set<number>();
  private readonly diketahui = new Set<string>();
  private pengirim?: { kunci: string; kirim: ReturnType<typeof pengirimPush> };
  private timer?: NodeJS.Timeout;
  private sapuan = 0;

  constructor(
    private readonly deps: Deps,
    private readonly jam: () => number = Date.now,
  ) {}

  mulai(): () => void {
    const lepas = this.deps.feed.subscribe((e) => this.dengar(e));
    this.timer = setInterval(() => void this.sapu().catch((e) => this.deps.log('Sapuan ikuti atlet gagal', e)), SAPU_MS);
    this.timer.unref();
    return () => {
      lepas();
      clearInterval(this.timer);
    };
  }

  private dengar(e: ChangeEvent): void {
    if (!PENTING.has(e.resource)) return;
    if (e.id_kompetisi !== null) this.jadwalkan(e.id_kompetisi);
    else void this.semuaHariIni().catch((err) => this.deps.log('Ikuti atlet gagal', err));
  }

  /** Evaluates the competition now, or once more after the evaluation running. */
  jadwalkan(id_kompetisi: number): Promise<void> {
    const ada = this.berjalan.get(id_kompetisi);
    if (ada) {
      this.lagi.add(id_kompetisi);
      return ada;
    }
    const p = (async () => {
      do {
        this.lagi.delete(id_kompetisi);
        await this.evaluasi(id_kompetisi).catch((e) => this.deps.log(`Kabar ikuti atlet kompetisi ${id_kompetisi} gagal`, e));
      } while (this.lagi.has(id_kompetisi));
    })().finally(() => {
      this.berjalan.delete(id_kompetisi);
      berjalanSemua.delete(p);
    });
    this.berjalan.set(id_kompetisi, p);
    berjalanSemua.add(p);
    return p;
  }

  private async semuaHariIni(): Promise<void> {
    const rows = await queryRows<{ id_kompetisi: number }>(
      this.deps.db,
      sql`select distinct id_kompetisi from hari_pertandingan where tanggal = ${tanggalWib(this.jam())}::date`,
    );
    await Promise.all(rows.map((r) => this.jadwalkan(r.id_kompetisi)));
  }

  private async sapu(): Promise<void> {
    await this.semuaHariIni();
    if (this.sapuan++ % 60 !== 0) return;
    const { db } = this.deps;
    const kini = new Date(this.jam());
    await db.delete(ikutiAtlet).where(lt(ikutiAtlet.berlaku_sampai, kini));
    await db.delete(ikutiTerkirim).where(lt(ikutiTerkirim.dikirim_pada, new Date(kini.getTime() - 3 * 86_400_000)));
    // A device left with no follow for a week keeps nothing of use.
    await db.execute(
      sql`delete from ikuti_perangkat ip where ip.dibuat_pada < ${new Date(kini.getTime() - 7 * 86_400_000).toISOString()}::timestamptz
        and not exists (select 1 from ikuti_atlet ia where ia.id_perangkat = ip.id)`,
    );
  }

  private async kirimLewat(): Promise<ReturnType<typeof pengirimPush>> {
    const vapid = await ambilVapid(this.deps.db);
    const subjek = subjekVapid((await bacaSmtp(this.deps.db)).nilai.pengirim);
    const kunci = `${vapid.publicKey}|${subjek}`;
    if (this.pengirim?.kunci !== kunci) this.pengirim = { kunci, kirim: pengirimPush(vapid, subjek, TTL_DETIK) };
    return this.pengirim.kirim;
  }

  /** Works out the alerts due now for a competition's followers, claims them and sends the ones this process took. */
  async evaluasi(id_kompetisi: number): Promise<HasilEvaluasi> {
    const { db } = this.deps;
    const sekarang = this.jam();
    const penerima = await muatPenerima(db, id_kompetisi, sekarang);
    if (penerima.length === 0) return { terkirim: 0, gagal: 0 };
    const perPeserta = new Map<number, PenerimaKabar[]>();
    for (const r of penerima) perPeserta.set(r.id_peserta_kompetisi, [...(perPeserta.get(r.id_peserta_kompetisi) ?? []), r]);
    const partai = await muatPartaiDiikuti(db, id_kompetisi, [...perPeserta.keys()], sekarang);

    const calon: { kunci: KunciKabar; teks: string; langganan: LanggananPush; payload: string }[] = [];
    for (const { partai: p, lapangan, hari_dimulai } of partai) {
      for (const sudut of [p.sudut_a, p.sudut_b]) {
        if (!sudut) continue;
        for (const r of perPeserta.get(sudut.id_peserta_kompetisi) ?? []) {
          const jenis = kabarJatuhTempo(p, { tanggal: lapangan.tanggal, dimulai: hari_dimulai }, sekarang, r.partai_lagi);
          if (!jenis) continue;
          const kunci: KunciKabar = {
            penerima: kunciPenerima(r.langganan.endpoint),
            id_peserta_kompetisi: sudut.id_peserta_kompetisi,
            id_match: p.id_match,
            jenis,
          };
          const teks = teksKunciKabar(kunci);
          if (this.diketahui.has(teks)) continue;
          const kabar = teksKabar(jenis, p, sudut.id_peserta_kompetisi, lapangan);
          const pesan: PushKabar = {
            ...kabar,
            url: r.pelatih ? '/dashboard/jadwal' : '/event/jadwal',
            tag: `ikuti-${sudut.id_peserta_kompetisi}-${p.id_match}`,
            berhenti_url: r.pelatih
              ? `/dashboard/ikuti?berhenti=${sudut.id_peserta_kompetisi}`
              : `/event/jadwal?berhenti=${sudut.id_peserta_kompetisi}`,
            getar: true,
          };
          calon.push({ kunci, teks, langganan: r.langganan, payload: JSON.stringify(pesan) });
        }
      }
    }
    if (calon.length === 0) return { terkirim: 0, gagal: 0 };

    // The claim: only the rows this insert took are this process's to send.
    const diambil = new Set<string>();
    for (let i = 0; i < calon.length; i += 5000) {
      const rows = await db
        .insert(ikutiTerkirim)
        .values(calon.slice(i, i + 5000).map((c) => c.kunci))
        .onConflictDoNothing()
        .returning();
      for (const r of rows) diambil.add(teksKunciKabar({ ...r, jenis: r.jenis as KunciKabar['jenis'] }));
    }
    if (this.diketahui.size > MAKS_DIKETAHUI) this.diketahui.clear();
    for (const c of calon) this.diketahui.add(c.teks);
    const kirim = calon.filter((c) => diambil.has(c.teks));
    if (kirim.length === 0) return { terkirim: 0, gagal: 0 };

    const nasib = await (await this.kirimLewat())(kirim);
    let terkirim = 0;
    let gagal = 0;
    for (const [i, n] of nasib.entries()) {
      const c = kirim[i];
      if (n === 'terkirim') terkirim++;
      else if (n === 'hilang') {
        await db.delete(ikutiPerangkat).where(eq(ikutiPerangkat.endpoint, c.langganan.endpoint));
        await db.delete(pushLangganan).where(eq(pushLangganan.endpoint, c.langganan.endpoint));
      } else {
        // Not delivered: the key is given back, so the next change (or the minute's sweep) tries again.
        gagal++;
        this.diketahui.delete(c.teks);
        await db
          .delete(ikutiTerkirim)
          .where(
            and(
              eq(ikutiTerkirim.penerima, c.kunci.penerima),
              eq(ikutiTerkirim.id_peserta_kompetisi, c.kunci.id_peserta_kompetisi),
              eq(ikutiTerkirim.id_match, c.kunci.id_match),
              eq(ikutiTerkirim.jenis, c.kunci.jenis),
            ),
          );
      }
    }
    if (gagal > 0) this.deps.log(`Kabar ikuti atlet: ${gagal} push tidak terkirim (kompetisi ${id_kompetisi})`);
    return { terkirim, gagal };
  }
}
