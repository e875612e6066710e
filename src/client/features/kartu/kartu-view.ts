import type { Kartu } from '../../../domain/schemas/kartu';

/** The cards a filter keeps (0 / null: every dojang, every class); a class filter leaves the coaches' cards out. */
export function saringKartu(kartu: readonly Kartu[], f: { id_dojang: number | null; kelas: number | null }): Kartu[] {
  return kartu.filter(
    (k) => (f.id_dojang === null || k.id_dojang === f.id_dojang) && (f.kelas === null || k.id_kelas_kejuaraan === f.kelas),
  );
}

/** Athletes whose card prints initials: no pas foto on their profile. One line per athlete. */
export function tanpaFoto(kartu: readonly Kartu[]): Kartu[] {
  const sudah = new Set<number>();
  return kartu.filter((k) => {
    if (k.jenis !== 'PESERTA' || k.pas_foto !== null || k.id_atlet === null || sudah.has(k.id_atlet)) return false;
    sudah.add(k.id_atlet);
    return true;
  });
}

/** The dojangs and classes the cards name, for the filters, sorted by name. */
export function pilihanFilter(kartu: readonly Kartu[]) {
  const dojang = new Map<number, string>();
  const kelas = new Map<number, string>();
  for (const k of kartu) {
    dojang.set(k.id_dojang, k.nama_dojang);
    if (k.id_kelas_kejuaraan !== null) kelas.set(k.id_kelas_kejuaraan, k.kelas_label);
  }
  const urut = (m: Map<number, string>) => [...m].map(([id, nama]) => ({ id, nama })).sort((a, b) => a.nama.localeCompare(b.nama, 'id'));
  return { dojang: urut(dojang), kelas: urut(kelas) };
}
