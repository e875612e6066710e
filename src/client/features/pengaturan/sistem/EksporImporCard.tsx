import { useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { FileDown, FileUp, FolderInput } from 'lucide-react';
import { eksporData } from '../../../data/online/sistem';
import { pesanGagal } from './format';
import { SettingsCard } from '../SettingsCard';

/** Export = every table as JSON for other tools; import = restore from a downloaded .tar.gz backup. */
export function EksporImporCard({ onPilihBerkas }: { onPilihBerkas: (file: File) => void }) {
  const [mengekspor, setMengekspor] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  async function ekspor() {
    setMengekspor(true);
    try {
      await eksporData();
      toast.success('Data diekspor');
    } catch (err) {
      toast.error(pesanGagal(err, 'Gagal mengekspor data'));
    } finally {
      setMengekspor(false);
    }
  }

  return (
    <SettingsCard icon={<FolderInput className="size-5" aria-hidden="true" />} title="Ekspor & impor data">
      <div className="grid gap-5 md:grid-cols-2">
        <div className="flex flex-col gap-3 rounded-box bg-base-200/60 p-4">
          <div>
            <h3 className="font-semibold">Ekspor data (JSON)</h3>
            <p className="mt-1 text-sm text-base-content/75">
              Mengunduh satu berkas <code className="text-xs">.json</code> berisi semua tabel basis data (akun, dojang, atlet, kompetisi,
              peserta, bagan, pembayaran, log aktivitas, dan lainnya) untuk dibaca atau diolah di aplikasi lain. Berkas unggahan tidak ikut,
              dan berkas ini tidak dipakai untuk pemulihan. Isinya termasuk data pribadi dan hash kata sandi: simpan dengan aman.
            </p>
          </div>
          <button type="button" className="btn btn-outline mt-auto self-start" onClick={() => void ekspor()} disabled={mengekspor}>
            {mengekspor ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : (
              <FileDown className="size-4" aria-hidden="true" />
            )}
            {mengekspor ? 'Mengekspor…' : 'Ekspor data'}
          </button>
        </div>
        <div className="flex flex-col gap-3 rounded-box bg-base-200/60 p-4">
          <div>
            <h3 className="font-semibold">Impor data dari cadangan</h3>
            <p className="mt-1 text-sm text-base-content/75">
              Memulihkan seluruh basis data dan berkas unggahan dari berkas cadangan <code className="text-xs">.tar.gz</code> yang pernah
              diunduh (Backup sekarang atau cadangan harian). Berkas diperiksa dulu; berkas yang rusak atau bukan cadangan Arena TKD ditolak
              tanpa mengubah apa pun. Data saat ini diganti seluruhnya.
            </p>
          </div>
          <label htmlFor={inputId} className="sr-only">
            Berkas cadangan (.tar.gz)
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept=".gz,.tgz,application/gzip,application/x-gzip"
            className="hidden"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) onPilihBerkas(file);
            }}
          />
          <button type="button" className="btn btn-outline mt-auto self-start" onClick={() => inputRef.current?.click()}>
            <FileUp className="size-4" aria-hidden="true" />
            Pilih berkas cadangan…
          </button>
        </div>
      </div>
    </SettingsCard>
  );
}
