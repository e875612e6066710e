import { useEffect, useState, type FormEvent } from 'react';
import { Settings2 } from 'lucide-react';
import { simpanPengaturanJadwal, type PengaturanInput } from '../../data/jadwal';

const ISIAN: { k: keyof PengaturanInput; label: string; step: string; min: number; max: number }[] = [
  { k: 'istirahat_partai', label: 'Istirahat minimal (partai)', step: '1', min: 0, max: 20 },
  { k: 'tunggu_detik', label: 'Waktu tunggu panggilan (detik)', step: '1', min: 0, max: 900 },
  { k: 'menit_kyorugi', label: 'Durasi awal Kyorugi (menit)', step: '0.5', min: 0.5, max: 60 },
  { k: 'menit_poomsae', label: 'Durasi awal Poomsae (menit)', step: '0.5', min: 0.5, max: 60 },
];

/** The schedule settings: rest between an athlete's bouts, the no-show wait, the bout minutes before any are learned. */
export function PengaturanJadwalPanel({
  id_kompetisi,
  awal,
  jalankan,
  sibuk,
}: {
  id_kompetisi: number;
  awal: PengaturanInput;
  sibuk: boolean;
  jalankan: (nama: string, kerja: () => Promise<string>) => Promise<boolean>;
}) {
  const [f, setF] = useState<Record<keyof PengaturanInput, string>>(
    () => Object.fromEntries(ISIAN.map((i) => [i.k, String(awal[i.k])])) as Record<keyof PengaturanInput, string>,
  );
  useEffect(() => setF(Object.fromEntries(ISIAN.map((i) => [i.k, String(awal[i.k])])) as Record<keyof PengaturanInput, string>), [awal]);
  const kirim = (e: FormEvent) => {
    e.preventDefault();
    const isi = Object.fromEntries(ISIAN.map((i) => [i.k, Number(f[i.k].replace(',', '.'))])) as unknown as PengaturanInput;
    void jalankan('pengaturan', () => simpanPengaturanJadwal(id_kompetisi, isi));
  };
  return (
    <details className="collapse-arrow collapse rounded-box bg-base-100 shadow ring-1 ring-base-300">
      <summary className="collapse-title flex items-center gap-2 font-semibold">
        <Settings2 className="size-4" aria-hidden="true" />
        Pengaturan jadwal
      </summary>
      <form className="collapse-content grid gap-3 sm:grid-cols-2 lg:grid-cols-5" onSubmit={kirim}>
        {ISIAN.map((i) => (
          <label key={i.k} className="flex flex-col gap-1 text-sm font-semibold">
            {i.label}
            <input
              type="number"
              className="input w-full"
              step={i.step}
              min={i.min}
              max={i.max}
              value={f[i.k]}
              onChange={(e) => setF({ ...f, [i.k]: e.target.value })}
            />
          </label>
        ))}
        <div className="flex items-end">
          <button type="submit" className="btn btn-primary w-full" disabled={sibuk}>
            Simpan pengaturan
          </button>
        </div>
      </form>
    </details>
  );
}
