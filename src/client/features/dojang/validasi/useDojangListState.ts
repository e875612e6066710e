import { useCallback, useEffect, useState } from 'react';
import type { DojangStatus } from '../../../../domain/schemas/admin-dojang';

const DEBOUNCE_MS = 300;

/**
 * Search, status and page of a dojang list. The server is asked once typing pauses; any search or filter
 * change goes back to page 1.
 */
export function useDojangListState() {
  const [search, setSearchValue] = useState('');
  const [debounced, setDebounced] = useState('');
  const [status, setStatusValue] = useState<DojangStatus | undefined>(undefined);
  const [page, setPage] = useState(1);

  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(search), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search]);

  const setSearch = useCallback((value: string) => {
    setSearchValue(value);
    setPage(1);
  }, []);
  const setStatus = useCallback((value: DojangStatus | undefined) => {
    setStatusValue(value);
    setPage(1);
  }, []);

  return { search, query: debounced, status, page, setSearch, setStatus, setPage };
}
