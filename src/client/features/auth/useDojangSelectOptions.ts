import { useEffect, useMemo } from 'react';
import toast from 'react-hot-toast';
import { useDojangOptions } from '../../data/queries/dojang-public';
import type { SelectOption } from '../../ui/form/SelectField';

/** Dojang choices for coach registration; a dojang that already has a coach is listed but disabled. */
export function useDojangSelectOptions() {
  const { data, isLoading, isError } = useDojangOptions();
  useEffect(() => {
    if (isError) toast.error('Tidak dapat mengambil data dojang', { id: 'dojang-options' });
  }, [isError]);
  const options = useMemo<SelectOption[]>(
    () =>
      (data ?? []).map((d) => {
        const place = d.kota || d.provinsi;
        const name = place ? `${d.nama_dojang} — ${place}` : d.nama_dojang;
        return {
          value: String(d.id_dojang),
          label: d.has_pelatih ? `${name} (sudah ada pelatih)` : name,
          disabled: d.has_pelatih,
        };
      }),
    [data],
  );
  return { options, isLoading };
}
