import type { EntriTampil } from '../../data/penimbangan';
import { kg1, waktuTimbang } from './meja-view';

const STATUS = { tersimpan: 'Tersimpan', menunggu: 'Menunggu sinkron', ditolak: 'Ditolak server' } as const;

/** Every attempt of the entry, oldest first: who, when, which desk, the weight, the verdict and whether it reached the server. */
export function DaftarPercobaan({ x }: { x: EntriTampil }) {
  if (x.percobaan.length === 0) return <p className="text-sm text-base-content/70">Belum ada percobaan.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="table table-sm" aria-label="Riwayat percobaan">
        <thead>
          <tr>
            <th>#</th>
            <th>Waktu</th>
            <th>Meja</th>
            <th>Petugas</th>
            <th className="text-right">Berat</th>
            <th>Hasil</th>
            <th>Status</th>
          </tr>
        </thead>
        <tbody>
          {x.percobaan.map((p, i) => (
            <tr key={p.kunci} data-status={p.status}>
              <td>
                {i + 1}
                {p.jenis === 'ACAK' ? ' (acak)' : ''}
              </td>
              <td className="whitespace-nowrap">{waktuTimbang(p.ditimbang_pada)}</td>
              <td className="whitespace-nowrap">{p.meja}</td>
              <td>{p.petugas ?? (p.status === 'tersimpan' ? '–' : 'perangkat ini')}</td>
              <td className="whitespace-nowrap text-right font-mono font-semibold">{kg1(p.berat_gram)} kg</td>
              <td>
                <span className={`badge badge-sm ${p.lolos ? 'badge-success' : 'badge-error'}`}>{p.lolos ? 'Lolos' : 'Gagal'}</span>
              </td>
              <td>
                <span
                  className={`badge badge-sm ${p.status === 'tersimpan' ? 'badge-ghost' : p.status === 'menunggu' ? 'badge-warning' : 'badge-error'}`}
                >
                  {STATUS[p.status]}
                </span>
                {p.status === 'ditolak' && p.pesan && (
                  <p className="mt-1 text-xs text-error" data-kode={p.kode}>
                    {p.pesan}
                    {p.kode ? ` (${p.kode})` : ''}
                  </p>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
