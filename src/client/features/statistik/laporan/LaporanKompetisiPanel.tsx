import { useKompetisiAdminList } from '../../../data/online/admin-kompetisi';
import { UnduhLaporanKompetisi } from './UnduhLaporanKompetisi';

/** 'Laporan per kompetisi' on /admin/reports: pick a competition, then its participant list and payment recap. */
export function LaporanKompetisiPanel({ id, onPilih }: { id: number | undefined; onPilih: (id: number | undefined) => void }) {
  const list = useKompetisiAdminList();
  const semua = list.data ?? [];
  const dipilih = semua.find((k) => k.id_kompetisi === id) ?? (id === undefined ? semua[0] : undefined);
  return (
    <section className="space-y-3">
      <header className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-xl font-black tracking-tight">Laporan per kompetisi</h2>
          <p className="text-sm text-base-content/80">Daftar peserta untuk technical meeting dan rekap pembayaran per dojang.</p>
        </div>
        <label className="flex flex-col gap-1 sm:w-80">
          <span className="text-sm font-semibold">Kompetisi</span>
          <select
            className="select w-full"
            aria-label="Kompetisi"
            value={dipilih?.id_kompetisi ?? ''}
            disabled={semua.length === 0}
            onChange={(e) => onPilih(e.target.value ? Number(e.target.value) : undefined)}
          >
            {semua.length === 0 && <option value="">{list.isLoading ? 'Memuat kompetisi...' : 'Belum ada kompetisi'}</option>}
            {semua.map((k) => (
              <option key={k.id_kompetisi} value={k.id_kompetisi}>
                {k.nama_event}
              </option>
            ))}
          </select>
        </label>
      </header>
      {list.isError && (
        <p role="alert" className="alert alert-error alert-soft">
          Gagal memuat daftar kompetisi.
        </p>
      )}
      {dipilih && <UnduhLaporanKompetisi key={dipilih.id_kompetisi} id_kompetisi={dipilih.id_kompetisi} nama_event={dipilih.nama_event} />}
    </section>
  );
}
