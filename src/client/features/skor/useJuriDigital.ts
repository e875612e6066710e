import { useRef, useState } from 'react';
import {
  konsensusJuri,
  mulaiRondeServer,
  tekanSejakRonde,
  type AturanKyorugi,
  type KejadianBout,
  type TekanJuri,
  type TekanTersimpan,
} from '../../../domain/skor';
import type { PartaiTampil } from '../../data/lapangan';
import { bacaTekanServer, catatPoinJuri, idPerangkat, idPoinJuri, juriTerhubung } from '../../data/skor';
import type { AksiStik } from './stik';
import { useIkutiJuri } from './useIkutiJuri';

/** A seat's latest press heard by the console: from a phone (through the server) or a controller on this device. */
export interface TekanTerakhir extends AksiStik {
  /** This device's clock, ms. */
  waktu: number;
  dari: 'hp' | 'stik';
}

/**
 * The judges of a novice bout on the console. Phones: each `skor_tekan` change of the live stream carries its new
 * press, counted at once; every few seconds (and on a change without it) it reads the presses after the last one
 * read, each press counted once by its id. Controllers and keyboard rows on this device (useStikJuri)
 * hand their presses in at once, stamped on the server's clock with the offset the reads learned (none learned: this
 * device's clock, and then no phone is heard either). Both go through one rule, the domain's: presses made since
 * the running round started (tekanSejakRonde / mulaiRondeServer), only while a round runs (`aktif`), turned into
 * points by konsensusJuri, each point a `poin` event of the bout's log (queued like a tap, so it works with no
 * network at all). Without the server the phones are not heard; controllers still are.
 */
export function useJuriDigital(
  id_kompetisi: number,
  partai: PartaiTampil,
  aturan: AturanKyorugi,
  aktif: boolean,
  log: readonly KejadianBout[],
  /** Points to show at once (about to be kept, then kept), for the console's screen and board. */
  onPoin: (kejadian: readonly KejadianBout[]) => void = () => undefined,
  /** Points shown that could not be kept. */
  onBatal: (kejadian: readonly KejadianBout[]) => void = () => undefined,
) {
  const [terhubung, setTerhubung] = useState<Set<number>>(new Set());
  const [tersambung, setTersambung] = useState<boolean | null>(null);
  const [terakhir, setTerakhir] = useState<ReadonlyMap<number, TekanTerakhir>>(new Map());
  const [jumlah, setJumlah] = useState<ReadonlyMap<number, number>>(new Map());
  const tekan = useRef<TekanJuri[]>([]);
  /** Phone presses heard (from the live stream or a read), by id: each is counted once. */
  const didengar = useRef(new Set<string>());
  /** Presses heard one batch at a time, in the order heard. */
  const antre = useRef(Promise.resolve());
  const sejak = useRef(0);
  /** The server's clock minus this device's, from the latest read (0 until one answers). */
  const selisih = useRef(0);
  const jalan = useRef(aktif);
  jalan.current = aktif;
  // The bout's row is re-read on every log change: the loop below keeps running and takes the latest.
  const bout = useRef({ partai, aturan });
  bout.current = { partai, aturan };
  // Presses before the running round started never count (a console reloaded mid-round reads every press again).
  const logKini = useRef(log);
  logKini.current = log;
  const digital = aturan.skor_digital !== null && partai.cabang === 'KYORUGI';

  const dengar = (baru: readonly (AksiStik & { juri: number; waktu: number })[], dari: TekanTerakhir['dari']) => {
    if (baru.length === 0) return;
    setTerakhir((m) => {
      const n = new Map(m);
      for (const t of baru) n.set(t.juri, { sudut: t.sudut, teknik: t.teknik, waktu: t.waktu - selisih.current, dari });
      return n;
    });
    setJumlah((m) => {
      const n = new Map(m);
      for (const t of baru) n.set(t.juri, (n.get(t.juri) ?? 0) + 1);
      return n;
    });
  };

  const poin = useRef({ onPoin, onBatal });
  poin.current = { onPoin, onBatal };
  const hitung = async (baru: readonly TekanJuri[]) => {
    tekan.current.push(...tekanSejakRonde(baru, mulaiRondeServer(logKini.current, selisih.current)));
    const { partai: p, aturan: a } = bout.current;
    if (!a.skor_digital) return;
    // The events the console shows (its own just kept among them): no need to read the log again for them.
    const dikenal = new Set(logKini.current.map((k) => k.id));
    const baruPoin = konsensusJuri(tekan.current, a.skor_digital).poin.filter((x) => !dikenal.has(idPoinJuri(x)));
    if (baruPoin.length === 0) return;
    // A new point is on the console's screen at once and kept in the log a moment later (which gives its final seq);
    // should keeping it fail, it is taken off the screen again.
    const perangkat = idPerangkat();
    let seq = logKini.current.reduce((m, k) => Math.max(m, k.seq), 0);
    const sementara = baruPoin.map(
      (x): KejadianBout => ({
        jenis: 'poin',
        sudut: x.sudut,
        teknik: x.teknik,
        seq: ++seq,
        perangkat,
        id: idPoinJuri(x),
        waktu: Date.now(),
      }),
    );
    poin.current.onPoin(sementara);
    try {
      poin.current.onPoin(await catatPoinJuri(id_kompetisi, p, a, tekan.current, undefined, dikenal));
    } catch (e) {
      poin.current.onBatal(sementara);
      throw e;
    }
  };

  const terimaHp = (semua: readonly TekanTersimpan[]): Promise<void> => {
    const baru = semua.filter((t) => !didengar.current.has(t.id));
    for (const t of baru) didengar.current.add(t.id);
    const kerja = antre.current.then(async () => {
      dengar(baru, 'hp');
      if (jalan.current && baru.length > 0) await hitung(baru);
    });
    antre.current = kerja.catch(() => undefined);
    return kerja;
  };

  useIkutiJuri(
    id_kompetisi,
    partai.id_lapangan,
    digital,
    async (hidup) => {
      const b = await bacaTekanServer(partai.id_match, sejak.current);
      if (!hidup()) return;
      setTersambung(b !== null);
      if (!b) return;
      selisih.current = b.selisih;
      setTerhubung(juriTerhubung(b));
      sejak.current = b.tekan.at(-1)?.seq ?? sejak.current;
      await terimaHp(b.tekan);
    },
    partai.id_match,
    partai.id_match,
    (t) => void terimaHp(t).catch(() => undefined),
  );

  /** A press of a controller or keyboard row paired to seat `juri`: heard now, counted while a round runs. */
  const tekanStik = (juri: number, aksi: AksiStik) => {
    const t: TekanJuri = { juri, ...aksi, waktu: Date.now() + selisih.current };
    // The point first: the seat's line follows in the same render.
    const kerja = digital && jalan.current ? hitung([t]) : Promise.resolve();
    void kerja.catch(() => undefined).finally(() => dengar([t], 'stik'));
  };

  return { digital, terhubung, tersambung, terakhir, jumlah, tekanStik };
}
