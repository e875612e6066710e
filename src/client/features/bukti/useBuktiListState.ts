import { useCallback, useEffect, useState } from 'react';
import type { BuktiStatus } from '../../../domain/schemas/bukti-transfer';

const DEBOUNCE_MS = 300;

/**
 * Competition, search (asked once typing pauses), status tab and page of the review queue. Any change
 * other than the page goes back to page 1.
 */
export function useBuktiListState() {
  const [kompetisi, setKompetisiValue] = useState<number | null>(null);
  const [search, setSearchValue] = useState('');
  const [debounced, setDebounced] = useState('');
  const [status, setStatusValue] = useState<BuktiStatus | undefined>(undefined);
  const [page, setPage] = useState(1);

  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(search.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search]);

  const setKompetisi = useCallback((id: number | null) => {
    setKompetisiValue(id);
    setPage(1);
  }, []);
  const setSearch = useCallback((value: string) => {
    setSearchValue(value);
    setPage(1);
  }, []);
  const setStatus = useCallback((value: BuktiStatus | undefined) => {
    setStatusValue(value);
    setPage(1);
  }, []);

  return { kompetisi, search, query: debounced, status, page, setKompetisi, setSearch, setStatus, setPage };
}
