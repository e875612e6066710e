import { tahapLapangan, type PartaiLapangan } from '../../domain/jadwal';
import {
  statusTimer,
  tutupLembarKursi,
  tutupTekanKursi,
  type InfoKursiJuri,
  type InfoTautanJuri,
  type PartaiBerikut,
  type TutupKursi,
} from '../../domain/skor';
import type { DbOrTx } from '../db/types';
import { bacaLapangan } from '../lapangan/baca';
import { bacaKirimanJuri } from './juri-poomsae';
import { panelPartai } from './juri-tulis';
import { aturanPartai, bacaLog, muatPartaiSkor, type PartaiSkor } from './muat';
import type { IsiTautanKursi } from './tautan-juri';

/**
 * What a judge's phone reads (GET /juri/{token}): for a per-bout link its bout; for a court's seat link the court,
 * the bout on its mat and whether it takes presses now (the domain's rule the writes run again), or the next bout.
 * Nothing private: names and dojang as the public schedule shows them.
 */

const sudut = (s: PartaiLapangan['sudut_a']) => (s ? { nama: s.nama, nama_dojang: s.nama_dojang ?? null } : null);

/** The bout as a per-bout link's phone reads it: corners, the seat's sheet sent (Poomsae), the points (Kyorugi). */
async function infoPartai(db: DbOrTx, p: PartaiSkor, tampil: PartaiLapangan, juri: number, kini: number): Promise<InfoTautanJuri> {
  const poomsae = p.cabang === 'POOMSAE';
  return {
    id_match: p.id_match,
    juri,
    cabang: p.cabang,
    nomor: tampil.nomor,
    nama_kelas: tampil.nama_kelas,
    status: p.status,
    panel: poomsae ? await panelPartai(db, p) : null,
    sudut: { B: sudut(tampil.sudut_a), R: sudut(tampil.sudut_b) },
    kiriman: poomsae ? ((await bacaKirimanJuri(db, p.id_match, juri))[0]?.isi ?? null) : null,
    poin_teknik: poomsae ? null : (await aturanPartai(db, p)).poin_teknik,
    sekarang: kini,
  };
}

/** A per-bout link: its bout, or null when it is on no court any more. */
export async function infoTautanJuri(db: DbOrTx, id_match: string, juri: number, kini: number): Promise<InfoTautanJuri | null> {
  const p = await muatPartaiSkor(db, id_match, false);
  if (!p) return null;
  const court = await bacaLapangan(db, p.id_lapangan, new Date(kini));
  const tampil = court?.partai.find((x) => x.id_match === id_match);
  return tampil ? infoPartai(db, p, tampil, juri, kini) : null;
}

const berikut = (b: PartaiLapangan): PartaiBerikut => ({
  id_match: b.id_match,
  nomor: b.nomor,
  nama_kelas: b.nama_kelas,
  sudut: { B: sudut(b.sudut_a), R: sudut(b.sudut_b) },
});

/** A seat link: its court, the bout on the mat with why it takes no press now (or null), and the next bout. */
export async function infoKursiJuri(db: DbOrTx, isi: IsiTautanKursi, kini: number): Promise<InfoKursiJuri | null> {
  const court = await bacaLapangan(db, isi.id_lapangan, new Date(kini));
  if (!court) return null;
  const tahap = tahapLapangan(court.partai);
  const sedang = tahap.sedang;
  const lanjut = tahap.dipanggil[0] ?? tahap.bersiap;
  let partai: InfoTautanJuri | null = null;
  let tutup: TutupKursi | null = null;
  let ronde: number | null = null;
  const p = sedang ? await muatPartaiSkor(db, sedang.id_match, false) : null;
  if (sedang && p) {
    partai = await infoPartai(db, p, sedang, isi.juri, kini);
    if (p.cabang === 'POOMSAE') tutup = tutupLembarKursi(p.status, partai.panel?.juri ?? 0, isi.juri);
    else {
      const aturan = await aturanPartai(db, p);
      const log = await bacaLog(db, p.id_match);
      tutup = tutupTekanKursi(p.status, aturan, log, isi.juri);
      ronde = statusTimer(aturan, log, kini).ronde || null;
    }
  }
  return {
    jenis: 'kursi',
    id_kompetisi: court.lapangan.id_kompetisi,
    id_lapangan: court.lapangan.id_lapangan,
    nama_lapangan: court.lapangan.nama,
    kode_lapangan: court.lapangan.kode ?? '',
    juri: isi.juri,
    kedaluwarsa: isi.kedaluwarsa,
    partai,
    tutup,
    ronde,
    berikutnya: lanjut ? berikut(lanjut) : null,
    sekarang: kini,
  };
}
