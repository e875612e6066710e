import { JENIS_PERANGKAT, JENIS_PERANGKAT_LABEL, terhubung, type JenisPerangkat } from '../../../domain/venue/hadir';
import type { KeadaanVenue, PerangkatHadir } from '../../data/venue';
import { waktuWib } from '../../data/bagan-publik';
import type { KeadaanLive } from '../../data/live';

/** Within this many minutes of its plan a court reads as on time. */
const TEPAT_MENIT = 2;

export type NadaSelisih = 'tepat' | 'telat' | 'cepat' | 'kosong';

const durasi = (m: number) => (m >= 60 ? `${Math.floor(m / 60)} j ${m % 60} mnt` : `${m} mnt`);

/** A court's drift (selisih_menit: behind +, ahead −) as the overview says it. */
export function teksSelisih(menit: number | null): { teks: string; nada: NadaSelisih } {
  if (menit === null) return { teks: 'Belum ada partai', nada: 'kosong' };
  if (Math.abs(menit) <= TEPAT_MENIT) return { teks: 'Sesuai rencana', nada: 'tepat' };
  return menit > 0 ? { teks: `Terlambat ${durasi(menit)}`, nada: 'telat' } : { teks: `Lebih cepat ${durasi(-menit)}`, nada: 'cepat' };
}

export interface BarisPerangkat {
  kunci: string;
  jenis: JenisPerangkat;
  label: string;
  terhubung: boolean;
  /** When last heard (ISO); null: never. */
  terakhir: string | null;
}

/**
 * A court's devices in order (desk, scoreboard, judges' seats), each connected or not at `sekarang` (the server's
 * clock as this device reckons it). The desk and the scoreboard are always listed (never heard: not connected);
 * judges only when a seat was heard.
 */
export function barisPerangkat(perangkat: readonly PerangkatHadir[], sekarang: number): BarisPerangkat[] {
  const out: BarisPerangkat[] = [];
  for (const jenis of JENIS_PERANGKAT) {
    const ini = perangkat.filter((p) => p.jenis === jenis);
    if (ini.length === 0 && jenis !== 'juri') {
      out.push({ kunci: jenis, jenis, label: JENIS_PERANGKAT_LABEL[jenis], terhubung: false, terakhir: null });
      continue;
    }
    ini.forEach((p, i) => {
      const label =
        jenis === 'juri' ? `Juri ${p.kursi}` : ini.length > 1 ? `${JENIS_PERANGKAT_LABEL[jenis]} ${i + 1}` : JENIS_PERANGKAT_LABEL[jenis];
      out.push({
        kunci: `${jenis}:${p.kursi}:${p.perangkat ?? ''}`,
        jenis,
        label,
        terhubung: terhubung(p, sekarang),
        terakhir: p.terakhir,
      });
    });
  }
  return out;
}

const LIVE: Record<KeadaanLive, string> = {
  langsung: 'Langsung',
  polling: 'Memperbarui berkala',
  menyambung: 'Menyambung…',
  jeda: 'Dijeda',
};

/** The line under the title: how the page follows the day, and the time of the copy shown. */
export function teksStatus(keadaan: KeadaanVenue, live: KeadaanLive, fetchedAt: number, now: number = Date.now()): string {
  const pukul = `Data tersimpan pukul ${waktuWib(fetchedAt, now)}`;
  if (keadaan === 'offline') return `Offline — ${pukul}`;
  if (keadaan === 'gagal') return `Gagal memperbarui — ${pukul}`;
  return `${LIVE[live]} · ${pukul}`;
}
