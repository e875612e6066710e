import { useMemo, type ReactNode } from 'react';
import { CloudOff, Medal } from 'lucide-react';
import { PageHeader } from '../../../ui/PageHeader';
import { useTitle } from '../../../ui/hooks/useTitle';
import { AtletTerbaik } from '../medali/AtletTerbaik';
import { JuaraUmum } from '../medali/JuaraUmum';
import { MedaliKelasList } from '../medali/MedaliKelasList';
import { TabelMedali } from '../medali/TabelMedali';
import { medalisSemua } from '../medali/medali-view';
import { DataStamp } from './DataStamp';
import { PesanKosong } from './PublikStates';
import { useMedaliEvent } from './useBaganEvent';

function Bagian({ id, judul, children }: { id: string; judul: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-2xl font-black tracking-tight">
        {judul}
      </h2>
      {children}
    </section>
  );
}

/** /event/medali: the general champion per category, the tally per dojang and each class's medalists. */
export function EventMedaliPage() {
  useTitle('Perolehan Medali');
  const { id_kompetisi, kompetisiLoading, kompetisiError, medali, bagan } = useMedaliEvent();
  const data = medali.data;
  const perKelas = useMemo(() => (bagan.data ? medalisSemua(bagan.data.kelas) : []), [bagan.data]);

  let isi: ReactNode;
  if (kompetisiLoading || medali.isLoading) {
    isi = (
      <div className="space-y-4" aria-busy="true" aria-label="Memuat">
        <div className="skeleton h-56" />
        <div className="skeleton h-72" />
      </div>
    );
  } else if (!data) {
    isi = (
      <PesanKosong icon={CloudOff} judul="Perolehan medali belum dapat dimuat">
        {id_kompetisi === null && !kompetisiError ? 'Belum ada kompetisi.' : 'Periksa koneksi lalu muat ulang halaman.'}
      </PesanKosong>
    );
  } else if (data.kelas_total === 0) {
    isi = (
      <PesanKosong icon={Medal} judul="Bagan belum diundi">
        Perolehan medali tampil di sini setelah pertandingan dimulai.
      </PesanKosong>
    );
  } else {
    isi = (
      <>
        <Bagian id="juara-umum" judul={data.final ? 'Juara Umum' : 'Juara Umum (sementara)'}>
          <JuaraUmum juara={data.juara_umum} final={data.juara_umum_final} />
        </Bagian>
        {(data.atlet_terbaik.prestasi || data.atlet_terbaik.pemula) && (
          <Bagian id="atlet-terbaik" judul="Atlet Terbaik">
            <AtletTerbaik pilihan={data.atlet_terbaik} />
          </Bagian>
        )}
        <Bagian id="klasemen" judul="Klasemen Medali Dojang">
          <TabelMedali rows={data.semua} />
        </Bagian>
        {bagan.data && (
          <Bagian id="medali-kelas" judul="Peraih Medali per Kelas">
            <MedaliKelasList items={perKelas} />
          </Bagian>
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader eyebrow="Medali" title="Perolehan Medali">
        <p>{data?.kompetisi.nama_event ?? 'Klasemen medali dan juara umum.'}</p>
        {data && data.kelas_total > 0 && (
          <p className="mt-1 text-sm text-white/80">
            {data.kelas_selesai} dari {data.kelas_total} kelas selesai
          </p>
        )}
        {data && <DataStamp fetchedAt={medali.fetchedAt} keadaan={medali.keadaan} />}
      </PageHeader>
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-8 sm:px-6 sm:py-12">{isi}</div>
    </>
  );
}
