import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ATURAN_PEMULA_2025,
  ATURAN_WT_2025,
  AKSI_TIMER,
  KEPUTUSAN_WASIT,
  LOG_SCHEMA,
  SUDUT,
  TEKNIK,
  statusTimer,
  turunkanHasil,
  type IsiKejadian,
  type IsiSkor,
  type KejadianBout,
  type Sudut,
  type UbahIvr,
} from '../../src/domain/skor';
import { tanpaAbaikan } from './skor-fixtures';

const RUNS = { numRuns: 150 };
const sudut = fc.constantFrom(...SUDUT);
const isiSkor: fc.Arbitrary<IsiSkor> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ jenis: fc.constant('poin' as const), sudut, teknik: fc.constantFrom(...TEKNIK) }) },
  { weight: 4, arbitrary: fc.record({ jenis: fc.constant('gam_jeom' as const), sudut }) },
  { weight: 1, arbitrary: fc.record({ jenis: fc.constant('sup' as const), sudut }) },
  {
    weight: 1,
    arbitrary: fc.record({ jenis: fc.constant('keputusan' as const), keputusan: fc.constantFrom(...KEPUTUSAN_WASIT), pemenang: sudut }),
  },
);

type Langkah =
  | { k: 'skor'; isi: IsiSkor }
  | { k: 'mulai'; benar: boolean; ronde: number }
  | { k: 'selesai'; benar: boolean; ronde: number }
  | { k: 'undo'; t: number }
  | { k: 'koreksi'; t: number; isi: IsiSkor }
  | { k: 'timer'; aksi: (typeof AKSI_TIMER)[number] }
  | { k: 'buka'; benar: boolean; ronde: number }
  | { k: 'atur'; ms: number }
  | { k: 'ivr_minta'; sudut: Sudut }
  | { k: 'ivr_putusan'; t: number; diterima: boolean; ubah: UbahIvr | null };

const ubahIvr: fc.Arbitrary<UbahIvr | null> = fc.oneof(
  fc.constant(null),
  fc.record({ jenis: fc.constant('hapus' as const), target: fc.nat() }),
  fc.record({ jenis: fc.constant('ganti' as const), target: fc.nat(), pengganti: isiSkor }),
  fc.record({ jenis: fc.constant('tambah' as const), isi: isiSkor }),
);

const langkah: fc.Arbitrary<Langkah> = fc.oneof(
  { weight: 20, arbitrary: isiSkor.filter((i) => i.jenis !== 'keputusan').map((isi) => ({ k: 'skor' as const, isi })) },
  { weight: 1, arbitrary: isiSkor.map((isi) => ({ k: 'skor' as const, isi })) },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constantFrom('mulai' as const, 'selesai' as const),
      benar: fc.boolean(),
      ronde: fc.integer({ min: 1, max: 5 }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ k: fc.constant('undo' as const), t: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('koreksi' as const), t: fc.nat(), isi: isiSkor }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('timer' as const), aksi: fc.constantFrom(...AKSI_TIMER) }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('buka' as const), benar: fc.boolean(), ronde: fc.integer({ min: 1, max: 5 }) }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('atur' as const), ms: fc.integer({ min: 0, max: 300_000 }) }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('ivr_minta' as const), sudut }) },
  {
    weight: 1,
    arbitrary: fc.record({ k: fc.constant('ivr_putusan' as const), t: fc.nat(), diterima: fc.boolean(), ubah: ubahIvr }),
  },
);

const blokRonde = fc
  .tuple(
    fc.integer({ min: 0, max: 5 }).map((x): Langkah => ({ k: 'mulai', benar: x > 0, ronde: 1 + (x % 5) })),
    fc.array(langkah, { maxLength: 40 }),
    fc.integer({ min: 0, max: 5 }).map((x): Langkah[] => (x > 0 ? [{ k: 'selesai', benar: true, ronde: 0 }] : [])),
  )
  .map(([m, isi, akhir]) => [m, ...isi, ...akhir]);

/** An earlier seq than `seq`, picked by `t`. */
const sebelum = (t: number, seq: number) => (seq > 1 ? 1 + (t % (seq - 1)) : 1);

