import { useState } from 'react';
import { periksa } from '../../../domain/akses';
import { useAuth } from '../../data/auth';
import { useTitle } from '../../ui/hooks/useTitle';
import { MejaLapangan } from './MejaLapangan';
import { PilihLapangan } from './PilihLapangan';

const KUNCI = 'arena-meja-lapangan';

function lapanganTersimpan(): number | null {
  try {
    const n = Number(localStorage.getItem(KUNCI));
    return Number.isInteger(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
}

/**
 * /admin-kompetisi/lapangan: the court desk. Court staff land on their own court; the competition admin picks
 * any court (remembered on the device, so the desk reopens on it offline).
 */
export function LapanganPage() {
  useTitle('Meja Lapangan');
  // From the auth state, not the stored copy: a court staff moved to another court is followed here at once.
  const { user } = useAuth();
  const id_kompetisi = user?.admin_kompetisi?.id_kompetisi ?? user?.petugas?.id_kompetisi ?? null;
  // Whose policy scope is a court runs that court (null: none given yet); whoever may run any court of it picks one.
  const putusan = periksa(user, 'lapangan.jalankan');
  const milikPetugas = putusan.ok
    ? 'id_lapangan' in putusan.cakupan
      ? (putusan.cakupan.id_lapangan ?? null)
      : undefined
    : putusan.sebab === 'tanpaIkatan'
      ? null
      : undefined;
  const [pilih, setPilih] = useState<number | null>(lapanganTersimpan);
  const id_lapangan = milikPetugas === undefined ? pilih : milikPetugas;
  const ganti = (id: number) => {
    setPilih(id);
    try {
      localStorage.setItem(KUNCI, String(id));
    } catch {
      /* private mode: the choice lasts for the page */
    }
  };
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-black tracking-tight sm:text-3xl">MEJA LAPANGAN</h1>
        {milikPetugas === undefined && id_kompetisi !== null && (
          <PilihLapangan id_kompetisi={id_kompetisi} value={pilih} onChange={ganti} />
        )}
      </div>
      {id_kompetisi === null ? (
        <p className="rounded-box bg-base-100 p-10 text-center shadow" role="status">
          Tidak ada kompetisi terkait akun ini.
        </p>
      ) : id_lapangan === null ? (
        <p className="rounded-box bg-base-100 p-10 text-center shadow ring-1 ring-base-300" role="status">
          {milikPetugas === null
            ? 'Akun ini belum ditugaskan ke lapangan. Hubungi admin kompetisi.'
            : 'Pilih lapangan untuk membuka mejanya.'}
        </p>
      ) : (
        <MejaLapangan key={id_lapangan} id_kompetisi={id_kompetisi} id_lapangan={id_lapangan} />
      )}
    </div>
  );
}
