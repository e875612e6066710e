import { Check, Download, RotateCcw, X } from 'lucide-react';
import { formatRupiah } from '../../../domain/kompetisi/biaya';
import type { BuktiStatus } from '../../../domain/schemas/bukti-transfer';
import type { BuktiAdmin } from '../../../domain/schemas/bukti-verifikasi';
import { useModalDialog } from '../../ui/hooks/useModalDialog';
import { BuktiStatusBadge } from './BuktiStatusBadge';
import { BuktiThumb } from './BuktiThumb';
import { waktuText } from './bukti-view';

const Row = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-1.5">
    <dt className="text-base-content/75">{label}</dt>
    <dd className="text-right font-semibold break-words">{children}</dd>
  </div>
);

interface Props {
  bukti: BuktiAdmin | null;
  onClose: () => void;
  onUnduh: (b: BuktiAdmin) => void;
  onVerifikasi: (b: BuktiAdmin, status: BuktiStatus) => void;
}

/** The proof large, with the dojang's invoice and the review; download (HEAD first) and the review buttons. */
export function BuktiViewer({ bukti: b, onClose, onUnduh, onVerifikasi }: Props) {
  const ref = useModalDialog(b !== null);
  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-label={b ? `Bukti transfer ${b.tb_dojang.nama_dojang}` : 'Bukti transfer'}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {b && (
        <div className="modal-box max-h-[94dvh] w-full p-0 sm:w-11/12 sm:max-w-5xl">
          <header className="sticky top-0 z-10 flex items-center gap-3 border-b border-base-300 bg-base-100 px-4 py-3">
            <div className="min-w-0 flex-1">
              <h2 className="truncate text-lg font-black">{b.tb_dojang.nama_dojang}</h2>
              <p className="truncate text-xs text-base-content/70">{b.tb_kompetisi.nama_event}</p>
            </div>
            <BuktiStatusBadge status={b.status_verifikasi} />
            <button type="button" className="btn btn-ghost btn-sm btn-circle" aria-label="Tutup" onClick={onClose}>
              <X className="size-5" aria-hidden="true" />
            </button>
          </header>
          <div className="grid gap-4 p-4 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <BuktiThumb
              url={b.url}
              alt={`Bukti transfer ${b.tb_dojang.nama_dojang}`}
              className="max-h-[70dvh] min-h-64 w-full rounded-box"
            />
            <div className="space-y-4 text-sm">
              <dl className="divide-y divide-base-200">
                <Row label="Pelatih">{b.tb_pelatih?.nama_pelatih ?? '-'}</Row>
                <Row label="Kota">{b.tb_dojang.kota ?? '-'}</Row>
                <Row label="Diupload">{waktuText(b.created_at)}</Row>
              </dl>
              <section className="rounded-box bg-base-200/70 p-3" aria-label="Tagihan dojang">
                <h3 className="font-bold">Tagihan Pendaftaran</h3>
                <dl className="divide-y divide-base-300">
                  {b.tagihan.rincian.length === 0 && <Row label="Peserta">Belum ada peserta</Row>}
                  {b.tagihan.rincian.map((r) => (
                    <Row key={r.kewarganegaraan} label={`${r.jumlah} atlet ${r.kewarganegaraan} × ${formatRupiah(r.tarif)}`}>
                      {formatRupiah(r.subtotal)}
                    </Row>
                  ))}
                  <Row label="Total">
                    <span className="text-base font-black text-primary">{formatRupiah(b.tagihan.total)}</span>
                  </Row>
                  <div className="py-1.5">
                    <dt className="text-base-content/75">Berita transfer</dt>
                    <dd className="font-mono font-semibold break-words">{b.tagihan.berita_transfer}</dd>
                  </div>
                </dl>
              </section>
              {(b.diverifikasi_pada || b.catatan_verifikasi) && (
                <section className="rounded-box border border-base-300 p-3" aria-label="Verifikasi">
                  {b.diverifikasi_pada && (
                    <p className="text-xs text-base-content/70">
                      Diverifikasi {waktuText(b.diverifikasi_pada)}
                      {b.diverifikasi_oleh ? ` oleh ${b.diverifikasi_oleh}` : ''}
                    </p>
                  )}
                  {b.catatan_verifikasi && (
                    <p className="mt-1 break-words">
                      <span className="font-semibold">Catatan: </span>
                      {b.catatan_verifikasi}
                    </p>
                  )}
                </section>
              )}
              <div className="flex flex-wrap gap-2">
                {b.status_verifikasi !== 'DITERIMA' && (
                  <button type="button" className="btn btn-success btn-sm flex-1" onClick={() => onVerifikasi(b, 'DITERIMA')}>
                    <Check className="size-4" aria-hidden="true" /> Terima
                  </button>
                )}
                {b.status_verifikasi !== 'DITOLAK' && (
                  <button type="button" className="btn btn-outline btn-error btn-sm flex-1" onClick={() => onVerifikasi(b, 'DITOLAK')}>
                    <X className="size-4" aria-hidden="true" /> Tolak
                  </button>
                )}
                <button type="button" className="btn btn-sm flex-1" onClick={() => onUnduh(b)}>
                  <Download className="size-4" aria-hidden="true" /> Unduh
                </button>
              </div>
              {b.status_verifikasi !== 'MENUNGGU' && (
                <button type="button" className="btn btn-ghost btn-xs" onClick={() => onVerifikasi(b, 'MENUNGGU')}>
                  <RotateCcw className="size-3.5" aria-hidden="true" /> Kembalikan ke Menunggu
                </button>
              )}
            </div>
          </div>
        </div>
      )}
      <div className="modal-backdrop">
        <button type="button" tabIndex={-1} aria-hidden="true" onClick={onClose} />
      </div>
    </dialog>
  );
}
