import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { terapkanHasil } from '../../src/domain/bagan/hasil';
import { susunMatches } from '../../src/domain/bagan/susun';
import type { MatchBagan } from '../../src/domain/bagan/types';
import { undiBagan } from '../../src/domain/bagan/undian';
import type { PesertaBagan } from '../../src/domain/schemas/bagan';
import { BaganBoard, type BaganBoardProps } from '../../src/client/features/bagan/board/BaganBoard';
import {
  CARD_H,
  CARD_W,
  SLOT_1,
  boardSize,
  kelompokkanRonde,
  regangCetak,
  zoomCetak,
} from '../../src/client/features/bagan/board/board-layout';
import type { BaganTampil, MatchView } from '../../src/client/data/bagan/types';

/** A real draw of n entries (engine and match layout of the domain), entries 101…, dojang by thirds. */
function draw(n: number): { matches: MatchBagan[]; jumlah_ronde: number; peserta: Map<number, PesertaBagan> } {
  const peserta = new Map<number, PesertaBagan>();
  for (let i = 0; i < n; i += 1) {
    const id = 101 + i;
    peserta.set(id, {
      id_peserta_kompetisi: id,
      nama: `Atlet ${id}`,
      id_dojang: (i % 3) + 1,
      nama_dojang: `Dojang ${['Elang', 'Harimau', 'Rajawali'][i % 3]}`,
      status: 'APPROVED',
      is_team: false,
    });
  }
  const undian = undiBagan(
    [...peserta.values()].map((p) => ({ id: p.id_peserta_kompetisi, id_dojang: p.id_dojang })),
    { seed: 7 },
  );
  const ids = Array.from({ length: undian.ukuran - 1 }, (_, i) => `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`);
  return { matches: susunMatches(undian, ids), jumlah_ronde: undian.jumlah_ronde, peserta };
}

const view = (m: MatchBagan, extra: Partial<MatchView> = {}): MatchView => ({
  ...m,
  pending: false,
  rejected: null,
  outboxId: null,
  konflik: null,
  ...extra,
});

function tampil(d: ReturnType<typeof draw>, matches: MatchView[] = d.matches.map((m) => view(m))): BaganTampil {
  return {
    kompetisi: {
      id_kompetisi: 1,
      nama_event: 'Kejuaraan Uji',
      lokasi: 'GOR Jakabaring',
      tanggal_mulai: '2026-12-27',
      tanggal_selesai: '2026-12-31',
    },
    judulKelas: 'Kyorugi prestasi Cadet Putra Under 45 kg',
    cabang: 'KYORUGI',
    jumlah_ronde: d.jumlah_ronde,
    matches,
    peserta: d.peserta,
  };
}

