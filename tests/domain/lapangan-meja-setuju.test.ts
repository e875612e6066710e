import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isFreeDraw, terapkanHasil } from '../../src/domain/bagan/hasil';
import { susunMatches } from '../../src/domain/bagan/susun';
import type { InputHasil, MatchBagan } from '../../src/domain/bagan/types';
import {
  langkahPartai,
  riwayatHariLain,
  setelahHasil,
  sisaTunggu,
  tahapLapangan,
  tidakHadirSchema,
  type KeadaanPartai,
  type PartaiLapangan as PartaiServer,
} from '../../src/domain/jadwal';
import type { OutboxEntry } from '../../src/client/data/db';
import { etaLapangan as etaMeja } from '../../src/client/data/lapangan/eta';
import { jadwalPublikSchema } from '../../src/client/data/jadwal-publik/schema';
import { partaiLapanganSchema } from '../../src/client/data/lapangan/schema';
import { tampilkanMeja } from '../../src/client/data/lapangan/view';
import { lapanganTampil } from '../../src/client/features/jadwal-publik/jadwal-publik-view';
import { isiEta } from '../../src/server/lapangan/muat';
import { arbBagan, undianManual, uuid } from './bagan-hasil-fixtures';

/**
 * Random match days with no-shows: a court desk that went offline after reading its court, and queued its calls,
 * starts, no-shows and results (the client's own fold, src/client/data/lapangan/view.ts), shows the same bouts as the
 * server holds once those writes landed (the domain's rules the server's writes run: langkahPartai for the desk's
 * steps, terapkanHasil for results over the whole bracket, setelahHasil for the bout): the same corners filled in the
 * next round, the same stages, the same ETAs (the desk's, the server's isiEta and the public schedule's).
 */

const LAPANGAN = { tanggal: '2026-11-21', mulai: '08:00' };
const MULAI = Date.UTC(2026, 10, 21, 1, 0);

interface Bout extends KeadaanPartai {
  id_match: string;
  kelas: number;
  cabang: 'KYORUGI' | 'POOMSAE';
  nomor: number;
  versi: number;
}
interface Server {
  matches: Map<number, MatchBagan[]>;
  bouts: Bout[];
}

const nama = (id: number) => ({ id_peserta_kompetisi: id, nama: `Atlet ${id}`, nama_dojang: `Dojang ${id % 7}` });

/** The court's list as GET /lapangan/{id}/partai answers it (ETAs aside). */
function daftar(s: Server): PartaiServer[] {
  return s.bouts.map((b) => {
    const m = s.matches.get(b.kelas)!.find((x) => x.id_match === b.id_match)!;
    return {
      id_match: b.id_match,
      id_lapangan: 1,
      nomor: b.nomor,
      status: b.status,
      versi: b.versi,
      dipanggil_pada: b.dipanggil_pada,
      mulai_pada: b.mulai_pada,
      selesai_pada: b.selesai_pada,
      sudut_tidak_hadir: b.sudut_tidak_hadir,
      id_kelas_kejuaraan: b.kelas,
      nama_kelas: `Kelas ${b.kelas}`,
      cabang: b.cabang,
      ronde: m.ronde,
      nama_ronde: '',
      posisi: m.posisi,
      sudut_a: m.id_peserta_a === null ? null : nama(m.id_peserta_a),
      sudut_b: m.id_peserta_b === null ? null : nama(m.id_peserta_b),
      skor_a: m.skor_a,
      skor_b: m.skor_b,
      id_pemenang: m.id_pemenang,
      keputusan: m.keputusan,
      versi_match: m.versi,
      eta: null,
      partai_lagi: null,
      aturan_skor: null,
      panel_poomsae: null,
      kategori: 'prestasi',
    };
  });
}

type Tulis = Pick<OutboxEntry, 'method' | 'path' | 'body' | 'kind'>;
/** What both lists are compared on (the desk's bouts and the server's). */
type Inti = Pick<
  PartaiServer,
  | 'id_match'
  | 'nomor'
  | 'status'
  | 'versi'
  | 'dipanggil_pada'
  | 'mulai_pada'
  | 'selesai_pada'
  | 'sudut_tidak_hadir'
  | 'skor_a'
  | 'skor_b'
  | 'id_pemenang'
  | 'keputusan'
  | 'versi_match'
