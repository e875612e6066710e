// What 'Shuffle & Generate' / 'Generate' ask before drawing (issue 17 points 9 and 18): the organiser's view of a
// class (the server's copy folded into KelasBaganView, as the screens build it) decides the dialog.
import { describe, expect, it } from 'vitest';
import { terapkanHasil } from '../../src/domain/bagan/hasil';
import { susunMatches } from '../../src/domain/bagan/susun';
import type { MatchBagan } from '../../src/domain/bagan/types';
import { undiBagan } from '../../src/domain/bagan/undian';
import type { KelasBagan } from '../../src/domain/schemas/bagan';
import { buildKelasBaganView } from '../../src/client/data/bagan/view';
import type { DrafBagan } from '../../src/client/data/bagan/draf-schema';
import { konfirmasiUndi, teksKonfirmasiUndi } from '../../src/client/features/bagan/undian/konfirmasi-undi';

const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

function kelas(n: number, matches: MatchBagan[] | null = null): KelasBagan {
  const peserta = Array.from({ length: n }, (_, i) => ({
    id_peserta_kompetisi: 101 + i,
    nama: `Atlet ${i + 1}`,
    id_dojang: 1 + (i % 2),
    nama_dojang: `Dojang ${1 + (i % 2)}`,
    status: 'APPROVED' as const,
    is_team: false,
  }));
  return {
    kelas: {
      id_kelas_kejuaraan: 7,
      id_kompetisi: 1,
      cabang: 'KYORUGI',
      kategori_event: { id_kategori_event: 1, nama_kategori: 'prestasi' },
      kelompok: { id_kelompok: 3, nama_kelompok: 'Cadet', usia_min: 12, usia_max: 14 },
      kelas_berat: {
        id_kelas_berat: 1,
        id_kelompok: 3,
        nama_kelas: 'Under 45 kg',
        batas_min: 41,
        batas_max: 45,
        jenis_kelamin: 'LAKI_LAKI',
      },
      poomsae: null,
      jenis_kelamin: 'LAKI_LAKI',
    },
    peserta_count: n,
    bracket_status: matches ? 'created' : 'not_created',
    match_selesai: 0,
    match_total: 0,
    peserta,
    bagan: matches && {
      id_bagan: 1,
      versi: 1,
      seed: null,
      participants: peserta.map((p) => p.id_peserta_kompetisi),
      unggulan: [],
      ukuran: 2 ** Math.ceil(Math.log2(n)),
      jumlah_ronde: Math.ceil(Math.log2(n)),
      status: 'created',
      diundi_oleh: 'Panitia',
      diundi_pada: '2026-03-01T03:00:00.000Z',
      matches,
    },
  };
}

const drawn = (n: number) => {
  const u = undiBagan(
    Array.from({ length: n }, (_, i) => ({ id: 101 + i, id_dojang: 1 + (i % 2) })),
    { seed: null },
  );
  return {
    u,
    matches: susunMatches(
      u,
      Array.from({ length: u.ukuran - 1 }, (_, i) => uuid(i + 1)),
    ),
  };
};

const draf = (n: number): DrafBagan => {
  const { u, matches } = drawn(n);
  return {
    id_kelas_kejuaraan: 7,
    participants: Array.from({ length: n }, (_, i) => 101 + i),
    seed: 5,
    unggulan: [],
    ukuran: u.ukuran,
    jumlah_ronde: u.jumlah_ronde,
    matches,
    dibuat_pada: Date.now(),
  };
};

const view = (k: KelasBagan, d: DrafBagan | null = null) => buildKelasBaganView(k, [], d);

describe('confirmation before a draw', () => {
  it('a class of 2 or 3 approved entries asks first, saying what its bracket will be; 4 or more draw at once; 1 cannot draw', () => {
    expect(konfirmasiUndi(view(kelas(2)))).toEqual({ jenis: 'kecil', peserta: 2 });
    expect(konfirmasiUndi(view(kelas(3)))).toEqual({ jenis: 'kecil', peserta: 3 });
    expect(konfirmasiUndi(view(kelas(4)))).toBeNull();
    expect(konfirmasiUndi(view(kelas(1)))).toBeNull();
    const dua = teksKonfirmasiUndi({ jenis: 'kecil', peserta: 2 });
    expect(dua.judul).toBe('Undi kelas dengan 2 peserta?');
    expect(dua.isi).toContain('minimal 4 untuk tournament');
    expect(dua.isi).toContain('langsung Final');
    expect(teksKonfirmasiUndi({ jenis: 'kecil', peserta: 3 }).isi).toContain(
      'Semi Final dengan satu free draw, lalu Final: emas, perak, dan satu perunggu',
    );
    // Once drawn (a draft, or a saved bracket without results) a new draw needs no second yes.
    expect(konfirmasiUndi(view(kelas(3), draf(3)))).toBeNull();
    expect(konfirmasiUndi(view(kelas(3, drawn(3).matches)))).toBeNull();
  });

  it('a bracket with results asks before a new draft hides them, saying they are discarded on save; free draws are no results', () => {
    const { matches } = drawn(5);
    expect(konfirmasiUndi(view(kelas(5, matches)))).toBeNull();
    const main = matches.find((m) => m.ronde === 1 && m.id_peserta_a !== null && m.id_peserta_b !== null)!;
    const r = terapkanHasil(matches, main.id_match, { skor_a: 8, skor_b: 3 }, 'KYORUGI');
    if (!r.ok) throw new Error(r.pesan);
    const berjalan = view(kelas(5, r.matches));
    expect(konfirmasiUndi(berjalan)).toEqual({ jenis: 'hasil', jumlah: 1 });
    const t = teksKonfirmasiUndi({ jenis: 'hasil', jumlah: 1 });
    expect(t.judul).toBe('Undi ulang bagan yang sudah berjalan?');
    expect(t.isi).toMatch(
      /1 hasil pertandingan\. Undian baru tampil sebagai draf; jika draf itu disimpan, semua hasil tersebut akan dibuang/,
    );
    // The draft made after the yes: shuffling it again asks nothing more.
    expect(konfirmasiUndi(view(kelas(5, r.matches), draf(5)))).toBeNull();
  });
});
