import type { Eta } from '../../domain/jadwal/eta';
import { labelPartai } from '../../domain/jadwal/kode';
import type { PapanState } from '../../domain/skor/papan';
import type { PartaiLapangan } from '../data/lapangan/schema';
import { jamWib, sisaWaktu } from '../ui/jadwal/format';

/** Markup pieces of the light schedule page (strings; every value from the server goes through `esc`). */

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const esc = (s: string | number) => String(s).replace(/[&<>"']/g, (c) => ESC[c]);

const svg = (cls: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="${cls}" aria-hidden="true">${body}</svg>`;

/** The lucide icons the React page shows, drawn inline. */
export const IKON = {
  kalender: (cls: string) =>
    svg(
      cls,
      '<path d="M16 14v2.2l1.6 1"/><path d="M16 2v3"/><path d="M21 7.338V5a2 2 0 00-2-2H5a2 2 0 00-2 2v14a2 2 0 002 2h2.338"/><path d="M3 9h5.859"/><path d="M8 2v3"/><circle cx="16" cy="16" r="6"/>',
    ),
  jam: (cls: string) => svg(cls, '<circle cx="12" cy="12" r="10"/><path d="M12 6v6l4 2"/>'),
  putus: (cls: string) =>
    svg(
      cls,
      '<path d="M12 20h.01"/><path d="M8.5 16.429a5 5 0 0 1 7 0"/><path d="M5 12.859a10 10 0 0 1 5.17-2.69"/><path d="M19 12.859a10 10 0 0 0-2.007-1.523"/><path d="M2 8.82a15 15 0 0 1 4.177-2.643"/><path d="M22 8.82a15 15 0 0 0-11.288-3.764"/><path d="m2 2 20 20"/>',
    ),
  awan: (cls: string) =>
    svg(
      cls,
      '<path d="M10.94 5.274A7 7 0 0 1 15.71 10h1.79a4.5 4.5 0 0 1 4.222 6.057"/><path d="M18.796 18.81A4.5 4.5 0 0 1 17.5 19H9A7 7 0 0 1 5.79 5.78"/><path d="m2 2 20 20"/>',
    ),
};

const NADA = {
  BERTANDING: 'bg-success text-white',
  DIPANGGIL: 'bg-warning text-warning-ink',
  MENUNGGU: 'bg-dasar',
  SELESAI: 'bg-garis',
} as const;

type Isi = PartaiLapangan['sudut_a'];

/** One corner: the letter (B blue / R red, never the colour alone), the name (✓ for the winner) and the dojang. */
function sudut(s: 'B' | 'R', isi: Isi, menang: boolean): string {
  const warna = s === 'B' ? 'border-blue-700' : 'border-red-700';
  const huruf = s === 'B' ? 'bg-blue-700' : 'bg-red-700';
  const nama = isi
    ? `<span class="block truncate text-sm font-bold leading-tight">${esc(isi.nama)}${menang ? ' ✓' : ''}</span>`
    : '<span class="block truncate text-sm font-bold italic leading-tight opacity-70">Menunggu pemenang</span>';
  const dojang = isi?.nama_dojang ? `<span class="block truncate text-xs leading-tight text-teks/75">${esc(isi.nama_dojang)}</span>` : '';
  return (
    `<div class="flex min-w-0 items-center gap-2 border-l-4 pl-2 ${warna}" data-sudut="${s}">` +
    `<span class="grid size-6 shrink-0 place-items-center rounded text-xs font-black text-white ${huruf}" aria-hidden="true">${s}</span>` +
    `<span class="sr-only">${s === 'B' ? 'Sudut biru (B)' : 'Sudut merah (R)'}: </span>` +
    `<span class="min-w-0 flex-1">${nama}${dojang}</span></div>`
  );
}

/** The time column: the result, 'Bertanding', or the expected start with how long until then and the bouts ahead. */
function waktu(p: PartaiLapangan, eta: Eta | undefined, now: number, skor: PapanState | undefined): string {
  if (p.status === 'SELESAI')
    return `<span class="block font-mono font-bold">${esc(p.skor_a)}–${esc(p.skor_b)}</span><span class="text-xs">${esc(p.keputusan ?? 'Selesai')}</span>`;
  if (p.status === 'BERTANDING' && skor) return skorHtml(skor);
  if (p.status === 'BERTANDING') return '<span class="font-bold text-success">Bertanding</span>';
  if (!eta) return '';
  const lagi = eta.partai_lagi > 0 ? `<span class="block text-xs text-teks/75">${eta.partai_lagi} partai lagi</span>` : '';
  return `<span class="block font-mono font-bold">${jamWib(eta.eta)}</span><span class="block text-xs text-teks/75">${sisaWaktu(eta.eta, now)}</span>${lagi}`;
}

/** The live score of a bout on the mat: B–R points of the round, round wins, and the round (or the winner). */
function skorHtml(s: PapanState): string {
  const menang = (x: 'B' | 'R') => (s[x].menang_ronde ? `<span class="sr-only">, menang ronde ${s[x].menang_ronde}</span>` : '');
  return (
    `<span class="block font-mono text-base font-black" data-skor-langsung="${s.B.skor}-${s.R.skor}" aria-label="Skor langsung">` +
    `<span class="text-blue-700">${esc(s.B.skor)}</span>${menang('B')}–<span class="text-red-700">${esc(s.R.skor)}</span>${menang('R')}</span>` +
    `<span class="block text-xs font-semibold text-success">${s.pemenang ? `${esc(s.pemenang)} menang` : `Ronde ${esc(s.ronde)} · ${esc(s.B.menang_ronde)}–${esc(s.R.menang_ronde)}`}</span>`
  );
}

/** One bout in a list: its number, class and round, both corners, and its time (or result). */
export function partaiHtml(
  p: PartaiLapangan,
  eta: Eta | undefined,
  now: number,
  label?: string,
  lapangan?: string,
  skor?: PapanState,
  kode?: string,
): string {
  const nomor = labelPartai(kode, p.nomor);
  const menang = (s: Isi) => p.status === 'SELESAI' && !!s && p.id_pemenang === s.id_peserta_kompetisi;
  const atas = [label, lapangan]
    .filter(Boolean)
    .map((x) => esc(x as string))
    .join(' · ');
  const judul = `${atas ? `<span class="block truncate font-bold uppercase text-teks">${atas}</span>` : ''}<span class="block truncate">${esc(p.nama_kelas)} · ${esc(p.nama_ronde)}</span>`;
  return (
    `<li class="flex gap-3 py-2.5" data-partai="${p.nomor}" data-status="${p.status}">` +
    `<div class="grid w-14 shrink-0 place-content-center rounded-lg py-1 text-center ${NADA[p.status]}"><span class="text-[0.65rem] font-semibold uppercase leading-none">Partai</span><span class="${nomor.length > 4 ? 'text-base' : 'text-xl'} font-black leading-tight">${esc(nomor)}</span></div>` +
    `<div class="min-w-0 flex-1 space-y-1"><p class="text-xs leading-snug text-teks/75">${judul}</p>${sudut('B', p.sudut_a, menang(p.sudut_a))}${sudut('R', p.sudut_b, menang(p.sudut_b))}</div>` +
    `<p class="w-[5.5rem] shrink-0 text-right text-sm">${waktu(p, eta, now, skor)}</p></li>`
  );
}

/** Sets an element's markup only when it changed (keeps focus, open folds and the screen still otherwise). */
const terakhir = new WeakMap<Element, string>();
export function isi(el: Element, html: string): void {
  if (terakhir.get(el) === html) return;
  terakhir.set(el, html);
  el.innerHTML = html;
}
