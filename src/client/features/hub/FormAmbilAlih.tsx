import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { KODE_PASANGAN } from '../../../domain/hub/kontrak';
import { errorMessage } from '../../data/api-error';
import { ambilAlihKompetisi, hubLokalKey, keadaanServerKey, type AmbilAlihHasil } from '../../data/hub';

const mb = (byte: number | undefined) =>
  byte === undefined ? '' : ` · ${(byte / 1_048_576).toLocaleString('id-ID', { maximumFractionDigits: 1 })} MB`;

/** 'Ringkas' of a finished take-over: what was copied and how long it took. */
export function ringkasAmbil(h: AmbilAlihHasil): string {
  const bagian = [
    h.baris !== undefined ? `${h.baris.toLocaleString('id-ID')} baris` : null,
    h.berkas !== undefined ? `${h.berkas.toLocaleString('id-ID')} berkas` : null,
  ].filter(Boolean);
  const detik = h.detik !== undefined ? ` dalam ${Math.round(h.detik)} detik` : '';
  return `${h.nama_kompetisi}: ${bagian.join(', ')}${mb(h.byte)}${detik}`;
}

/** Before a take-over, on the hub: the pairing code from the central server's 'Hub venue' page and this hub's name. */
export function FormAmbilAlih() {
  const qc = useQueryClient();
  const [kode, setKode] = useState('');
  const [nama, setNama] = useState('');
  const [galat, setGalat] = useState<string | null>(null);
  const [mulai, setMulai] = useState<number | null>(null);
  const [detik, setDetik] = useState(0);
  useEffect(() => {
    if (mulai === null) return undefined;
    const t = setInterval(() => setDetik(Math.floor((Date.now() - mulai) / 1000)), 1000);
    return () => clearInterval(t);
  }, [mulai]);

  const kirim = async (e: FormEvent) => {
    e.preventDefault();
    setGalat(null);
    if (!KODE_PASANGAN.test(kode.trim().toUpperCase())) {
      setGalat('Kode pasangan tidak valid: 12 huruf/angka seperti ABCD-EFGH-JKLM');
      return;
    }
    setDetik(0);
    setMulai(Date.now());
    try {
      const hasil = await ambilAlihKompetisi(kode, nama);
      toast.success(`Kompetisi diambil alih. ${ringkasAmbil(hasil)}`, { duration: 8000 });
      await qc.invalidateQueries({ queryKey: hubLokalKey });
      void qc.invalidateQueries({ queryKey: keadaanServerKey });
    } catch (err) {
      setGalat(errorMessage(err, 'Gagal mengambil alih kompetisi'));
    } finally {
      setMulai(null);
    }
  };
  const sibuk = mulai !== null;
  return (
    <form className="space-y-4" onSubmit={(e) => void kirim(e)} noValidate>
      <label className="form-control block">
        <span className="label-text mb-1 block font-semibold">Kode pasangan</span>
        <input
          className="input input-bordered input-lg w-full font-mono tracking-widest uppercase"
          value={kode}
          onChange={(e) => setKode(e.target.value)}
          placeholder="ABCD-EFGH-JKLM"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          disabled={sibuk}
          required
        />
        <span className="mt-1 block text-xs text-base-content/70">
          Dari halaman "Hub Venue" admin kompetisi di server pusat. Berlaku 30 menit, sekali pakai.
        </span>
      </label>
      <label className="form-control block">
        <span className="label-text mb-1 block font-semibold">Nama hub</span>
        <input
          className="input input-bordered w-full"
          value={nama}
          onChange={(e) => setNama(e.target.value)}
          placeholder="Laptop meja panitia GOR"
          maxLength={80}
          disabled={sibuk}
        />
      </label>
      {galat && (
        <p className="text-sm text-error" role="alert">
          {galat}
        </p>
      )}
      {sibuk && (
        <p className="flex items-center gap-2 text-sm" role="status">
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          Menyalin data kompetisi dari pusat… {detik} detik
        </p>
      )}
      <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={sibuk}>
        {sibuk ? 'Mengambil alih…' : 'Ambil alih kompetisi'}
      </button>
    </form>
  );
}
