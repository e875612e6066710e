import { useEffect } from 'react';

let locks = 0;

/** Locks page scroll while `active`; nested locks (menu + dialog) release in any order. */
export function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    locks += 1;
    document.documentElement.style.overflow = 'hidden';
    return () => {
      locks -= 1;
      if (locks === 0) document.documentElement.style.overflow = '';
    };
  }, [active]);
}
