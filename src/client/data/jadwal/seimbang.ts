import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { requestData } from '../api';
import { getDb } from '../db';
import { requireUser } from '../kompetisi/settle';
import { enqueueWrite } from '../outbox';
import { syncNow } from '../sync/engine';
import { jenisSeimbang, seimbangKunci, seimbangQueryKey } from './seimbang-keys';

/**
 * 'Seimbangkan': the proposal is read from the server (GET …/jadwal/seimbangkan, online: it weighs the whole day as it
 * stands), its moves go out through the outbox ('Terapkan', one write per day: entity and chain
 * 'seimbang:{id_kompetisi}:{id_hari}'); once landed the schedule, the proposal and the venue overview are read again.
 */
const tanggalNull = v.nullable(v.string());
export const seimbangHariSchema = v.looseObject({
  id_hari: v.number(),
  tanggal: v.string(),
  lapangan: v.array(
    v.looseObject({
      id_lapangan: v.number(),
      nama: v.string(),
      kode: v.optional(v.string(), ''),
      rencana: v.string(),
      sebelum: tanggalNull,
      sesudah: tanggalNull,
      geser_menit: v.nullable(v.number()),
    }),
  ),
  pindah: v.array(
    v.looseObject({ id_kelas_kejuaraan: v.number(), nama_kelas: v.string(), dari: v.number(), ke: v.number(), jumlah_partai: v.number() }),
  ),
  dibaca_pada: v.string(),
});
export type SeimbangHari = v.InferOutput<typeof seimbangHariSchema>;

/** Each court's drift and the proposal for one match day (online; refetched on the live stream by its screen). */
export function useSeimbang(id_kompetisi: number, id_hari: number | null) {
  return useQuery({
    queryKey: seimbangQueryKey(id_kompetisi, id_hari ?? 0),
    queryFn: () => requestData(`/kompetisi/${id_kompetisi}/jadwal/seimbangkan?id_hari=${id_hari}`, seimbangHariSchema),
    enabled: id_hari !== null,
  });
}

/** 'Terapkan': the proposal's moves queued as one write (kept on the device, sent at once when the server answers). */
export async function terapkanSeimbang(id_kompetisi: number, usulan: SeimbangHari): Promise<string> {
  const user = requireUser();
  const entry = await enqueueWrite(getDb(), {
    method: 'POST',
    path: `/kompetisi/${id_kompetisi}/jadwal/seimbangkan`,
    kind: jenisSeimbang.kind('seimbang'),
    body: { id_hari: usulan.id_hari, pindah: usulan.pindah.map(({ id_kelas_kejuaraan, dari, ke }) => ({ id_kelas_kejuaraan, dari, ke })) },
    ownerId: user.id_akun,
    label: `Seimbangkan ${usulan.tanggal}: ${usulan.pindah.length} kelas dipindah`,
    entityKey: seimbangKunci.encode({ id_kompetisi, id_hari: usulan.id_hari }),
  });
  void syncNow().catch(() => undefined);
  return entry.id;
}
