import { useMemo } from 'react';
import type { ChartConfiguration } from 'chart.js';
import type { AdminStats } from '../../../domain/schemas/statistik';
import { labelPeriode } from '../../../domain/statistik/rentang';
import { warna } from './chart';
import { Grafik } from './Grafik';
import { Panel } from './Panel';
import { angka } from './tampil';

/** The user growth chart: accounts registered per week or month (bars) and the running total (line). */
export function PertumbuhanUser({ data }: { data: Pick<AdminStats, 'userGrowth' | 'userGrowthSatuan'> }) {
  const { userGrowth, userGrowthSatuan: satuan } = data;
  const baru = userGrowth.reduce((s, g) => s + g.jumlah, 0);
  const akhir = userGrowth.at(-1)?.kumulatif ?? 0;
  const config = useMemo(
    (): ChartConfiguration => ({
      type: 'bar',
      data: {
        labels: userGrowth.map((g) => labelPeriode(g.periode, satuan)),
        datasets: [
          {
            type: 'bar',
            label: 'User baru',
            data: userGrowth.map((g) => g.jumlah),
            backgroundColor: warna('primary', 0.85),
            borderRadius: 4,
            yAxisID: 'y',
            order: 2,
          },
          {
            type: 'line',
            label: 'Total user',
            data: userGrowth.map((g) => g.kumulatif),
            borderColor: warna('info'),
            backgroundColor: warna('info', 0.12),
            pointRadius: userGrowth.length > 24 ? 0 : 3,
            tension: 0.25,
            fill: true,
            yAxisID: 'y1',
            order: 1,
          },
        ],
      },
      options: {
        interaction: { mode: 'index', intersect: false },
        plugins: { legend: { position: 'bottom' } },
        scales: {
          x: { grid: { display: false }, ticks: { maxRotation: 0, autoSkip: true, autoSkipPadding: 8 } },
          y: { beginAtZero: true, ticks: { precision: 0 }, title: { display: true, text: 'Baru' } },
          y1: {
            beginAtZero: true,
            position: 'right',
            grid: { drawOnChartArea: false },
            ticks: { precision: 0 },
            title: { display: true, text: 'Total' },
          },
        },
      },
    }),
    [userGrowth, satuan],
  );
  return (
    <Panel
      title="Pertumbuhan User"
      subtitle={`Akun terdaftar per ${satuan === 'minggu' ? 'minggu (Senin–Minggu)' : 'bulan'}: ${angka(baru)} baru dalam rentang, ${angka(akhir)} total di akhir rentang`}
    >
      <Grafik
        config={config}
        className="h-64 sm:h-72"
        label={`Grafik pertumbuhan user: ${userGrowth.map((g) => `${labelPeriode(g.periode, satuan)} ${g.jumlah} baru`).join(', ')}`}
      />
    </Panel>
  );
}
