import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Download, FileArchive, Trash2 } from 'lucide-react';
import toast from 'react-hot-toast';
import { boleh } from '../../../domain/akses';
import { BATAS_PROSES_TEKS } from '../../../domain/hak-data/batas';
import { ApiError } from '../../data/api-error';
import { useAtlet } from '../../data/atlet';
import { useAuth } from '../../data/auth';
import { kunciHakData, unduhDataAtlet, useHakDataAtlet } from '../../data/online/hak-data';
import { kunciRiwayatAkses } from '../../data/privasi';
import { MintaHapusDialog } from './MintaHapusDialog';
import { StatusPermintaan } from './StatusPermintaan';
import { waktuWib } from './waktu';

/**
 * 'Hak atas data pribadi' under an athlete's profile, for its coach and the ADMIN: the whole data as one download, the
 * coach's 'Minta hapus data', and every request about the athlete with its deadline and the ADMIN's decision.
 */
export function HakDataKartu({ idParam }: { idParam: string }) {
  const { user } = useAuth();
  const qc = useQueryClient();
  const atlet = useAtlet(idParam).data;
  const id_atlet = atlet?.id_atlet ?? null;
  const sasaran = { id_dojang: atlet?.id_dojang ?? null };
  const bolehLihat = id_atlet !== null && boleh(user, 'hakData.ekspor', sasaran);
  const hak = useHakDataAtlet(id_atlet, bolehLihat);
  const [mengunduh, setMengunduh] = useState(false);
  const [minta, setMinta] = useState(false);
  if (!atlet || id_atlet === null || !bolehLihat) return null;

  const dihapus = hak.data?.dihapus_pada ?? null;
  const terbuka = hak.data?.permintaan.some((p) => p.jenis === 'HAPUS' && (p.status === 'MENUNGGU' || p.status === 'DIPROSES'));
  const persetujuan = atlet.persetujuan?.status;
  const bolehMinta = boleh(user, 'hakData.mintaHapus', sasaran) && hak.data !== undefined && !dihapus && !terbuka;
  const riwayat = hak.data?.permintaan ?? [];

  const unduh = async () => {
    setMengunduh(true);
    try {
      await unduhDataAtlet(id_atlet);
      toast.success('Salinan data atlet diunduh');
      void qc.invalidateQueries({ queryKey: kunciHakData(id_atlet) });
      void qc.invalidateQueries({ queryKey: kunciRiwayatAkses(id_atlet) });
    } catch (e) {
      toast.error(e instanceof ApiError && e.status === 0 ? 'Unduhan data memerlukan koneksi ke server' : (e as Error).message);
    } finally {
      setMengunduh(false);
    }
  };

  return (
    <section className="card bg-base-100 shadow-lg ring-1 ring-base-300" aria-labelledby="hak-data">
      <div className="card-body gap-4">
        <h3 id="hak-data" className="flex items-center gap-2 text-lg font-bold">
          <FileArchive className="size-5" aria-hidden="true" /> Hak atas data pribadi
        </h3>
        {dihapus && (
          <div role="status" className="alert border-success/40 bg-success/10 text-sm text-base-content">
            Data pribadi dan dokumen atlet ini dihapus pada {waktuWib(dihapus)}. Nama dan dojang tetap tercatat pada hasil kejuaraan.
          </div>
        )}
        <p className="text-sm text-base-content/80">
          Salinan semua data atlet yang tersimpan — data diri, persetujuan, pendaftaran, hasil, riwayat akses, dan dokumennya — dalam satu
          berkas ZIP. Pengunduhan tercatat di riwayat akses.
          {bolehMinta && ` Permintaan hapus data diproses admin ${BATAS_PROSES_TEKS}.`}
        </p>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-outline btn-sm" onClick={() => void unduh()} disabled={mengunduh}>
            {mengunduh ? (
              <span className="loading loading-spinner loading-xs" aria-hidden="true" />
            ) : (
              <Download className="size-4" aria-hidden="true" />
            )}
            Unduh semua data
          </button>
          {bolehMinta && (
            <button type="button" className="btn btn-outline btn-error btn-sm" onClick={() => setMinta(true)}>
              <Trash2 className="size-4" aria-hidden="true" /> Minta hapus data
            </button>
          )}
        </div>
        {hak.isError && (
          <p role="alert" className="text-sm text-error">
            {hak.error instanceof ApiError && hak.error.status === 0
              ? 'Status permintaan data memerlukan koneksi ke server.'
              : hak.error.message}
          </p>
        )}
        {riwayat.length > 0 && (
          <div className="space-y-2">
            <h4 className="font-semibold">Permintaan data</h4>
            <ul className="space-y-2">
              {riwayat.map((p) => (
                <StatusPermintaan key={p.id} p={p} sekarang={new Date()} />
              ))}
            </ul>
          </div>
        )}
      </div>
      {minta && (
        <MintaHapusDialog
          id_atlet={id_atlet}
          nama_atlet={atlet.nama_atlet}
          prosesBerjalan={persetujuan !== 'DICABUT'}
          onClose={() => setMinta(false)}
        />
      )}
    </section>
  );
}
