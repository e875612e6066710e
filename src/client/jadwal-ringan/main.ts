import type { NamaPerubahan } from '../../domain/schemas/live';
import { teksSalinan } from '../data/bagan-publik/waktu';
import type { JadwalPublik } from '../data/jadwal-publik/schema';
import { lapanganTampil, type LapanganTampil } from '../features/jadwal-publik/jadwal-publik-view';
import { namaHari } from '../ui/jadwal/format';
import { idKompetisiEvent, jadwalTersimpan, segarkanJadwal, type KeadaanSalinan } from './ambil';
import { gambarCari } from './cari';
import { IKON, esc, isi } from './html';
import { gambarLapangan } from './lapangan';
import { ikutiLive } from '../data/live/live';
import { satuPerSatu } from '../data/live/satu-per-satu';
import { idSalinanTerbaru } from './simpan';
import { berhentiDariTautan, daftarDiikuti, pushMungkin, sudahTerlihat, ubahIkuti } from './ikuti';
import { gambarDiikuti, gambarKabar, kabarHalaman } from './ikuti-tampil';
import { segarkanSkor, skorLangsung } from './skor';
import { ikutiKeadaanServer } from './lencana';

/**
 * /event/jadwal without the React app: every court of the day (on the mat, called, next) with ETAs from the domain,
 * a day picker, a search for an athlete or dojang. The kept copy shows first (also offline, with its time); the
 * server's answer replaces it, read again on every live change of the competition.
 */

const $ = (id: string) => document.getElementById(id) as HTMLElement;
const cari = $('cari') as HTMLInputElement;

const st = {
  id: null as number | null,
  /** '' = the day the server picks (today, or the first match day); a day chosen here stays for the visit. */
  tanggal: '',
  data: undefined as JadwalPublik | undefined,
  fetchedAt: 0,
  salinan: 'terkini' as KeadaanSalinan,
  memuat: true,
};
let courts: LapanganTampil[] = [];
/** The bout on each court's mat at the last drawing (to say which changed); null before the first. */
let diMatras: Map<number, string | null> | null = null;

const HARI_PILIH = 'inline-flex h-9 items-center gap-1.5 rounded-lg bg-merah px-3 text-sm font-semibold text-white';
const HARI_BIASA = 'inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold hover:bg-garis';

function gambarSalinan(now: number): void {
  const el = $('salinan');
  el.hidden = !st.data || st.fetchedAt <= 0;
  if (el.hidden) return;
  const lama = st.salinan !== 'terkini';
  el.dataset.salinan = st.salinan;
  el.className = `inline-flex max-w-full items-center gap-2 rounded-2xl px-4 py-1.5 text-sm font-semibold ${lama ? 'bg-warning text-warning-ink' : 'bg-white/10 text-white/90'}`;
  isi(
    el,
    `${(lama ? IKON.putus : IKON.jam)('size-4 shrink-0')}<span class="min-w-0">${esc(teksSalinan(st.salinan, st.fetchedAt, now))}</span>`,
  );
}

function gambarHari(d: JadwalPublik): void {
  const el = $('hari');
  el.hidden = d.hari.length < 2;
  isi(
    el,
    d.hari.map((h) => `<button type="button" data-tanggal="${esc(h)}">${IKON.kalender('size-4')}${esc(namaHari(h))}</button>`).join(''),
  );
  for (const b of el.querySelectorAll('button')) {
    const dipilih = b.dataset.tanggal === d.tanggal;
    b.setAttribute('aria-pressed', String(dipilih));
    b.className = dipilih ? HARI_PILIH : HARI_BIASA;
  }
}

/** Tells a screen reader which courts have a new bout on the mat (not on the first drawing). */
function umumkan(): void {
  const kini = new Map(courts.map((c) => [c.l.id_lapangan, c.tahap.sedang?.id_match ?? null]));
  const sebelum = diMatras;
  diMatras = kini;
  if (!sebelum) return;
  const baru = courts.filter(
    (c) => c.tahap.sedang && sebelum.has(c.l.id_lapangan) && sebelum.get(c.l.id_lapangan) !== c.tahap.sedang.id_match,
  );
  if (baru.length) $('umumkan').textContent = baru.map((c) => `${c.l.nama}: partai ${c.tahap.sedang?.nomor} sedang bertanding.`).join(' ');
}

function gambar(): void {
  const now = Date.now();
  const d = st.data;
  $('memuat').hidden = !st.memuat || !!d;
  $('gagal').hidden = st.memuat || !!d;
  $('isi').hidden = !d;
  gambarSalinan(now);
  if (!d) return;
  isi($('acara'), esc(d.kompetisi.nama_event));
  gambarHari(d);
  courts = lapanganTampil(d, now);
  $('kosong').hidden = courts.length > 0;
  gambarLapangan($('lapangan'), courts, now, skorLangsung);
  const diikuti = daftarDiikuti(d.kompetisi.id_kompetisi);
  gambarCari($('hasil'), courts, cari.value, now, diikuti);
  gambarDiikuti($('diikuti'), diikuti, lewatPush);
  umumkan();
  // 'Ikuti atlet': an alert due for a followed athlete shows once (the newest first) and buzzes.
  const baru = kabarHalaman(d, courts, diikuti, now).filter((k) => !sudahTerlihat(k.kunci));
  if (baru.length) gambarKabar($('kabar'), baru[baru.length - 1]);
}

/** Whether this device's follows also come by push (null: not known yet). */
let lewatPush: boolean | null = null;

