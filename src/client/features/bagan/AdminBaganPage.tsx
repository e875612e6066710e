import { useMemo, useState } from 'react';
import { Medal } from 'lucide-react';
import { namaKelas } from '../../../domain/kompetisi/label';
import { useBaganPublik, useMedaliPublik } from '../../data/bagan-publik';
import { useKompetisiSaya } from '../../data/kompetisi';
import { useTitle } from '../../ui/hooks/useTitle';
import { BaganBoard } from './board/BaganBoard';
import { JuaraUmum } from './medali/JuaraUmum';
import { TabelMedali } from './medali/TabelMedali';
import { tampilPublik } from './publik/bagan-publik-view';

const Note = ({ children, tone = '' }: { children: React.ReactNode; tone?: string }) => (
  <p className={`rounded-box bg-base-100 p-10 text-center shadow ring-1 ring-base-300 ${tone}`} role="status">
    {children}
  </p>
);

function BaganKompetisi({ id_kompetisi }: { id_kompetisi: number }) {
  const medali = useMedaliPublik(id_kompetisi);
  const bagan = useBaganPublik(id_kompetisi);
  const diundi = useMemo(() => (bagan.data?.kelas ?? []).filter((k) => k.bagan), [bagan.data]);
  const [idKelas, setIdKelas] = useState<number | null>(null);
  const pilihan = diundi.find((k) => k.kelas.id_kelas_kejuaraan === idKelas) ?? diundi[0];
  const tampil = bagan.data && pilihan ? tampilPublik(bagan.data.kompetisi, pilihan) : null;
  if (!medali.data) return <Note tone={medali.error ? 'text-error' : ''}>{medali.error ? medali.error.message : 'Memuat data...'}</Note>;
  return (
    <div className="space-y-6">
      <p className="text-sm text-base-content/80">
        {medali.data.kelas_selesai} dari {medali.data.kelas_total} kelas yang diundi sudah selesai.
      </p>
      <JuaraUmum juara={medali.data.juara_umum} final={medali.data.juara_umum_final} />
      <section className="space-y-2">
        <h2 className="text-lg font-bold">Perolehan medali per dojang</h2>
        <TabelMedali rows={medali.data.semua} />
      </section>
      <section className="space-y-3">
        <h2 className="text-lg font-bold">Bagan kelas</h2>
        {diundi.length === 0 ? (
          <Note>Belum ada kelas yang diundi.</Note>
        ) : (
          <>
            <select
              className="select w-full sm:max-w-lg"
              aria-label="Kelas kejuaraan"
              value={pilihan?.kelas.id_kelas_kejuaraan ?? ''}
              onChange={(e) => setIdKelas(Number(e.target.value))}
            >
              {diundi.map((k) => (
                <option key={k.kelas.id_kelas_kejuaraan} value={k.kelas.id_kelas_kejuaraan}>
                  {namaKelas(k.kelas)}
                </option>
              ))}
            </select>
            {tampil && <BaganBoard tampil={tampil} />}
          </>
        )}
      </section>
    </div>
  );
}

/** /admin/bagan: ADMIN reads every competition's brackets, results and medal tally (drawing is the competition admin's). */
export function AdminBaganPage() {
  useTitle('Bagan & Medali');
  const list = useKompetisiSaya();
  const [id, setId] = useState<number | null>(null);
  const pilihan = list.data?.find((k) => k.id_kompetisi === (id ?? list.data?.[0]?.id_kompetisi));
  return (
    <div className="space-y-6">
      <h1 className="inline-flex items-center gap-2 text-2xl font-black tracking-tight sm:text-3xl">
        <Medal className="size-7" aria-hidden="true" />
        Bagan &amp; Medali
      </h1>
      {!list.data ? (
        <Note tone={list.error ? 'text-error' : ''}>{list.error ? 'Gagal mengambil data kompetisi' : 'Memuat data...'}</Note>
      ) : (
        <>
          <select
            className="select w-full sm:max-w-lg"
            aria-label="Kompetisi"
            value={pilihan?.id_kompetisi ?? ''}
            onChange={(e) => setId(Number(e.target.value))}
          >
            {list.data.map((k) => (
              <option key={k.id_kompetisi} value={k.id_kompetisi}>
                {k.nama_event}
              </option>
            ))}
          </select>
          {pilihan ? (
            <BaganKompetisi key={pilihan.id_kompetisi} id_kompetisi={pilihan.id_kompetisi} />
          ) : (
            <Note>Tidak ada kompetisi yang ditemukan</Note>
          )}
        </>
      )}
    </div>
  );
}