> & { sudut_a: { id_peserta_kompetisi: number } | null; sudut_b: { id_peserta_kompetisi: number } | null };

/** What the server's write does with a desk write at `pada` (the desk's clock is believable): the same domain calls. */
function diServer(s: Server, b: Bout, w: Tulis, pada: string, tunggu: number): void {
  const ms = s.matches.get(b.kelas)!;
  const m = ms.find((x) => x.id_match === b.id_match)!;
  const hasil = (input: InputHasil) => {
    const r = terapkanHasil(ms, b.id_match, input, b.cabang);
    if (!r.ok) throw new Error(r.pesan);
    s.matches.set(b.kelas, r.matches);
    const k = r.berubah.length ? setelahHasil(b, true, pada) : null;
    if (k) Object.assign(b, k, { versi: b.versi + 1 });
  };
  const aksi = /\/(panggil|mulai|tidak-hadir)$/.exec(w.path)?.[1] as 'panggil' | 'mulai' | 'tidak-hadir' | undefined;
  const body = w.body as InputHasil;
  if (!aksi) {
    hasil(body);
    return;
  }
  // The server's body schema: a no-show queued in the old form (`sudut` 'A' | 'B') reads as the new one.
  const sudut = aksi === 'tidak-hadir' ? v.parse(tidakHadirSchema, w.body).sudut_tidak_hadir : undefined;
  const l = langkahPartai({ ...b, lengkap: m.id_peserta_a !== null && m.id_peserta_b !== null }, aksi, pada, tunggu, sudut);
  if (!l.ok) throw new Error(l.pesan);
  if (aksi === 'tidak-hadir')
    hasil({ skor_a: 0, skor_b: 0, id_pemenang: sudut === 'B' ? m.id_peserta_b : m.id_peserta_a, keputusan: 'WDR' });
  Object.assign(b, l.partai, aksi === 'tidak-hadir' ? {} : { versi: b.versi + 1 });
}

/** One step of the day: which bout, how long after the last, and what the desk does with it. */
const arbLangkah = fc.record({
  bout: fc.nat(),
  detik: fc.integer({ min: 5, max: 600 }),
  absen: fc.boolean(),
  sudut: fc.constantFrom('B' as const, 'R' as const),
  lama: fc.boolean(),
  langsung: fc.boolean(),
  skor: fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 })),
  menangA: fc.boolean(),
  keputusan: fc.constantFrom(null, 'PTG' as const, 'RSC' as const),
  konsol: fc.boolean(),
});

const hari = fc.record({
  kelas: fc.array(fc.tuple(arbBagan(2, 12), fc.constantFrom('KYORUGI' as const, 'POOMSAE' as const)), { minLength: 1, maxLength: 3 }),
  langkah: fc.array(arbLangkah, { minLength: 1, maxLength: 60 }),
  offline: fc.nat(),
  tunggu: fc.constantFrom(0, 60, 90),
  lain: fc.array(fc.record({ menit: fc.integer({ min: 1, max: 15 }), jeda: fc.integer({ min: 0, max: 5 }), absen: fc.boolean() }), {
    maxLength: 12,
  }),
});

