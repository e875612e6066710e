import { cekSyarat, syaratKelas } from './eligibility';
import { OK, tolak, type AtletKompetisi, type Hasil, type KelasKejuaraanKompetisi, type KompetisiRow } from './types';

/**
 * Team poomsae (a class label containing beregu, berpasangan or team): Berpasangan takes
 * 2 athletes (atlitId, atlitId2), Beregu/team takes 3 (World Taekwondo team poomsae). Every other class
 * takes exactly one athlete. Members must be different athletes and each must be eligible.
 */

const URUTAN = ['pertama', 'kedua', 'ketiga'] as const;

export const TIM_MSG = {
  atlit: 'Anda harus memilih atlit terlebih dahulu',
  anggota: (ke: number) => `Anda harus memilih atlit ${URUTAN[ke - 1] ?? `ke-${ke}`} terlebih dahulu`,
  terlaluBanyak: (n: number) => `Kelas ini hanya untuk ${n} atlit`,
  berbeda: 'Atlit dalam satu tim harus berbeda',
  anggotaTidakDitemukan: 'Atlet tidak ditemukan',
} as const;

export type UkuranTim = 1 | 2 | 3;

export function ukuranTim(kelas: Pick<KelasKejuaraanKompetisi, 'cabang' | 'poomsae'>): UkuranTim {
  if (kelas.cabang !== 'POOMSAE') return 1;
  const nama = (kelas.poomsae?.nama_kelas ?? '').toLowerCase();
  if (nama.includes('berpasangan')) return 2;
  if (nama.includes('beregu') || nama.includes('team')) return 3;
  return 1;
}

export function isKelasTim(kelas: Pick<KelasKejuaraanKompetisi, 'cabang' | 'poomsae'>): boolean {
  return ukuranTim(kelas) > 1;
}

/**
 * The picked athlete ids, slot by slot (slot 0 = atlitId, 1 = atlitId2, 2 = atlitId3; null = not picked):
 * every slot of the class filled, none beyond it, no athlete twice.
 */
export function cekAnggotaTim(
  kelas: Pick<KelasKejuaraanKompetisi, 'cabang' | 'poomsae'>,
  idAtlet: readonly (number | null | undefined)[],
): Hasil {
  const n = ukuranTim(kelas);
  for (let i = 0; i < n; i++) {
    if (idAtlet[i] == null) return tolak('tim_tidak_sesuai', i === 0 ? TIM_MSG.atlit : TIM_MSG.anggota(i + 1));
  }
  for (let i = n; i < idAtlet.length; i++) {
    if (idAtlet[i] != null) return tolak('tim_tidak_sesuai', TIM_MSG.terlaluBanyak(n));
  }
  for (let i = 1; i < n; i++) {
    for (let j = 0; j < i; j++) if (idAtlet[i] === idAtlet[j]) return tolak('tim_tidak_sesuai', TIM_MSG.berbeda);
  }
  return OK;
}

/**
 * A whole entry: the slots as cekAnggotaTim (undefined = not picked), every picked athlete found
 * (null = an id that matched no athlete) and eligible. A team member's reason names the member ('Atlit kedua: ...').
 */
export function cekEntriEligible(
  kelas: KelasKejuaraanKompetisi,
  kompetisi: Pick<KompetisiRow, 'tanggal_mulai'>,
  atlet: readonly (AtletKompetisi | null | undefined)[],
  idDojang: number | null,
): Hasil {
  // An athlete not found keeps its slot filled (with an id no athlete has) so it is reported as not found.
  const slot = cekAnggotaTim(
    kelas,
    atlet.map((a, i) => (a === undefined ? undefined : a === null ? -(i + 1) : a.id_atlet)),
  );
  if (!slot.ok) return slot;
  const tim = ukuranTim(kelas) > 1;
  const syarat = syaratKelas(kelas, kompetisi, idDojang);
  for (let i = 0; i < atlet.length; i++) {
    const a = atlet[i];
    if (!a) return tolak('atlet_tidak_ditemukan', TIM_MSG.anggotaTidakDitemukan);
    const hasil = cekSyarat(a, syarat);
    if (!hasil.ok) return tim ? tolak(hasil.kode, `Atlit ${URUTAN[i]}: ${hasil.pesan}`) : hasil;
  }
  return OK;
}