const render = (props: BaganBoardProps) => renderToStaticMarkup(createElement(BaganBoard, props));
const count = (html: string, s: string) => html.split(s).length - 1;
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('BaganBoard (issue 9 "Bracket view")', () => {
  const d = draw(11);

  it('draws every round name, every entry with its dojang and corner label, free draws and empty later corners', () => {
    expect(d.jumlah_ronde).toBe(4);
    const html = render({ tampil: tampil(d) });
    for (const nama of ['Round 1', 'Quarter Final', 'Semi Final', 'Final']) expect(html).toContain(`>${nama}</h3>`);
    for (const p of d.peserta.values()) {
      expect(html).toContain(p.nama);
      expect(html).toContain(p.nama_dojang);
    }
    const r1 = d.matches.filter((m) => m.ronde === 1);
    const bye = r1.filter((m) => (m.id_peserta_a === null) !== (m.id_peserta_b === null));
    expect(bye).toHaveLength(5);
    expect(count(html, '>Free draw<')).toBe(5);
    // A free draw's entry already stands in round 2, so only the corners fed by a real match are empty.
    const kosong = d.matches
      .filter((m) => m.ronde > 1)
      .reduce((n, m) => n + (m.id_peserta_a === null ? 1 : 0) + (m.id_peserta_b === null ? 1 : 0), 0);
    expect(count(html, '>Winner of previous match<')).toBe(kosong);
    const real = r1.find((m) => m.id_peserta_a !== null && m.id_peserta_b !== null)!;
    expect(html).toContain(`>B/${real.id_peserta_a}</span>`);
    expect(html).toContain(`>R/${real.id_peserta_b}</span>`);
    expect(html).toMatch(/^<div class="bagan-cetak /);
    // What the print stylesheet (features/bagan/print.css) keys on: cards, corner colours, the sheet's scale.
    expect(count(html, 'data-match-card=""')).toBe(d.matches.length);
    expect(count(html, 'data-sudut="B"')).toBe(d.matches.length);
    expect(count(html, 'data-sudut="R"')).toBe(d.matches.length);
    expect(html).toMatch(/style="--zoom-cetak:0\.\d+;--kx-cetak:1(\.\d+)?"/);
    // On paper a name and a dojang wrap instead of being cut (board-print.css keys on these).
    const sudutIsi = d.matches.reduce((n, m) => n + (m.id_peserta_a === null ? 0 : 1) + (m.id_peserta_b === null ? 0 : 1), 0);
    expect(count(html, 'data-nama=""')).toBe(sudutIsi);
    expect(count(html, 'data-dojang=""')).toBe(sudutIsi);
    expect(html).not.toContain('<button');
    expect(html).not.toContain('Pemenang');
  });

  it('marks the winner with the score and moves nothing else; a decision other than PTF is shown', () => {
    const real = d.matches.find((m) => m.ronde === 1 && m.id_peserta_a !== null && m.id_peserta_b !== null)!;
    const hasil = terapkanHasil(d.matches, real.id_match, { skor_a: 3, skor_b: 12 }, 'KYORUGI');
    if (!hasil.ok) throw new Error(hasil.pesan);
    const html = render({
      tampil: tampil(
        d,
        hasil.matches.map((m) => view(m)),
      ),
    });
    expect(count(html, '>Pemenang</span>')).toBe(1);
    expect(count(html, 'data-menang="true"')).toBe(1);
    const menang = d.peserta.get(real.id_peserta_b!)!.nama;
    // The winner's row: bold name, trophy, the score; the winner also stands in the next round now.
    expect(html).toMatch(new RegExp(`font-bold" title="${menang}">${menang}</p>[\\s\\S]*?Pemenang[\\s\\S]*?font-black">12</span>`));
    expect(count(html, `>${menang}</p>`)).toBe(2);
    expect(text(html)).toContain(' 3 ');
    expect(count(html, '>Winner of previous match<')).toBe(count(render({ tampil: tampil(d) }), '>Winner of previous match<') - 1);

    const seri = terapkanHasil(
      d.matches,
      real.id_match,
      { skor_a: 5, skor_b: 5, id_pemenang: real.id_peserta_a, keputusan: 'SUP' },
      'KYORUGI',
    );
    if (!seri.ok) throw new Error(seri.pesan);
    const sup = render({
      tampil: tampil(
        d,
        seri.matches.map((m) => view(m)),
      ),
    });
    expect(sup).toMatch(/title="Keunggulan \/ superioritas \(SUP\)">SUP<\/span>/);
    expect(html).not.toContain('>PTF<');
  });

  it('puts the pencil only on the matches bisaEdit allows, each button hidden in print', () => {
    const bisa = (m: MatchView) => m.ronde === 1 && m.id_peserta_a !== null && m.id_peserta_b !== null;
    const html = render({ tampil: tampil(d), onEditMatch: () => undefined, bisaEdit: bisa });
    const expected = d.matches.filter((m) => bisa(view(m))).length;
    expect(expected).toBe(3);
    expect(count(html, 'aria-label="Ubah hasil pertandingan ')).toBe(expected);
    expect(count(html, '<button')).toBe(expected);
    expect(count(html, 'class="cetak-sembunyi ')).toBe(expected);
    const a = d.peserta.get(d.matches.find((m) => bisa(view(m)))!.id_peserta_a!)!.nama;
    expect(html).toContain(`aria-label="Ubah hasil pertandingan Round 1 partai`);
    expect(html).toContain(a);
    // Without bisaEdit: every match with both corners filled; none at all when read-only.
    const semua = render({ tampil: tampil(d), onEditMatch: () => undefined });
    expect(count(semua, '<button')).toBe(d.matches.filter((m) => m.id_peserta_a !== null && m.id_peserta_b !== null).length);
  });

  it('shows a queued result, a refusal and a conflict on the card', () => {
    const [m1, m2, m3] = d.matches
      .filter((m) => m.ronde === 1 && m.id_peserta_a !== null && m.id_peserta_b !== null)
      .concat(d.matches.filter((m) => m.ronde === 2));
    const matches = d.matches.map((m) =>
      m === m1
        ? view(m, { pending: true })
        : m === m2
          ? view(m, { rejected: 'Hasil pertandingan berikutnya sudah diisi' })
          : m === m3
            ? view(m, { rejected: 'Konflik', konflik: { ...m, skor_a: 4, skor_b: 2 } })
            : view(m),
    );
    const html = render({ tampil: tampil(d, matches) });
    expect(count(html, '>Menunggu sinkron</span>')).toBe(1);
    expect(html).toContain(
      'role="alert" title="Hasil pertandingan berikutnya sudah diisi">Hasil pertandingan berikutnya sudah diisi</span>',
    );
    expect(html).toContain('title="Di server: 4–2">Konflik</span>');
  });

  it('a 2-entry class is one Final; a 1,024-entry class keeps its full height but renders only the rows in view', () => {
    const dua = render({ tampil: tampil(draw(2)) });
    expect(count(dua, '</h3>')).toBe(1);
    expect(dua).toContain('>Final</h3>');

    const besar = draw(1024);
    expect(besar.matches).toHaveLength(1023);
    const t = tampil(besar);
    const started = performance.now();
    const html = render({ tampil: t });
    const ms = performance.now() - started;
    expect(boardSize(kelompokkanRonde(t.matches, t.jumlah_ronde)).height).toBe(512 * SLOT_1 - (SLOT_1 - CARD_H));
    expect(html).toContain(`height:${512 * SLOT_1 - (SLOT_1 - CARD_H)}px`);
    const cards = count(html, '<li ');
    expect(cards).toBeGreaterThan(10);
    expect(cards).toBeLessThan(60);
    for (const nama of ['Round 1', 'Round 7', 'Quarter Final', 'Semi Final', 'Final']) expect(html).toContain(`>${nama}</h3>`);
    expect(ms).toBeLessThan(500);
    // On paper: 16 entries fit one A4 landscape sheet; 1,024 keep the sheet's width and run over pages.
    const z16 = zoomCetak(4 * CARD_W + 3 * 36 + 32, 8 * SLOT_1 + 80);
    expect(z16).toBeGreaterThanOrEqual(0.5);
    expect((8 * SLOT_1 + 80) * z16).toBeLessThanOrEqual(540);
    expect(zoomCetak(10 * CARD_W + 9 * 36 + 32, 512 * SLOT_1)).toBeCloseTo(1000 / (10 * CARD_W + 9 * 36 + 32), 2);
  });

  it('on paper a bracket of up to 8 entries fills one A4 landscape sheet at full size: stretched sideways, never shrunk', () => {
    // 5–8 entries: 3 rounds, 4 first-round cards.
    const w8 = 3 * CARD_W + 2 * 36 + 32;
    const h8 = 4 * SLOT_1 - (SLOT_1 - CARD_H) + 80;
    const z8 = zoomCetak(w8, h8);
    expect(z8).toBe(1);
    // The sheet is 718 px tall: the board leaves room for the print-only header and the medal box.
    expect(h8 * z8).toBeLessThanOrEqual(530);
    const kx = regangCetak(w8, z8);
    expect(kx).toBeGreaterThan(1.15);
    expect(w8 * kx * z8).toBeLessThanOrEqual(1000);
    // A 16-entry board shrinks to fit the sheet's height, then widens its cards back to the sheet's width.
    const w16 = 4 * CARD_W + 3 * 36 + 32;
    const z16 = zoomCetak(w16, 8 * SLOT_1 + 80);
    expect(regangCetak(w16, z16)).toBeGreaterThan(1.5);
    expect(w16 * regangCetak(w16, z16) * z16).toBeLessThanOrEqual(1000);
    // A board as wide as the sheet is not stretched.
    expect(regangCetak(10 * CARD_W + 9 * 36 + 32, zoomCetak(10 * CARD_W + 9 * 36 + 32, 512 * SLOT_1))).toBe(1);
    // Every horizontal length of the board follows the stretch.
    const html = render({ tampil: tampil(draw(6)) });
    expect(html).toMatch(/--kx-cetak:1\.1\d+/);
    expect(html).toContain(`width:calc(${CARD_W}px * var(--kx, 1))`);
    expect(html).not.toMatch(/left:\d/);
  });
});
