import { RotateCcw, Search } from 'lucide-react';
import { FILTER_PUBLIK_KOSONG, type FilterPublik } from './bagan-publik-view';
import { FilterSelect } from '../../../ui/form/FilterSelect';

/** Search, Cabang, Kategori, Jenis Kelamin and the 'belum diundi' toggle of /event/bagan. */
export function FilterPublikBar({ filter, onChange }: { filter: FilterPublik; onChange: (f: FilterPublik) => void }) {
  const set = (patch: Partial<FilterPublik>) => onChange({ ...filter, ...patch });
  return (
    <section
      className="grid grid-cols-2 gap-3 rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300 lg:grid-cols-4"
      aria-label="Filter kelas"
    >
      <label className="input col-span-2 w-full lg:col-span-4">
        <Search className="size-4 text-base-content/60" aria-hidden="true" />
        <input
          type="search"
          className="grow"
          placeholder="Cari kelas, nama atlet, atau dojang..."
          aria-label="Cari kelas, nama atlet, atau dojang"
          value={filter.q}
          maxLength={100}
          onChange={(e) => set({ q: e.target.value })}
        />
      </label>
      <FilterSelect label="Cabang" value={filter.cabang} onChange={(v) => set({ cabang: v as FilterPublik['cabang'] })}>
        <option value="">Semua cabang</option>
        <option value="KYORUGI">Kyorugi</option>
        <option value="POOMSAE">Poomsae</option>
      </FilterSelect>
      <FilterSelect label="Kategori" value={filter.level} onChange={(v) => set({ level: v as FilterPublik['level'] })}>
        <option value="">Semua kategori</option>
        <option value="prestasi">Prestasi</option>
        <option value="pemula">Pemula</option>
      </FilterSelect>
      <FilterSelect label="Jenis Kelamin" value={filter.jk} onChange={(v) => set({ jk: v as FilterPublik['jk'] })}>
        <option value="">Semua</option>
        <option value="LAKI_LAKI">Putra</option>
        <option value="PEREMPUAN">Putri</option>
      </FilterSelect>
      <div className="flex items-end">
        <button type="button" className="btn btn-outline btn-sm w-full" onClick={() => onChange(FILTER_PUBLIK_KOSONG)}>
          <RotateCcw className="size-4" aria-hidden="true" />
          Reset Filter
        </button>
      </div>
      <label className="col-span-2 flex cursor-pointer items-center gap-2 text-sm lg:col-span-4">
        <input
          type="checkbox"
          className="toggle toggle-sm toggle-primary"
          checked={filter.semua}
          onChange={(e) => set({ semua: e.target.checked })}
        />
        Tampilkan juga kelas yang belum diundi
      </label>
    </section>
  );
}
