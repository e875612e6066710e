import { useId, useState } from 'react';
import { useKompetisiList } from '../../data/online/kompetisi';
import { KompetisiStatistikView } from './KompetisiStatistikView';

/** ADMIN: any competition's figures, chosen from the list (the first one shown by default). */
export function KompetisiPilih() {
  const id = useId();
  const list = useKompetisiList();
  const [pilih, setPilih] = useState<number | null>(null);
  const kompetisi = list.data ?? [];
  const aktif = pilih ?? kompetisi.find((k) => k.is_featured)?.id_kompetisi ?? kompetisi[0]?.id_kompetisi ?? null;
  return (
    <section className="space-y-4" aria-labelledby={`${id}-judul`}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={`${id}-judul`} className="text-xl font-black tracking-tight">
            Statistik Kompetisi
          </h2>
          <p className="text-sm text-base-content/80">Entri, pembayaran, bagan dan pertandingan per kompetisi.</p>
        </div>
        {kompetisi.length > 0 && (
          <label className="w-full sm:w-auto" htmlFor={`${id}-pilih`}>
            <span className="sr-only">Pilih kompetisi</span>
            <select
              id={`${id}-pilih`}
              className="select w-full sm:w-80"
              value={aktif ?? ''}
              onChange={(e) => setPilih(Number(e.target.value))}
            >
              {kompetisi.map((k) => (
                <option key={k.id_kompetisi} value={k.id_kompetisi}>
                  {k.nama_event}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {list.isLoading && (
        <p className="text-sm text-base-content/75" role="status">
          Memuat daftar kompetisi...
        </p>
      )}
      {!list.isLoading && aktif === null && (
        <p className="rounded-box bg-base-100 p-8 text-center text-sm shadow ring-1 ring-base-300">Belum ada kompetisi</p>
      )}
      {aktif !== null && <KompetisiStatistikView key={aktif} id_kompetisi={aktif} />}
    </section>
  );
}
