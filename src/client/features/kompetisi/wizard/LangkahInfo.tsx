import { biayaEntri, formatRupiah, tarifKompetisi } from '../../../../domain/kompetisi/biaya';
import { namaKelas } from '../../../../domain/kompetisi/label';
import type { Kompetisi } from '../../../data/online/kompetisi';
import type { Wizard } from './useWizard';

/** Step 4: what will be registered, and what it costs (fees). */
export function LangkahInfo({ wizard, kompetisi }: { wizard: Wizard; kompetisi: Kompetisi }) {
  const hasil = wizard.payload();
  if (!hasil.ok)
    return (
      <p className="rounded-box bg-error/10 p-4 text-sm text-error" role="alert">
        {hasil.pesan}
      </p>
    );
  const biaya = biayaEntri(
    { atlet: hasil.atlet[0]!, anggota_tim: hasil.atlet.length > 1 ? hasil.atlet.map((atlet) => ({ atlet })) : [] },
    tarifKompetisi(kompetisi),
  );
  return (
    <dl className="divide-y divide-base-300 rounded-box bg-base-200/60 text-sm">
      <div className="grid gap-1 p-3 sm:grid-cols-3">
        <dt className="text-base-content/75">Kompetisi</dt>
        <dd className="font-semibold sm:col-span-2">{kompetisi.nama_event}</dd>
      </div>
      <div className="grid gap-1 p-3 sm:grid-cols-3">
        <dt className="text-base-content/75">Kelas</dt>
        <dd className="font-semibold sm:col-span-2">{namaKelas(hasil.kelas)}</dd>
      </div>
      <div className="grid gap-1 p-3 sm:grid-cols-3">
        <dt className="text-base-content/75">Atlet</dt>
        <dd className="font-semibold sm:col-span-2">
          <ul>
            {hasil.atlet.map((a) => (
              <li key={a.id_atlet}>
                {a.nama_atlet}
                {a.kewarganegaraan === 'WNA' ? ' (WNA)' : ''}
              </li>
            ))}
          </ul>
        </dd>
      </div>
      <div className="grid gap-1 p-3 sm:grid-cols-3">
        <dt className="text-base-content/75">Biaya pendaftaran</dt>
        <dd className="text-lg font-black text-primary sm:col-span-2">{formatRupiah(biaya)}</dd>
      </div>
      <div className="p-3 text-xs text-base-content/75">
        Status awal peserta: Menunggu persetujuan admin. Lakukan pembayaran melalui tombol 'Upload Bukti'.
      </div>
    </dl>
  );
}
