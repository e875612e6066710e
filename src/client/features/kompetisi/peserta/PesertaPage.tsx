import { useMemo, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import toast from 'react-hot-toast';
import { ArrowLeft, CalendarDays, MapPin, Plus, Upload, UserX } from 'lucide-react';
import { WIZARD_MSG } from '../../../../domain/kompetisi/wizard';
import { STATUS_TAMPIL_LABEL, pendaftaranDibuka, statusTampil } from '../../../../domain/kompetisi/status-tampil';
import { bolehPeran } from '../../../../domain/akses';
import { useAuth } from '../../../data/auth';
import { useKompetisiDetail, usePesertaSaya, type PesertaView } from '../../../data/kompetisi';
import type { Kompetisi } from '../../../data/online/kompetisi';
import { Pagination } from '../../../ui/Pagination';
import { formatTanggal } from '../../../ui/format';
import { useTitle } from '../../../ui/hooks/useTitle';
import { UploadBuktiDialog } from '../bukti/UploadBuktiDialog';
import { TagihanCard } from '../bukti/TagihanCard';
import { BADGE } from '../list/kompetisi-list-view';
import { WizardPendaftaran } from '../wizard/WizardPendaftaran';
import { PesertaFilterBar } from './PesertaFilterBar';
import { PesertaList } from './PesertaList';
import { FILTER_AWAL, filterPeserta, halaman, kelasOptions, type PesertaFilter } from './peserta-list-view';

const Box = ({ children, tone = '' }: { children: React.ReactNode; tone?: string }) => (
  <div
    className={`flex flex-col items-center gap-2 rounded-box bg-base-100 px-6 py-12 text-center shadow ring-1 ring-base-300 ${tone}`}
    role="status"
  >
    {children}
  </div>
);

function Header({
  kompetisi,
  jumlah,
  ditolak,
  onBack,
  onDaftar,
  onBukti,
}: {
  kompetisi: Kompetisi;
  jumlah: number;
  ditolak: number;
  onBack: () => void;
  onDaftar: () => void;
  onBukti: () => void;
}) {
  const tampil = statusTampil(kompetisi);
  return (
    <header className="space-y-3">
      <button type="button" className="btn btn-ghost btn-sm -ml-2" onClick={onBack}>
        <ArrowLeft className="size-4" aria-hidden="true" /> Kembali
      </button>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-black tracking-tight break-words sm:text-3xl">{kompetisi.nama_event}</h1>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-base-content/80">
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
            <span className={`badge badge-soft badge-sm ${BADGE[tampil]}`}>{STATUS_TAMPIL_LABEL[tampil]}</span>
            <span>
              {jumlah} peserta dojang Anda{ditolak > 0 && ` · ${ditolak} ditolak`}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-outline" onClick={onBukti}>
            <Upload className="size-4" aria-hidden="true" /> Upload Bukti
          </button>
          <button type="button" className="btn btn-primary" onClick={onDaftar}>
            <Plus className="size-4" aria-hidden="true" /> Daftar Atlet
          </button>
        </div>
      </div>
    </header>
  );
}

/** The participant view of one competition: the coach's entries, Dexie first. */
export function PesertaPage({ id_kompetisi }: { id_kompetisi: number }) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const bolehDaftar = bolehPeran(user, 'peserta.daftar');
  const bolehBukti = bolehPeran(user, 'bukti.unggah');
  const detail = useKompetisiDetail(id_kompetisi);
  const peserta = usePesertaSaya(id_kompetisi);
  const [filter, setFilter] = useState<PesertaFilter>(FILTER_AWAL);
  const [page, setPage] = useState(1);
  const [wizard, setWizard] = useState(false);
  const [bukti, setBukti] = useState(false);
  const list = peserta.data;
  const matched = useMemo(() => filterPeserta(list ?? [], filter), [list, filter]);
  const view = halaman(matched, page);
  const kelas = useMemo(() => kelasOptions(list ?? []), [list]);
  const kompetisi = detail.data;
  // REJECTED entries (by the admin, or refused by the server while queued) neither count nor pay.
  const aktif = useMemo(() => (list ?? []).filter((p) => !p.rejected && p.status !== 'REJECTED'), [list]);
  useTitle(kompetisi?.nama_event ?? 'Data Kompetisi');

  if (!kompetisi) {
    return <Box tone={detail.error ? 'text-error' : ''}>{detail.error ? 'Gagal mengambil detail kompetisi' : 'Memuat data...'}</Box>;
  }
  const daftar = () => {
    if (!bolehDaftar) return void toast.error(WIZARD_MSG.hanyaPelatih);
    if (!pendaftaranDibuka(kompetisi)) return void toast.error('Pendaftaran kompetisi ini sudah ditutup');
    setWizard(true);
  };
  const open = (p: PesertaView) => {
    if (p.is_team) return void toast('Peserta tim tidak memiliki detail personal', { icon: 'ℹ️' });
    void navigate({ to: '/dashboard/atlit/$id_atlet', params: { id_atlet: String(p.id_atlet) } });
  };
  const onFilter = (next: PesertaFilter) => {
    setFilter(next);
    setPage(1);
  };

  let body;
  if (!list && peserta.isLoading) body = <Box>Memuat data...</Box>;
  else if (!list && peserta.error) body = <Box tone="text-error">Gagal mengambil data atlet kompetisi</Box>;
  else if (view.rows.length === 0)
    body = (
      <Box>
        <UserX className="size-10 text-base-content/40" aria-hidden="true" />
        <p className="font-semibold">Tidak ada peserta ditemukan</p>
      </Box>
    );
  else
    body = (
      <>
        <PesertaList kompetisi={kompetisi} rows={view.rows} onOpen={open} />
        <Pagination page={view.page} totalPages={view.totalPages} onPageChange={setPage} summary={`${matched.length} peserta`} />
      </>
    );

  return (
    <div className="space-y-6">
      <Header
        kompetisi={kompetisi}
        jumlah={aktif.length}
        ditolak={(list ?? []).length - aktif.length}
        onBack={() => void navigate({ to: '/dashboard/dataKompetisi' })}
        onDaftar={daftar}
        onBukti={() => (bolehBukti ? setBukti(true) : toast.error('Anda tidak memiliki akses untuk upload bukti transfer'))}
      />
      <TagihanCard kompetisi={kompetisi} />
      <PesertaFilterBar filter={filter} kelas={kelas} onChange={onFilter} />
      {body}
      {bolehDaftar && <WizardPendaftaran kompetisi={kompetisi} open={wizard} onClose={() => setWizard(false)} />}
      {bolehBukti && <UploadBuktiDialog kompetisi={kompetisi} open={bukti} onClose={() => setBukti(false)} />}
    </div>
  );
}
