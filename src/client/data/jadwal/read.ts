import { useQuery } from '@tanstack/react-query';
import { requestData } from '../api';
import { jadwalKompetisiSchema } from './schema';

export const jadwalQueryKey = (id_kompetisi: number) => ['jadwal', id_kompetisi] as const;

/** The competition's match days, courts and scheduled classes (the admin's page and the desk's court picker; online). */
export function useJadwal(id_kompetisi: number | null) {
  return useQuery({
    queryKey: jadwalQueryKey(id_kompetisi ?? 0),
    queryFn: () => requestData(`/kompetisi/${id_kompetisi}/jadwal`, jadwalKompetisiSchema),
    enabled: id_kompetisi !== null,
  });
}
