import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { AKSES_PER_HALAMAN, aksesDataSchema } from '../../../domain/privasi/akses';
import { KEBIJAKAN_PRIVASI_VERSI } from '../../../domain/privasi/kebijakan';
import { permintaanDataSchema, type StatusPermintaan } from '../../../domain/privasi/permintaan';
import { RETENSI_HARI_BAWAAN } from '../../../domain/retensi';
import { ApiError, RESPONS_TIDAK_VALID } from '../api-error';
import { requestData, send, toApiError } from '../api';
import { unduhBerkas } from '../unduh';

const metaSchema = v.object({ page: v.number(), limit: v.number(), total: v.number(), totalPages: v.number() });
const halamanAksesSchema = v.object({ data: v.array(aksesDataSchema), meta: metaSchema });
const halamanPermintaanSchema = v.object({ data: v.array(permintaanDataSchema), meta: metaSchema });

/** A paged list's whole answer ({success, data, meta}), checked against its schema. */
async function halaman<S extends v.GenericSchema>(path: string, schema: S): Promise<v.InferOutput<S>> {
  const res = await send(path);
  if (res.status < 200 || res.status >= 300) throw toApiError(res);
  const parsed = v.safeParse(schema, res.body);
  if (!parsed.success) throw new ApiError(502, RESPONS_TIDAK_VALID.pesan, undefined, RESPONS_TIDAK_VALID.kode);
  return parsed.output;
}

/** The queries of one athlete's access record (every page): a view just made invalidates them. */
export const kunciRiwayatAkses = (id_atlet: number | null) => ['privasi', 'akses', id_atlet] as const;

/** 'Riwayat akses dokumen' of one athlete, a server page at a time (online only: the record is never kept on a device). */
export function useRiwayatAkses(id_atlet: number | null, page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...kunciRiwayatAkses(id_atlet), page],
    queryFn: () => halaman(`/atlet/${id_atlet}/akses?page=${page}&limit=${AKSES_PER_HALAMAN}`, halamanAksesSchema),
    enabled: enabled && id_atlet !== null,
    placeholderData: keepPreviousData,
    networkMode: 'online',
    gcTime: 0,
  });
}

/** The ADMIN's export of an athlete's access record. */
export function unduhRiwayatAkses(id_atlet: number, format: 'csv' | 'xlsx'): Promise<void> {
  return unduhBerkas(`/atlet/${id_atlet}/akses/ekspor?format=${format}`, `riwayat-akses-atlet-${id_atlet}.${format}`);
}

/** 'Tampilkan': the whole NIK, asked of the server each time (it records who asked); never kept. */
export function tampilkanNik(id_atlet: number): Promise<string | null> {
  return requestData(`/atlet/${id_atlet}/nik`, v.object({ nik: v.nullable(v.string()) })).then((d) => d.nik);
}

/** The ADMIN's list of the subjects' requests (erasure after a withdrawn consent, …). */
export function usePermintaanData(page: number, status: StatusPermintaan | '') {
  return useQuery({
    queryKey: ['privasi', 'permintaan', page, status],
    queryFn: () => halaman(`/privasi/permintaan?page=${page}&limit=20${status ? `&status=${status}` : ''}`, halamanPermintaanSchema),
    placeholderData: keepPreviousData,
    networkMode: 'online',
  });
}

const kebijakanSchema = v.object({ versi: v.string(), retensi_hari: v.number() });
export type KebijakanInfo = v.InferOutput<typeof kebijakanSchema>;

/** The notice's version and the retention period now set; offline, the version this app carries and the default period. */
export function useKebijakanInfo() {
  return useQuery({
    queryKey: ['privasi', 'kebijakan'],
    queryFn: () => requestData('/privasi/kebijakan', kebijakanSchema),
    placeholderData: { versi: KEBIJAKAN_PRIVASI_VERSI, retensi_hari: RETENSI_HARI_BAWAAN },
    staleTime: 5 * 60_000,
    retry: false,
  });
}
