import type { KelasKejuaraanKompetisi } from './types';

const GENDER: Record<string, string> = { LAKI_LAKI: 'Putra', PEREMPUAN: 'Putri' };

/** A class as the activity log names it, e.g. 'Kyorugi prestasi Cadet Putra Under 45 kg'. */
export function namaKelas(kelas: KelasKejuaraanKompetisi): string {
  const cabang = kelas.cabang === 'KYORUGI' ? 'Kyorugi' : 'Poomsae';
  const jk = kelas.jenis_kelamin ?? kelas.kelas_berat?.jenis_kelamin;
  return [
    cabang,
    kelas.kategori_event.nama_kategori,
    kelas.kelompok.nama_kelompok,
    jk ? GENDER[jk] : null,
    kelas.kelas_berat?.nama_kelas ?? kelas.poomsae?.nama_kelas ?? null,
  ]
    .filter(Boolean)
    .join(' ');
}

/** The entry's name: the athlete, or the team members joined with ' & '. */
export function namaPeserta(p: { atlet: { nama_atlet: string }; anggota_tim: readonly { atlet: { nama_atlet: string } }[] }): string {
  return p.anggota_tim.length > 0 ? p.anggota_tim.map((m) => m.atlet.nama_atlet).join(' & ') : p.atlet.nama_atlet;
}
