import { useState } from 'react';
import toast from 'react-hot-toast';
import { Download, Eye, Trash2 } from 'lucide-react';
import { BUKTI_MSG, type BuktiStatus } from '../../../../domain/schemas/bukti-transfer';
import { VERIFIKASI_MSG } from '../../../../domain/schemas/bukti-verifikasi';
import { errorMessage } from '../../../data/api-error';
import { hapusBukti, unduhBukti, useBuktiTransfer, type BuktiView } from '../../../data/kompetisi';
import { usePrivateFileUrl } from '../../../data/files';
import { useObjectUrl } from '../../../ui/form/useObjectUrl';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { formatTanggal } from '../../../ui/format';

function Preview({ bukti, onClose }: { bukti: BuktiView; onClose: () => void }) {
  const remote = usePrivateFileUrl(bukti.localBlob ? null : bukti.url);
  const local = useObjectUrl(bukti.localBlob ?? undefined);
  const src = local ?? remote;
  return (
    <div className="rounded-box bg-base-200 p-2">
      {src ? (
        <img src={src} alt={`Bukti transfer ${formatTanggal(bukti.created_at)}`} className="mx-auto max-h-80 rounded object-contain" />
      ) : (
        <p className="p-6 text-center text-sm">Memuat data...</p>
      )}
      <button type="button" className="btn btn-ghost btn-xs mt-1" onClick={onClose}>
        Tutup pratinjau
      </button>
    </div>
  );
}

/** The admin's review as the coach reads it. */
const REVIEW: Readonly<Record<BuktiStatus, { label: string; tone: string }>> = {
  MENUNGGU: { label: 'Menunggu verifikasi', tone: 'badge-ghost' },
  DITERIMA: { label: 'Diterima', tone: 'badge-success' },
  DITOLAK: { label: 'Ditolak', tone: 'badge-error' },
};

/**
 * The dojang's proofs for this competition: view, download (HEAD first), delete with confirmation; each
 * with the admin's review and note. An accepted proof stays (the server refuses its deletion too).
 */
export function BuktiList({ id_kompetisi }: { id_kompetisi: number }) {
  const list = useBuktiTransfer(id_kompetisi);
  const [lihat, setLihat] = useState<string | null>(null);
  const [hapus, setHapus] = useState<BuktiView | null>(null);
  const [busy, setBusy] = useState(false);
  if (list.error) return <p className="text-sm text-error">{BUKTI_MSG.gagalAmbil}</p>;
  if (!list.data) return <p className="text-sm">Memuat data...</p>;
  if (list.data.length === 0) return <p className="text-sm text-base-content/70">Belum ada bukti transfer yang diupload.</p>;
  const confirm = async () => {
    if (!hapus) return;
    setBusy(true);
    try {
      const { queued } = await hapusBukti(hapus);
      toast.success(queued ? 'Penghapusan disimpan — Menunggu sinkron' : BUKTI_MSG.hapusBerhasil);
      setHapus(null);
    } catch (e) {
      toast.error(errorMessage(e, BUKTI_MSG.gagalHapus));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <ul className="space-y-2">
        {list.data.map((b) => (
          <li key={b.key} className="rounded-box border border-base-300 p-2">
            <div className="flex flex-wrap items-center gap-2">
              <span className="min-w-32 flex-1 text-sm">
                <span className="block font-semibold whitespace-nowrap">{formatTanggal(b.created_at)}</span>
                {b.pending ? (
                  <span className="badge badge-warning badge-sm">Menunggu sinkron</span>
                ) : (
                  <span className={`badge badge-sm ${REVIEW[b.status_verifikasi].tone}`}>{REVIEW[b.status_verifikasi].label}</span>
                )}
                {b.rejected && <span className="block text-xs text-error">{b.rejected}</span>}
              </span>
              <button type="button" className="btn btn-ghost btn-xs" onClick={() => setLihat(lihat === b.key ? null : b.key)}>
                <Eye className="size-4" aria-hidden="true" /> Lihat
              </button>
              <button
                type="button"
                className="btn btn-ghost btn-xs"
                onClick={() => void unduhBukti(b).catch((e) => toast.error(errorMessage(e, 'Gagal mendownload file')))}
              >
                <Download className="size-4" aria-hidden="true" /> Unduh
              </button>
              {b.status_verifikasi === 'DITERIMA' ? (
                <span className="sr-only">{VERIFIKASI_MSG.hapusDiterima}</span>
              ) : (
                <button type="button" className="btn btn-ghost btn-xs text-error" onClick={() => setHapus(b)}>
                  <Trash2 className="size-4" aria-hidden="true" /> Hapus
                </button>
              )}
            </div>
            {!b.pending && b.catatan_verifikasi && (
              <p
                className={`mt-1.5 rounded-box px-2.5 py-1.5 text-xs break-words ${b.status_verifikasi === 'DITOLAK' ? 'bg-error/10' : 'bg-base-200'}`}
              >
                <span className="font-semibold">Catatan admin: </span>
                {b.catatan_verifikasi}
              </p>
            )}
            {lihat === b.key && <Preview bukti={b} onClose={() => setLihat(null)} />}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={hapus !== null}
        title="Hapus bukti transfer?"
        cancelLabel="Batal"
        confirmLabel="Hapus"
        confirmBusyLabel="Menghapus..."
        busy={busy}
        tone="error"
        onCancel={() => setHapus(null)}
        onConfirm={() => void confirm()}
      >
        File bukti transfer ini akan dihapus dari server.
      </ConfirmDialog>
    </>
  );
}
