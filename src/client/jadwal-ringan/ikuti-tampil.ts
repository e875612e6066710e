import { kabarJatuhTempo, PARTAI_LAGI_BAWAAN } from '../../domain/ikuti/aturan';
import { teksKabar } from '../../domain/ikuti/teks';
import type { JadwalPublik } from '../data/jadwal-publik/schema';
import type { HasilCari, LapanganTampil } from '../features/jadwal-publik/jadwal-publik-view';
import { esc, isi } from './html';
import type { Diikuti } from './ikuti';

/** The light page's 'Ikuti atlet' pieces: the follow buttons of the search, the followed list, the alert banner. */

export interface KabarHalaman {
  kunci: string;
  id: number;
  judul: string;
  isi: string;
}

/**
 * The alerts due now for the athletes this device follows, from the page's own copy of the day (the same rule and words
 * as the server's push): for a device without push, the open page alerts by itself.
 */
export function kabarHalaman(d: JadwalPublik, courts: readonly LapanganTampil[], diikuti: readonly Diikuti[], now: number): KabarHalaman[] {
  if (diikuti.length === 0 || !d.tanggal) return [];
  const ids = new Set(diikuti.map((x) => x.id));
  const dimulai = d.lapangan.some((l) => l.partai.some((p) => p.status !== 'MENUNGGU'));
  const out: KabarHalaman[] = [];
  for (const { l, eta } of courts) {
    for (const p of l.partai) {
      const e = eta.get(p.id_match);
      const partai = { ...p, partai_lagi: e ? e.partai_lagi : null, eta: e ? new Date(e.eta).toISOString() : null };
      for (const s of [p.sudut_a, p.sudut_b]) {
        if (!s || !ids.has(s.id_peserta_kompetisi)) continue;
        const jenis = kabarJatuhTempo(partai, { tanggal: d.tanggal, dimulai }, now, PARTAI_LAGI_BAWAAN);
        if (!jenis) continue;
        const k = teksKabar(jenis, partai, s.id_peserta_kompetisi, l);
        out.push({
          kunci: `${d.kompetisi.id_kompetisi}|${s.id_peserta_kompetisi}|${p.id_match}|${jenis}`,
          id: s.id_peserta_kompetisi,
          ...k,
        });
      }
    }
  }
  return out;
}

const TOMBOL =
  'inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-merah';

function tombolIkuti(a: Diikuti, ikut: boolean): string {
  const nada = ikut ? 'border-merah bg-merah text-white' : 'border-teks/40 bg-white hover:bg-garis';
  return `<button type="button" class="${TOMBOL} ${nada}" data-ikuti="${a.id}" data-nama="${esc(a.nama)}" aria-pressed="${ikut}">${ikut ? '★ Diikuti' : '☆ Ikuti'}: ${esc(a.nama)}</button>`;
}

/** 'Ikuti' for each athlete the search found (by name or dojang), at most 12. */
export function tombolCari(hasil: readonly HasilCari[], q: string, diikuti: readonly Diikuti[]): string {
  const kata = q.trim().toLowerCase();
  const ikut = new Set(diikuti.map((d) => d.id));
  const atlet = new Map<number, Diikuti>();
  for (const { p } of hasil)
    for (const s of [p.sudut_a, p.sudut_b])
      if (s && (s.nama.toLowerCase().includes(kata) || (s.nama_dojang ?? '').toLowerCase().includes(kata)))
        atlet.set(s.id_peserta_kompetisi, { id: s.id_peserta_kompetisi, nama: s.nama });
  if (atlet.size === 0) return '';
  return `<div class="mt-2 flex flex-wrap gap-2" role="group" aria-label="Ikuti atlet">${[...atlet.values()]
    .slice(0, 12)
    .map((a) => tombolIkuti(a, ikut.has(a.id)))
    .join('')}</div>`;
}

/** The athletes followed on this device, each with 'Berhenti', and how alerts come. */
export function gambarDiikuti(el: HTMLElement, diikuti: readonly Diikuti[], lewatPush: boolean | null): void {
  el.hidden = diikuti.length === 0;
  const cara =
    lewatPush === true
      ? 'Pemberitahuan dikirim ke perangkat ini, juga saat halaman ditutup.'
      : 'Pemberitahuan muncul selama halaman ini terbuka (banner dan getar). Pasang aplikasi untuk menerimanya saat halaman ditutup.';
  isi(
    el,
    `<h2 class="font-black">Atlet diikuti</h2><p class="text-sm text-teks/75">${cara} Pemberitahuan dikirim 3 partai sebelumnya, saat dipanggil, dan setelah hasil.</p>` +
      `<div class="mt-2 flex flex-wrap gap-2">${diikuti.map((a) => tombolIkuti(a, true)).join('')}</div>`,
  );
}

/** The banner of an alert (and a vibration): the athlete's name, what happened, 'Berhenti ikuti' and close. */
export function gambarKabar(el: HTMLElement, k: Pick<KabarHalaman, 'judul' | 'isi' | 'id'> | null): void {
  el.hidden = !k;
  if (!k) {
    isi(el, '');
    return;
  }
  isi(
    el,
    `<div class="flex items-start gap-3 rounded-2xl bg-arena-dark p-4 text-white shadow-2xl ring-1 ring-white/20">` +
      `<div class="min-w-0 flex-1"><p class="text-lg font-black leading-tight" data-kabar-judul>${esc(k.judul)}</p><p class="mt-0.5 text-sm text-white/85">${esc(k.isi)}</p>` +
      `<button type="button" class="mt-2 text-sm font-semibold text-gold underline" data-berhenti="${k.id}">Berhenti ikuti</button></div>` +
      `<button type="button" class="grid size-9 shrink-0 place-items-center rounded-full hover:bg-white/10" data-tutup aria-label="Tutup pemberitahuan">✕</button></div>`,
  );
  navigator.vibrate?.([200, 100, 200]);
}
