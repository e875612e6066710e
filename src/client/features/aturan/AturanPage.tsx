import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { alasanTolak } from '../../../domain/akses';
import type { PengaturanSkor } from '../../../domain/skor';
import { pengaturanSkorQueryKey, simpanPengaturanSkor, usePengaturanSkor } from '../../data/pengaturan-skor';
import { currentUser } from '../../data/session';
import { useTitle } from '../../ui/hooks/useTitle';
import { AturanKategori } from './AturanKategori';
import { PanelPoomsaeAtur } from './PanelPoomsae';
import { kembalikanKategori } from './aturan-form';

const Catatan = ({ children, tone = '' }: { children: React.ReactNode; tone?: string }) => (
  <p className={`rounded-box bg-base-100 p-10 text-center shadow ring-1 ring-base-300 ${tone}`} role="status">
    {children}
  </p>
);
const pesanDari = (err: unknown) => (err instanceof Error ? err.message : 'Gagal menyimpan');

function Aturan({ id_kompetisi }: { id_kompetisi: number }) {
  const q = usePengaturanSkor(id_kompetisi);
  const qc = useQueryClient();
  const [draf, setDraf] = useState<PengaturanSkor | null>(null);
  const [galat, setGalat] = useState<string | null>(null);
  const [sibuk, setSibuk] = useState(false);
  useEffect(() => {
    if (q.data) setDraf(q.data.pengaturan);
  }, [q.data]);
  if (q.isLoading) return <Catatan>Memuat aturan...</Catatan>;
  if (!q.data || !draf) return <Catatan tone="text-error">{q.error?.message ?? 'Aturan tidak dapat dimuat'}</Catatan>;
  const { bawaan, kelas_poomsae } = q.data;
  const ubah = (p: PengaturanSkor) => {
    setDraf(p);
    setGalat(null);
  };
  const simpan = async () => {
    setSibuk(true);
    setGalat(null);
    try {
      const r = await simpanPengaturanSkor(id_kompetisi, draf);
      if (r.data) qc.setQueryData(pengaturanSkorQueryKey(id_kompetisi), r.data);
      toast.success(r.pesan);
    } catch (err) {
      setGalat(pesanDari(err));
      toast.error(pesanDari(err));
    } finally {
      setSibuk(false);
    }
  };
  return (
    <form
      className="space-y-4 pb-4"
      onSubmit={(e) => {
        e.preventDefault();
        void simpan();
      }}
      aria-label="Aturan pertandingan"
    >
      <p className="text-sm text-base-content/70">
        Perubahan berlaku untuk partai yang belum dimulai. Partai yang sudah mulai dinilai tetap memakai aturan saat ia dimulai.
      </p>
      <div className="grid gap-4 xl:grid-cols-2">
        {(['prestasi', 'pemula'] as const).map((k) => (
          <AturanKategori key={k} k={k} draf={draf} onUbah={ubah} onKembalikan={() => ubah(kembalikanKategori(draf, bawaan, k))} />
        ))}
      </div>
      <PanelPoomsaeAtur draf={draf} kelas={kelas_poomsae} onUbah={ubah} />
      <div className="sticky bottom-0 z-10 space-y-2 bg-base-200/90 py-3 backdrop-blur">
        {galat && (
          <div className="alert alert-error text-sm" role="alert">
            {galat}
          </div>
        )}
        <button type="submit" className="btn btn-primary btn-block sm:btn-wide" disabled={sibuk}>
          <Save className="size-4" aria-hidden="true" />
          {sibuk ? 'Menyimpan...' : 'Simpan aturan'}
        </button>
      </div>
    </form>
  );
}

/**
 * /admin-kompetisi/aturan: the competition's Kyorugi rule sets per category and its Poomsae panels. Who may set
 * them is the policy's 'skor.atur' (the server's PUT asks the same).
 */
export function AturanPage() {
  useTitle('Aturan Pertandingan');
  const user = currentUser();
  const id = user?.admin_kompetisi?.id_kompetisi ?? null;
  const ditolak = id === null ? null : alasanTolak(user, 'skor.atur', { id_kompetisi: id });
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-black tracking-tight sm:text-3xl">ATURAN PERTANDINGAN</h1>
      {id === null ? (
        <Catatan>Tidak ada kompetisi terkait akun ini.</Catatan>
      ) : ditolak ? (
        <Catatan tone="text-error">{ditolak.pesan}</Catatan>
      ) : (
        <Aturan id_kompetisi={id} />
      )}
    </div>
  );
}
