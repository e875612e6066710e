import { useEffect, useMemo, useRef, useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { boleh } from '../../../domain/akses';
import { getDb } from '../../data/db';
import { cariKartu, useMeja } from '../../data/penimbangan';
import { currentUser } from '../../data/session';
import { useTitle } from '../../ui/hooks/useTitle';
import { CariKartu } from '../../ui/scan/CariKartu';
import { DaftarEntri } from './DaftarEntri';
import { NamaMeja, useNamaMeja } from './NamaMeja';
import { PanelTimbang } from './PanelTimbang';
import { PengaturanPanel } from './PengaturanPanel';
import { ProgresPanel } from './ProgresPanel';

const Catatan = ({ children, tone = '' }: { children: React.ReactNode; tone?: string }) => (
  <p className={`rounded-box bg-base-100 p-10 text-center shadow ring-1 ring-base-300 ${tone}`} role="status">
    {children}
  </p>
);

function Meja({ id_kompetisi, meja }: { id_kompetisi: number; meja: string }) {
  const user = currentUser();
  const read = useMeja(id_kompetisi);
  const [dipilih, setDipilih] = useState<number | null>(null);
  const [pesan, setPesan] = useState<string | null>(null);
  const [peringatan, setPeringatan] = useState<string | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [dipilihKe, setDipilihKe] = useState(0);
  // Below xl the panel sits above the list: a name picked far down the list brings it into view, and the weight
  // field takes the focus without scrolling it away (its header stays stuck while typing).
  useEffect(() => {
    if (dipilihKe === 0) return;
    if (!window.matchMedia('(min-width: 1280px)').matches) panelRef.current?.scrollIntoView({ block: 'start' });
    const berat = document.getElementById('berat-timbang');
    if (berat instanceof HTMLInputElement && !berat.disabled) berat.focus({ preventScroll: true });
  }, [dipilihKe]);
  const byId = useMemo(() => new Map((read.data?.entri ?? []).map((x) => [x.entri.id_peserta_kompetisi, x])), [read.data]);
  const bolehAtur = boleh(user, 'penimbangan.atur', { id_kompetisi });
  const bolehPutuskan = boleh(user, 'penimbangan.putuskan', { id_kompetisi });
  if (read.loading) return <Catatan>Memuat data penimbangan...</Catatan>;
  if (!read.data?.fetched)
    return (
      <Catatan tone="text-error">
        {read.error?.message ?? 'Data penimbangan belum ada di perangkat ini. Sambungkan ke server sekali untuk memuatnya.'}
      </Catatan>
    );
  const { entri, konteks } = read.data;
  const pilih = (id: number, warn: string | null = null) => {
    setDipilih(id);
    setPeringatan(warn);
    setPesan(null);
    setDipilihKe((n) => n + 1);
  };
  const buka = async (teks: string) => {
    const r = await cariKartu(getDb(), user?.id_akun ?? 0, id_kompetisi, teks);
    if (r.ok) pilih(r.id_peserta, r.peringatan);
    else setPesan(r.pesan);
  };
  const x = dipilih === null ? undefined : byId.get(dipilih);
  const panel = x && (
    <PanelTimbang
      id_kompetisi={id_kompetisi}
      x={x}
      meja={meja}
      kelas={konteks.kelas}
      bolehPutuskan={bolehPutuskan}
      bolehBatalSemua={boleh(user, 'penimbangan.batalkan', { id_kompetisi })}
      peringatan={peringatan}
      onTutup={() => setDipilih(null)}
    />
  );
  return (
    <>
      <ProgresPanel entri={entri} />
      {bolehAtur && <PengaturanPanel id_kompetisi={id_kompetisi} atur={konteks.atur} />}
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-4 xl:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <div className="xl:col-start-1 xl:row-start-1">
          <CariKartu onKode={(t) => void buka(t)} pesan={pesan} />
        </div>
        <div
          ref={panelRef}
          className={`scroll-mt-20 xl:sticky xl:top-20 xl:max-h-[calc(100dvh-6rem)] xl:overflow-y-auto xl:col-start-2 xl:row-span-2 xl:row-start-1 ${panel ? '' : 'hidden xl:block'}`}
        >
          {panel ?? <Catatan>Pindai QR atau ketik nomor kartu, atau pilih peserta dari daftar.</Catatan>}
        </div>
        <div className="xl:col-start-1 xl:row-start-2">
          <DaftarEntri entri={entri} dipilih={dipilih} onPilih={(id) => pilih(id)} />
        </div>
      </div>
      <div className="flex justify-end">
        <button type="button" className="btn btn-ghost btn-sm" onClick={read.refetch}>
          <RefreshCw className="size-4" aria-hidden="true" />
          Muat ulang dari server
        </button>
      </div>
    </>
  );
}

/** /admin-kompetisi/penimbangan: the weigh-in desk of the account's competition (competition admin or weigh-in staff). */
export function PenimbanganPage() {
  useTitle('Penimbangan');
  const user = currentUser();
  const id = user?.admin_kompetisi?.id_kompetisi ?? user?.petugas?.id_kompetisi ?? null;
  const nama = useNamaMeja();
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-black tracking-tight sm:text-3xl">PENIMBANGAN</h1>
        <NamaMeja meja={nama.meja} dipilih={nama.dipilih} onSimpan={nama.simpan} />
      </div>
      {id === null ? <Catatan>Tidak ada kompetisi terkait akun ini.</Catatan> : <Meja id_kompetisi={id} meja={nama.meja} />}
    </div>
  );
}
