// Brackets for the PDF tests and bench/bagan-pdf.ts: real matches from the domain's susunMatches, results
// entered round by round the way the app advances winners (matchBerikut), wrapped as the screens' BaganTampil.
import { matchBerikut, susunMatches } from '../src/domain/bagan/susun';
import type { HasilUndian, Keputusan, MatchBagan } from '../src/domain/bagan/types';
import type { KompetisiHeader, PesertaBagan } from '../src/domain/schemas/bagan';
import type { BaganTampil, MatchView } from '../src/client/data/bagan/types';

export const KOMPETISI: KompetisiHeader = {
  id_kompetisi: 1,
  nama_event: 'Kejuaraan Taekwondo Piala Gubernur Sumatera Utara 2025',
  lokasi: 'GOR Mini Universitas Sumatera Utara, Medan',
  tanggal_mulai: '2025-11-08',
  tanggal_selesai: '2025-11-10',
};

const DEPAN = [
  'Muhammad Rizky',
  'Ni Made Ayu',
  'Siti Nurhaliza',
  'Putu Gede',
  'Dewi Lestari',
  'Andi Pratama',
  'Rahmat Hidayat',
  'Fransiskus Xaverius',
  'Kadek Agus',
  'Nur Aisyah',
  'Yohanes Situmorang',
  'Cut Nyak',
  'Bagus Setiawan',
  'Intan Permatasari',
];
const BELAKANG = [
  'Saputra',
  'Wulandari',
  'Ramadhani',
  'Harahap',
  'Nasution',
  'Simanjuntak',
  'Kusuma',
  'Lubis',
  'Siregar',
  'Wijaya',
  'Hasibuan',
];
const DOJANG = [
  'Dojang Garuda Medan',
  'Taekwondo Club Binjai',
  'Dojang Harimau Deli Serdang',
  'Satria Muda Pematangsiantar',
  'Dojang Elang Tebing Tinggi',
  'Kodam I/BB Taekwondo',
  'Dojang Merah Putih Tanjungbalai',
];

export interface OpsiKelas {
  n: number;
  /** First id_peserta_kompetisi (classes of one document need distinct ids). */
  idAwal?: number;
  /** Share of the playable matches (not free draws) that already have a result, round 1 first. */
  hasil?: number;
  cabang?: 'KYORUGI' | 'POOMSAE';
  judul?: string;
}

/** A bracket of n entries: the byes spread over the round-1 matches, results for the first `hasil` share. */
export function kelasBagan(o: OpsiKelas): BaganTampil {
  const idAwal = o.idAwal ?? 1;
  let ukuran = 2;
  while (ukuran < o.n) ukuran *= 2;
  const jumlah_ronde = Math.log2(ukuran);
  const byes = ukuran - o.n;
  const pasangan: [number | null, number | null][] = [];
  let id = idAwal;
  const bye = new Set(Array.from({ length: byes }, (_, j) => Math.floor((j * ukuran) / 2 / byes)));
  for (let i = 0; i < ukuran / 2; i += 1) pasangan.push(bye.has(i) ? [id++, null] : [id++, id++]);
  const undian: HasilUndian = { ukuran, jumlah_ronde, pasangan };
  const ids = Array.from(
    { length: ukuran - 1 },
    (_, i) => `00000000-0000-4000-8000-${(idAwal * 10_000 + i).toString(16).padStart(12, '0')}`,
  );
  const matches = susunMatches(undian, ids);
  const cabang = o.cabang ?? 'KYORUGI';
  isiHasil(matches, o.hasil ?? 0, cabang);

  const peserta = new Map<number, PesertaBagan>();
  for (let p = idAwal; p < idAwal + o.n; p += 1) {
    const i = p - idAwal;
    peserta.set(p, {
      id_peserta_kompetisi: p,
      nama: `${DEPAN[i % DEPAN.length]} ${BELAKANG[(i * 7 + Math.floor(i / DEPAN.length)) % BELAKANG.length]}`,
      id_dojang: (i % DOJANG.length) + 1,
      nama_dojang: DOJANG[i % DOJANG.length],
      status: 'APPROVED',
      is_team: false,
    });
  }
  const view: MatchView[] = matches.map((m) => ({ ...m, pending: false, rejected: null, outboxId: null, konflik: null }));
  return {
    kompetisi: KOMPETISI,
    judulKelas: o.judul ?? `${cabang === 'KYORUGI' ? 'Kyorugi' : 'Poomsae'} Prestasi Cadet Putra Under 45 kg (${o.n})`,
    cabang,
    jumlah_ronde,
    matches: view,
    peserta,
  };
}

function isiHasil(matches: MatchBagan[], bagian: number, cabang: 'KYORUGI' | 'POOMSAE'): void {
  const main = matches.filter((m) => !(m.ronde === 1 && (m.id_peserta_a === null || m.id_peserta_b === null)));
  let sisa = Math.round(main.length * bagian);
  for (const m of matches) {
    if (sisa === 0) return;
    if (m.id_peserta_a === null || m.id_peserta_b === null || m.id_pemenang !== null) continue;
    const k = m.ronde * 31 + m.posisi * 7;
    const seri = k % 5 === 0;
    const [a, b] = cabang === 'POOMSAE' ? [7 + (k % 190) / 100, 7 + ((k * 3) % 190) / 100] : [(k % 17) + 2, ((k * 5) % 13) + 1];
    m.skor_a = a;
    m.skor_b = seri ? a : b === a ? b + 1 : b;
    m.id_pemenang = m.skor_a >= m.skor_b ? m.id_peserta_a : m.id_peserta_b;
    m.keputusan = (seri ? 'SUP' : 'PTF') satisfies Keputusan;
    m.versi += 1;
    const lanjut = matchBerikut(matches, m);
    if (lanjut) lanjut.match[lanjut.sudut === 'a' ? 'id_peserta_a' : 'id_peserta_b'] = m.id_pemenang;
    sisa -= 1;
  }
}
