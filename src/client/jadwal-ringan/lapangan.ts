import type { PapanState } from '../../domain/skor/papan';
import type { LapanganTampil } from '../features/jadwal-publik/jadwal-publik-view';
import { namaHari } from '../ui/jadwal/format';
import { esc, isi, partaiHtml } from './html';

/**
 * The courts' cards: on the mat, called, next, and the bouts after (folded; drawn only while open). Each card stays
 * the same element between updates and only its changed parts are redrawn, so an open fold and the focus stay.
 */

interface Kartu {
  el: HTMLElement;
  kepala: HTMLElement;
  baris: HTMLElement;
  lipat: HTMLDetailsElement;
  ringkas: HTMLElement;
  sisa: HTMLElement;
}

const kartu = new Map<number, Kartu>();
let urutan = '';

function buat(id: number, nama: string): Kartu {
  const el = document.createElement('article');
  el.className = 'min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-garis';
  el.dataset.lapangan = String(id);
  el.setAttribute('aria-label', nama);
  el.innerHTML =
    '<header class="mb-1 flex items-baseline justify-between gap-2"></header><div></div>' +
    '<details class="mt-1 border-t border-dasar pt-2"><summary class="cursor-pointer rounded text-sm font-semibold text-merah"></summary><ul class="divide-y divide-dasar"></ul></details>';
  const lipat = el.querySelector('details') as HTMLDetailsElement;
  const k: Kartu = {
    el,
    lipat,
    kepala: el.querySelector('header') as HTMLElement,
    baris: el.querySelector('div') as HTMLElement,
    ringkas: lipat.querySelector('summary') as HTMLElement,
    sisa: lipat.querySelector('ul') as HTMLElement,
  };
  // Opening a fold draws its bouts (they are not drawn while folded: a full day has hundreds).
  lipat.addEventListener('toggle', () => gambarLagi());
  return k;
}

let gambarLagi: () => void = () => undefined;

function gambar(k: Kartu, c: LapanganTampil, now: number, skor: ReadonlyMap<string, PapanState>): void {
  const { l, tahap, eta } = c;
  k.el.setAttribute('aria-label', l.nama);
  isi(
    k.kepala,
    `<h2 class="text-lg font-black">${esc(l.nama)}</h2><p class="text-xs text-teks/75">${tahap.selesai.length}/${l.partai.length} selesai · mulai ${esc(l.mulai.replace(':', '.'))}</p>`,
  );
  const baris = [
    ...(tahap.sedang ? [{ p: tahap.sedang, label: 'Sedang bertanding' }] : []),
    ...tahap.dipanggil.map((p) => ({ p, label: 'Dipanggil' })),
    ...(tahap.bersiap ? [{ p: tahap.bersiap, label: 'Bersiap' }] : []),
  ];
  isi(
    k.baris,
    baris.length === 0
      ? `<p class="py-4 text-sm text-teks/75">${esc(l.partai.length ? 'Semua partai selesai.' : `Belum ada partai pada ${namaHari(l.tanggal)}.`)}</p>`
      : `<ul class="divide-y divide-dasar">${baris.map(({ p, label }) => partaiHtml(p, eta.get(p.id_match), now, label, undefined, skor.get(p.id_match), l.kode)).join('')}</ul>`,
  );
  k.lipat.hidden = tahap.berikutnya.length === 0;
  isi(k.ringkas, `${tahap.berikutnya.length} partai berikutnya`);
  isi(
    k.sisa,
    k.lipat.open
      ? tahap.berikutnya.map((p) => partaiHtml(p, eta.get(p.id_match), now, undefined, undefined, undefined, l.kode)).join('')
      : '',
  );
}

/** Draws every court of the day into `grid` (cards of the courts no longer there go). */
export function gambarLapangan(
  grid: HTMLElement,
  courts: readonly LapanganTampil[],
  now: number,
  skor: ReadonlyMap<string, PapanState>,
): void {
  const ids = courts.map((c) => c.l.id_lapangan).join(',');
  for (const c of courts) {
    let k = kartu.get(c.l.id_lapangan);
    if (!k) {
      k = buat(c.l.id_lapangan, c.l.nama);
      kartu.set(c.l.id_lapangan, k);
    }
    gambar(k, c, now, skor);
  }
  if (ids !== urutan) {
    urutan = ids;
    for (const [id, k] of kartu)
      if (!courts.some((c) => c.l.id_lapangan === id)) {
        k.el.remove();
        kartu.delete(id);
      }
    grid.replaceChildren(...courts.map((c) => (kartu.get(c.l.id_lapangan) as Kartu).el));
  }
  gambarLagi = () => gambarLapangan(grid, courts, now, skor);
}
