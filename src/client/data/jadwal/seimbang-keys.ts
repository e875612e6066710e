import { jenisTulis } from '../sync/jenis';
import { keyCodec, type KeyOf } from '../sync/kunci';
import { defineResource } from '../sync/resource';
import { jadwalQueryKey } from './read';

/** 'Seimbangkan''s outbox key, kind and resource (what landing it makes stale): see seimbang.ts. */
export const seimbangKunci = keyCodec('seimbang', { id_kompetisi: 'int', id_hari: 'int' });
export type SeimbangKunci = KeyOf<typeof seimbangKunci>;
export const jenisSeimbang = jenisTulis(seimbangKunci, ['seimbang']);
export const seimbangQueryKey = (id_kompetisi: number, id_hari: number) => ['seimbang', id_kompetisi, id_hari] as const;

export const seimbangResource = defineResource<SeimbangKunci>({
  key: seimbangKunci,
  refreshes: (k) => [jadwalQueryKey(k.id_kompetisi), ['seimbang', k.id_kompetisi], ['venue', k.id_kompetisi]],
});
