import { useMemo, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, CalendarDays, CloudOff, GitBranch, MapPin, SearchX, Users } from 'lucide-react';
import { STATUS_BAGAN_LABEL } from '../../../../domain/bagan/types';
import { namaKelas } from '../../../../domain/kompetisi/label';
import { PageHeader } from '../../../ui/PageHeader';
import { formatTanggal } from '../../../ui/format';
import { useTitle } from '../../../ui/hooks/useTitle';
import '../print.css';
import { BaganBoard } from '../board/BaganBoard';
import { MedalisKelasCard } from '../medali/MedaliKelasList';
import { medalisKelas } from '../medali/medali-view';
import { DataStamp } from './DataStamp';
import { STATUS_BADGE } from '../KelasKepala';
import { PesanKosong } from './PublikStates';
import { tampilPublik } from './bagan-publik-view';
import { useBaganEvent } from './useBaganEvent';

/** /event/bagan/{idKelas}: one class's bracket, read-only, with its medalists; the kept copy when offline. */
export function EventBaganKelasPage({ idKelas }: { idKelas: number }) {
  const { id_kompetisi, kompetisiLoading, kompetisiError, bagan } = useBaganEvent();
  const data = bagan.data;
  const k = data?.kelas.find((x) => x.kelas.id_kelas_kejuaraan === idKelas);
  const judul = k ? namaKelas(k.kelas) : 'Bagan Pertandingan';
  useTitle(judul);
  const tampil = useMemo(() => (data && k ? tampilPublik(data.kompetisi, k) : null), [data, k]);
  const medalis = useMemo(() => (k ? medalisKelas(k) : null), [k]);

  let isi: ReactNode;
  if (kompetisiLoading || bagan.isLoading) isi = <div className="skeleton h-96" aria-busy="true" aria-label="Memuat bagan" />;
  else if (!data) {
    isi = (
      <PesanKosong icon={CloudOff} judul="Bagan belum dapat dimuat">
        {id_kompetisi === null && !kompetisiError ? 'Belum ada kompetisi.' : 'Periksa koneksi lalu muat ulang halaman.'}
      </PesanKosong>
    );
  } else if (!k) isi = <PesanKosong icon={SearchX} judul="Kelas kejuaraan tidak ditemukan" />;
  else if (!tampil) {
    isi = (
      <PesanKosong icon={GitBranch} judul="Bagan belum diundi">
        Bagan kelas ini tampil di sini setelah panitia melakukan undian.
      </PesanKosong>
    );
  } else {
    isi = (
      <>
        <div className="hidden print:block">
          <p className="text-lg font-black">{judul}</p>
          <p className="text-sm">
            {data.kompetisi.nama_event}
            {data.kompetisi.lokasi ? ` · ${data.kompetisi.lokasi}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className={`badge ${STATUS_BADGE[k.bracket_status]}`}>{STATUS_BAGAN_LABEL[k.bracket_status]}</span>
          <span className="inline-flex items-center gap-1.5">
            <Users className="size-4" aria-hidden="true" />
            {k.bagan?.participants.length ?? 0} peserta
          </span>
          <span className="text-base-content/75 tabular-nums">
            {k.match_selesai}/{k.match_total} pertandingan selesai
          </span>
        </div>
        <BaganBoard tampil={tampil} />
        {medalis && medalis.medalis.length > 0 && (
          <section aria-labelledby="medali-kelas" className="space-y-3 print:break-inside-avoid">
            <h2 id="medali-kelas" className="text-xl font-black">
              Peraih Medali
            </h2>
            <MedalisKelasCard item={medalis} className="max-w-md" />
          </section>
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader eyebrow="Bagan" title={judul}>
        {data && (
          <p className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-sm sm:text-base">
            <span className="font-semibold">{data.kompetisi.nama_event}</span>
            {data.kompetisi.lokasi && (
              <span className="inline-flex items-center gap-1.5">
                <MapPin className="size-4" aria-hidden="true" />
                {data.kompetisi.lokasi}
              </span>
            )}
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-4" aria-hidden="true" />
              {formatTanggal(data.kompetisi.tanggal_mulai)} – {formatTanggal(data.kompetisi.tanggal_selesai)}
            </span>
          </p>
        )}
        {data && <DataStamp fetchedAt={bagan.fetchedAt} keadaan={bagan.keadaan} />}
      </PageHeader>
      <section className="mx-auto max-w-7xl space-y-5 px-4 py-8 sm:px-6 sm:py-10 print:space-y-2 print:p-0" aria-label="Bagan kelas">
        <Link to="/event/bagan" className="btn btn-ghost btn-sm cetak-sembunyi -ml-2">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Semua bagan
        </Link>
        {isi}
      </section>
    </>
  );
}
