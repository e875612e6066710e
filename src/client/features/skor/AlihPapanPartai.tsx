import { Navigate } from '@tanstack/react-router';
import { currentUser } from '../../data/session';
import { useKonsolSkor } from '../../data/skor';

/** The old per-bout scoreboard URL (`?partai=`): sent on to its court's board, found in this device's copy of the court. */
export function AlihPapanPartai({ id_match }: { id_match: string }) {
  const user = currentUser();
  const baca = useKonsolSkor(user?.admin_kompetisi?.id_kompetisi ?? user?.petugas?.id_kompetisi ?? 0, id_match);
  const id_lapangan = baca?.data?.partai.id_lapangan;
  if (id_lapangan !== undefined) return <Navigate to="/admin-kompetisi/lapangan/papan" search={{ lapangan: id_lapangan }} replace />;
  return (
    <main className="grid h-dvh place-items-center bg-black p-[4vh] text-center text-[4vh] text-white" role="status">
      {baca === undefined || baca.memuat
        ? 'Mencari lapangan partai ini…'
        : 'Partai ini tidak ada di perangkat ini. Buka papan dari meja lapangannya.'}
    </main>
  );
}
