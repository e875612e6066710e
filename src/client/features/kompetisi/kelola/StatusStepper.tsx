import { useState } from 'react';
import { CheckCircle2, Flag, PlayCircle } from 'lucide-react';
import toast from 'react-hot-toast';
import { statusTampil, STATUS_TAMPIL_LABEL } from '../../../../domain/kompetisi/status-tampil';
import { STATUS_KOMPETISI, type StatusKompetisi } from '../../../../domain/kompetisi/types';
import { adalahKode, errorMessage } from '../../../data/api-error';
import { KODE } from '../../../data/sync/kode';
import { useUbahStatusKompetisi } from '../../../data/online/admin-kompetisi';
import type { Kompetisi } from '../../../data/online/kompetisi';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';

const LANGKAH: Record<StatusKompetisi, { label: string; aksi: string; judul: string; isi: string }> = {
  PENDAFTARAN: { label: 'Pendaftaran', aksi: '', judul: '', isi: '' },
  SEDANG_DIMULAI: {
    label: 'Sedang Dimulai',
    aksi: 'Mulai Kompetisi',
    judul: 'Mulai kompetisi?',
    isi: 'Pendaftaran akan ditutup: pelatih tidak bisa lagi mendaftarkan atlet, mengubah kelas atau menghapus peserta. Status tidak dapat dikembalikan ke Pendaftaran.',
  },
  SELESAI: {
    label: 'Selesai',
    aksi: 'Selesaikan Kompetisi',
    judul: 'Selesaikan kompetisi?',
    isi: 'Kompetisi akan ditandai selesai di situs publik dan di dasbor pelatih. Status tidak dapat dikembalikan.',
  },
};

/**
 * PENDAFTARAN → SEDANG_DIMULAI → SELESAI, one confirmed step at a time. The move carries the status it
 * was made from; when another device moved it first the server refuses it 'konflik_versi' and the page reloads it.
 */
export function StatusStepper({ kompetisi, onStale }: { kompetisi: Kompetisi; onStale: () => void }) {
  const ubah = useUbahStatusKompetisi(kompetisi.id_kompetisi);
  const [open, setOpen] = useState(false);
  const kini = STATUS_KOMPETISI.indexOf(kompetisi.status);
  const berikut = STATUS_KOMPETISI[kini + 1];
  const tampil = statusTampil(kompetisi);
  const langkah = berikut ? LANGKAH[berikut] : null;

  const konfirmasi = async () => {
    if (!berikut) return;
    try {
      const res = await ubah.mutateAsync({ status: berikut, status_sebelumnya: kompetisi.status });
      toast.success(res.message);
    } catch (err) {
      toast.error(errorMessage(err, 'Gagal mengubah status kompetisi'));
      // Only another device's move reloads; a 409 'status_hanya_maju' (a step back) keeps the page as it is.
      if (adalahKode(err, KODE.konflikVersi)) onStale();
    } finally {
      setOpen(false);
    }
  };

  return (
    <section className="rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300 sm:p-6" aria-label="Status kompetisi">
      <div className="flex flex-col gap-4 md:flex-row md:items-center">
        <ul className="steps w-full md:flex-1">
          {STATUS_KOMPETISI.map((s, i) => (
            <li
              key={s}
              className={`step text-xs font-semibold sm:text-sm ${i <= kini ? 'step-primary' : ''}`}
              aria-current={i === kini ? 'step' : undefined}
            >
              {LANGKAH[s].label}
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-2 md:w-64 md:items-end">
          {langkah ? (
            <button
              type="button"
              className={`btn ${berikut === 'SELESAI' ? 'btn-neutral' : 'btn-primary'} w-full md:w-auto`}
              onClick={() => setOpen(true)}
              disabled={ubah.isPending}
            >
              {berikut === 'SELESAI' ? (
                <Flag className="size-4" aria-hidden="true" />
              ) : (
                <PlayCircle className="size-4" aria-hidden="true" />
              )}
              {langkah.aksi}
            </button>
          ) : (
            <p className="flex items-center gap-2 text-sm font-semibold text-success">
              <CheckCircle2 className="size-4" aria-hidden="true" /> Kompetisi telah selesai
            </p>
          )}
          {tampil !== kompetisi.status && (
            <p className="text-xs text-base-content/75">
              Tampil di situs sebagai <strong>{STATUS_TAMPIL_LABEL[tampil]}</strong> menurut tanggal.
            </p>
          )}
        </div>
      </div>
      {langkah && (
        <ConfirmDialog
          open={open}
          title={langkah.judul}
          cancelLabel="Batal"
          confirmLabel={langkah.aksi}
          confirmBusyLabel="Menyimpan..."
          busy={ubah.isPending}
          onCancel={() => setOpen(false)}
          onConfirm={() => void konfirmasi()}
        >
          <p>{langkah.isi}</p>
          <p className="mt-2">
            Status: <strong>{LANGKAH[kompetisi.status].label}</strong> → <strong>{langkah.label}</strong>
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
