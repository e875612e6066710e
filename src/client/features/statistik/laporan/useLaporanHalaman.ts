import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { laporanHalamanSchema, laporanMetaSchema } from '../../../../domain/schemas/laporan';
import { send, toApiError } from '../../../data/api';
import { ApiError } from '../../../data/api-error';
import { laporanQuery, type LaporanSearch } from './laporan-search';

const jawabanSchema = v.object({ data: laporanHalamanSchema, meta: laporanMetaSchema });
export type LaporanJawaban = v.InferOutput<typeof jawabanSchema>;

/** GET /admin/laporan: one page of the period's report, with its paging; the previous page stays while the next loads. */
export function useLaporanHalaman(s: LaporanSearch) {
  const query = laporanQuery(s, true);
  return useQuery({
    queryKey: ['laporan', query],
    queryFn: async ({ signal }) => {
      const result = await send(`/admin/laporan?${query}`, { signal });
      if (result.status < 200 || result.status >= 300) throw toApiError(result);
      const parsed = v.safeParse(jawabanSchema, result.body);
      if (!parsed.success) throw new ApiError(502, 'Response data tidak valid');
      return parsed.output;
    },
    placeholderData: keepPreviousData,
    networkMode: 'online',
  });
}
