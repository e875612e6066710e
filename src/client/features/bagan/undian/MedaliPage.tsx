import { Medal } from 'lucide-react';
import { useKompetisiBagan } from '../../../data/bagan';
import { currentUser } from '../../../data/session';
import { useTitle } from '../../../ui/hooks/useTitle';
import { JuaraUmum } from '../medali/JuaraUmum';
import { MedaliKelasList } from '../medali/MedaliKelasList';
import { TabelMedali } from '../medali/TabelMedali';
import { BaganInfoKompetisi } from './BaganInfoKompetisi';
import { Note } from './DrawingBaganPage';
import { rekapLokal } from './medali-lokal';

function Rekap({ id_kompetisi }: { id_kompetisi: number }) {
  const read = useKompetisiBagan(id_kompetisi);
  if (!read.data) return <Note tone={read.error ? 'text-error' : ''}>{read.error ? read.error.message : 'Memuat data...'}</Note>;
  const r = rekapLokal(read.data.kelas);
  return (
    <>
      <BaganInfoKompetisi kompetisi={read.data.kompetisi} fetchedAt={read.data.fetchedAt} />
      <p className="text-sm text-base-content/80">
        {r.kelasSelesai} dari {r.kelasDiundi} kelas yang diundi sudah selesai.
      </p>
      <JuaraUmum juara={r.juara} final={r.juaraFinal} />
      <section className="space-y-2">
        <h2 className="text-lg font-bold">Perolehan medali per dojang</h2>
        <TabelMedali rows={r.semua} />
      </section>
      {r.medalis.length > 0 && (
        <section className="space-y-2">
          <h2 className="text-lg font-bold">Medali per kelas</h2>
          <MedaliKelasList items={r.medalis} />
        </section>
      )}
    </>
  );
}

/** /admin-kompetisi/medali: the medal tally and the general champions of the account's competition. */
export function MedaliPage() {
  useTitle('Perolehan Medali');
  const id = currentUser()?.admin_kompetisi?.id_kompetisi ?? null;
  return (
    <div className="space-y-6">
      <h1 className="inline-flex items-center gap-2 text-2xl font-black tracking-tight sm:text-3xl">
        <Medal className="size-7" aria-hidden="true" />
        Perolehan Medali
      </h1>
      {id === null ? <Note>Tidak ada kompetisi terkait akun ini.</Note> : <Rekap id_kompetisi={id} />}
    </div>
  );
}
