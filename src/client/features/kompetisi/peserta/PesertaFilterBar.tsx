import { Search } from 'lucide-react';
import type { PesertaFilter } from './peserta-list-view';

interface Props {
  filter: PesertaFilter;
  kelas: readonly { id: number; nama: string }[];
  onChange: (next: PesertaFilter) => void;
}

/** Search, cabang, status and class filters of the participant view. */
export function PesertaFilterBar({ filter, kelas, onChange }: Props) {
  const set = (patch: Partial<PesertaFilter>) => onChange({ ...filter, ...patch });
  return (
    <section
      className="grid gap-3 rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300 md:grid-cols-2 lg:grid-cols-4"
      aria-label="Filter peserta"
    >
      <label className="input w-full">
        <Search className="size-4 text-base-content/60" aria-hidden="true" />
        <input
          type="search"
          className="grow"
          placeholder="Cari nama atlet atau kelas..."
          aria-label="Cari nama atlet atau kelas"
          value={filter.search}
          onChange={(e) => set({ search: e.target.value })}
          maxLength={100}
        />
      </label>
      <select
        className="select w-full"
        aria-label="Filter cabang"
        value={filter.cabang}
        onChange={(e) => set({ cabang: e.target.value as PesertaFilter['cabang'] })}
      >
        <option value="">Semua cabang</option>
        <option value="KYORUGI">Kyorugi</option>
        <option value="POOMSAE">Poomsae</option>
      </select>
      <select
        className="select w-full"
        aria-label="Filter status"
        value={filter.status}
        onChange={(e) => set({ status: e.target.value as PesertaFilter['status'] })}
      >
        <option value="">Semua status</option>
        <option value="PENDING">Menunggu (PENDING)</option>
        <option value="APPROVED">Disetujui (APPROVED)</option>
        <option value="REJECTED">Ditolak (REJECTED)</option>
      </select>
      <select
        className="select w-full"
        aria-label="Filter kelas"
        value={filter.kelas ?? ''}
        onChange={(e) => set({ kelas: e.target.value ? Number(e.target.value) : null })}
      >
        <option value="">Semua kelas</option>
        {kelas.map((k) => (
          <option key={k.id} value={k.id}>
            {k.nama}
          </option>
        ))}
      </select>
    </section>
  );
}
