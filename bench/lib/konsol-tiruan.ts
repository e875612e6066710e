import { randomUUID } from 'node:crypto';
import { konsensusJuri, type TekanJuri } from '../../src/domain/skor';

export interface KonsolTiruan {
  /** The court's bout, its competition and the court staff's (or admin's) token on `base`. */
  base: string;
  k: number;
  id_match: string;
  id_lapangan: number;
  tok: string;
  henti: AbortSignal;
  /** Called the moment the console has a new point (before it logs it), as the real console shows it. */
  poin?: (p: { sudut: string; teknik: string }) => void;
  /** Called once round 1 is logged and the live stream has answered. */
  siap?: () => void;
}

/**
 * A scoring console played by a bench as the real one behaves with judges' phones: it starts round 1, follows the
 * competition's live stream, counts the press each `skor_tekan` change naming its court carries (reading the presses
 * after its last when a change carries none), and logs a point each time two of the three judges agree (konsensusJuri).
 */
export function konsolTiruan(o: KonsolTiruan): void {
  const { base, id_match, tok, henti } = o;
  let sejak = 0;
  let sibuk = false;
  let lagi = false;
  const semua: TekanJuri[] = [];
  const dipakai = new Set<string>();
  let seq = 1;
  const perangkat = randomUUID();
  const kirimLog = (kejadian: unknown[]) =>
    fetch(`${base}/api/partai/${id_match}/kejadian`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tok}`, 'idempotency-key': randomUUID() },
      body: JSON.stringify({ kejadian }),
      signal: henti,
    }).then((r) => r.arrayBuffer());
  const didengar = new Set<string>();
  /** As the console: each press counted once by its id, a new point shown at once and logged. */
  const hitung = async (tekan: readonly (TekanJuri & { id: string })[]) => {
    const belum = tekan.filter((t) => !didengar.has(t.id));
    for (const t of belum) didengar.add(t.id);
    semua.push(...belum);
    const baru = konsensusJuri(semua, { juri: 3, jendela_ms: 1000 }).poin.filter((p) => !dipakai.has(p.kunci));
    for (const p of baru) {
      dipakai.add(p.kunci);
      o.poin?.(p);
    }
    if (baru.length) {
      await kirimLog(
        baru.map((p) => ({ jenis: 'poin', sudut: p.sudut, teknik: p.teknik, seq: seq++, perangkat, id: randomUUID(), waktu: p.waktu })),
      );
    }
  };
  const baca = async (): Promise<void> => {
    if (sibuk) {
      lagi = true;
      return;
    }
    sibuk = true;
    try {
      const r = await fetch(`${base}/api/partai/${id_match}/tekan?sejak=${sejak}`, {
        headers: { authorization: `Bearer ${tok}` },
        signal: henti,
      });
      const b = (await r.json()) as { data: { tekan: (TekanJuri & { seq: number; id: string })[] } };
      sejak = b.data.tekan.at(-1)?.seq ?? sejak;
      await hitung(b.data.tekan);
    } catch {
      /* stopped */
    } finally {
      sibuk = false;
      if (lagi) {
        lagi = false;
        void baca();
      }
    }
  };
  void (async () => {
    await kirimLog([{ jenis: 'ronde_mulai', ronde: 1, seq: seq++, perangkat, id: randomUUID(), waktu: Date.now() }]);
    const r = await fetch(`${base}/api/public/kompetisi/${o.k}/live`, { signal: henti });
    const dec = new TextDecoderStream();
    let sisa = '';
    try {
      for await (const potong of r.body!.pipeThrough(dec)) {
        sisa += potong;
        let i: number;
        while ((i = sisa.indexOf('\n\n')) >= 0) {
          const blok = sisa.slice(0, i);
          sisa = sisa.slice(i + 2);
          if (blok.includes('event: halo')) o.siap?.();
          // As the console: a press on this court carries the press (counted at once); one without it makes it read.
          const data = blok.split('\n').find((b) => b.startsWith('data: '));
          const p =
            data && blok.includes('event: perubahan')
              ? (JSON.parse(data.slice(6)) as { resource: string; ids: number[]; tekan?: (TekanJuri & { id: string; id_match: string })[] })
              : null;
          if (p?.resource !== 'skor_tekan' || !p.ids.includes(o.id_lapangan)) continue;
          const milik = p.tekan?.filter((t) => t.id_match === id_match) ?? [];
          if (milik.length > 0) void hitung(milik).catch(() => undefined);
          else void baca();
        }
      }
    } catch {
      /* stopped */
    }
  })();
}
