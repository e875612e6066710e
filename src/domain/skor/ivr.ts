import type { AturanIvr, Sudut } from './aturan';
import type { IsiSkor, KejadianBout, UbahIvr } from './kejadian';

/**
 * Video reviews (IVR) of a bout, settled from the events in force: a coach asks while holding a card (one review
 * at a time), the referee accepts or rejects that request; a rejected review spends the card, an accepted one keeps
 * it when the rule set says so. An accepted review's change (an event taken back or replaced, a score given at the
 * request's place) is handed to the log's cleaning, which applies it like a correction.
 */

export type StatusPermintaan = 'menunggu' | 'diterima' | 'ditolak';

export interface PermintaanIvr {
  seq: number;
  sudut: Sudut;
  waktu: number;
  status: StatusPermintaan;
  /** The referee's answer (its seq), or null while it waits. */
  putusan: number | null;
  ubah: UbahIvr | null;
}

export interface StatusIvr {
  /** Cards each corner still holds (0 where the rule set has no video). */
  kartu: Record<Sudut, number>;
  permintaan: PermintaanIvr[];
  menunggu: PermintaanIvr | null;
}

interface HasilTinjau {
  status: StatusIvr;
  /** Requests in force (their seq): the clock stops at them. */
  sah: Set<number>;
  diabaikan: { seq: number; alasan: 'ivr_tidak_diizinkan' | 'ivr_habis' | 'ivr_menunggu' | 'ivr_tidak_menunggu' | 'target_tidak_valid' }[];
  /** Accepted changes of an earlier event, with the answer's seq. */
  ubahTarget: { seq: number; target: number; isi: IsiSkor | null }[];
  /** Scores given, by the request's seq. */
  tambah: Map<number, { seq: number; id: string; isi: IsiSkor }>;
}

export function tinjauVideo(
  hidup: readonly KejadianBout[],
  aturan: AturanIvr | null,
  skorHidup: (target: number, sebelum: number) => boolean,
): HasilTinjau {
  const kartu: Record<Sudut, number> = { B: aturan?.kartu ?? 0, R: aturan?.kartu ?? 0 };
  const permintaan: PermintaanIvr[] = [];
  const out: HasilTinjau = {
    status: { kartu, permintaan, menunggu: null },
    sah: new Set(),
    diabaikan: [],
    ubahTarget: [],
    tambah: new Map(),
  };
  let menunggu: PermintaanIvr | null = null;
  for (const k of hidup) {
    if (k.jenis === 'ivr_minta') {
      const alasan = !aturan ? 'ivr_tidak_diizinkan' : menunggu ? 'ivr_menunggu' : kartu[k.sudut] <= 0 ? 'ivr_habis' : null;
      if (alasan) {
        out.diabaikan.push({ seq: k.seq, alasan });
        continue;
      }
      kartu[k.sudut] -= 1;
      menunggu = { seq: k.seq, sudut: k.sudut, waktu: k.waktu, status: 'menunggu', putusan: null, ubah: null };
      permintaan.push(menunggu);
      out.sah.add(k.seq);
    } else if (k.jenis === 'ivr_putusan') {
      if (!menunggu || menunggu.seq !== k.minta) {
        out.diabaikan.push({ seq: k.seq, alasan: 'ivr_tidak_menunggu' });
        continue;
      }
      Object.assign(menunggu, { status: k.diterima ? 'diterima' : 'ditolak', putusan: k.seq, ubah: k.diterima ? k.ubah : null });
      if (k.diterima && aturan?.tetap_jika_diterima) kartu[menunggu.sudut] += 1;
      const u = k.diterima ? k.ubah : null;
      if (u?.jenis === 'tambah') out.tambah.set(menunggu.seq, { seq: k.seq, id: k.id, isi: u.isi });
      else if (u) {
        if (skorHidup(u.target, k.seq))
          out.ubahTarget.push({ seq: k.seq, target: u.target, isi: u.jenis === 'ganti' ? u.pengganti : null });
        else out.diabaikan.push({ seq: k.seq, alasan: 'target_tidak_valid' });
      }
      menunggu = null;
    }
  }
  out.status.menunggu = menunggu;
  return out;
}