async function ubah(id: number, nama: string, ikut: boolean): Promise<void> {
  if (st.id === null) return;
  const id_kompetisi = st.id;
  const janji = ubahIkuti(id_kompetisi, { id, nama }, ikut);
  gambar();
  lewatPush = (await janji) || (lewatPush === true && pushMungkin());
  gambar();
}

addEventListener('click', (e) => {
  const el = e.target as Element;
  const t = el.closest<HTMLElement>('[data-ikuti]');
  if (t) return void ubah(Number(t.dataset.ikuti), t.dataset.nama ?? '', t.getAttribute('aria-pressed') !== 'true');
  const b = el.closest<HTMLElement>('[data-berhenti]');
  if (b) {
    const nama = daftarDiikuti(st.id ?? 0).find((x) => x.id === Number(b.dataset.berhenti))?.nama ?? '';
    gambarKabar($('kabar'), null);
    return void ubah(Number(b.dataset.berhenti), nama, false);
  }
  if (el.closest('[data-tutup]')) gambarKabar($('kabar'), null);
});

// A push that arrives while the page is open (the service worker tells it): the same banner.
navigator.serviceWorker?.addEventListener('message', (e: MessageEvent) => {
  const m = e.data as { jenis?: string; judul?: string; isi?: string; tag?: string } | null;
  if (m?.jenis !== 'kabar-ikuti' || !m.judul) return;
  const id = Number(/^ikuti-(\d+)-/.exec(m.tag ?? '')?.[1] ?? 0);
  if (!sudahTerlihat(`${m.tag}|${m.judul}`)) gambarKabar($('kabar'), { judul: m.judul, isi: m.isi ?? '', id });
});

/** Reads the shown day from the server (one read at a time; a request meanwhile reads once more after it). */
const segarkan = satuPerSatu(async () => {
  if (st.id === null) return;
  const id = st.id;
  const tanggal = st.tanggal;
  const r = await segarkanJadwal(id, tanggal);
  if (id !== st.id || tanggal !== st.tanggal) {
    void segarkan(); // another day was chosen meanwhile: read that one
    return;
  }
  if (typeof r === 'string') st.salinan = r;
  else Object.assign(st, { data: r.data, fetchedAt: r.fetchedAt, salinan: 'terkini' });
  st.memuat = false;
  gambar();
});

/** Shows the copy kept for a competition and day, if any, while the server is asked. */
async function tampilkanTersimpan(id: number, tanggal: string): Promise<void> {
  const kept = await jadwalTersimpan(id, tanggal);
  if (!kept || (st.id !== null && st.id !== id) || tanggal !== st.tanggal) return;
  Object.assign(st, { data: kept.data, fetchedAt: kept.fetchedAt });
  gambar();
}

let tunda: ReturnType<typeof setTimeout> | undefined;
/**
 * Changes arriving together (a result moves a bout, a bracket and a court) become one read. A scoring log changes
 * only the live scores: those are read at once, without the schedule.
 */
const bacaLagi = (resource?: NamaPerubahan) => {
  // A court's device appearing or leaving changes nothing this page shows.
  if (resource === 'hadir') return;
  if (st.id !== null) void segarkanSkor(st.id, gambar);
  if (resource === 'skor') return;
  clearTimeout(tunda);
  tunda = setTimeout(() => void segarkan(), 150);
};

async function mulai(): Promise<void> {
  const idJaringan = idKompetisiEvent();
  // A device that kept a copy shows it at once; the featured competition decides once known.
  const terbaru = await idSalinanTerbaru();
  if (terbaru !== null) await tampilkanTersimpan(terbaru, '');
  st.id = await idJaringan;
  if (st.id === null) {
    st.memuat = false;
    return gambar();
  }
  if (st.data && st.data.kompetisi.id_kompetisi !== st.id) st.data = undefined;
  if (!st.data) await tampilkanTersimpan(st.id, '');
  // An alert's 'Berhenti ikuti' (?berhenti=<id>): one tap, and the address is cleaned.
  const berhenti = Number(new URLSearchParams(location.search).get('berhenti'));
  if (berhenti > 0) {
    const nama = await berhentiDariTautan(st.id, berhenti);
    history.replaceState(null, '', location.pathname);
    if (nama) $('umumkan').textContent = `Berhenti mengikuti ${nama}.`;
  }
  ikutiLive(st.id, (p) => bacaLagi(p.resource));
  ikutiKeadaanServer($('server'), () => st.id);
  void segarkanSkor(st.id, gambar);
  await segarkan();
}

$('hari').addEventListener('click', (e) => {
  const t = (e.target as Element).closest('button')?.dataset.tanggal;
  if (!t || t === st.tanggal || st.id === null) return;
  st.tanggal = t;
  diMatras = null;
  void tampilkanTersimpan(st.id, t).then(() => segarkan());
});

let ketik: ReturnType<typeof setTimeout> | undefined;
cari.addEventListener('input', () => {
  clearTimeout(ketik);
  ketik = setTimeout(() => gambarCari($('hasil'), courts, cari.value, Date.now(), daftarDiikuti(st.id ?? 0)), 120);
});

// ETAs move with the clock; the copy's time is renewed like the React pages do (every 30 s while visible).
setInterval(() => {
  if (document.visibilityState !== 'visible') return;
  gambar();
  void segarkan();
}, 30_000);

void mulai();

// The service worker keeps this page and its assets for offline visits (registered after the page has loaded).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const daftar = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  if (document.readyState === 'complete') daftar();
  else addEventListener('load', daftar, { once: true });
}
