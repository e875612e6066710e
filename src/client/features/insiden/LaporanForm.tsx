import { useState, type FormEvent } from 'react';
import { FileSearch } from 'lucide-react';
import * as v from 'valibot';
import { jendelaSchema } from '../../../domain/insiden/laporan';
import type { JendelaInsiden } from '../../data/online/insiden';
import { keIso, keLokal } from './waktu-lokal';

interface Props {
  onBuat: (j: JendelaInsiden) => void;
  /** The server's refusal of the last window, by field. */
  galatServer?: Record<string, string>;
}

const KOSONG = { dari: '', sampai: '', terdeteksi: '', email: '' };

/** The report's window (WIB), when the incident became known, and optionally one account. */
export function LaporanForm({ onBuat, galatServer }: Props) {
  const [nilai, setNilai] = useState(() => {
    const kini = new Date();
    // The inputs hold minutes: the window ends at the next minute, so what happened this minute is in it.
    const akhir = new Date(kini.getTime() + 60_000);
    return { dari: keLokal(new Date(akhir.getTime() - 24 * 3_600_000)), sampai: keLokal(akhir), terdeteksi: keLokal(kini), email: '' };
  });
  const [galat, setGalat] = useState<Record<string, string>>({});
  const semuaGalat = { ...galatServer, ...galat };

  const kirim = (e: FormEvent) => {
    e.preventDefault();
    const j = {
      dari: keIso(nilai.dari) ?? nilai.dari,
      sampai: keIso(nilai.sampai) ?? nilai.sampai,
      terdeteksi: keIso(nilai.terdeteksi) ?? nilai.terdeteksi,
      email: nilai.email.trim(),
    };
    const cek = v.safeParse(jendelaSchema, { ...j, email: j.email || undefined });
    if (!cek.success) {
      const g: Record<string, string> = {};
      for (const i of cek.issues) {
        const key = String(i.path?.[0]?.key ?? 'sampai');
        g[key] ??= i.message;
      }
      setGalat(g);
      return;
    }
    setGalat({});
    onBuat(j);
  };

  const bidang = (nama: keyof typeof KOSONG, label: string, type: string, petunjuk?: string) => (
    <label className="form-control w-full">
      <span className="mb-1 block text-sm font-semibold">{label}</span>
      <input
        id={`insiden-${nama}`}
        type={type}
        className={`input w-full ${semuaGalat[nama] ? 'input-error' : ''}`}
        value={nilai[nama]}
        onChange={(e) => setNilai((n) => ({ ...n, [nama]: e.target.value }))}
        aria-invalid={semuaGalat[nama] ? true : undefined}
        placeholder={type === 'email' ? 'kosongkan untuk semua akun' : undefined}
      />
      {semuaGalat[nama] ? (
        <span className="mt-1 block text-sm text-error">{semuaGalat[nama]}</span>
      ) : (
        petunjuk && <span className="mt-1 block text-xs text-base-content/70">{petunjuk}</span>
      )}
    </label>
  );

  return (
    <form
      className="cetak-sembunyi grid gap-3 rounded-box border border-base-300 bg-base-100 p-4 sm:grid-cols-2 xl:grid-cols-4"
      onSubmit={kirim}
      noValidate
    >
      {bidang('dari', 'Dari (WIB)', 'datetime-local')}
      {bidang('sampai', 'Sampai (WIB)', 'datetime-local')}
      {bidang('terdeteksi', 'Insiden diketahui (WIB)', 'datetime-local', 'Batas pemberitahuan dihitung 3 × 24 jam dari sini')}
      {bidang('email', 'Akun (opsional)', 'email', 'Email akun yang diduga disalahgunakan')}
      <div className="sm:col-span-2 xl:col-span-4">
        <button type="submit" className="btn btn-primary">
          <FileSearch className="size-4" aria-hidden="true" /> Buat laporan
        </button>
      </div>
    </form>
  );
}
