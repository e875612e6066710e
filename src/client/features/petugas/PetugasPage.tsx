import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { errorMessage } from '../../data/api-error';
import { useAuth } from '../../data/auth';
import { useJadwal } from '../../data/jadwal';
import { hapusPetugas, petugasQueryKey, ubahPetugas, usePetugas, type Petugas } from '../../data/online/petugas';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useTitle } from '../../ui/hooks/useTitle';
import { PindahLapangan, ResetPassword } from './DialogPetugas';
import { FormPetugas } from './FormPetugas';
import { BAGIAN, hariLapangan, labelLapangan, perPeran } from './petugas-view';
import { TabelPetugas } from './TabelPetugas';

/**
 * /admin-kompetisi/petugas: the competition's staff accounts — weigh-in staff and court staff (each with its court) —
 * made, moved to another court, deactivated, given a new first password or deleted by the competition's admin.
 */
export function PetugasPage() {
  useTitle('Petugas');
  const { user } = useAuth();
  const id_kompetisi = user?.admin_kompetisi?.id_kompetisi ?? 0;
  const list = usePetugas(id_kompetisi);
  const jadwal = useJadwal(id_kompetisi || null);
  const hari = hariLapangan(jadwal.data?.hari);
  const namaLapangan = (p: Petugas) => labelLapangan(hari, p);
  const qc = useQueryClient();
  const segarkan = () => void qc.invalidateQueries({ queryKey: petugasQueryKey(id_kompetisi) });
  const selesai = (pesan: string) => {
    toast.success(pesan);
    segarkan();
  };
  const [reset, setReset] = useState<Petugas | null>(null);
  const [pindah, setPindah] = useState<Petugas | null>(null);
  const [hapus, setHapus] = useState<Petugas | null>(null);
  const [sibuk, setSibuk] = useState(false);
  /** A row action's refusal, on its row. */
  const [galat, setGalat] = useState<Record<number, string>>({});
  const jalankan = async (p: Petugas, aksi: () => Promise<string>) => {
    setGalat(({ [p.id_petugas]: _, ...x }) => x);
    setSibuk(true);
    try {
      selesai(await aksi());
    } catch (err) {
      setGalat((x) => ({ ...x, [p.id_petugas]: errorMessage(err, 'Gagal') }));
    } finally {
      setSibuk(false);
    }
  };
  const semua = list.data ?? [];
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-black tracking-tight sm:text-3xl">PETUGAS</h1>
        <p className="text-base-content/80">Akun petugas hanya dapat membuka meja kerjanya di kompetisi ini.</p>
      </div>
      <FormPetugas id_kompetisi={id_kompetisi} hari={hari} onSelesai={selesai} />
      {list.isLoading ? (
        <p className="rounded-box bg-base-100 p-6 text-center shadow" role="status">
          Memuat...
        </p>
      ) : list.error ? (
        <p className="rounded-box bg-base-100 p-6 text-center text-error shadow" role="alert">
          {list.error.message}
        </p>
      ) : (
        BAGIAN.map((b) => (
          <section key={b.role} className="rounded-box bg-base-100 shadow ring-1 ring-base-300" aria-label={b.judul}>
            <header className="border-b border-base-300 px-4 py-3">
              <h2 className="text-lg font-bold">{b.judul}</h2>
              <p className="text-sm text-base-content/70">{b.keterangan}</p>
            </header>
            <div className="overflow-x-auto">
              <TabelPetugas
                judul={b.judul}
                list={perPeran(semua, b.role)}
                lapangan={b.role === 'PETUGAS_LAPANGAN'}
                namaLapangan={namaLapangan}
                galat={galat}
                aksi={{
                  aktifkan: (p) =>
                    void jalankan(p, () =>
                      ubahPetugas(id_kompetisi, p.id_petugas, { status: p.status === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE' }),
                    ),
                  reset: setReset,
                  pindah: setPindah,
                  hapus: setHapus,
                }}
              />
            </div>
          </section>
        ))
      )}
      {reset && <ResetPassword id_kompetisi={id_kompetisi} p={reset} onTutup={() => setReset(null)} onSelesai={selesai} />}
      {pindah && <PindahLapangan id_kompetisi={id_kompetisi} p={pindah} hari={hari} onTutup={() => setPindah(null)} onSelesai={selesai} />}
      <ConfirmDialog
        open={hapus !== null}
        title="Hapus akun petugas?"
        tone="error"
        cancelLabel="Batal"
        confirmLabel="Hapus"
        busy={sibuk}
        onCancel={() => setHapus(null)}
        onConfirm={() => {
          if (hapus) void jalankan(hapus, () => hapusPetugas(id_kompetisi, hapus.id_petugas));
          setHapus(null);
        }}
      >
        {hapus?.nama} ({hapus?.email}) tidak dapat masuk lagi.
      </ConfirmDialog>
    </div>
  );
}
