import { jenisTulis } from '../sync/jenis';
import { keyCodec } from '../sync/kunci';
import { defineResource } from '../sync/resource';

/**
 * The coach's own records, each one cached record whose key is its entity key: the dojang ('dojang:3') and
 * the profile ('pelatih:profile', with 'pelatih:files' for the KTP / certificate upload, sent in the
 * profile's chain). The server's answer simply becomes the record the screens read.
 */
export const dojangKunci = keyCodec('dojang', { id_dojang: 'int' });
export const pelatihKunci = keyCodec('pelatih', { bagian: ['profile', 'files'] });
export const jenisDojang = jenisTulis(dojangKunci, ['ubah']);
export const jenisPelatih = jenisTulis(pelatihKunci, ['profil', 'unggah']);

export const dojangKey = (id_dojang: number) => dojangKunci.encode({ id_dojang });
export const PROFILE_KEY = pelatihKunci.encode({ bagian: 'profile' });
export const FILES_KEY = pelatihKunci.encode({ bagian: 'files' });

export const dojangResource = defineResource({ key: dojangKunci });
export const pelatihResource = defineResource({ key: pelatihKunci });
