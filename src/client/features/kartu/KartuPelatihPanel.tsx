import { IdCard } from 'lucide-react';
import { useKartu } from '../../data/kartu';
import { FotoKurang } from './FotoKurang';
import { KeadaanData } from './KeadaanData';
import { UnduhKartu } from './UnduhKartu';
import { tanpaFoto } from './kartu-view';

/** The coach's ID cards on DATA KOMPETISI: the own dojang's approved entries and the coach, as one PDF. */
export function KartuPelatihPanel({ id_kompetisi }: { id_kompetisi: number }) {
  const read = useKartu(id_kompetisi);
  const kartu = read.data?.kartu ?? [];
  const atlet = kartu.filter((k) => k.jenis === 'PESERTA').length;
  return (
    <section className="card bg-base-100 shadow ring-1 ring-base-300" aria-labelledby="kartu-peserta-judul">
      <div className="card-body gap-3">
        <h2 id="kartu-peserta-judul" className="card-title">
          <IdCard className="size-5" aria-hidden="true" />
          Kartu Peserta
        </h2>
        <p className="text-sm text-base-content/80">
          Kartu untuk setiap entri yang sudah disetujui dan untuk pelatih. Cetak di A4, potong di tanda potong, bawa saat penimbangan.
        </p>
        <KeadaanData read={read} />
        {read.data &&
          (kartu.length === 0 ? (
            <p className="text-sm">Belum ada entri yang disetujui.</p>
          ) : (
            <>
              <p className="text-sm">
                <strong>{kartu.length}</strong> kartu: {atlet} atlet dan {kartu.length - atlet} pelatih.
              </p>
              <UnduhKartu data={read.data} kartu={kartu} bagian={kartu[0]?.nama_dojang} />
              <FotoKurang kartu={tanpaFoto(kartu)} tautan />
            </>
          ))}
      </div>
    </section>
  );
}
