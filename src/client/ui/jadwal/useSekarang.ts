import { useEffect, useState } from 'react';

/** The device clock, ticking every `ms` (timers, countdowns, ETAs that move with the day). */
export function useSekarang(ms = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(t);
  }, [ms]);
  return now;
}
