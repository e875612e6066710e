import { useCallback, useState } from 'react';
import type { GenderFilter } from '../../../../domain/atlet/ringkasan';

/** Search, gender and page of DATA ATLIT; any search or filter change goes back to page 1. */
export function useAtletListState() {
  const [search, setSearchValue] = useState('');
  const [gender, setGenderValue] = useState<GenderFilter>('SEMUA');
  const [page, setPage] = useState(1);

  const setSearch = useCallback((value: string) => {
    setSearchValue(value);
    setPage(1);
  }, []);
  const setGender = useCallback((value: GenderFilter) => {
    setGenderValue(value);
    setPage(1);
  }, []);
  const clear = useCallback(() => {
    setSearchValue('');
    setGenderValue('SEMUA');
    setPage(1);
  }, []);

  return { search, gender, page, setSearch, setGender, setPage, clear };
}
