import { initApi } from '../api-url';

/** What the live stream uses of an EventSource; the browser's own, or the fetch-read one below. */
export interface SumberAcara {
  readonly readyState: number;
  onopen: ((ev: Event) => unknown) | null;
  onerror: ((ev: Event) => unknown) | null;
  addEventListener(type: string, listener: (ev: MessageEvent<string>) => void): void;
  close(): void;
}

const MENYAMBUNG = 0;
const TERBUKA = 1;
const TERTUTUP = 2;

/**
 * A Server-Sent Events stream read with fetch, for a venue hub on the hall's network: an EventSource cannot ask for
 * Chrome's Local Network Access (`targetAddressSpace: 'local'`), fetch can. It ends CLOSED on any failure (the live
 * stream then polls and tries again, as with a refused EventSource).
 */
export class SumberAcaraFetch implements SumberAcara {
  readyState = MENYAMBUNG;
  onopen: ((ev: Event) => unknown) | null = null;
  onerror: ((ev: Event) => unknown) | null = null;
  private readonly pendengar = new Map<string, Set<(ev: MessageEvent<string>) => void>>();
  private readonly abort = new AbortController();

  constructor(url: string) {
    void this.baca(url);
  }

  addEventListener(type: string, listener: (ev: MessageEvent<string>) => void): void {
    const set = this.pendengar.get(type) ?? new Set();
    set.add(listener);
    this.pendengar.set(type, set);
  }

  close(): void {
    this.readyState = TERTUTUP;
    this.abort.abort();
  }

  private kirim(blok: string) {
    let nama = 'message';
    const data: string[] = [];
    for (const baris of blok.split(/\r?\n/)) {
      if (baris.startsWith(':')) continue;
      const titik = baris.indexOf(':');
      const kolom = titik < 0 ? baris : baris.slice(0, titik);
      const isi = titik < 0 ? '' : baris.slice(titik + 1).replace(/^ /, '');
      if (kolom === 'event') nama = isi;
      else if (kolom === 'data') data.push(isi);
    }
    if (data.length === 0) return;
    const ev = new MessageEvent<string>(nama, { data: data.join('\n') });
    this.pendengar.get(nama)?.forEach((l) => l(ev));
  }

  private async baca(url: string) {
    try {
      const res = await fetch(url, initApi({ headers: { Accept: 'text/event-stream' }, cache: 'no-store', signal: this.abort.signal }));
      if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`);
      this.readyState = TERBUKA;
      this.onopen?.(new Event('open'));
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let sisa = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        sisa += value;
        const blok = sisa.split(/\r?\n\r?\n/);
        sisa = blok.pop() ?? '';
        for (const b of blok) this.kirim(b);
      }
    } catch {
      /* refused, cut or closed: told below */
    }
    if (this.readyState === TERTUTUP && this.abort.signal.aborted) return;
    this.readyState = TERTUTUP;
    this.onerror?.(new Event('error'));
  }
}
