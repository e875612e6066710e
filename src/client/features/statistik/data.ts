import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminStatsSchema, kompetisiStatistikSchema } from '../../../domain/schemas/statistik';
import type { Rentang } from '../../../domain/statistik/rentang';
import { requestData } from '../../data/api';

/**
 * Statistics are online reads (never cached in Dexie: figures of the whole system, ADMIN's and the competition
 * admin's only). The previous answer stays on screen while another range loads.
 */

export function useAdminStats(rentang: Rentang) {
  return useQuery({
    queryKey: ['statistik', 'admin', rentang.dari, rentang.sampai],
    queryFn: ({ signal }) =>
      requestData(`/admin/stats?${new URLSearchParams({ dari: rentang.dari, sampai: rentang.sampai }).toString()}`, adminStatsSchema, {
        signal,
      }),
    placeholderData: keepPreviousData,
    networkMode: 'online',
    staleTime: 30_000,
    retry: 1,
  });
}

export function useKompetisiStatistik(id_kompetisi: number | null) {
  return useQuery({
    queryKey: ['statistik', 'kompetisi', id_kompetisi],
    queryFn: ({ signal }) => requestData(`/kompetisi/${id_kompetisi}/statistik`, kompetisiStatistikSchema, { signal }),
    enabled: id_kompetisi !== null,
    placeholderData: keepPreviousData,
    networkMode: 'online',
    staleTime: 30_000,
    retry: 1,
  });
}
