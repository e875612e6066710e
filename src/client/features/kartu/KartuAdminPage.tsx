import { useMemo, useState } from 'react';
import { IdCard, RefreshCw } from 'lucide-react';
import { useKartu } from '../../data/kartu';
import { currentUser } from '../../data/session';
import { useTitle } from '../../ui/hooks/useTitle';
import { FotoKurang } from './FotoKurang';
import { UnduhKartu } from './UnduhKartu';
import { pilihanFilter, saringKartu, tanpaFoto } from './kartu-view';
import { KeadaanData } from './KeadaanData';

/** /admin-kompetisi/kartu: every card of the competition, by dojang or class or all at once, as one PDF. */
export function KartuAdminPage() {
  useTitle('Kartu Peserta');
  const id = currentUser()?.admin_kompetisi?.id_kompetisi ?? null;
  const read = useKartu(id);
  const [dojang, setDojang] = useState<number | null>(null);
  const [kelas, setKelas] = useState<number | null>(null);
  const semua = read.data?.kartu ?? [];
  const pilihan = useMemo(() => pilihanFilter(semua), [semua]);
  const kartu = useMemo(() => saringKartu(semua, { id_dojang: dojang, kelas }), [semua, dojang, kelas]);
  const bagian = [pilihan.dojang.find((d) => d.id === dojang)?.nama, pilihan.kelas.find((k) => k.id === kelas)?.nama]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="inline-flex items-center gap-2 text-2xl font-black tracking-tight sm:text-3xl">
          <IdCard className="size-7" aria-hidden="true" />
          Kartu Peserta
        </h1>
        <button type="button" className="btn btn-ghost btn-sm" onClick={read.refetch} disabled={read.isFetching}>
          <RefreshCw className={`size-4 ${read.isFetching ? 'animate-spin' : ''}`} aria-hidden="true" />
          Perbarui
        </button>
      </div>
      {id === null ? (
        <p>Tidak ada kompetisi terkait akun ini.</p>
      ) : (
        <>
          <KeadaanData read={read} />
          {read.data && (
            <section className="card bg-base-100 shadow ring-1 ring-base-300">
              <div className="card-body gap-4">
                <p className="text-sm text-base-content/80">
                  Satu kartu untuk setiap entri yang disetujui (anggota tim masing-masing satu) dan satu untuk pelatih setiap dojang. Ukuran
                  ID-1 (85,6 × 54 mm), 10 kartu per A4 dengan tanda potong. QR dapat dipindai meja penimbangan dan dicek keasliannya.
                </p>
                <div className="grid gap-3 sm:grid-cols-2">
                  <label className="form-control">
                    <span className="label-text mb-1 font-medium">Dojang</span>
                    <select
                      className="select select-bordered w-full"
                      value={dojang ?? ''}
                      onChange={(e) => setDojang(e.target.value ? Number(e.target.value) : null)}
                    >
                      <option value="">Semua dojang ({pilihan.dojang.length})</option>
                      {pilihan.dojang.map((d) => (
                        <option key={d.id} value={d.id}>
                          {d.nama}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label className="form-control">
                    <span className="label-text mb-1 font-medium">Kelas</span>
                    <select
                      className="select select-bordered w-full"
                      value={kelas ?? ''}
                      onChange={(e) => setKelas(e.target.value ? Number(e.target.value) : null)}
                    >
                      <option value="">Semua kelas ({pilihan.kelas.length})</option>
                      {pilihan.kelas.map((k) => (
                        <option key={k.id} value={k.id}>
                          {k.nama}
                        </option>
                      ))}
                    </select>
                  </label>
                </div>
                <div className="stats stats-vertical bg-base-200 sm:stats-horizontal">
                  <div className="stat py-3">
                    <div className="stat-title">Kartu</div>
                    <div className="stat-value text-2xl">{kartu.length}</div>
                  </div>
                  <div className="stat py-3">
                    <div className="stat-title">Atlet</div>
                    <div className="stat-value text-2xl">{kartu.filter((k) => k.jenis === 'PESERTA').length}</div>
                  </div>
                  <div className="stat py-3">
                    <div className="stat-title">Pelatih</div>
                    <div className="stat-value text-2xl">{kartu.filter((k) => k.jenis === 'PELATIH').length}</div>
                  </div>
                </div>
                <UnduhKartu data={read.data} kartu={kartu} bagian={bagian || undefined} />
              </div>
            </section>
          )}
          <FotoKurang kartu={tanpaFoto(kartu)} tautan={false} />
        </>
      )}
    </div>
  );
}
