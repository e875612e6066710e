import { RotateCcw, Search } from 'lucide-react';
import { STATUS_BAGAN_LABEL } from '../../../../domain/bagan/types';
import { FILTER_KOSONG, type DrawingFilter } from './drawing-filter';
import { FilterSelect } from '../../../ui/form/FilterSelect';

/** Search, Cabang, Level, Status Bracket, Jenis Kelamin and 'Reset Filter'. */
export function DrawingFilterBar({ filter, onChange }: { filter: DrawingFilter; onChange: (f: DrawingFilter) => void }) {
  const set = (patch: Partial<DrawingFilter>) => onChange({ ...filter, ...patch });
  return (
    <section
      className="grid gap-3 rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300 sm:grid-cols-2 lg:grid-cols-5"
      aria-label="Filter kelas"
    >
      <label className="input w-full sm:col-span-2 lg:col-span-5">
        <Search className="size-4 text-base-content/60" aria-hidden="true" />
        <input
          type="search"
          className="grow"
          placeholder="Cari kelas kejuaraan..."
          aria-label="Cari kelas kejuaraan"
          value={filter.search}
          maxLength={100}
          onChange={(e) => set({ search: e.target.value })}
        />
      </label>
      <FilterSelect label="Cabang" value={filter.cabang} onChange={(v) => set({ cabang: v as DrawingFilter['cabang'] })}>
        <option value="">Semua cabang</option>
        <option value="KYORUGI">Kyorugi</option>
        <option value="POOMSAE">Poomsae</option>
      </FilterSelect>
      <FilterSelect label="Level" value={filter.level} onChange={(v) => set({ level: v as DrawingFilter['level'] })}>
        <option value="">Semua level</option>
        <option value="pemula">Pemula</option>
        <option value="prestasi">Prestasi</option>
      </FilterSelect>
      <FilterSelect label="Status Bracket" value={filter.status} onChange={(v) => set({ status: v as DrawingFilter['status'] })}>
        <option value="">Semua status</option>
        {Object.entries(STATUS_BAGAN_LABEL).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label="Jenis Kelamin"
        value={filter.jenis_kelamin}
        onChange={(v) => set({ jenis_kelamin: v as DrawingFilter['jenis_kelamin'] })}
      >
        <option value="">Semua</option>
        <option value="LAKI_LAKI">Putra</option>
        <option value="PEREMPUAN">Putri</option>
      </FilterSelect>
      <div className="flex items-end">
        <button type="button" className="btn btn-outline btn-sm w-full" onClick={() => onChange(FILTER_KOSONG)}>
          <RotateCcw className="size-4" aria-hidden="true" />
          Reset Filter
        </button>
      </div>
    </section>
  );
}
