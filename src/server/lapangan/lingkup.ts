import { boleh, type Pengguna } from '../../domain/akses';

/**
 * Whether the caller may see a court or bout of competition `id_kompetisi` (the policy's 'jadwal.baca'). One who may
 * not is answered as if the id did not exist (404), so another competition's staff cannot tell which court and bout
 * ids exist; who may see it and still may not act on it is refused 403.
 */
export const terlihat = (aktor: Pengguna | null | undefined, id_kompetisi: number): boolean => boleh(aktor, 'jadwal.baca', { id_kompetisi });
