import { Activity, BarChart3, Building2, ChevronLeft, ChevronRight, FileSpreadsheet, FileText, Users } from 'lucide-react';
import { todayWib } from '../../../../domain/atlet/umur';
import { PERIODE, PERIODE_LABEL, geserPeriode, periodeBerjalan, rentangPeriode, type Periode } from '../../../../domain/laporan/periode';
import { JENIS_LAPORAN, JENIS_LAPORAN_LABEL, type FormatLaporan, type JenisLaporan } from '../../../../domain/schemas/laporan';

const IKON: Record<JenisLaporan, typeof Users> = { peserta: Users, dojang: Building2, statistik: BarChart3, aktivitas: Activity };

interface Props {
  jenis: JenisLaporan;
  periode: Periode;
  tanggal: string | undefined;
  sibuk: boolean;
  onJenis: (j: JenisLaporan) => void;
  /** A new period or a day inside it (undefined = the current one). */
  onPeriode: (p: Periode, tanggal: string | undefined) => void;
  onUnduh: (format: FormatLaporan) => void;
}

/** Report type tabs, the period (select, previous and next) and the export buttons of /admin/reports. */
export function LaporanKontrol({ jenis, periode, tanggal, sibuk, onJenis, onPeriode, onUnduh }: Props) {
  const hariIni = todayWib();
  const r = rentangPeriode(periode, tanggal ?? hariIni);
  const kini = periodeBerjalan(r, hariIni);
  const geser = (arah: -1 | 1) => {
    const hari = geserPeriode(periode, r.mulai, arah);
    onPeriode(periode, periodeBerjalan(rentangPeriode(periode, hari), hariIni) ? undefined : hari);
  };
  return (
    <section className="space-y-4 rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300">
      <div role="tablist" aria-label="Jenis laporan" className="tabs tabs-box tabs-sm grid w-full grid-cols-2 sm:flex sm:w-fit">
        {JENIS_LAPORAN.map((j) => {
          const Icon = IKON[j];
          return (
            <button
              key={j}
              type="button"
              role="tab"
              aria-selected={jenis === j}
              className={`tab gap-1.5 whitespace-nowrap ${jenis === j ? 'tab-active' : ''}`}
              onClick={() => onJenis(j)}
            >
              <Icon className="size-4" aria-hidden="true" /> {JENIS_LAPORAN_LABEL[j]}
            </button>
          );
        })}
      </div>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <label className="flex flex-col gap-1">
            <span className="text-sm font-semibold">Periode</span>
            <select
              className="select w-full sm:w-44"
              value={periode}
              aria-label="Periode"
              onChange={(e) => onPeriode(e.target.value as Periode, undefined)}
            >
              {PERIODE.map((p) => (
                <option key={p} value={p}>
                  {PERIODE_LABEL[p]}
                </option>
              ))}
            </select>
          </label>
          <div className="flex items-center gap-1">
            <button type="button" className="btn btn-square btn-ghost" aria-label="Periode sebelumnya" onClick={() => geser(-1)}>
              <ChevronLeft className="size-5" aria-hidden="true" />
            </button>
            <p className="min-w-0 flex-1 px-1 text-sm leading-tight sm:w-56 sm:flex-none" aria-live="polite">
              <span className="block font-semibold">{kini ? PERIODE_LABEL[periode] : r.label}</span>
              <span className="block text-base-content/75">{r.rentang}</span>
            </p>
            <button
              type="button"
              className="btn btn-square btn-ghost"
              aria-label="Periode berikutnya"
              disabled={kini}
              onClick={() => geser(1)}
            >
              <ChevronRight className="size-5" aria-hidden="true" />
            </button>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <button type="button" className="btn btn-primary" disabled={sibuk} onClick={() => onUnduh('xlsx')}>
            <FileSpreadsheet className="size-4" aria-hidden="true" /> Unduh XLSX
          </button>
          <button type="button" className="btn btn-outline btn-primary" disabled={sibuk} onClick={() => onUnduh('pdf')}>
            <FileText className="size-4" aria-hidden="true" /> Unduh PDF
          </button>
        </div>
      </div>
    </section>
  );
}
