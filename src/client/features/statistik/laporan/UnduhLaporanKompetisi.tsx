import { FileSpreadsheet, FileText, Receipt, Users } from 'lucide-react';
import { LAPORAN_MSG, type FormatLaporan, type LaporanKompetisi } from '../../../../domain/schemas/laporan';
import { ProgresUnduh } from './ProgresUnduh';
import { useUnduhLaporan } from './useUnduhLaporan';

const LAPORAN: { jenis: LaporanKompetisi; judul: string; keterangan: string; icon: typeof Users }[] = [
  { jenis: 'peserta', judul: 'Daftar peserta', keterangan: 'Per kelas dan dojang, untuk technical meeting', icon: Users },
  { jenis: 'pembayaran', judul: 'Rekap pembayaran', keterangan: 'Tagihan, dibayar dan terverifikasi per dojang', icon: Receipt },
];

/**
 * 'Unduh laporan' of one competition: the participant list per class and dojang and the payment
 * recap per dojang, each as XLSX or PDF, generated on the server. For ADMIN (any competition) and the
 * competition's ADMIN_KOMPETISI; the server refuses anyone else.
 */
export function UnduhLaporanKompetisi({ id_kompetisi, nama_event }: { id_kompetisi: number; nama_event?: string }) {
  const { berjalan, gagal, mulai, batal, tutupGagal } = useUnduhLaporan();
  const unduh = (jenis: LaporanKompetisi, format: FormatLaporan) =>
    void mulai(`${jenis}-${format}`, `/kompetisi/${id_kompetisi}/laporan/${jenis}?format=${format}`, format, `laporan-${jenis}.${format}`);

  return (
    <section className="rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300 sm:p-5" aria-labelledby={`unduh-laporan-${id_kompetisi}`}>
      <h2 id={`unduh-laporan-${id_kompetisi}`} className="text-lg font-bold">
        Unduh laporan
      </h2>
      {nama_event && <p className="text-sm text-base-content/75">{nama_event}</p>}
      <ul className="mt-3 divide-y divide-base-300">
        {LAPORAN.map(({ jenis, judul, keterangan, icon: Icon }) => (
          <li key={jenis} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
            <span className="flex min-w-0 flex-1 items-start gap-3">
              <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0">
                <span className="block font-semibold">{judul}</span>
                <span className="block text-sm text-base-content/75">{keterangan}</span>
              </span>
            </span>
            <span className="grid grid-cols-2 gap-2 sm:flex">
              <button
                type="button"
                className="btn btn-sm btn-outline"
                disabled={berjalan !== null}
                onClick={() => unduh(jenis, 'xlsx')}
                aria-label={`${judul} XLSX`}
              >
                <FileSpreadsheet className="size-4" aria-hidden="true" /> XLSX
              </button>
              <button
                type="button"
                className="btn btn-sm btn-outline"
                disabled={berjalan !== null}
                onClick={() => unduh(jenis, 'pdf')}
                aria-label={`${judul} PDF`}
              >
                <FileText className="size-4" aria-hidden="true" /> PDF
              </button>
            </span>
          </li>
        ))}
      </ul>
      {berjalan && (
        <ProgresUnduh
          berjalan={berjalan}
          onBatal={batal}
          judul={`Mengunduh ${LAPORAN.find((l) => berjalan.kunci.startsWith(l.jenis))?.judul.toLowerCase() ?? 'laporan'} (${berjalan.format.toUpperCase()})`}
        />
      )}
      {gagal && (
        <div role="alert" className="alert alert-error alert-soft mt-3 flex items-start justify-between gap-2">
          <span>
            <span className="block font-semibold">{LAPORAN_MSG.gagal}</span>
            {gagal.alasan && <span className="block text-sm">{gagal.alasan}</span>}
          </span>
          <button type="button" className="btn btn-ghost btn-xs" onClick={tutupGagal} aria-label="Tutup pesan">
            ✕
          </button>
        </div>
      )}
    </section>
  );
}
