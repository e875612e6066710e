import { Search, X } from 'lucide-react';
import type { JenisKelamin } from '../../../../domain/roles';
import { GENDER_OPSI, KATEGORI_OPSI } from './admin-atlet-view';

interface Props {
  search: string;
  gender: JenisKelamin | undefined;
  kategori: number | undefined;
  summary?: string;
  onSearchChange: (value: string) => void;
  onGenderChange: (value: JenisKelamin | undefined) => void;
  onKategoriChange: (value: number | undefined) => void;
  onClear: () => void;
}

/** Search by athlete name, gender (all, LAKI_LAKI, PEREMPUAN) and age category. */
export function AdminAtletFilterBar(p: Props) {
  const active = Boolean(p.search.trim() || p.gender || p.kategori !== undefined);
  return (
    <section className="space-y-3 rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300" aria-label="Filter atlet">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <label className="input w-full lg:max-w-sm">
          <Search className="size-4 text-base-content/60" aria-hidden="true" />
          <input
            type="search"
            className="grow"
            placeholder="Cari nama atlet..."
            aria-label="Cari nama atlet"
            value={p.search}
            maxLength={100}
            onChange={(e) => p.onSearchChange(e.target.value)}
          />
        </label>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="join w-full sm:w-auto" role="group" aria-label="Filter jenis kelamin">
            {GENDER_OPSI.map((g) => (
              <button
                key={g.label}
                type="button"
                aria-pressed={p.gender === g.value}
                className={`btn join-item btn-sm flex-1 sm:flex-none ${p.gender === g.value ? 'btn-primary' : 'btn-outline'}`}
                onClick={() => p.onGenderChange(g.value)}
              >
                {g.label}
              </button>
            ))}
          </div>
          <select
            className="select select-sm w-full sm:w-56"
            aria-label="Filter kategori umur"
            value={p.kategori ?? ''}
            onChange={(e) => p.onKategoriChange(e.target.value ? Number(e.target.value) : undefined)}
          >
            <option value="">Semua Kategori Umur</option>
            {KATEGORI_OPSI.map((k) => (
              <option key={k.value} value={k.value}>
                {k.label}
              </option>
            ))}
          </select>
        </div>
        {p.summary && (
          <p className="text-sm text-base-content/80 lg:ml-auto" role="status">
            {p.summary}
          </p>
        )}
      </div>
      {active && (
        <button type="button" className="btn btn-ghost btn-xs text-error" onClick={p.onClear}>
          <X className="size-3.5" aria-hidden="true" /> Hapus filter
        </button>
      )}
    </section>
  );
}