/** A console's log: seq 1…n, rounds mostly in order with play inside, undo / correction of earlier events, some nonsense. */
const arbLog: fc.Arbitrary<KejadianBout[]> = fc
  .array(blokRonde, { maxLength: 4 })
  .chain((bloks) =>
    fc
      .array(fc.tuple(fc.integer({ min: 0, max: 8000 }), fc.constantFrom('konsol-1', 'konsol-2')), {
        minLength: bloks.flat().length,
        maxLength: bloks.flat().length,
      })
      .map((meta) => ({ ls: bloks.flat(), meta })),
  )
  .map(({ ls, meta }) => {
    let waktu = 1_700_000_000_000;
    let ronde = 0;
    return ls.map((l, i): KejadianBout => {
      const [dt, perangkat] = meta[i];
      const seq = i + 1;
      waktu += dt;
      let isi: IsiKejadian;
      if (l.k === 'skor') isi = l.isi;
      else if (l.k === 'timer') isi = { jenis: 'timer', aksi: l.aksi };
      else if (l.k === 'mulai') isi = { jenis: 'ronde_mulai', ronde: l.benar ? (ronde = Math.min(5, ronde + 1)) : l.ronde };
      else if (l.k === 'selesai') isi = { jenis: 'ronde_selesai', ronde: l.benar ? Math.max(1, ronde) : l.ronde };
      else if (l.k === 'undo') isi = { jenis: 'undo', target: sebelum(l.t, seq) };
      else if (l.k === 'koreksi') isi = { jenis: 'koreksi', target: sebelum(l.t, seq), pengganti: l.isi, alasan: 'koreksi' };
      else if (l.k === 'buka') isi = { jenis: 'ronde_buka', ronde: l.benar ? Math.max(1, ronde) : l.ronde, alasan: 'salah akhiri' };
      else if (l.k === 'atur') isi = { jenis: 'atur_waktu', sisa_ms: l.ms };
      else if (l.k === 'ivr_minta') isi = { jenis: 'ivr_minta', sudut: l.sudut };
      else {
        const ubah: UbahIvr | null = l.ubah && l.ubah.jenis !== 'tambah' ? { ...l.ubah, target: sebelum(l.ubah.target, seq) } : l.ubah;
        isi = { jenis: 'ivr_putusan', minta: sebelum(l.t, seq), diterima: l.diterima, ubah };
      }
      return { ...isi, seq, perangkat, id: `${perangkat}-${seq}`, waktu } as KejadianBout;
    });
  });

const SKOR = new Set(['poin', 'gam_jeom', 'sup', 'keputusan']);
/** A taken-back event that had stopped the round clock leaves a pause in its place. */
const menghentikanJam = (k: KejadianBout) =>
  k.jenis === 'ronde_selesai' || k.jenis === 'ivr_minta' || (k.jenis === 'timer' && k.aksi === 'kye_shi');
const tanpaKejadian = (log: readonly KejadianBout[], seq: number): KejadianBout[] =>
  log.flatMap((k) =>
    k.seq !== seq
      ? [k]
      : menghentikanJam(k)
        ? [{ jenis: 'timer', aksi: 'jeda', seq: k.seq, perangkat: k.perangkat, id: k.id, waktu: k.waktu } as KejadianBout]
        : [],
  );
/** Events something in the log already takes back, corrects or reviews. */
const disentuh = (log: readonly KejadianBout[]) =>
  new Set(
    log.flatMap((k) =>
      k.jenis === 'undo' || k.jenis === 'koreksi'
        ? [k.target]
        : k.jenis === 'ivr_putusan'
          ? [k.minta, ...(k.ubah && k.ubah.jenis !== 'tambah' ? [k.ubah.target] : [])]
          : [],
    ),
  );
const tanpaIvr = ({ ivr: _i, ...h }: ReturnType<typeof tanpaAbaikan>) => h;
const berikut = (log: readonly KejadianBout[], isi: IsiKejadian): KejadianBout => {
  const seq = log.length + 1;
  return { ...isi, seq, perangkat: 'konsol-1', id: `baru-${seq}`, waktu: (log.at(-1)?.waktu ?? 0) + 500 } as KejadianBout;
};

