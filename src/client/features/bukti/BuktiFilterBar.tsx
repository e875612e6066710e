import { Search } from 'lucide-react';
import type { BuktiStatus } from '../../../domain/schemas/bukti-transfer';
import type { JumlahStatus } from '../../../domain/schemas/bukti-verifikasi';
import type { Kompetisi } from '../../data/online/kompetisi';
import { STATUS_TABS } from './bukti-view';

interface Props {
  kompetisi: readonly Kompetisi[];
  idKompetisi: number | null;
  search: string;
  status: BuktiStatus | undefined;
  jumlah?: JumlahStatus;
  onKompetisi: (id: number | null) => void;
  onSearch: (value: string) => void;
  onStatus: (value: BuktiStatus | undefined) => void;
}

/** Pick a competition, search by dojang or coach, and the review-status tabs with their counts. */
export function BuktiFilterBar(p: Props) {
  const semua = p.jumlah ? p.jumlah.MENUNGGU + p.jumlah.DITERIMA + p.jumlah.DITOLAK : undefined;
  return (
    <section className="space-y-3 rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300" aria-label="Filter bukti transfer">
      <div className="grid gap-3 md:grid-cols-2">
        <label className="space-y-1">
          <span className="text-sm font-semibold">Kompetisi</span>
          <select
            className="select w-full"
            value={p.idKompetisi ?? ''}
            onChange={(e) => p.onKompetisi(e.target.value ? Number(e.target.value) : null)}
          >
            {p.idKompetisi === null && <option value="">Pilih kompetisi...</option>}
            {p.kompetisi.map((k) => (
              <option key={k.id_kompetisi} value={k.id_kompetisi}>
                {k.nama_event}
              </option>
            ))}
          </select>
        </label>
        <label className="space-y-1">
          <span className="text-sm font-semibold">Cari</span>
          <span className="input w-full">
            <Search className="size-4 text-base-content/60" aria-hidden="true" />
            <input
              type="search"
              className="grow"
              placeholder="Cari dojang atau pelatih..."
              aria-label="Cari dojang atau pelatih"
              value={p.search}
              maxLength={100}
              onChange={(e) => p.onSearch(e.target.value)}
            />
          </span>
        </label>
      </div>
      <div role="tablist" aria-label="Status verifikasi" className="tabs tabs-box tabs-sm grid w-full grid-cols-2 sm:flex sm:w-fit">
        {STATUS_TABS.map((t) => {
          const n = t.value ? p.jumlah?.[t.value] : semua;
          return (
            <button
              key={t.label}
              type="button"
              role="tab"
              aria-selected={p.status === t.value}
              className={`tab gap-1.5 whitespace-nowrap ${p.status === t.value ? 'tab-active' : ''}`}
              onClick={() => p.onStatus(t.value)}
            >
              {t.label}
              {n !== undefined && <span className="badge badge-xs badge-ghost tabular-nums">{n}</span>}
            </button>
          );
        })}
      </div>
    </section>
  );
}
