/**
 * The competition's venue data: what a venue hub holds, logs and sends up, and what the central server refuses
 * from anyone else while a hub holds the competition. The database triggers (migration 0021_hub_venue) are made
 * over the same lists; a test compares them.
 */
export const TABEL_VENUE = [
  'hari_pertandingan',
  'lapangan',
  'jadwal_kelas',
  'bagan',
  'match',
  'partai',
  'penimbangan',
  'keputusan_timbang',
  'undian_timbang_acak',
  'atlet_terbaik',
  'skor_kejadian',
  'skor_poomsae',
  'skor_poomsae_juri',
  'skor_tekan',
  'tautan_juri_kursi',
] as const;
export type TabelVenue = (typeof TABEL_VENUE)[number];

/**
 * Rows the central server keeps (registration, the competition's own fields) of which the venue changes some
 * columns: a hub sends changes of these columns only, and the central server refuses the guarded ones from
 * anyone else during a lease (a class move at the weigh-in; the competition's venue settings).
 */
export const KOLOM_VENUE_BERSAMA = {
  kompetisi: {
    kirim: [
      'pengaturan_skor',
      'timbang_toleransi_gram',
      'timbang_percobaan_maks',
      'timbang_boleh_pindah',
      'timbang_acak_toleransi_persen',
      'timbang_berat_min_gram',
      'timbang_berat_maks_gram',
      'jadwal_istirahat_partai',
      'jadwal_tunggu_detik',
      'jadwal_menit_kyorugi',
      'jadwal_menit_poomsae',
      'piagam_tata_letak',
    ],
    jaga: 'kirim',
  },
  peserta_kompetisi: {
    // A disqualification at the weigh-in is a status; its class move is the guarded column.
    kirim: ['id_kelas_kejuaraan', 'status', 'status_diubah_oleh', 'status_diubah_pada', 'versi'],
    jaga: ['id_kelas_kejuaraan'],
  },
} as const satisfies Record<string, { kirim: readonly string[]; jaga: 'kirim' | readonly string[] }>;
export type TabelBersama = keyof typeof KOLOM_VENUE_BERSAMA;

export const TABEL_KIRIM: readonly string[] = [...TABEL_VENUE, ...Object.keys(KOLOM_VENUE_BERSAMA)];

export const adalahTabelVenue = (t: string): t is TabelVenue => (TABEL_VENUE as readonly string[]).includes(t);
export const adalahTabelBersama = (t: string): t is TabelBersama => Object.hasOwn(KOLOM_VENUE_BERSAMA, t);

export function kolomJaga(t: TabelBersama): readonly string[] {
  const k = KOLOM_VENUE_BERSAMA[t];
  return k.jaga === 'kirim' ? k.kirim : k.jaga;
}