describe.each([
  ['WT', ATURAN_WT_2025],
  ['pemula', ATURAN_PEMULA_2025],
])('%s: properties of the derivation', (_n, aturan) => {
  it('client and server agree: any arrival order, copies, a JSON trip through LOG_SCHEMA give the same result and clock', () => {
    fc.assert(
      fc.property(arbLog, fc.array(fc.nat()), fc.array(fc.nat(), { maxLength: 30 }), fc.nat(200_000), (log, kunci, ganda, nanti) => {
        const acak = log
          .map((k, i) => ({ k, r: kunci[i] ?? i }))
          .sort((a, b) => a.r - b.r)
          .map((x) => x.k);
        const salinan = log.length ? ganda.map((g) => ({ ...log[g % log.length] })) : [];
        const server = v.parse(LOG_SCHEMA, JSON.parse(JSON.stringify([...salinan, ...acak])));
        const beku = JSON.stringify(log);
        const tablet = turunkanHasil(aturan, log);
        expect(turunkanHasil(aturan, server)).toEqual(tablet);
        expect(turunkanHasil(aturan, log)).toEqual(tablet);
        expect(JSON.stringify(log)).toBe(beku);
        const sekarang = (log.at(-1)?.waktu ?? 0) + nanti;
        expect(statusTimer(aturan, server, sekarang)).toEqual(statusTimer(aturan, log, sekarang));
      }),
      RUNS,
    );
  });

  it('an undo gives the state without the undone event (the last one: the state before it)', () => {
    fc.assert(
      fc.property(arbLog, isiSkor, fc.nat(), (log, isi, pilih) => {
        const e = berikut(log, isi);
        const undoE = berikut([...log, e], { jenis: 'undo', target: e.seq });
        expect(tanpaAbaikan(turunkanHasil(aturan, [...log, e, undoE]))).toEqual(tanpaAbaikan(turunkanHasil(aturan, log)));
        if (!log.length) return;
        const x = log[pilih % log.length];
        const dibatalkan = [...log, berikut(log, { jenis: 'undo', target: x.seq })];
        const tanpa = tanpaKejadian(log, x.seq);
        expect(tanpaAbaikan(turunkanHasil(aturan, dibatalkan))).toEqual(tanpaAbaikan(turunkanHasil(aturan, tanpa)));
        // The pause a taken-back clock stop leaves has its seq: an earlier undo of that stop would take the pause back too.
        if (menghentikanJam(x) && disentuh(log).has(x.seq)) return;
        const sekarang = (log.at(-1)?.waktu ?? 0) + 30_000;
        expect(statusTimer(aturan, dibatalkan, sekarang)).toEqual(statusTimer(aturan, tanpa, sekarang));
      }),
      RUNS,
    );
  });

  it('a correction is applied in sequence: the same as the log with the event replaced at its place', () => {
    fc.assert(
      fc.property(arbLog, isiSkor, fc.nat(), (log, pengganti, pilih) => {
        const sudah = disentuh(log);
        const calon = log.filter((k) => SKOR.has(k.jenis) && !sudah.has(k.seq));
        if (!calon.length) return;
        const x = calon[pilih % calon.length];
        const dikoreksi = [...log, berikut(log, { jenis: 'koreksi', target: x.seq, pengganti, alasan: 'salah input' })];
        const diganti = log.map((k) =>
          k.seq === x.seq ? ({ ...pengganti, seq: k.seq, perangkat: k.perangkat, id: k.id, waktu: k.waktu } as KejadianBout) : k,
        );
        expect(tanpaAbaikan(turunkanHasil(aturan, dikoreksi))).toEqual(tanpaAbaikan(turunkanHasil(aturan, diganti)));
      }),
      RUNS,
    );
  });

  it('any log with corrections (undo of any event, koreksi, an accepted video review) derives the result of the log without the corrected events', () => {
    const rencana = fc.array(fc.tuple(fc.nat(), fc.constantFrom('undo', 'koreksi', 'ivr_hapus', 'ivr_ganti'), isiSkor, sudut), {
      maxLength: 6,
    });
    fc.assert(
      fc.property(arbLog, rencana, (log, langkah) => {
        const sudah = disentuh(log);
        const ivrSaja = new Set(log.filter((k) => k.jenis === 'ivr_minta' || k.jenis === 'ivr_putusan').map((k) => k.seq));
        const ubahIvr = (k: KejadianBout) => (k.jenis === 'undo' || k.jenis === 'koreksi') && ivrSaja.has(k.target);
        let dengan = [...log];
        let rujukan = [...log];
        const tambah = (isi: IsiKejadian) => {
          const e = berikut(dengan, isi);
          dengan = [...dengan, e];
          return e.seq;
        };
        const ganti = (seq: number, isi: IsiSkor) => {
          rujukan = rujukan.map((k) =>
            k.seq === seq ? ({ ...isi, seq: k.seq, perangkat: k.perangkat, id: k.id, waktu: k.waktu } as KejadianBout) : k,
          );
        };
        for (const [pilih, jenis, isi, s] of langkah) {
          // Reviews stay as they are, so a review added here still finds its card.
          const calon = log.filter(
            (k) => !sudah.has(k.seq) && !ivrSaja.has(k.seq) && !ubahIvr(k) && (jenis === 'undo' || SKOR.has(k.jenis)),
          );
          if (!calon.length) continue;
          const x = calon[pilih % calon.length];
          sudah.add(x.seq);
          const ivr = turunkanHasil(aturan, dengan).ivr;
          const bisaIvr = aturan.ivr !== null && ivr.menunggu === null && ivr.kartu[s as Sudut] > 0;
          if (jenis === 'undo') {
            tambah({ jenis: 'undo', target: x.seq });
            rujukan = tanpaKejadian(rujukan, x.seq);
          } else if (jenis === 'koreksi' || !bisaIvr) {
            tambah({ jenis: 'koreksi', target: x.seq, pengganti: isi, alasan: 'salah input' });
            ganti(x.seq, isi);
          } else {
            const minta = tambah({ jenis: 'ivr_minta', sudut: s });
            const hapus = jenis === 'ivr_hapus';
            const ubah: UbahIvr = hapus ? { jenis: 'hapus', target: x.seq } : { jenis: 'ganti', target: x.seq, pengganti: isi };
            tambah({ jenis: 'ivr_putusan', minta, diterima: true, ubah });
            if (hapus) rujukan = rujukan.filter((k) => k.seq !== x.seq);
            else ganti(x.seq, isi);
          }
        }
        expect(tanpaIvr(tanpaAbaikan(turunkanHasil(aturan, dengan)))).toEqual(tanpaIvr(tanpaAbaikan(turunkanHasil(aturan, rujukan))));
      }),
      RUNS,
    );
  });

  it('the result is consistent: bracket scores are the rounds won, a finished match has a winner who earned it', () => {
    fc.assert(
      fc.property(arbLog, (log) => {
        const h = turunkanHasil(aturan, log);
        expect([h.skor_a, h.skor_b]).toEqual([h.menang_ronde.B, h.menang_ronde.R]);
        expect(h.status === 'selesai').toBe(h.pemenang !== null);
        expect(h.total.B).toBe(h.ronde.reduce((s, r) => s + r.B.skor, 0));
        expect(h.ronde.length).toBeLessThanOrEqual(aturan.ronde_jumlah);
        expect(h.ronde.slice(0, -1).every((r) => r.status === 'selesai')).toBe(true);
        for (const r of h.ronde) {
          if (r.cara === 'PTG') expect(Math.abs(r.B.skor - r.R.skor)).toBeGreaterThanOrEqual(12);
          if (r.status === 'berlangsung') {
            expect(Math.abs(r.B.skor - r.R.skor)).toBeLessThan(12);
            expect(Math.max(r.B.gam_jeom, r.R.gam_jeom)).toBeLessThan(5);
          }
        }
        if (h.pemenang && !['WDR', 'DSQ', 'RSC'].includes(h.keputusan ?? '')) {
          expect(h.menang_ronde[h.pemenang]).toBe(aturan.menang_ronde);
          expect(h.menang_ronde[h.pemenang === 'B' ? 'R' : 'B']).toBeLessThan(aturan.menang_ronde);
        }
      }),
      RUNS,
    );
  });
});
