import { useCallback, useEffect, useState } from 'react';
import type { AkunStatus, Role } from '../../../domain/roles';

const DEBOUNCE_MS = 300;

/**
 * Search, role, status and page of the user list. The server is asked once typing pauses; any search or
 * filter change goes back to page 1.
 */
export function useUsersListState() {
  const [search, setSearchValue] = useState('');
  const [debounced, setDebounced] = useState('');
  const [role, setRoleValue] = useState<Role | undefined>(undefined);
  const [status, setStatusValue] = useState<AkunStatus | undefined>(undefined);
  const [page, setPage] = useState(1);

  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(search), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search]);

  const setSearch = useCallback((value: string) => {
    setSearchValue(value);
    setPage(1);
  }, []);
  const setRole = useCallback((value: Role | undefined) => {
    setRoleValue(value);
    setPage(1);
  }, []);
  const setStatus = useCallback((value: AkunStatus | undefined) => {
    setStatusValue(value);
    setPage(1);
  }, []);
  const clear = useCallback(() => {
    setSearchValue('');
    setDebounced('');
    setRoleValue(undefined);
    setStatusValue(undefined);
    setPage(1);
  }, []);

  const filtered = search.trim() !== '' || role !== undefined || status !== undefined;
  return { search, query: debounced, role, status, page, filtered, setSearch, setRole, setStatus, setPage, clear };
}
