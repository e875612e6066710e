import { useEffect, useRef } from 'react';
import type { ChartConfiguration, ChartType } from 'chart.js';
import { Chart, gayaDasar } from './chart';

let gayaSiap = false;

/**
 * One chart.js canvas. `config` must be memoised by the caller: a new one redraws the chart. The canvas is an
 * image for screen readers (`label`); the figures it shows are also written out beside it on every page.
 */
export function Grafik<T extends ChartType>({
  config,
  label,
  className = 'h-64',
}: {
  config: ChartConfiguration<T>;
  label: string;
  className?: string;
}) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    if (!gayaSiap) {
      gayaDasar();
      gayaSiap = true;
    }
    const chart = new Chart(ref.current, config);
    return () => chart.destroy();
  }, [config]);
  return (
    <div className={`relative w-full ${className}`}>
      <canvas ref={ref} role="img" aria-label={label} />
    </div>
  );
}
