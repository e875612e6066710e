import type { Hari, KelasJadwal, PenempatanKelas } from '../../data/jadwal';

/** The classes of one court in its order. */
export const kelasLapangan = (kelas: readonly KelasJadwal[], id_lapangan: number) =>
  kelas.filter((k) => k.id_lapangan === id_lapangan).sort((a, b) => a.urutan - b.urutan);

/** Classes on no court of any day. */
export const belumDijadwal = (kelas: readonly KelasJadwal[]) => kelas.filter((k) => k.id_lapangan === null);

/** Expected minutes of a court (its classes' defaults). */
export const menitLapangan = (kelas: readonly KelasJadwal[], id_lapangan: number) =>
  kelasLapangan(kelas, id_lapangan).reduce((n, k) => n + k.menit, 0);

/**
 * A class moved to a court at a place (`ke`, 0-based; past the end = last): the new order of both courts
 * (the one it left and the one it joined), as the PUT /jadwal body.
 */
export function pindahkan(kelas: readonly KelasJadwal[], id_kelas: number, id_lapangan: number | null, ke: number): PenempatanKelas[] {
  const k = kelas.find((x) => x.id_kelas_kejuaraan === id_kelas);
  if (!k) return [];
  const asal = k.id_lapangan;
  const out: PenempatanKelas[] = [];
  if (asal !== null && asal !== id_lapangan) {
    kelasLapangan(kelas, asal)
      .filter((x) => x.id_kelas_kejuaraan !== id_kelas)
      .forEach((x, i) => out.push({ id_kelas_kejuaraan: x.id_kelas_kejuaraan, id_lapangan: asal, urutan: i + 1 }));
  }
  if (id_lapangan === null) return [...out, { id_kelas_kejuaraan: id_kelas, id_lapangan: null, urutan: 0 }];
  const tujuan = kelasLapangan(kelas, id_lapangan).filter((x) => x.id_kelas_kejuaraan !== id_kelas);
  tujuan.splice(Math.max(0, Math.min(ke, tujuan.length)), 0, k);
  tujuan.forEach((x, i) => out.push({ id_kelas_kejuaraan: x.id_kelas_kejuaraan, id_lapangan, urutan: i + 1 }));
  return out;
}

/** Every court of every day, for the 'move to' choice. */
export const semuaLapangan = (hari: readonly Hari[]) => hari.flatMap((h) => h.lapangan.map((l) => ({ ...l, tanggal: h.tanggal })));

/** The competition's dates as 'YYYY-MM-DD' (inclusive), for the new day's date field. */
export function rentangTanggal(mulai: string, selesai: string): { min: string; max: string } {
  return { min: mulai.slice(0, 10), max: selesai.slice(0, 10) };
}
