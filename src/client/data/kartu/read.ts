import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import * as v from 'valibot';
import { KARTU_LIMIT_MAX, daftarKartuSchema, type DaftarKartu } from '../../../domain/schemas/kartu';
import { ApiError } from '../api-error';
import { send, toApiError } from '../api';
import { getDb } from '../db';
import { loadPrivateFile } from '../files';
import { storeServerValue } from '../outbox';
import { currentUser } from '../session';
import { kartuKey, type FilterKartu } from './keys';

const metaSchema = v.object({ page: v.number(), totalPages: v.number(), total: v.number() });

function query(f: FilterKartu, page: number): string {
  const q = new URLSearchParams({ page: String(page), limit: String(KARTU_LIMIT_MAX) });
  if (f.id_dojang) q.set('id_dojang', String(f.id_dojang));
  if (f.kelas) q.set('kelas', String(f.kelas));
  return q.toString();
}

/** Every card in scope, page after page of GET /kompetisi/{id}/kartu (1,000 a page), kept in Dexie for offline printing. */
export async function muatKartu(id_kompetisi: number, f: FilterKartu = {}): Promise<DaftarKartu> {
  const pertama = await halaman(id_kompetisi, f, 1);
  const kartu = [...pertama.data.kartu];
  for (let page = 2; page <= pertama.meta.totalPages; page++) kartu.push(...(await halaman(id_kompetisi, f, page)).data.kartu);
  const semua: DaftarKartu = { ...pertama.data, kartu };
  await storeServerValue(getDb(), kartuKey(id_kompetisi, f), currentUser()?.id_akun ?? null, semua);
  return semua;
}

const pageSchema = v.object({ data: daftarKartuSchema, meta: metaSchema });

async function halaman(id_kompetisi: number, f: FilterKartu, page: number) {
  const res = await send(`/kompetisi/${id_kompetisi}/kartu?${query(f, page)}`);
  if (res.status < 200 || res.status >= 300) throw toApiError(res);
  const body = v.safeParse(pageSchema, res.body);
  if (!body.success) throw new ApiError(502, 'Response data tidak valid');
  return body.output;
}

export interface KartuRead {
  data: DaftarKartu | undefined;
  fetchedAt: number;
  isLoading: boolean;
  isFetching: boolean;
  error: ApiError | null;
  refetch: () => void;
}

/** The cards in scope: the Dexie copy at once (also offline), refreshed from the server when it answers. */
export function useKartu(id_kompetisi: number | null, f: FilterKartu = {}): KartuRead {
  const key = id_kompetisi === null ? null : kartuKey(id_kompetisi, f);
  const local = useLiveQuery(async () => (key ? ((await getDb().records.get(key)) ?? null) : null), [key]);
  const q = useQuery({
    queryKey: ['kartu', key],
    enabled: key !== null,
    queryFn: async () => {
      const d = await muatKartu(id_kompetisi as number, f);
      void simpanFoto(d);
      return true;
    },
    retry: 1,
  });
  const parsed = local ? v.safeParse(daftarKartuSchema, local.value) : null;
  const err = q.error instanceof ApiError ? q.error : q.error ? new ApiError(0, q.error.message) : null;
  return {
    data: parsed?.success ? parsed.output : undefined,
    fetchedAt: local?.fetchedAt ?? 0,
    isLoading: local === undefined || (!parsed?.success && q.isPending && key !== null),
    isFetching: q.isFetching,
    error: parsed?.success ? null : err,
    refetch: () => void q.refetch(),
  };
}

/**
 * Fetches (and keeps in Dexie) every photo the cards need, four at a time, so the PDF can be made later with
 * the network cut. A photo that cannot be had prints as initials.
 */
export async function simpanFoto(d: DaftarKartu): Promise<void> {
  const paths = [...new Set(d.kartu.map((k) => k.pas_foto).filter((p): p is string => p !== null))];
  let i = 0;
  const kerja = async () => {
    while (i < paths.length) await loadPrivateFile(paths[i++]).catch(() => null);
  };
  await Promise.all([kerja(), kerja(), kerja(), kerja()]);
}

/** One card photo (from Dexie when kept), or null. */
export const fotoKartu = (path: string): Promise<Blob | null> => loadPrivateFile(path).catch(() => null);
