/** Dexie keys of the public microsite's copies (ownerId null: the same for every visitor of the device). */
export const BAGAN_PUBLIK_PREFIX = 'publik:bagan:';
export const baganPublikKey = (id_kompetisi: number) => `${BAGAN_PUBLIK_PREFIX}${id_kompetisi}`;
export const medaliPublikKey = (id_kompetisi: number) => `publik:medali:${id_kompetisi}`;

export const baganPublikPath = (id_kompetisi: number) => `/public/kompetisi/${id_kompetisi}/bagan`;
export const medaliPublikPath = (id_kompetisi: number) => `/public/kompetisi/${id_kompetisi}/medali`;

/** While the page is open and visible, the copy is refreshed this often (ms). */
export const REFRESH_PUBLIK_MS = 30_000;
