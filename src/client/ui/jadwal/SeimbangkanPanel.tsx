import { Scale } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { teksGeser } from '../../../domain/jadwal/akhir-lapangan';
import { terapkanSeimbang, useSeimbang, type SeimbangHari } from '../../data/jadwal';
import { ConfirmDialog } from '../ConfirmDialog';
import { jamWib } from './format';

/**
 * A running day's courts against their plan ('+40 menit' late, 'sesuai jadwal') and 'Seimbangkan': the proposal (which
 * classes move from which court to which, each court's expected end before → after) and 'Terapkan', queued through the
 * outbox. The schedule page and the venue overview show it alike.
 */

const nadaGeser = (m: number | null) => (m === null || Math.abs(m) <= 2 ? 'badge-ghost' : m > 0 ? 'badge-warning' : 'badge-info');

function Usulan({ u }: { u: SeimbangHari }) {
  const nama = new Map(u.lapangan.map((l) => [l.id_lapangan, l.nama]));
  return (
    <div className="space-y-3">
      {u.pindah.length === 0 ? (
        <p>Tidak ada kelas yang dapat dipindah tanpa membuat bentrok atau istirahat kurang: susunan sekarang sudah yang terbaik.</p>
      ) : (
        <ul className="list-disc space-y-1 pl-5" aria-label="Kelas yang dipindah">
          {u.pindah.map((p) => (
            <li key={p.id_kelas_kejuaraan}>
              <span className="font-semibold">{p.nama_kelas}</span> ({p.jumlah_partai} partai): {nama.get(p.dari)} → {nama.get(p.ke)}
            </li>
          ))}
        </ul>
      )}
      <table className="table table-sm" aria-label="Perkiraan selesai tiap lapangan">
        <thead>
          <tr>
            <th>Lapangan</th>
            <th>Rencana</th>
            <th>Perkiraan selesai</th>
          </tr>
        </thead>
        <tbody>
          {u.lapangan.map((l) => (
            <tr key={l.id_lapangan}>
              <td>{l.nama}</td>
              <td className="font-mono">{jamWib(l.rencana)}</td>
              <td className="font-mono">
                {jamWib(l.sebelum)} → <span className="font-bold">{jamWib(l.sesudah)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function SeimbangkanPanel({ id_kompetisi, id_hari }: { id_kompetisi: number; id_hari: number }) {
  const q = useSeimbang(id_kompetisi, id_hari);
  const [buka, setBuka] = useState(false);
  const [sibuk, setSibuk] = useState(false);
  const u = q.data;
  if (!u || u.lapangan.every((l) => l.geser_menit === null)) return null;
  const terapkan = async () => {
    setSibuk(true);
    try {
      await terapkanSeimbang(id_kompetisi, u);
      toast.success('Pindahan kelas disimpan di perangkat dan dikirim ke server');
      setBuka(false);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'Gagal menyimpan. Coba lagi.');
    } finally {
      setSibuk(false);
    }
  };
  return (
    <section
      className="flex flex-wrap items-center gap-2 rounded-box bg-base-200/60 p-3 text-sm"
      aria-label="Selisih lapangan terhadap rencana"
    >
      <span className="font-semibold">Perkiraan selesai dibanding rencana:</span>
      {u.lapangan
        .filter((l) => l.geser_menit !== null)
        .map((l) => (
          <span
            key={l.id_lapangan}
            className={`badge ${nadaGeser(l.geser_menit)}`}
            title={`Perkiraan selesai ${jamWib(l.sebelum)}, rencana ${jamWib(l.rencana)}`}
          >
            {l.nama}: {teksGeser(l.geser_menit)}
          </span>
        ))}
      <button type="button" className="btn btn-sm btn-outline ml-auto" onClick={() => setBuka(true)} disabled={q.isFetching && !buka}>
        <Scale className="size-4" aria-hidden="true" />
        Seimbangkan
      </button>
      <ConfirmDialog
        open={buka}
        title="Seimbangkan lapangan"
        cancelLabel="Tutup"
        confirmLabel="Terapkan"
        confirmBusyLabel="Menyimpan..."
        busy={sibuk}
        onCancel={() => setBuka(false)}
        onConfirm={() => (u.pindah.length ? void terapkan() : setBuka(false))}
      >
        <Usulan u={u} />
      </ConfirmDialog>
    </section>
  );
}
