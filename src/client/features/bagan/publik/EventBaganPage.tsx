import { useMemo, type ReactNode } from 'react';
import { CloudOff, GitBranch, SearchX } from 'lucide-react';
import { PageHeader } from '../../../ui/PageHeader';
import { useTitle } from '../../../ui/hooks/useTitle';
import { DataStamp } from './DataStamp';
import { FilterPublikBar } from './FilterPublikBar';
import { KelasPublikCard } from './KelasPublikCard';
import { GridSkeleton, PesanKosong } from './PublikStates';
import { saringKelasPublik, type FilterPublik } from './bagan-publik-view';
import { useBaganEvent } from './useBaganEvent';

/** /event/bagan: the classes of the featured competition with their bracket state; a class opens its bracket. */
export function EventBaganPage({ filter, onChange }: { filter: FilterPublik; onChange: (f: FilterPublik) => void }) {
  useTitle('Bagan Pertandingan');
  const { id_kompetisi, kompetisiLoading, kompetisiError, bagan } = useBaganEvent();
  const data = bagan.data;
  const kelas = useMemo(() => (data ? saringKelasPublik(data.kelas, filter) : []), [data, filter]);
  const adaBagan = data ? data.kelas.some((k) => k.bagan !== null) : false;

  let isi: ReactNode;
  if (kompetisiLoading || bagan.isLoading) isi = <GridSkeleton />;
  else if (!data) {
    isi =
      id_kompetisi === null && !kompetisiError ? (
        <PesanKosong icon={GitBranch} judul="Belum ada kompetisi" />
      ) : (
        <PesanKosong icon={CloudOff} judul="Bagan belum dapat dimuat">
          Periksa koneksi lalu muat ulang halaman. Bagan yang pernah dibuka tetap tersedia tanpa internet.
        </PesanKosong>
      );
  } else if (!adaBagan && !filter.semua) {
    isi = (
      <PesanKosong icon={GitBranch} judul="Bagan belum diundi">
        <p>Bagan pertandingan tampil di sini setelah panitia melakukan undian.</p>
        {data.kelas.length > 0 && (
          <button type="button" className="btn btn-outline btn-sm mt-4" onClick={() => onChange({ ...filter, semua: true })}>
            Lihat daftar kelas
          </button>
        )}
      </PesanKosong>
    );
  } else if (kelas.length === 0) {
    isi = (
      <PesanKosong icon={SearchX} judul="Tidak ada kelas kejuaraan ditemukan">
        Ubah kata kunci atau filter.
      </PesanKosong>
    );
  } else {
    isi = (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Kelas kejuaraan">
        {kelas.map((k) => (
          <li key={k.kelas.id_kelas_kejuaraan} className="flex *:flex-1">
            <KelasPublikCard k={k} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader eyebrow="Bagan" title="Bagan Pertandingan">
        <p>{data?.kompetisi.nama_event ?? 'Hasil undian dan pertandingan tiap kelas.'}</p>
        {data && <DataStamp fetchedAt={bagan.fetchedAt} keadaan={bagan.keadaan} />}
      </PageHeader>
      <section className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-12" aria-label="Daftar bagan">
        {data && (adaBagan || filter.semua) && <FilterPublikBar filter={filter} onChange={onChange} />}
        {data && (adaBagan || filter.semua) && (
          <p className="text-sm text-base-content/75" aria-live="polite">
            {kelas.length} kelas ditampilkan
          </p>
        )}
        {isi}
      </section>
    </>
  );
}
