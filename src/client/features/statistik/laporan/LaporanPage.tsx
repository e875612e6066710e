import { FileX, RefreshCw } from 'lucide-react';
import { JENIS_LAPORAN, JENIS_LAPORAN_LABEL, LAPORAN_MSG, LAPORAN_PAGE_SIZE, type FormatLaporan } from '../../../../domain/schemas/laporan';
import { Pagination } from '../../../ui/Pagination';
import { useTitle } from '../../../ui/hooks/useTitle';
import { LaporanKompetisiPanel } from './LaporanKompetisiPanel';
import { LaporanKontrol } from './LaporanKontrol';
import { LaporanTabel } from './LaporanTabel';
import { ProgresUnduh } from './ProgresUnduh';
import { laporanQuery, type LaporanSearch } from './laporan-search';
import { useLaporanHalaman } from './useLaporanHalaman';
import { useUnduhLaporan } from './useUnduhLaporan';

const box = 'rounded-box bg-base-100 shadow ring-1 ring-base-300';

/** The report a running download is of (its key is '<jenis>-<format>'), even after the tabs moved on. */
const judulUnduh = (kunci: string) => {
  const jenis = JENIS_LAPORAN.find((j) => kunci.startsWith(`${j}-`));
  return jenis ? JENIS_LAPORAN_LABEL[jenis].toLowerCase() : '';
};

/**
 * /admin/reports 'Laporan & Statistik': the four reports of a period (this
 * week, month, quarter or year in WIB, or one before), built from the database and paged on the server,
 * exported whole as XLSX or PDF with a progress bar and a cancel; then the per-competition downloads.
 */
export function LaporanPage({ search, onChange }: { search: LaporanSearch; onChange: (next: LaporanSearch) => void }) {
  useTitle('Laporan & Statistik');
  const jenis = search.jenis ?? 'peserta';
  const periode = search.periode ?? 'bulan';
  const query = useLaporanHalaman(search);
  const unduh = useUnduhLaporan();
  const laporan = query.data?.data;
  const meta = query.data?.meta;

  const ekspor = (format: FormatLaporan) =>
    void unduh.mulai(
      `${jenis}-${format}`,
      `/admin/laporan/export?${laporanQuery(search, false)}&format=${format}`,
      format,
      `laporan-${jenis}.${format}`,
    );

  let isi;
  if (query.isError && !laporan) isi = null;
  else if (!laporan)
    isi = (
      <p className={`${box} p-10 text-center text-base-content/80`} role="status">
        Memuat laporan...
      </p>
    );
  else if (laporan.baris.length === 0) {
    isi = (
      <div className={`${box} flex flex-col items-center gap-2 px-6 py-14 text-center`}>
        <FileX className="size-10 text-base-content/40" aria-hidden="true" />
        <p className="font-semibold">{LAPORAN_MSG.kosong}</p>
        <p className="text-sm text-base-content/75">Pilih periode lain atau jenis laporan lain.</p>
      </div>
    );
  } else {
    const awal = ((meta?.page ?? 1) - 1) * LAPORAN_PAGE_SIZE + 1;
    isi = (
      <>
        <LaporanTabel laporan={laporan} />
        {meta && meta.totalPages > 1 && (
          <Pagination
            page={meta.page}
            totalPages={meta.totalPages}
            summary={`Menampilkan ${awal}-${awal + laporan.baris.length - 1} dari ${meta.total} baris`}
            onPageChange={(p) => {
              onChange({ ...search, page: p > 1 ? p : undefined });
              window.scrollTo({ top: 0 });
            }}
          />
        )}
      </>
    );
  }

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-black tracking-tight sm:text-3xl">Laporan & Statistik</h1>
        <p className="text-sm text-base-content/80">
          Laporan peserta, dojang, statistik dan aktivitas dari data yang tersimpan, siap diunduh sebagai XLSX atau PDF.
        </p>
      </header>
      <LaporanKontrol
        jenis={jenis}
        periode={periode}
        tanggal={search.tanggal}
        sibuk={unduh.berjalan !== null}
        onJenis={(j) => onChange({ ...search, jenis: j, page: undefined })}
        onPeriode={(p, tanggal) => onChange({ ...search, periode: p, tanggal, page: undefined })}
        onUnduh={ekspor}
      />
      {unduh.berjalan && (
        <ProgresUnduh
          berjalan={unduh.berjalan}
          onBatal={unduh.batal}
          judul={`Mengunduh laporan ${judulUnduh(unduh.berjalan.kunci)} (${unduh.berjalan.format.toUpperCase()})`}
        />
      )}
      {unduh.gagal && (
        <div role="alert" className="alert alert-error alert-soft flex items-start justify-between gap-2">
          <span>
            <span className="block font-semibold">{LAPORAN_MSG.gagal}</span>
            {unduh.gagal.alasan && <span className="block text-sm">{unduh.gagal.alasan}</span>}
          </span>
          <button type="button" className="btn btn-ghost btn-xs" onClick={unduh.tutupGagal} aria-label="Tutup pesan">
            ✕
          </button>
        </div>
      )}
      {query.isError && (
        <div role="alert" className="alert alert-error alert-soft flex flex-wrap items-center gap-2">
          <span className="flex-1">{LAPORAN_MSG.gagal}</span>
          <button type="button" className="link font-semibold" onClick={() => void query.refetch()} disabled={query.isFetching}>
            {query.isFetching ? (
              <span className="loading loading-spinner loading-xs" aria-hidden="true" />
            ) : (
              <RefreshCw className="inline size-4" aria-hidden="true" />
            )}{' '}
            Coba lagi
          </button>
        </div>
      )}
      <div className={`space-y-4 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={query.isFetching}>
        {laporan && (
          <h2 className="text-lg font-bold">
            {laporan.judul} <span className="font-normal text-base-content/70">· {meta?.total ?? 0} baris</span>
          </h2>
        )}
        {isi}
      </div>
      <LaporanKompetisiPanel id={search.kompetisi} onPilih={(id) => onChange({ ...search, kompetisi: id })} />
    </div>
  );
}
