/** Which cards a screen asks for: the whole competition, one dojang, or one class. */
export interface FilterKartu {
  id_dojang?: number | null;
  kelas?: number | null;
}

/** Dexie key of a kept card list: 'kartu:<kompetisi>:<dojang|semua>:<kelas|semua>' (per account). */
export const kartuKey = (id_kompetisi: number, f: FilterKartu = {}) =>
  `kartu:${id_kompetisi}:${f.id_dojang ?? 'semua'}:${f.kelas ?? 'semua'}`;

/** Dexie key of the certificate list of a competition (per account). */
export const piagamKey = (id_kompetisi: number) => `piagam:${id_kompetisi}`;

/** Dexie key of the 'tanpa latar' layout this device uses for a competition (the server keeps the saved one). */
export const tataLetakKey = (id_kompetisi: number) => `piagam-tata-letak:${id_kompetisi}`;
