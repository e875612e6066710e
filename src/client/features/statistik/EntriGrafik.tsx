import { useMemo } from 'react';
import type { ChartConfiguration } from 'chart.js';
import type { KompetisiStatistik } from '../../../domain/schemas/statistik';
import { warna } from './chart';
import { Grafik } from './Grafik';
import { Panel } from './Panel';
import { angka, persen } from './tampil';

type Entri = KompetisiStatistik['entri'];
type PerStatus = { total: number; APPROVED: number; PENDING: number; REJECTED: number };

const STATUS = [
  { key: 'APPROVED', label: 'Disetujui', tone: 'success', dot: 'bg-success' },
  { key: 'PENDING', label: 'Menunggu', tone: 'warning', dot: 'bg-warning' },
  { key: 'REJECTED', label: 'Ditolak', tone: 'error', dot: 'bg-error' },
] as const;

/** Entries per status as a doughnut, the counts written beside it. */
export function GrafikStatus({ entri, className }: { entri: Entri; className?: string }) {
  const config = useMemo(
    (): ChartConfiguration<'doughnut'> => ({
      type: 'doughnut',
      data: {
        labels: STATUS.map((s) => s.label),
        datasets: [
          {
            data: STATUS.map((s) => entri[s.key]),
            backgroundColor: STATUS.map((s) => warna(s.tone)),
            borderWidth: 2,
            borderColor: warna('base-300', 0.2),
          },
        ],
      },
      options: { cutout: '62%', plugins: { legend: { display: false } } },
    }),
    [entri],
  );
  return (
    <Panel title="Status Entri" subtitle={`${angka(entri.total)} entri`} className={className}>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:justify-center sm:gap-10 xl:flex-col xl:gap-4">
        <Grafik
          config={config}
          className="h-44 max-w-44"
          label={`Status entri: ${STATUS.map((s) => `${s.label} ${entri[s.key]}`).join(', ')}`}
        />
        <ul className="w-full space-y-2 text-sm sm:max-w-xs">
          {STATUS.map((s) => (
            <li key={s.key} className="flex items-center justify-between gap-3">
              <span className="flex items-center gap-2">
                <span className={`size-2.5 rounded-full ${s.dot}`} aria-hidden="true" />
                {s.label}
              </span>
              <span className="font-semibold tabular-nums">
                {angka(entri[s.key])} <span className="font-normal text-base-content/70">({persen(entri[s.key], entri.total)}%)</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </Panel>
  );
}

/** Entries of a few groups (cabang or category) stacked per status. */
export function GrafikKelompok({ title, rows }: { title: string; rows: readonly (PerStatus & { label: string })[] }) {
  const config = useMemo(
    (): ChartConfiguration => ({
      type: 'bar',
      data: {
        labels: rows.map((r) => r.label),
        datasets: STATUS.map((s) => ({
          label: s.label,
          data: rows.map((r) => r[s.key]),
          backgroundColor: warna(s.tone, 0.9),
          borderRadius: 3,
        })),
      },
      options: {
        indexAxis: 'y',
        plugins: { legend: { position: 'bottom' } },
        scales: { x: { stacked: true, beginAtZero: true, ticks: { precision: 0 } }, y: { stacked: true, grid: { display: false } } },
      },
    }),
    [rows],
  );
  return (
    <Panel title={title}>
      <Grafik config={config} className="h-44" label={`${title}: ${rows.map((r) => `${r.label} ${r.total}`).join(', ')}`} />
      <ul className="mt-3 space-y-1 text-sm">
        {rows.map((r) => (
          <li key={r.label} className="flex flex-wrap justify-between gap-x-3">
            <span className="font-semibold">{r.label}</span>
            <span className="text-base-content/80 tabular-nums">
              {angka(r.total)} entri · {angka(r.APPROVED)} disetujui · {angka(r.PENDING)} menunggu · {angka(r.REJECTED)} ditolak
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

const CABANG_LABEL: Record<string, string> = { KYORUGI: 'Kyorugi', POOMSAE: 'Poomsae' };
const KATEGORI_LABEL: Record<string, string> = { pemula: 'Pemula', prestasi: 'Prestasi' };

export const perCabang = (e: Entri) => e.per_cabang.map((c) => ({ ...c, label: CABANG_LABEL[c.cabang] ?? c.cabang }));
export const perKategori = (e: Entri) => e.per_kategori.map((k) => ({ ...k, label: KATEGORI_LABEL[k.kategori] ?? k.kategori }));
