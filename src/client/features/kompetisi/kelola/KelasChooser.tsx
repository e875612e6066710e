import { useEffect, useMemo, useState } from 'react';
import { ListChecks, RotateCcw, Save } from 'lucide-react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../data/api-error';
import { useKelasKatalog, useSimpanKelas } from '../../../data/online/admin-kompetisi';
import { KelasKelompok } from './KelasKelompok';
import { kelompokkan, ringkasan } from './kelas-pilihan';

/**
 * The competition's classes chosen from the standard catalogue (PUT /kompetisi/{id}/kelas). Classes
 * holding entries or a bracket stay ticked and locked; the server refuses their removal as well.
 */
export function KelasChooser({ id_kompetisi }: { id_kompetisi: number }) {
  const katalog = useKelasKatalog(id_kompetisi);
  const simpan = useSimpanKelas(id_kompetisi);
  const list = useMemo(() => katalog.data?.kelas ?? [], [katalog.data]);
  const tersimpan = useMemo(() => new Set(list.filter((k) => k.dipilih).map((k) => k.key)), [list]);
  const [pilih, setPilih] = useState<ReadonlySet<string>>(tersimpan);
  useEffect(() => setPilih(tersimpan), [tersimpan]);
  const grup = useMemo(() => kelompokkan(list), [list]);
  const r = ringkasan(list, pilih);
  const berubah = r.tambah + r.hapus > 0;

  const toggle = (keys: readonly string[], on: boolean) =>
    setPilih((old) => {
      const next = new Set(old);
      for (const key of keys) {
        if (on) next.add(key);
        else next.delete(key);
      }
      return next;
    });

  const save = async () => {
    try {
      const res = await simpan.mutateAsync([...pilih]);
      toast.success(res.message);
    } catch (err) {
      toast.error(errorMessage(err, 'Gagal menyimpan kelas kompetisi'));
      katalog.refetch();
    }
  };

  let body;
  if (katalog.isLoading)
    body = (
      <p className="p-6 text-center text-sm" role="status">
        Memuat katalog kelas...
      </p>
    );
  else if (katalog.error || !katalog.data) {
    body = (
      <div className="p-6 text-center text-sm text-error" role="alert">
        {errorMessage(katalog.error, 'Gagal memuat katalog kelas')}
        <button type="button" className="btn btn-sm btn-ghost ml-2" onClick={() => void katalog.refetch()}>
          Coba Lagi
        </button>
      </div>
    );
  } else {
    body = (
      <div className="space-y-5">
        {grup.map((kat) => (
          <div key={kat.id} className="space-y-2">
            <h3 className="text-sm font-black tracking-wide text-base-content/80 uppercase">{kat.judul}</h3>
            {kat.kelompok.map((g) => (
              <KelasKelompok key={g.id} grup={g} pilih={pilih} busy={simpan.isPending} onToggle={toggle} />
            ))}
          </div>
        ))}
        {katalog.data.di_luar_katalog > 0 && (
          <p className="text-xs text-base-content/75">{katalog.data.di_luar_katalog} kelas di luar katalog standar tidak diubah di sini.</p>
        )}
      </div>
    );
  }

  return (
    <section className="rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300 sm:p-6" aria-label="Kelas kejuaraan">
      <header className="mb-4 space-y-1">
        <h2 className="flex flex-wrap items-center gap-2 text-base font-black tracking-wide uppercase">
          <ListChecks className="size-5 text-primary" aria-hidden="true" /> Kelas Kejuaraan
          <span className="badge badge-primary badge-soft font-semibold normal-case sm:ml-auto">{r.total} kelas dipilih</span>
        </h2>
        <p className="text-sm text-base-content/80">
          Pilih kelas dari katalog standar. Kelas yang sudah berisi peserta tidak dapat dihapus.
        </p>
      </header>
      {body}
      {berubah && (
        <div className="sticky bottom-0 z-10 -mx-4 mt-4 flex flex-col gap-2 border-t border-base-300 bg-base-100/95 px-4 py-3 backdrop-blur sm:mx-0 sm:flex-row sm:items-center sm:rounded-box sm:border sm:shadow">
          <p className="text-sm sm:mr-auto" aria-live="polite">
            <strong className="text-success">+{r.tambah}</strong> ditambah · <strong className="text-error">−{r.hapus}</strong> dihapus
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              className="btn btn-ghost flex-1 sm:flex-none"
              onClick={() => setPilih(tersimpan)}
              disabled={simpan.isPending}
            >
              <RotateCcw className="size-4" aria-hidden="true" /> Batal
            </button>
            <button type="button" className="btn btn-primary flex-1 sm:flex-none" onClick={() => void save()} disabled={simpan.isPending}>
              {simpan.isPending ? (
                <span className="loading loading-spinner loading-sm" aria-hidden="true" />
              ) : (
                <Save className="size-4" aria-hidden="true" />
              )}
              {simpan.isPending ? 'Menyimpan...' : 'Simpan Kelas'}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
