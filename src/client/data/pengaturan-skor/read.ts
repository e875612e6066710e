import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { PENGATURAN_SKOR_SCHEMA } from '../../../domain/skor/aturan-schema';
import type { JawabanPengaturanSkor } from '../../../domain/skor/pengaturan-jawaban';
import { requestData } from '../api';

export const pengaturanSkorQueryKey = (id_kompetisi: number) => ['pengaturan-skor', id_kompetisi] as const;

/** GET /kompetisi/{id}/pengaturan-skor as the server answers it (JawabanPengaturanSkor of src/domain/skor). */
export const jawabanPengaturanSkorSchema = v.object({
  id_kompetisi: v.number(),
  pengaturan: PENGATURAN_SKOR_SCHEMA,
  tersimpan: v.boolean(),
  bawaan: PENGATURAN_SKOR_SCHEMA,
  kelas_poomsae: v.array(v.object({ id_kelas_kejuaraan: v.number(), nama_kelas: v.string() })),
}) satisfies v.GenericSchema<unknown, JawabanPengaturanSkor>;

export const bacaPengaturanSkor = (id_kompetisi: number): Promise<JawabanPengaturanSkor> =>
  requestData(`/kompetisi/${id_kompetisi}/pengaturan-skor`, jawabanPengaturanSkorSchema);

/** The competition's scoring setting, the shipped one and its Poomsae classes (the admin's page; online). */
export function usePengaturanSkor(id_kompetisi: number | null) {
  return useQuery({
    queryKey: pengaturanSkorQueryKey(id_kompetisi ?? 0),
    queryFn: () => bacaPengaturanSkor(id_kompetisi!),
    enabled: id_kompetisi !== null,
  });
}
