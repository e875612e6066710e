import { useEffect } from 'react';

const APP = 'Arena TKD';

/** Sets the tab title for the page ("Login — Arena TKD"). */
export function useTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} — ${APP}` : `${APP} — Kejuaraan Taekwondo`;
  }, [title]);
}
