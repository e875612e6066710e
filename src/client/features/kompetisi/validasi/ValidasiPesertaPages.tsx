import { useMemo, useState } from 'react';
import { CalendarDays, ClipboardCheck, Hourglass, MapPin } from 'lucide-react';
import { useKompetisiDetail, useKompetisiSaya, usePesertaSaya } from '../../../data/kompetisi';
import type { Kompetisi } from '../../../data/online/kompetisi';
import { currentUser } from '../../../data/session';
import { formatTanggal } from '../../../ui/format';
import { useTitle } from '../../../ui/hooks/useTitle';
import { StatCard } from '../../../ui/StatCard';
import { ValidasiPesertaList } from './ValidasiPesertaList';
import { ringkasValidasi } from './validasi-view';

const Note = ({ children, tone = '' }: { children: React.ReactNode; tone?: string }) => (
  <p className={`rounded-box bg-base-100 p-10 text-center shadow ring-1 ring-base-300 ${tone}`} role="status">
    {children}
  </p>
);

function Ringkasan({ kompetisi }: { kompetisi: Kompetisi }) {
  const peserta = usePesertaSaya(kompetisi.id_kompetisi);
  const r = ringkasValidasi(peserta.data ?? []);
  return (
    <div className="grid grid-cols-2 gap-3 sm:max-w-md">
      <StatCard
        label="Total Peserta"
        value={peserta.data ? String(r.total) : '-'}
        icon={ClipboardCheck}
        tone="bg-primary/10 text-primary"
      />
      <StatCard
        label="Menunggu Validasi"
        value={peserta.data ? String(r.pending) : '-'}
        icon={Hourglass}
        tone="bg-warning/15 text-warning-content"
      />
    </div>
  );
}

function Judul({ kompetisi }: { kompetisi: Kompetisi }) {
  return (
    <header className="space-y-1">
      <h1 className="text-2xl font-black tracking-tight sm:text-3xl">Validasi Peserta</h1>
      <p className="text-lg font-bold text-primary">{kompetisi.nama_event}</p>
      <p className="flex flex-wrap gap-x-3 text-sm text-base-content/80">
        <span className="inline-flex items-center gap-1">
          <CalendarDays className="size-4" aria-hidden="true" />
          {formatTanggal(kompetisi.tanggal_mulai)} – {formatTanggal(kompetisi.tanggal_selesai)}
        </span>
        {kompetisi.lokasi && (
          <span className="inline-flex items-center gap-1">
            <MapPin className="size-4" aria-hidden="true" />
            {kompetisi.lokasi}
          </span>
        )}
      </p>
    </header>
  );
}

/** /admin-kompetisi/validasi-peserta: the competition of the account. */
export function AdminKompetisiValidasiPage() {
  useTitle('Validasi Peserta');
  const id = currentUser()?.admin_kompetisi?.id_kompetisi ?? null;
  const detail = useKompetisiDetail(id ?? 0);
  if (id === null) return <Note>Tidak ada kompetisi terkait akun ini.</Note>;
  if (!detail.data)
    return <Note tone={detail.error ? 'text-error' : ''}>{detail.error ? 'Gagal mengambil detail kompetisi' : 'Memuat data...'}</Note>;
  return (
    <div className="space-y-6">
      <Judul kompetisi={detail.data} />
      <Ringkasan kompetisi={detail.data} />
      <ValidasiPesertaList kompetisi={detail.data} />
    </div>
  );
}

/** /admin/validasi-peserta: pick a competition (search and select), then its participants. */
export function AdminValidasiPesertaPage() {
  useTitle('Validasi Peserta');
  const list = useKompetisiSaya();
  const [cari, setCari] = useState('');
  const [id, setId] = useState<number | null>(null);
  const cocok = useMemo(
    () => (list.data ?? []).filter((k) => k.nama_event.toLowerCase().includes(cari.trim().toLowerCase())),
    [list.data, cari],
  );
  const pilihan = list.data?.find((k) => k.id_kompetisi === (id ?? list.data?.[0]?.id_kompetisi));
  if (!list.data)
    return <Note tone={list.error ? 'text-error' : ''}>{list.error ? 'Gagal mengambil data kompetisi' : 'Memuat data...'}</Note>;
  return (
    <div className="space-y-6">
      {pilihan && <Judul kompetisi={pilihan} />}
      <section className="grid gap-3 rounded-box bg-base-100 p-4 shadow ring-1 ring-base-300 sm:grid-cols-2" aria-label="Pilih kompetisi">
        <input
          type="search"
          className="input w-full"
          placeholder="Cari kompetisi..."
          aria-label="Cari kompetisi"
          value={cari}
          onChange={(e) => setCari(e.target.value)}
        />
        <select
          className="select w-full max-w-full min-w-0 appearance-none truncate"
          aria-label="Kompetisi"
          value={pilihan?.id_kompetisi ?? ''}
          onChange={(e) => setId(Number(e.target.value))}
        >
          {cocok.map((k) => (
            <option key={k.id_kompetisi} value={k.id_kompetisi}>
              {k.nama_event}
            </option>
          ))}
        </select>
      </section>
      {pilihan ? (
        <>
          <Ringkasan kompetisi={pilihan} />
          <ValidasiPesertaList key={pilihan.id_kompetisi} kompetisi={pilihan} />
        </>
      ) : (
        <Note>Tidak ada kompetisi yang ditemukan</Note>
      )}
    </div>
  );
}
