/** The proposal as one HTML document of fixed A4 pages (printed by ../render-proposal.ts). */
import { WELCOME } from '../../../src/client/features/event/event-content';
import {
  EVENT, PEMBAYARAN, PENILAIAN, POOMSAE_PEMULA_CATATAN, PRIZES, REGISTRATION_STEPS, TIMELINE, kelompokUsiaRows,
} from './proposal-facts';

export interface ProposalAssets {
  css: string;
  /** data: URLs */
  logo: string;
  coverArt: string;
  venueMap: string;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const TOTAL_PAGES = 5;

function page(n: number, logo: string, body: string): string {
  return `<div class="page">
    <div class="page-head"><span class="brand"><img src="${logo}" alt="">ARENA TKD</span><span>Proposal ${esc(EVENT.nama)}</span></div>
    ${body}
    <div class="page-foot"><span>${esc(EVENT.lokasi)} · ${esc(EVENT.tanggal)}</span><span>Halaman ${n} dari ${TOTAL_PAGES}</span></div>
  </div>`;
}

function cover(a: ProposalAssets): string {
  return `<div class="page cover">
    <img class="art" src="${a.coverArt}" alt="">
    <div class="shade"></div>
    <div class="top"><img src="${a.logo}" alt=""><span>ARENA <span class="tkd">TKD</span></span></div>
    <div class="body">
      <span class="kicker">Proposal Kegiatan</span>
      <h1>${esc(EVENT.nama)}</h1>
      <p class="lead">Kejuaraan taekwondo kategori prestasi dan pemula, nomor Kyorugi dan Poomsae, terbuka bagi atlet Indonesia (WNI) dan mancanegara (WNA).</p>
      <div class="facts">
        <div class="fact"><b>Pertandingan</b><span>${esc(EVENT.tanggal)}</span></div>
        <div class="fact"><b>Tempat</b><span>${esc(EVENT.lokasi)}</span></div>
        <div class="fact"><b>Pendaftaran</b><span>${esc(TIMELINE[0]?.date ?? '')}</span></div>
      </div>
    </div>
    <div class="foot"><span>Panitia Pelaksana ${esc(EVENT.nama)}</span><span>Pendaftaran melalui aplikasi Arena TKD</span></div>
  </div>`;
}

function pendahuluan(): string {
  const info: [string, string][] = [
    ['Nama kegiatan', EVENT.nama],
    ['Waktu pertandingan', EVENT.tanggal],
    ['Tempat', `${EVENT.venue.name}, ${EVENT.venue.city}`],
    ['Peserta', 'Atlet dari dojang/klub taekwondo Indonesia (WNI) dan mancanegara (WNA)'],
    ['Kategori', 'Prestasi dan Pemula'],
    ['Nomor pertandingan', 'Kyorugi (pertarungan) dan Poomsae (jurus)'],
    ['Pendaftaran', `${TIMELINE[0]?.date ?? ''}, melalui aplikasi Arena TKD`],
  ];
  const timeline = TIMELINE.map((t) => `<li><b>${esc(t.title)}</b><span class="when">${esc(t.date)}${t.time ? ` · ${esc(t.time)}` : ''}</span><div class="text">${esc(t.text)}</div></li>`).join('');
  return `<section>
      <h2><span class="num">01</span>Pendahuluan</h2><div class="rule"></div>
      ${WELCOME.paragraphs.map((p) => `<p>${esc(p)}</p>`).join('')}
    </section>
    <section>
      <h2><span class="num">02</span>Informasi Umum</h2><div class="rule"></div>
      <table class="kv">${info.map(([k, v]) => `<tr><td>${esc(k)}</td><td>${esc(v)}</td></tr>`).join('')}</table>
    </section>
    <section>
      <h2><span class="num">03</span>Jadwal Kegiatan</h2><div class="rule"></div>
      <ol class="timeline">${timeline}</ol>
    </section>`;
}

function kategori(): string {
  const penilaian = PENILAIAN.map((p) => `<tr><td><b>${esc(p.nomor)}</b></td><td>${esc(p.sistem)}</td></tr>`).join('');
  const rows = kelompokUsiaRows().map((r) => `<tr><td><b>${esc(r.nama)}</b></td><td>${esc(r.usia)}</td><td>${esc(r.tahunLahir)}</td>
    <td>${r.nomor.map(esc).join(', ')}</td><td>${r.kelasBerat} kelas</td></tr>`).join('');
  return `<section>
      <h2><span class="num">04</span>Kategori &amp; Nomor Pertandingan</h2><div class="rule"></div>
      <div class="cards">
        <div class="card"><h4>Kategori: Prestasi &amp; Pemula</h4><p><b>Prestasi</b> untuk atlet yang mengejar pencapaian, <b>Pemula</b> untuk atlet yang baru mulai bertanding.</p></div>
        <div class="card"><h4>Nomor: Kyorugi &amp; Poomsae</h4><p><b>Kyorugi</b> (pertarungan) per kelas berat, putra dan putri; <b>Poomsae</b> (jurus) kelas Individu.</p></div>
      </div>
      <h3>Kelompok Usia</h3>
      <table>
        <colgroup><col style="width:30mm"><col style="width:29mm"><col style="width:33mm"><col><col style="width:25mm"></colgroup>
        <tr><th>Kelompok</th><th>Usia</th><th>Tahun lahir</th><th>Nomor yang dibuka</th><th>Kelas berat*</th></tr>
        ${rows}
      </table>
      <p class="small muted" style="margin-top:2mm">* Jumlah kelas berat Kyorugi untuk masing-masing putra dan putri. Usia dihitung menurut tahun lahir terhadap tahun kejuaraan. ${esc(POOMSAE_PEMULA_CATATAN)}</p>
      <div class="note"><b>Dua nomor, dua ID card.</b> Satu atlet boleh mengikuti Kyorugi dan Poomsae sekaligus; atlet yang mengikuti kedua nomor menerima 2 ID card.</div>
    </section>
    <section>
      <h2><span class="num">05</span>Sistem Penilaian</h2><div class="rule"></div>
      <table><tr><th>Nomor</th><th>Sistem penilaian</th></tr>${penilaian}</table>
    </section>`;
}

function biayaHadiah(): string {
  const prize = (title: string, list: readonly string[]) => `<div class="prize"><h4>${esc(title)}</h4><ol>
    ${list.map((v, i) => `<li><span>Juara Umum ${i + 1}</span><span>${esc(v)}</span></li>`).join('')}</ol></div>`;
  return `<section>
      <h2><span class="num">06</span>Biaya Pendaftaran &amp; Pembayaran</h2><div class="rule"></div>
      <div class="fees">
        <div class="fee"><b>Atlet Indonesia (WNI)</b><div class="amount">${esc(EVENT.biayaWni)}</div><div class="per">per atlet</div></div>
        <div class="fee"><b>Atlet asing (WNA)</b><div class="amount">${esc(EVENT.biayaWna)}</div><div class="per">per atlet</div></div>
      </div>
      <table class="kv" style="margin-top:4mm">
        <tr><td>Cara pembayaran</td><td>${esc(PEMBAYARAN.cara)}</td></tr>
        <tr><td>Berita transfer</td><td>${esc(PEMBAYARAN.berita)}</td></tr>
        <tr><td>Total pembayaran</td><td>Jumlah peserta × ${esc(EVENT.biayaWni)} (atlet WNI)</td></tr>
        <tr><td>Konfirmasi</td><td>Bukti transfer diunggah dari dashboard pelatih di aplikasi Arena TKD, lalu dikonfirmasi ke panitia</td></tr>
        <tr><td>Batas pembayaran</td><td>${esc(PEMBAYARAN.batas)}; pembayaran mengunci slot peserta</td></tr>
      </table>
    </section>
    <section>
      <h2><span class="num">07</span>Hadiah</h2><div class="rule"></div>
      <div class="prizes">${prize('Juara Umum Prestasi', PRIZES.prestasi)}${prize('Juara Umum Pemula', PRIZES.pemula)}</div>
      <div class="note"><b>Atlet terbaik:</b> ${esc(PRIZES.bestAthlete)} untuk atlet terbaik di setiap kategori.</div>
    </section>`;
}

function pendaftaranLokasi(venueMap: string): string {
  const steps = REGISTRATION_STEPS.map((s) => `<li><b>${esc(s.title)}</b>${esc(s.text)}</li>`).join('');
  const hariH = TIMELINE.slice(1).map((t) => `<li><b>${esc(t.title)}</b> — ${esc(t.date)}${t.time ? `, ${esc(t.time)}` : ''}</li>`).join('');
  return `<section>
      <h2><span class="num">08</span>Cara Pendaftaran</h2><div class="rule"></div>
      <p>Seluruh pendaftaran dilakukan oleh pelatih melalui aplikasi <b>Arena TKD</b>, yang juga dapat dipasang di ponsel.</p>
      <ol class="steps">${steps}</ol>
    </section>
    <section>
      <h2><span class="num">09</span>Lokasi Pertandingan</h2><div class="rule"></div>
      <div class="venue">
        <img src="${venueMap}" alt="Peta lokasi ${esc(EVENT.venue.name)}">
        <div><h4>${esc(EVENT.venue.name)}</h4><p class="muted">${esc(EVENT.venue.city)}</p>
          <ul class="hari-h">${hariH}</ul>
          <p class="small muted">Peta ilustrasi; peta interaktif tersedia di halaman Event aplikasi Arena TKD.</p></div>
      </div>
      <div class="closing"><p>Kami mengundang seluruh dojang untuk ambil bagian dalam <b>${esc(EVENT.nama)}</b> di ${esc(EVENT.lokasi)}. Informasi terbaru dan kontak panitia tersedia di halaman Event aplikasi Arena TKD.</p></div>
    </section>`;
}

export function proposalHtml(a: ProposalAssets): string {
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Proposal ${esc(EVENT.nama)}</title>
    <style>${a.css}</style></head><body>
    ${cover(a)}
    ${page(2, a.logo, pendahuluan())}
    ${page(3, a.logo, kategori())}
    ${page(4, a.logo, biayaHadiah())}
    ${page(5, a.logo, pendaftaranLokasi(a.venueMap))}
  </body></html>`;
}
