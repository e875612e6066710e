import { useState } from 'react';
import { Download, History } from 'lucide-react';
import toast from 'react-hot-toast';
import { OBJEK_AKSES_LABEL, type AksesData } from '../../../domain/privasi/akses';
import { formatSel } from '../../../domain/laporan/tabel';
import { roleLabel } from '../../../domain/roles';
import { unduhRiwayatAkses, useRiwayatAkses } from '../../data/privasi';
import { Pagination } from '../Pagination';

const waktu = (pada: string) => `${formatSel(pada, 'waktu')} WIB`;

function Baris({ r }: { r: AksesData }) {
  return (
    <tr>
      <td className="whitespace-nowrap tabular-nums">{waktu(r.pada)}</td>
      <td>
        <span className="font-semibold break-words">{r.nama}</span>
        <span className="block text-xs text-base-content/70">{roleLabel(r.peran)}</span>
      </td>
      <td>{OBJEK_AKSES_LABEL[r.objek]}</td>
    </tr>
  );
}

interface Props {
  id_atlet: number;
  /** The ADMIN exports the whole record (the policy's 'privasi.eksporAkses'). */
  bolehEkspor: boolean;
}

/**
 * 'Riwayat akses dokumen': who opened the athlete's private documents or saw its NIK whole, newest first, a server page
 * at a time (online only); the ADMIN downloads it whole as XLSX or CSV.
 */
export function RiwayatAkses({ id_atlet, bolehEkspor }: Props) {
  const [page, setPage] = useState(1);
  const [mengunduh, setMengunduh] = useState<'csv' | 'xlsx' | null>(null);
  const q = useRiwayatAkses(id_atlet, page, true);
  const unduh = async (format: 'csv' | 'xlsx') => {
    setMengunduh(format);
    try {
      await unduhRiwayatAkses(id_atlet, format);
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setMengunduh(null);
    }
  };
  const data = q.data?.data ?? [];
  const meta = q.data?.meta;

  return (
    <section className="space-y-3" aria-labelledby="riwayat-akses">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="riwayat-akses" className="flex items-center gap-2 text-lg font-bold">
          <History className="size-5" aria-hidden="true" /> Riwayat akses dokumen
        </h3>
        {bolehEkspor && (
          <div className="flex gap-2">
            {(['xlsx', 'csv'] as const).map((f) => (
              <button key={f} type="button" className="btn btn-outline btn-sm" onClick={() => void unduh(f)} disabled={mengunduh !== null}>
                {mengunduh === f ? (
                  <span className="loading loading-spinner loading-xs" aria-hidden="true" />
                ) : (
                  <Download className="size-4" aria-hidden="true" />
                )}
                {f.toUpperCase()}
              </button>
            ))}
          </div>
        )}
      </div>
      <p className="text-sm text-base-content/75">
        Setiap kali akta kelahiran, KK/KTP atau sertifikat sabuk dibuka dan setiap kali NIK ditampilkan utuh, tercatat di sini.
      </p>
      {q.isLoading && <div className="skeleton h-24 w-full" role="status" aria-busy="true" aria-label="Memuat riwayat akses" />}
      {q.error && !q.data && (
        <p className="rounded-box bg-warning/15 p-3 text-sm" role="status">
          {q.error instanceof Error && q.error.message ? q.error.message : 'Riwayat akses belum dapat dimuat.'} Riwayat akses hanya tersedia
          saat terhubung ke server.
        </p>
      )}
      {q.data && data.length === 0 && (
        <p className="rounded-box bg-base-200 p-3 text-sm">Belum ada yang membuka dokumen atau NIK atlet ini.</p>
      )}
      {data.length > 0 && (
        <ul className="divide-y divide-base-300 rounded-box border border-base-300 md:hidden">
          {data.map((r) => (
            <li key={r.id} className="space-y-0.5 px-3 py-2 text-sm">
              <p className="font-semibold">{OBJEK_AKSES_LABEL[r.objek]}</p>
              <p className="break-words">
                {r.nama} · {roleLabel(r.peran)}
              </p>
              <p className="text-xs text-base-content/70 tabular-nums">{waktu(r.pada)}</p>
            </li>
          ))}
        </ul>
      )}
      {data.length > 0 && (
        <div className="hidden overflow-x-auto rounded-box border border-base-300 md:block">
          <table className="table table-sm">
            <thead>
              <tr>
                <th>Waktu</th>
                <th>Oleh</th>
                <th>Data</th>
              </tr>
            </thead>
            <tbody>
              {data.map((r) => (
                <Baris key={r.id} r={r} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {meta && meta.totalPages > 1 && (
        <Pagination page={meta.page} totalPages={meta.totalPages} onPageChange={setPage} summary={`${meta.total} catatan akses`} />
      )}
    </section>
  );
}
