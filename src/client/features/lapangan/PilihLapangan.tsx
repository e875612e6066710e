import { useJadwal } from '../../data/jadwal';
import { namaHari } from '../../ui/jadwal/format';

/** The competition admin's court picker: every court of every match day. */
export function PilihLapangan({
  id_kompetisi,
  value,
  onChange,
}: {
  id_kompetisi: number;
  value: number | null;
  onChange: (id: number) => void;
}) {
  const jadwal = useJadwal(id_kompetisi);
  const hari = jadwal.data?.hari ?? [];
  return (
    <label className="select select-lg w-full sm:w-80">
      <span className="label">Lapangan</span>
      <select aria-label="Pilih lapangan" value={value ?? ''} onChange={(e) => e.target.value && onChange(Number(e.target.value))}>
        <option value="">
          {jadwal.isLoading ? 'Memuat…' : hari.length ? 'Pilih lapangan' : value ? 'Lapangan terakhir' : 'Belum ada lapangan'}
        </option>
        {value !== null && !hari.some((h) => h.lapangan.some((l) => l.id_lapangan === value)) && (
          <option value={value}>Lapangan terakhir (tersimpan)</option>
        )}
        {hari.map((h) => (
          <optgroup key={h.id_hari} label={namaHari(h.tanggal)}>
            {h.lapangan.map((l) => (
              <option key={l.id_lapangan} value={l.id_lapangan}>
                {l.nama} · {namaHari(h.tanggal)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </label>
  );
}
