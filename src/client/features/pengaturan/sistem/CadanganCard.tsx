import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { Archive, DatabaseBackup, RefreshCw } from 'lucide-react';
import type { Cadangan } from '../../../../domain/schemas/sistem';
import { buatCadangan, CADANGAN_KEY, hapusCadangan, unduhCadangan, useDaftarCadangan } from '../../../data/online/sistem';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { CadanganList } from './CadanganList';
import { formatWaktuWib, pesanGagal } from './format';
import { SettingsCard } from '../SettingsCard';

/** 'Backup sekarang' (made on the server, then downloaded) and the backups the server keeps. */
export function CadanganCard({ onPulihkan }: { onPulihkan: (c: Cadangan) => void }) {
  const qc = useQueryClient();
  const daftar = useDaftarCadangan();
  const [membuat, setMembuat] = useState(false);
  const [sibuk, setSibuk] = useState<string | null>(null);
  const [hapus, setHapus] = useState<Cadangan | null>(null);
  const segarkan = () => qc.invalidateQueries({ queryKey: CADANGAN_KEY });

  async function backupSekarang() {
    setMembuat(true);
    try {
      const { cadangan, message } = await buatCadangan();
      await segarkan();
      await unduhCadangan(cadangan.nama);
      toast.success(`${message}. Berkas ${cadangan.nama} diunduh.`);
    } catch (err) {
      toast.error(pesanGagal(err, 'Gagal membuat cadangan'));
    } finally {
      setMembuat(false);
    }
  }

  async function unduh(c: Cadangan) {
    setSibuk(c.nama);
    try {
      await unduhCadangan(c.nama);
    } catch (err) {
      toast.error(pesanGagal(err, 'Gagal mengunduh cadangan'));
    } finally {
      setSibuk(null);
    }
  }

  async function hapusSekarang() {
    if (!hapus) return;
    setSibuk(hapus.nama);
    try {
      toast.success(await hapusCadangan(hapus.nama));
      setHapus(null);
      await segarkan();
    } catch (err) {
      toast.error(pesanGagal(err, 'Gagal menghapus cadangan'));
    } finally {
      setSibuk(null);
    }
  }

  const data = daftar.data;
  return (
    <SettingsCard
      icon={<DatabaseBackup className="size-5" aria-hidden="true" />}
      title="Cadangan data"
      aside={<span className="badge badge-sm badge-info badge-soft">Otomatis setiap hari 02:00 WIB</span>}
      description="Satu berkas .tar.gz berisi seluruh basis data (semua tabel) dan semua berkas unggahan: logo dojang, dokumen pelatih dan atlet, bukti transfer. Berkas ini dapat dipulihkan di server ini atau di server baru dengan versi aplikasi yang sama."
    >
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className="btn btn-primary" onClick={backupSekarang} disabled={membuat}>
          {membuat ? (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          ) : (
            <Archive className="size-4" aria-hidden="true" />
          )}
          {membuat ? 'Membuat cadangan…' : 'Backup sekarang'}
        </button>
        <p className="text-sm text-base-content/75">Dibuat di server, disimpan di sana, lalu diunduh ke perangkat ini.</p>
      </div>

      <div className="mt-6 flex items-center justify-between gap-2">
        <h3 className="font-semibold">Cadangan tersimpan di server</h3>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => void daftar.refetch()}
          disabled={daftar.isFetching}
          aria-label="Muat ulang daftar cadangan"
        >
          <RefreshCw className={`size-4 ${daftar.isFetching ? 'animate-spin' : ''}`} aria-hidden="true" />
        </button>
      </div>
      <p className="mb-3 text-sm text-base-content/75">
        Server menyimpan {data?.disimpan ?? 7} cadangan harian terakhir dan {data?.disimpan ?? 7} cadangan manual terakhir di folder data
        server (<code className="text-xs">DATA_DIR/backups</code>); yang lebih lama dihapus otomatis.
        {data?.harian_berikutnya && (
          <>
            {' '}
            Cadangan harian berikutnya: <strong>{formatWaktuWib(data.harian_berikutnya)}</strong>.
          </>
        )}
      </p>
      {daftar.isPending && <div className="skeleton h-24 w-full" aria-label="Memuat daftar cadangan" />}
      {daftar.isError && (
        <div role="alert" className="alert alert-error alert-soft text-sm">
          <span>{pesanGagal(daftar.error, 'Gagal memuat daftar cadangan')}</span>
          <button type="button" className="btn btn-sm" onClick={() => void daftar.refetch()}>
            Coba lagi
          </button>
        </div>
      )}
      {data && <CadanganList cadangan={data.cadangan} sibuk={sibuk} onUnduh={unduh} onPulihkan={onPulihkan} onHapus={setHapus} />}
      <p className="mt-4 text-xs text-base-content/70">
        Dokumen dan foto pribadi (akte, KK/KTP, pas foto, sertifikat, bukti transfer) serta rahasia (kata sandi SMTP, kunci login dua
        langkah, kunci notifikasi push) disimpan terenkripsi dengan kunci server (<code>ARENA_SECRET_KEY</code> atau{' '}
        <code>DATA_DIR/secret.key</code>) dan tetap terenkripsi di dalam cadangan; kunci itu sengaja tidak ikut dicadangkan. Simpan kunci
        itu terpisah: memulihkan di server lain tanpa kunci yang sama membuat dokumen dan foto tidak dapat dibuka dan rahasia perlu diatur
        ulang.
      </p>

      <ConfirmDialog
        open={hapus !== null}
        title="Hapus cadangan ini?"
        cancelLabel="Batal"
        confirmLabel="Hapus"
        confirmBusyLabel="Menghapus…"
        busy={sibuk !== null && sibuk === hapus?.nama}
        tone="error"
        onCancel={() => setHapus(null)}
        onConfirm={() => void hapusSekarang()}
      >
        {hapus && (
          <>
            Berkas <strong className="break-all">{hapus.nama}</strong> ({formatWaktuWib(hapus.dibuat_pada)}) dihapus dari server dan tidak
            dapat dipulihkan lagi.
          </>
        )}
      </ConfirmDialog>
    </SettingsCard>
  );
}
