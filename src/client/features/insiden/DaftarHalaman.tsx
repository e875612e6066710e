import { useState } from 'react';
import type { AksesInsiden, AktivitasInsiden } from '../../../domain/insiden/laporan';
import { formatSel } from '../../../domain/laporan/tabel';
import { OBJEK_AKSES_LABEL, isObjekAkses } from '../../../domain/privasi/akses';
import { roleLabel } from '../../../domain/roles';
import { useDaftarInsiden, type JendelaInsiden } from '../../data/online/insiden';
import { Pagination } from '../../ui/Pagination';

const waktu = (iso: string) => formatSel(iso, 'waktu');

function BarisAkses({ a }: { a: AksesInsiden }) {
  return (
    <tr>
      <td className="whitespace-nowrap tabular-nums">{waktu(a.pada)}</td>
      <td>
        <span className="font-semibold">{a.nama}</span>
        <span className="block text-xs text-base-content/70">{roleLabel(a.peran)}</span>
      </td>
      <td>{isObjekAkses(a.objek) ? OBJEK_AKSES_LABEL[a.objek] : a.objek}</td>
      <td>
        {a.nama_atlet ?? '-'}
        {a.anak && <span className="badge badge-ghost badge-xs ml-1">anak</span>}
      </td>
    </tr>
  );
}

function BarisAktivitas({ a }: { a: AktivitasInsiden }) {
  return (
    <tr>
      <td className="whitespace-nowrap tabular-nums">{waktu(a.pada)}</td>
      <td className="font-mono text-xs">{a.aksi}</td>
      <td className="whitespace-nowrap">{a.oleh ?? '-'}</td>
      <td className="text-sm">{a.rincian ?? ''}</td>
    </tr>
  );
}

const KEPALA = { akses: ['Waktu (WIB)', 'Oleh', 'Data', 'Atlet'], aktivitas: ['Waktu (WIB)', 'Tindakan', 'Oleh', 'Rincian'] } as const;

/** One of the window's lists, a server page at a time (the downloaded file holds all of it). */
export function DaftarHalaman({ jenis, jendela, judul }: { jenis: 'akses' | 'aktivitas'; jendela: JendelaInsiden; judul: string }) {
  const [page, setPage] = useState(1);
  const q = useDaftarInsiden(jenis, jendela, page);
  const meta = q.data?.meta;
  return (
    <section className="space-y-2 break-inside-avoid-page" aria-label={judul}>
      <h3 className="font-bold">
        {judul} {meta && <span className="font-normal text-base-content/70">({formatSel(meta.total, 'angka')})</span>}
      </h3>
      {q.isError && (
        <p role="alert" className="text-sm text-error">
          {q.error.message}
        </p>
      )}
      {meta && meta.total === 0 && <p className="text-sm text-base-content/70">Tidak ada catatan dalam jendela waktu ini.</p>}
      {q.data && q.data.data.length > 0 && (
        <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
          <table className="table table-sm">
            <thead>
              <tr>
                {KEPALA[jenis].map((k) => (
                  <th key={k}>{k}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {jenis === 'akses'
                ? (q.data.data as AksesInsiden[]).map((a) => <BarisAkses key={a.id} a={a} />)
                : (q.data.data as AktivitasInsiden[]).map((a) => <BarisAktivitas key={a.id} a={a} />)}
            </tbody>
          </table>
        </div>
      )}
      {meta && meta.totalPages > 1 && (
        <div className="cetak-sembunyi">
          <Pagination page={meta.page} totalPages={meta.totalPages} onPageChange={setPage} />
        </div>
      )}
    </section>
  );
}
