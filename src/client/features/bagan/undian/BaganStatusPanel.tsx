import { AlertTriangle, CloudUpload, FilePen, X } from 'lucide-react';
import { getDb } from '../../../data/db';
import { dismissEntry } from '../../../data/outbox';
import { pakaiHasilTerbaru, type KelasBaganView } from '../../../data/bagan';

const Alert = ({ tone, icon: Icon, children }: { tone: string; icon: typeof AlertTriangle; children: React.ReactNode }) => (
  <div role="status" className={`alert alert-soft ${tone} items-start text-sm`}>
    <Icon className="size-5 shrink-0" aria-hidden="true" />
    <div className="min-w-0 flex-1 space-y-2">{children}</div>
  </div>
);

/** The class's bracket state on this device: an unsaved draft, a queued save, a refused save or result, changed participants. */
export function BaganStatusPanel({ k, onRedraw }: { k: KelasBaganView; onRedraw: () => void }) {
  const buang = (id: string) => void dismissEntry(getDb(), id);
  return (
    <div className="space-y-2 cetak-sembunyi">
      {k.draf && (
        <Alert tone="alert-info" icon={FilePen}>
          <p>
            <strong>Draf — belum disimpan.</strong> {k.draf.seed === null ? 'Urutan daftar' : `Seed ${k.draf.seed}`},{' '}
            {k.draf.participants.length} peserta. Tekan Save untuk menyimpan bagan ini.
          </p>
        </Alert>
      )}
      {!k.draf && k.simpanPending && (
        <Alert tone="alert-warning" icon={CloudUpload}>
          <p>Bagan tersimpan di perangkat ini dan menunggu sinkron. Hasil pertandingan bisa langsung diisi.</p>
        </Alert>
      )}
      {k.simpanDitolak && (
        <Alert tone="alert-error" icon={AlertTriangle}>
          <p>
            <strong>Bagan ditolak server:</strong> {k.simpanDitolak.pesan}
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-xs"
              onClick={() => {
                if (k.simpanDitolak) void pakaiHasilTerbaru(k.simpanDitolak.outboxId);
              }}
            >
              Pakai yang terbaru
            </button>
            <button type="button" className="btn btn-primary btn-xs" onClick={onRedraw}>
              Undi ulang
            </button>
          </div>
        </Alert>
      )}
      {k.pesertaBerubah && !k.draf && (
        <Alert tone="alert-warning" icon={AlertTriangle}>
          <p>
            Peserta yang disetujui di kelas ini berubah sejak bagan diundi ({k.peserta_count} disetujui sekarang). Undi ulang agar bagan
            memuat peserta terbaru.
          </p>
        </Alert>
      )}
      {k.hasilDitolak.length > 0 && (
        <Alert tone="alert-error" icon={AlertTriangle}>
          <p>
            <strong>Hasil yang ditolak server</strong> (bagannya tidak tersimpan):
          </p>
          <ul className="space-y-1">
            {k.hasilDitolak.map((h) => (
              <li key={h.outboxId} className="flex items-start justify-between gap-2">
                <span>
                  {h.label} — {h.pesan}
                </span>
                <button type="button" className="btn btn-ghost btn-xs" onClick={() => buang(h.outboxId)} aria-label={`Buang ${h.label}`}>
                  <X className="size-3.5" aria-hidden="true" />
                  Buang
                </button>
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </div>
  );
}
