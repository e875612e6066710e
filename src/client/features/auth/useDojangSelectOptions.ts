import { useEffect, useMemo } from 'react';
import toast from 'react-hot-toast';
import type { DojangOption } from '../../../domain/api-types';
import { useDojangOptions } from '../../data/online/dojang-public';
import type { SearchOption } from '../../ui/form/search-options';
import { withRegisteredDojang } from './registered-dojang';

export const DOJANG_TAKEN_NOTE = 'Sudah ada pelatih';

/** A dojang as a choice of the coach-registration picker: searchable by name and city, taken ones marked. */
export function dojangSearchOption(d: DojangOption): SearchOption {
  const place = [d.kota, d.provinsi].filter(Boolean).join(', ');
  return {
    value: String(d.id_dojang),
    label: d.nama_dojang,
    detail: place || undefined,
    disabled: d.has_pelatih,
    note: d.has_pelatih ? DOJANG_TAKEN_NOTE : undefined,
  };
}

/** Dojang choices for coach registration; a dojang that already has a coach is listed but not choosable. */
export function useDojangSelectOptions() {
  const { data, isLoading, isFetching, isError } = useDojangOptions();
  useEffect(() => {
    if (isError) toast.error('Tidak dapat mengambil data dojang', { id: 'dojang-options' });
  }, [isError]);
  const options = useMemo(() => (data ? withRegisteredDojang(data).map(dojangSearchOption) : []), [data]);
  return { options, isLoading, isFetching, isError };
}
