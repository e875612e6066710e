import { useEffect, useRef } from 'react';
import { useRouterState } from '@tanstack/react-router';

/** Runs `close` whenever the path changes (menus and dropdowns close on navigation). */
export function useCloseOnRouteChange(close: () => void) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    closeRef.current();
  }, [pathname]);
}
