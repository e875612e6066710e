import { useState } from 'react';
import { alasanTidakDibatalkan } from '../../../domain/penimbangan/batal';
import type { EntriTampil, PercobaanTampil } from '../../data/penimbangan';
import { BatalPercobaan } from './BatalPercobaan';
import { kg1, waktuTimbang } from './meja-view';

const STATUS = { tersimpan: 'Tersimpan', menunggu: 'Menunggu sinkron', ditolak: 'Ditolak server' } as const;

interface Props {
  id_kompetisi: number;
  x: EntriTampil;
  meja: string;
  /** The competition admin: may void any attempt (else only this desk's own last one, within minutes). */
  semua: boolean;
}

/** What is said under a voided attempt: why, who, at which desk; or that the void is on its way or was refused. */
function Pembatalan({ p }: { p: PercobaanTampil }) {
  if (p.batal?.status === 'ditolak')
    return (
      <p className="text-xs text-error" data-kode={p.batal.kode}>
        Pembatalan ditolak: {p.batal.pesan ?? 'ditolak server'}
        {p.batal.kode ? ` (${p.batal.kode})` : ''}
      </p>
    );
  if (!p.dibatalkan) return null;
  const d = p.dibatalkan;
  return (
    <p className="text-xs text-base-content/80" data-dibatalkan>
      Dibatalkan{d.oleh ? ` oleh ${d.oleh}` : ''}
      {d.meja ? ` (${d.meja})` : ''}: {d.alasan}
      {p.batal?.status === 'menunggu' ? ' — menunggu sinkron' : ''}
    </p>
  );
}

/**
 * Every attempt of the entry, oldest first: who, when, which desk, the weight, the verdict and whether it reached the
 * server. A voided attempt stays, struck through, with its reason. 'Batalkan' is offered where the domain's rule
 * allows it (alasanTidakDibatalkan, which the server runs again on its clock).
 */
export function DaftarPercobaan({ id_kompetisi, x, meja, semua }: Props) {
  const [dibatalkan, setDibatalkan] = useState<PercobaanTampil | null>(null);
  if (x.percobaan.length === 0) return <p className="text-sm text-base-content/70">Belum ada percobaan.</p>;
  const sekarang = Date.now();
  const bolehBatal = (p: PercobaanTampil) =>
    p.status !== 'ditolak' &&
    !p.dibatalkan &&
    alasanTidakDibatalkan(
      p,
      x.percobaan.filter((q) => q.status !== 'ditolak'),
      x.entri,
      { semua, meja, sekarang },
      x.pengaturan.batal_menit,
    ) === null;
  let nomor = 0;
  return (
    <div className="overflow-x-auto">
      <table className="table table-sm" aria-label="Riwayat percobaan">
        <thead>
          <tr>
            <th>#</th>
            <th>Waktu</th>
            <th>Meja · petugas</th>
            <th className="text-right">Berat</th>
            <th>Hasil</th>
            <th>Status</th>
            <th>
              <span className="sr-only">Aksi</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {x.percobaan.map((p) => {
            const batal = Boolean(p.dibatalkan);
            if (!batal && p.status !== 'ditolak') nomor += 1;
            const coret = batal ? 'line-through opacity-60' : '';
            const catatan = batal || p.batal?.status === 'ditolak';
            return [
              <tr key={p.kunci} data-status={p.status} data-batal={batal ? 'ya' : undefined} className={catatan ? 'border-b-0' : ''}>
                <td className={coret}>
                  {batal ? '–' : nomor}
                  {p.jenis === 'ACAK' ? ' (acak)' : ''}
                </td>
                <td className={`whitespace-nowrap ${coret}`}>{waktuTimbang(p.ditimbang_pada)}</td>
                <td className={coret}>
                  <span className="whitespace-nowrap">{p.meja}</span>
                  <span className="block text-xs text-base-content/70">
                    {p.petugas ?? (p.status === 'tersimpan' ? '–' : 'perangkat ini')}
                  </span>
                </td>
                <td className={`whitespace-nowrap text-right font-mono font-semibold ${coret}`}>{kg1(p.berat_gram)} kg</td>
                <td>
                  {batal ? (
                    <span className="badge badge-sm badge-neutral">Batal</span>
                  ) : (
                    <span className={`badge badge-sm ${p.lolos ? 'badge-success' : 'badge-error'}`}>{p.lolos ? 'Lolos' : 'Gagal'}</span>
                  )}
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
                <td>
                  {bolehBatal(p) && (
                    <button type="button" className="btn btn-ghost btn-xs text-error" onClick={() => setDibatalkan(p)}>
                      Batalkan
                    </button>
                  )}
                </td>
              </tr>,
              catatan && (
                <tr key={`${p.kunci}-batal`}>
                  <td />
                  <td colSpan={6} className="pt-0">
                    <Pembatalan p={p} />
                  </td>
                </tr>
              ),
            ];
          })}
        </tbody>
      </table>
      <BatalPercobaan id_kompetisi={id_kompetisi} x={x} p={dibatalkan} meja={meja} onTutup={() => setDibatalkan(null)} />
    </div>
  );
}
