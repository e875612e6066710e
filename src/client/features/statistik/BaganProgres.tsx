import type { KompetisiStatistik } from '../../../domain/schemas/statistik';
import { BatangRuas } from './Batang';
import { Panel } from './Panel';
import { angka, persen } from './tampil';

/** Brackets drawn (of the classes that can be drawn) and matches played, with progress bars. */
export function BaganProgres({ bagan: b }: { bagan: KompetisiStatistik['bagan'] }) {
  return (
    <Panel
      title="Bagan & Pertandingan"
      subtitle={`${angka(b.dibuat)} bagan dibuat · ${angka(b.kelas_siap)} kelas dengan ≥ 2 peserta disetujui`}
    >
      <div className="space-y-5">
        <div className="space-y-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-semibold">Pertandingan dimainkan</p>
            <p className="text-sm tabular-nums">
              {angka(b.pertandingan_selesai)} dari {angka(b.pertandingan)} ({persen(b.pertandingan_selesai, b.pertandingan)}%)
            </p>
          </div>
          <progress
            className="progress progress-primary h-3 w-full"
            value={b.pertandingan_selesai}
            max={Math.max(1, b.pertandingan)}
            aria-label={`Pertandingan dimainkan ${persen(b.pertandingan_selesai, b.pertandingan)} persen`}
          />
          <p className="text-xs text-base-content/70">
            {angka(b.pertandingan_siap)} pertandingan sudah lengkap kedua sudutnya. Free draw (bye) tidak dihitung sebagai pertandingan.
          </p>
        </div>
        <BatangRuas
          title="Status bagan"
          ruas={[
            { label: 'Selesai', value: b.completed, tone: 'bg-success' },
            { label: 'Berlangsung', value: b.in_progress, tone: 'bg-info' },
            { label: 'Sudah Dibuat', value: b.created, tone: 'bg-secondary' },
            { label: 'Belum Dibuat', value: Math.max(0, b.kelas_siap - b.dibuat), tone: 'bg-base-300' },
          ]}
          note="Belum Dibuat = kelas dengan minimal 2 peserta disetujui yang belum diundi."
        />
      </div>
    </Panel>
  );
}
