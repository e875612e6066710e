import { cariPartai, type LapanganTampil } from '../features/jadwal-publik/jadwal-publik-view';
import { esc, isi, partaiHtml } from './html';
import type { Diikuti } from './ikuti';
import { tombolCari } from './ikuti-tampil';

/** Results of 'Cari atlet atau dojang': every bout of the athletes or dojangs whose name holds the words typed. */
/** With 'Ikuti' for each athlete found (`diikuti`: those this device follows). */
export function gambarCari(
  el: HTMLElement,
  courts: readonly LapanganTampil[],
  teks: string,
  now: number,
  diikuti: readonly Diikuti[] = [],
): void {
  const q = teks.trim();
  el.hidden = q.length < 2;
  if (el.hidden) return isi(el, '');
  const hasil = cariPartai(courts, q);
  isi(
    el,
    `<h2 class="font-black">${hasil.length} partai untuk “${esc(q)}”</h2>${tombolCari(hasil, q, diikuti)}` +
      `<ul class="divide-y divide-dasar">${hasil
        .slice(0, 50)
        .map((h) => partaiHtml(h.p, h.eta, now, undefined, h.l.nama, undefined, h.l.kode))
        .join('')}</ul>`,
  );
}
