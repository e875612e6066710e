import { useMemo, useState } from 'react';
import { Clock, RotateCcw, Search } from 'lucide-react';
import type { EntriTampil } from '../../data/penimbangan';
import { FilterSelect } from '../../ui/form/FilterSelect';
import { Pagination } from '../../ui/Pagination';
import { FILTER_MEJA_KOSONG, HASIL_LABEL, kg1, opsiFilter, saringEntri, type FilterMeja } from './meja-view';

const PER_HALAMAN = 40;
const BADGE = { BELUM: 'badge-ghost', LOLOS: 'badge-success', GAGAL: 'badge-error' } as const;

/** The competition's weigh-in entries: filters (class, dojang, status), name search, a page of rows; a row opens the athlete. */
export function DaftarEntri({
  entri,
  dipilih,
  onPilih,
}: {
  entri: readonly EntriTampil[];
  dipilih: number | null;
  onPilih: (id: number) => void;
}) {
  const [f, setF] = useState<FilterMeja>(FILTER_MEJA_KOSONG);
  const [halaman, setHalaman] = useState(1);
  const opsi = useMemo(() => opsiFilter(entri), [entri]);
  const terlihat = useMemo(() => saringEntri(entri, f), [entri, f]);
  const total = Math.max(1, Math.ceil(terlihat.length / PER_HALAMAN));
  const hal = Math.min(halaman, total);
  const set = (patch: Partial<FilterMeja>) => {
    setF({ ...f, ...patch });
    setHalaman(1);
  };
  return (
    <section className="space-y-3 rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300" aria-label="Daftar peserta penimbangan">
      <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-4">
        <label className="input w-full sm:col-span-2 xl:col-span-4">
          <Search className="size-4 text-base-content/60" aria-hidden="true" />
          <input
            type="search"
            className="grow"
            placeholder="Cari nama atlet..."
            aria-label="Cari nama atlet"
            value={f.cari}
            maxLength={100}
            onChange={(e) => set({ cari: e.target.value })}
          />
        </label>
        <FilterSelect label="Kelas" value={f.kelas} onChange={(v) => set({ kelas: v })}>
          <option value="">Semua kelas</option>
          {opsi.kelas.map(([id, label]) => (
            <option key={id} value={id}>
              {label}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Dojang" value={f.dojang} onChange={(v) => set({ dojang: v })}>
          <option value="">Semua dojang</option>
          {opsi.dojang.map(([id, nama]) => (
            <option key={id} value={id}>
              {nama}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Status" value={f.hasil} onChange={(v) => set({ hasil: v as FilterMeja['hasil'] })}>
          <option value="">Semua status</option>
          <option value="BELUM">Belum ditimbang</option>
          <option value="LOLOS">Lolos</option>
          <option value="GAGAL">Gagal</option>
        </FilterSelect>
        <div className="flex items-end">
          <button type="button" className="btn btn-outline btn-sm w-full" onClick={() => set(FILTER_MEJA_KOSONG)}>
            <RotateCcw className="size-4" aria-hidden="true" />
            Reset Filter
          </button>
        </div>
      </div>
      <p className="text-sm text-base-content/70">
        {terlihat.length} dari {entri.length} peserta
      </p>
      {terlihat.length === 0 ? (
        <p className="py-6 text-center text-base-content/70">Tidak ada peserta yang cocok.</p>
      ) : (
        <ul className="divide-y divide-base-300" aria-label="Peserta">
          {terlihat.slice((hal - 1) * PER_HALAMAN, hal * PER_HALAMAN).map((x) => {
            const t = x.terakhir;
            const menunggu = x.percobaan.some((p) => p.status === 'menunggu') || x.keputusan?.status === 'pending';
            return (
              <li key={x.entri.id_peserta_kompetisi}>
                <button
                  type="button"
                  onClick={() => onPilih(x.entri.id_peserta_kompetisi)}
                  aria-current={dipilih === x.entri.id_peserta_kompetisi ? 'true' : undefined}
                  className={`flex w-full items-center gap-3 px-2 py-3 text-left hover:bg-base-200 ${dipilih === x.entri.id_peserta_kompetisi ? 'bg-primary/10' : ''}`}
                >
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold">{x.entri.nama_atlet}</span>
                    <span className="block truncate text-xs text-base-content/70">
                      {x.entri.nama_dojang} · {x.entri.kelas_label}
                    </span>
                  </span>
                  {t && <span className="font-mono text-sm">{kg1(t.berat_gram)} kg</span>}
                  {menunggu && <Clock className="size-4 text-warning" aria-label="Menunggu sinkron" />}
                  <span className={`badge ${x.entri.status === 'DISKUALIFIKASI' ? 'badge-error badge-outline' : BADGE[x.hasil]}`}>
                    {x.entri.status === 'DISKUALIFIKASI' ? 'Diskualifikasi' : HASIL_LABEL[x.hasil]}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {total > 1 && <Pagination page={hal} totalPages={total} onPageChange={setHalaman} />}
    </section>
  );
}
