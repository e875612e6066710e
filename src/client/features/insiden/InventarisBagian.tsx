import { Database, FolderLock, KeyRound, Lock, LockOpen, RefreshCw } from 'lucide-react';
import type { LokasiData } from '../../../domain/insiden/inventaris';
import { formatSel } from '../../../domain/laporan/tabel';
import { useInventaris } from '../../data/online/insiden';

const angka = (n: number) => formatSel(n, 'angka');

function Angka({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <div className="rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300">
      <p className="text-sm font-medium text-base-content/80">{label}</p>
      <p className="text-2xl font-black tracking-tight tabular-nums">{value}</p>
      <p className="text-xs text-base-content/70">{hint}</p>
    </div>
  );
}

function Enkripsi({ l }: { l: LokasiData }) {
  return l.terenkripsi ? (
    <span className="badge badge-success gap-1 whitespace-nowrap">
      <Lock className="size-3" aria-hidden="true" /> Terenkripsi
    </span>
  ) : (
    <span className="badge badge-warning gap-1 whitespace-nowrap">
      <LockOpen className="size-3" aria-hidden="true" /> Tidak
    </span>
  );
}

const Lokasi = ({ l }: { l: LokasiData }) => (
  <code className="text-xs break-words">{l.tempat === 'tabel' ? `${l.lokasi}: ${l.kolom.join(', ')}` : `${l.lokasi}/`}</code>
);

/** What personal data is stored where (from the server's list), encrypted or not, how many records and people. */
export function InventarisBagian() {
  const q = useInventaris();
  const d = q.data;
  return (
    <section className="space-y-4" aria-labelledby="inventaris-judul">
      <h2 id="inventaris-judul" className="flex items-center gap-2 text-xl font-bold">
        <Database className="size-5" aria-hidden="true" /> Data pribadi yang tersimpan
      </h2>
      {q.isError && (
        <div role="alert" className="alert alert-error alert-soft flex flex-wrap items-center gap-2">
          <span className="flex-1">{q.error.message}</span>
          <button type="button" className="link font-semibold" onClick={() => void q.refetch()}>
            <RefreshCw className="inline size-4" aria-hidden="true" /> Coba lagi
          </button>
        </div>
      )}
      {!d && q.isLoading && <div className="skeleton h-40 w-full" role="status" aria-label="Memuat data tersimpan" />}
      {d && (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Angka label="Atlet" value={angka(d.subjek.atlet)} hint={`${angka(d.subjek.atlet_anak)} di bawah 18 tahun`} />
            <Angka label="Pelatih" value={angka(d.subjek.pelatih)} hint={`${angka(d.subjek.wali)} orang tua/wali tercatat`} />
            <Angka label="Akun" value={angka(d.subjek.akun)} hint={`${angka(d.subjek.akun_aktif)} aktif`} />
            <Angka
              label="Berkas"
              value={angka(d.berkas.total)}
              hint={
                d.berkas.polos > 0
                  ? `${angka(d.berkas.polos)} berkas pribadi belum terenkripsi`
                  : `${angka(d.berkas.terenkripsi)} terenkripsi`
              }
            />
          </div>
          <div className="grid gap-3 md:grid-cols-2">
            <p className="flex items-start gap-2 rounded-box border border-base-300 bg-base-100 p-3 text-sm">
              <FolderLock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                <strong>Cadangan: {d.cadangan.jumlah}</strong>
                {d.cadangan.terbaru ? ` (terbaru ${formatSel(d.cadangan.terbaru, 'waktu')} WIB)` : ''}. {d.cadangan.keterangan}
              </span>
            </p>
            <p className="flex items-start gap-2 rounded-box border border-base-300 bg-base-100 p-3 text-sm">
              <KeyRound className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                <strong>Kunci enkripsi:</strong> {d.kunci}
              </span>
            </p>
          </div>
          <ul className="grid gap-3 md:hidden">
            {d.lokasi.map((l) => (
              <li key={`${l.lokasi}-${l.kategori}`} className="space-y-1 rounded-box border border-base-300 bg-base-100 p-3">
                <div className="flex items-start justify-between gap-2">
                  <span className="font-semibold">{l.kategori}</span>
                  <Enkripsi l={l} />
                </div>
                <Lokasi l={l} />
                <p className="text-sm text-base-content/80">
                  {l.subjek} · {angka(l.jumlah)} {l.tempat === 'tabel' ? 'data' : 'berkas'}
                  {l.spesifik && ' · spesifik'}
                </p>
                {l.keterangan && <p className="text-xs text-base-content/70">{l.keterangan}</p>}
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-box border border-base-300 bg-base-100 md:block">
            <table className="table table-sm">
              <thead>
                <tr>
                  <th>Data</th>
                  <th>Tempat</th>
                  <th>Subjek</th>
                  <th>Terenkripsi</th>
                  <th className="text-right">Jumlah</th>
                </tr>
              </thead>
              <tbody>
                {d.lokasi.map((l) => (
                  <tr key={`${l.lokasi}-${l.kategori}`}>
                    <td>
                      <span className="font-semibold">{l.kategori}</span>
                      {l.spesifik && <span className="badge badge-ghost badge-xs ml-1">spesifik</span>}
                      {l.keterangan && <p className="text-xs text-base-content/70">{l.keterangan}</p>}
                    </td>
                    <td>
                      <Lokasi l={l} />
                    </td>
                    <td className="text-sm">{l.subjek}</td>
                    <td>
                      <Enkripsi l={l} />
                    </td>
                    <td className="text-right tabular-nums">{angka(l.jumlah)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