describe('the court desk offline and the server agree', () => {
  it('on next-round corners, results, stages and ETAs over random days with no-shows', () => {
    fc.assert(
      fc.property(hari, ({ kelas, langkah, offline, tunggu, lain }) => {
        const s: Server = { matches: new Map(), bouts: [] };
        kelas.forEach(([{ peserta, bye, byeDiR }, cabang], k) => {
          const undian = undianManual(
            peserta.map((p) => p + 1000 * k),
            bye,
            byeDiR,
          );
          const ms = susunMatches(
            undian,
            Array.from({ length: undian.ukuran - 1 }, (_, i) => uuid(1000 * (k + 1) + i)),
          );
          s.matches.set(k + 1, ms);
          for (const m of ms.filter((x) => !isFreeDraw(x))) {
            s.bouts.push({
              id_match: m.id_match,
              kelas: k + 1,
              cabang,
              nomor: 0,
              versi: 1,
              status: 'MENUNGGU',
              dipanggil_pada: null,
              mulai_pada: null,
              selesai_pada: null,
              sudut_tidak_hadir: null,
            });
          }
        });
        const ronde = (b: Bout) => s.matches.get(b.kelas)!.find((m) => m.id_match === b.id_match)!.ronde;
        s.bouts
          .sort((a, b) => ronde(a) - ronde(b) || a.kelas - b.kelas)
          .forEach((b, i) => {
            b.nomor = i + 1;
          });

        // The desk reads its court, then goes offline: what it does after that is queued.
        const putus = offline % (langkah.length + 1);
        // The desk keeps what its read gave, checked by its schema (GET /lapangan/{id}/partai's bouts).
        const baca = () => v.parse(v.array(partaiLapanganSchema), daftar(s));
        let salinan = baca();
        const antre: OutboxEntry[] = [];
        let t = MULAI;
        langkah.forEach((x, i) => {
          if (i === putus) salinan = baca();
          t += x.detik * 1000;
          const b = s.bouts[x.bout % s.bouts.length];
          const m = s.matches.get(b.kelas)!.find((q) => q.id_match === b.id_match)!;
          if (b.status === 'SELESAI' || m.id_peserta_a === null || m.id_peserta_b === null) return;
          let w: Tulis;
          if (b.status === 'MENUNGGU')
            w = {
              method: 'POST',
              path: `/partai/${b.id_match}/${x.langsung ? 'mulai' : 'panggil'}`,
              kind: x.langsung ? 'mulai' : 'panggil',
              body: { versi: b.versi },
            };
          else if (b.status === 'DIPANGGIL' && x.absen) {
            // 'Tidak hadir' appears once the wait is over: the desk records it then at the earliest.
            t += Math.max(0, Math.ceil(sisaTunggu(b, tunggu, t) ?? 0)) * 1000;
            // Queued before the one corner convention (`sudut`: 'A' = blue, 'B' = red) or after it (`sudut_tidak_hadir`).
            const sudut = x.lama ? { sudut: x.sudut === 'B' ? 'A' : 'B' } : { sudut_tidak_hadir: x.sudut };
            w = { method: 'POST', path: `/partai/${b.id_match}/tidak-hadir`, kind: 'tidak-hadir', body: { ...sudut, versi: b.versi } };
          } else if (b.status === 'DIPANGGIL')
            w = { method: 'POST', path: `/partai/${b.id_match}/mulai`, kind: 'mulai', body: { versi: b.versi } };
          else {
            const [sa, sb] = b.cabang === 'POOMSAE' ? [x.skor[0] + 6.25, x.skor[1] + 6.5] : x.skor;
            const seri = sa === sb;
            const input = {
              skor_a: sa,
              skor_b: sb,
              id_pemenang: seri ? (x.menangA ? m.id_peserta_a : m.id_peserta_b) : null,
              keputusan: seri ? 'SUP' : x.keputusan && b.cabang === 'KYORUGI' ? x.keputusan : null,
            };
            w = x.konsol
              ? {
                  method: 'POST',
                  path: `/partai/${b.id_match}/${b.cabang === 'POOMSAE' ? 'poomsae' : 'hasil-skor'}`,
                  kind: 'hasil',
                  body: { versi_match: m.versi, ...input },
                }
              : { method: 'PUT', path: `/matches/${b.id_match}`, kind: 'hasil', body: { ...input, versi: m.versi } };
          }
          const pada = new Date(t).toISOString();
          if (i >= putus) {
            antre.push({
              id: `w${i}`,
              seq: i + 1,
              method: w.method,
              path: w.path,
              kind: w.kind,
              body: { ...(w.body as object), pada },
              attempts: 0,
              status: 'pending',
              lastError: null,
              ownerId: 7,
              label: '',
              entityKey: `partai:1:1:${b.id_match}`,
              chain: `bagan:1:${b.kelas}`,
              createdAt: t,
              nextAttemptAt: 0,
            });
          }
          diServer(s, b, w, pada, tunggu);
        });
        if (putus === langkah.length) salinan = baca();

        const meja = tampilkanMeja(salinan, antre, tunggu);
        const server = daftar(s);
        const inti = (p: Inti) => ({
          id_match: p.id_match,
          status: p.status,
          versi: p.versi,
          dipanggil_pada: p.dipanggil_pada,
          mulai_pada: p.mulai_pada,
          selesai_pada: p.selesai_pada,
          sudut_tidak_hadir: p.sudut_tidak_hadir,
          a: p.sudut_a?.id_peserta_kompetisi ?? null,
          b: p.sudut_b?.id_peserta_kompetisi ?? null,
          skor_a: p.skor_a,
          skor_b: p.skor_b,
          id_pemenang: p.id_pemenang,
          keputusan: p.keputusan,
          versi_match: p.versi_match,
        });
        expect(meja.map(inti)).toEqual(server.map(inti));
        expect(meja.every((p) => p.menunggu === antre.filter((e) => e.entityKey.endsWith(p.id_match)).length)).toBe(true);

        const ids = (xs: readonly { id_match: string }[]) => xs.map((p) => p.id_match);
        const tahap = (xs: readonly Inti[]) => {
          const x = tahapLapangan(xs);
          return {
            bertanding: ids(x.bertanding),
            dipanggil: ids(x.dipanggil),
            bersiap: x.bersiap?.id_match ?? null,
            berikutnya: ids(x.berikutnya),
            selesai: ids(x.selesai),
          };
        };
        expect(tahap(meja)).toEqual(tahap(server));

        // Another court of the day finished bouts, no-shows among them: what it taught reaches the desk with its list.
        let u = MULAI;
        const lapanganLain: PartaiServer[] = lain.map((x, i) => {
          const mulai = u + x.jeda * 60_000;
          u = mulai + x.menit * 60_000;
          return {
            ...server[0],
            id_match: `l${i}`,
            id_lapangan: 2,
            nomor: i + 1,
            cabang: 'KYORUGI',
            status: 'SELESAI',
            mulai_pada: x.absen ? null : new Date(mulai).toISOString(),
            selesai_pada: new Date(u).toISOString(),
            sudut_tidak_hadir: x.absen ? 'B' : null,
          };
        });
        const sekarang = t + 30_000;
        const pengaturan = { istirahat_partai: 3, tunggu_detik: tunggu, menit_kyorugi: 6, menit_poomsae: 4 };
        // The server's day (muatRiwayatHari) and its own court's ETAs (isiEta, the desk list, the public day, the PDF).
        const hariServer = riwayatHariLain([server, lapanganLain], 0);
        const etaServer = isiEta(
          server.map((p) => ({ ...p })),
          new Map([[1, LAPANGAN]]),
          pengaturan,
          sekarang,
          new Map([[1, hariServer]]),
        );
        const iso = (e: { eta: number } | undefined) => (e ? new Date(e.eta).toISOString() : null);
        const diMeja = etaMeja(LAPANGAN, pengaturan, meja, sekarang, hariServer);
        expect(meja.map((p) => iso(diMeja.get(p.id_match)))).toEqual(etaServer.map((p) => p.eta));
        // The public schedule (the hall TV and the light page) computes them again from the public day.
        const publik = lapanganTampil(
          v.parse(jadwalPublikSchema, {
            kompetisi: { id_kompetisi: 1, nama_event: 'Uji', lokasi: null },
            hari: [LAPANGAN.tanggal],
            tanggal: LAPANGAN.tanggal,
            pengaturan,
            lapangan: [
              { ...LAPANGAN, id_lapangan: 1, id_hari: 1, nama: 'A', cabang: 'SEMUA', urutan: 0, partai: server },
              { ...LAPANGAN, id_lapangan: 2, id_hari: 1, nama: 'B', cabang: 'SEMUA', urutan: 1, partai: lapanganLain },
            ],
          }),
          sekarang,
        );
        expect(server.map((p) => iso(publik[0].eta.get(p.id_match)))).toEqual(etaServer.map((p) => p.eta));
      }),
      { numRuns: 200 },
    );
  });
});
