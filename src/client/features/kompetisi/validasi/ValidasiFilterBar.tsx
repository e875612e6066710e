import { Search } from 'lucide-react';
import type { ValidasiFilter } from './validasi-view';
import { FilterSelect } from '../../../ui/form/FilterSelect';

type Opsi = readonly { id: number; nama: string }[];

interface Props {
  filter: ValidasiFilter;
  opsi: { kelompok: Opsi; dojang: Opsi; kelasBerat: Opsi };
  onChange: (next: ValidasiFilter) => void;
}

const num = (s: string) => (s ? Number(s) : null);

/** 'Cari peserta...' and the six filters: Status, Kategori, Level, Usia, Dojang, Kelas Berat. */
export function ValidasiFilterBar({ filter, opsi, onChange }: Props) {
  const set = (patch: Partial<ValidasiFilter>) => onChange({ ...filter, ...patch });
  return (
    <section
      className="grid gap-3 rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300 sm:grid-cols-2 lg:grid-cols-6"
      aria-label="Filter peserta"
    >
      <label className="input w-full sm:col-span-2 lg:col-span-6">
        <Search className="size-4 text-base-content/60" aria-hidden="true" />
        <input
          type="search"
          className="grow"
          placeholder="Cari peserta..."
          aria-label="Cari peserta"
          value={filter.search}
          onChange={(e) => set({ search: e.target.value })}
          maxLength={100}
        />
      </label>
      <FilterSelect label="Status" value={filter.status} onChange={(v) => set({ status: v as ValidasiFilter['status'] })}>
        <option value="">Semua status</option>
        <option value="PENDING">Menunggu</option>
        <option value="APPROVED">Disetujui</option>
        <option value="REJECTED">Ditolak</option>
      </FilterSelect>
      <FilterSelect label="Kategori" value={filter.cabang} onChange={(v) => set({ cabang: v as ValidasiFilter['cabang'] })}>
        <option value="">Semua kategori</option>
        <option value="KYORUGI">Kyorugi</option>
        <option value="POOMSAE">Poomsae</option>
      </FilterSelect>
      <FilterSelect label="Level" value={filter.level} onChange={(v) => set({ level: v as ValidasiFilter['level'] })}>
        <option value="">Semua level</option>
        <option value="pemula">Pemula</option>
        <option value="prestasi">Prestasi</option>
      </FilterSelect>
      <FilterSelect label="Usia" value={filter.kelompok} onChange={(v) => set({ kelompok: num(v) })}>
        <option value="">Semua usia</option>
        {opsi.kelompok.map((o) => (
          <option key={o.id} value={o.id}>
            {o.nama}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label="Dojang" value={filter.dojang} onChange={(v) => set({ dojang: num(v) })}>
        <option value="">Semua dojang</option>
        {opsi.dojang.map((o) => (
          <option key={o.id} value={o.id}>
            {o.nama}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label="Kelas Berat" value={filter.kelas_berat} onChange={(v) => set({ kelas_berat: num(v) })}>
        <option value="">Semua kelas berat</option>
        {opsi.kelasBerat.map((o) => (
          <option key={o.id} value={o.id}>
            {o.nama}
          </option>
        ))}
      </FilterSelect>
    </section>
  );
}
