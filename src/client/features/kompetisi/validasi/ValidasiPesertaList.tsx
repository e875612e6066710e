import { useMemo, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import toast from 'react-hot-toast';
import { UserX } from 'lucide-react';
import { ApiError, errorMessage } from '../../../data/api-error';
import {
  buangAntrian,
  pakaiYangTerbaru,
  terapkanPunyaSaya,
  ubahStatusPeserta,
  usePesertaSaya,
  type PesertaView,
  type StatusValidasi,
} from '../../../data/kompetisi';
import type { Kompetisi } from '../../../data/online/kompetisi';
import { Pagination } from '../../../ui/Pagination';
import { AnggotaTimDialog } from './AnggotaTimDialog';
import { ValidasiFilterBar } from './ValidasiFilterBar';
import { TolakDialog } from './TolakDialog';
import { ValidasiRows } from './ValidasiRows';
import { VALIDASI_AWAL, VALIDASI_PER_HALAMAN, filterValidasi, opsiFilter, type ValidasiFilter } from './validasi-view';

const BERHASIL: Record<StatusValidasi, string> = { APPROVED: 'Peserta berhasil disetujui', REJECTED: 'Peserta berhasil ditolak' };

const Box = ({ children, tone = '' }: { children: React.ReactNode; tone?: string }) => (
  <div
    className={`flex flex-col items-center gap-2 rounded-box bg-base-100 px-6 py-12 text-center shadow ring-1 ring-base-300 ${tone}`}
    role="status"
  >
    {children}
  </div>
);

/**
 * The participants of one competition for its organisers: kept on the device (Dexie) so the registration
 * desk keeps working without wifi; 'Setujui' / 'Tolak' are outbox writes shown at once as pending.
 */
export function ValidasiPesertaList({ kompetisi }: { kompetisi: Kompetisi }) {
  const navigate = useNavigate();
  const peserta = usePesertaSaya(kompetisi.id_kompetisi);
  const [filter, setFilter] = useState<ValidasiFilter>(VALIDASI_AWAL);
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<string | null>(null);
  const [tim, setTim] = useState<PesertaView | null>(null);
  const [tolak, setTolak] = useState<{ peserta: PesertaView; error: string | null } | null>(null);
  const list = peserta.data;
  const opsi = useMemo(() => opsiFilter(list ?? []), [list]);
  const matched = useMemo(() => filterValidasi(list ?? [], filter), [list, filter]);
  const totalPages = Math.max(1, Math.ceil(matched.length / VALIDASI_PER_HALAMAN));
  const current = Math.min(page, totalPages);
  const rows = matched.slice((current - 1) * VALIDASI_PER_HALAMAN, current * VALIDASI_PER_HALAMAN);

  const onStatus = async (p: PesertaView, status: StatusValidasi, alasan?: string) => {
    setBusy(p.key);
    try {
      const hasil = await ubahStatusPeserta({ id_kompetisi: kompetisi.id_kompetisi, peserta: p, status, alasan });
      setTolak(null);
      if (hasil.konflik) toast.error('Status peserta sudah diubah orang lain. Pilih status yang berlaku.');
      else toast.success(hasil.queued ? `${BERHASIL[status]} — Menunggu sinkron` : BERHASIL[status]);
    } catch (e) {
      const pesan = errorMessage(e, 'Gagal mengubah status peserta');
      // A refused reason stays in the dialog, under the field.
      if (status === 'REJECTED' && e instanceof ApiError && e.errors?.alasan_ditolak)
        setTolak({ peserta: p, error: e.errors.alasan_ditolak });
      else {
        setTolak(null);
        toast.error(pesan);
      }
    } finally {
      setBusy(null);
    }
  };
  const open = (p: PesertaView) => {
    if (p.is_team) return setTim(p);
    void navigate({ to: '/dashboard/atlit/$id_atlet', params: { id_atlet: String(p.id_atlet) } });
  };
  const onFilter = (next: ValidasiFilter) => {
    setFilter(next);
    setPage(1);
  };

  let body;
  if (!list && peserta.isLoading) body = <Box>Memuat data...</Box>;
  else if (!list)
    body = (
      <Box tone="text-error">
        Gagal mengambil data atlet kompetisi
        <button type="button" className="btn btn-sm" onClick={peserta.refetch}>
          Coba lagi
        </button>
      </Box>
    );
  else if (rows.length === 0)
    body = (
      <Box>
        <UserX className="size-10 text-base-content/40" aria-hidden="true" />
        <p className="font-semibold">Tidak ada peserta yang ditemukan</p>
      </Box>
    );
  else
    body = (
      <>
        <ValidasiRows
          rows={rows}
          aksi={{
            busy,
            onOpen: open,
            onStatus: (p, s) => (s === 'REJECTED' ? setTolak({ peserta: p, error: null }) : void onStatus(p, s)),
            onTerapkan: (p) => p.outboxId && void terapkanPunyaSaya(p.outboxId),
            onTerbaru: (p) => p.outboxId && void (p.konflik ? pakaiYangTerbaru(p.outboxId) : buangAntrian(p.outboxId)),
          }}
        />
        <Pagination page={current} totalPages={totalPages} onPageChange={setPage} summary={`${matched.length} peserta`} />
      </>
    );
  return (
    <div className="space-y-4">
      <ValidasiFilterBar filter={filter} opsi={opsi} onChange={onFilter} />
      {body}
      <AnggotaTimDialog peserta={tim} onClose={() => setTim(null)} />
      <TolakDialog
        peserta={tolak?.peserta ?? null}
        busy={tolak !== null && busy === tolak.peserta.key}
        error={tolak?.error ?? null}
        onCancel={() => setTolak(null)}
        onSubmit={(alasan) => tolak && void onStatus(tolak.peserta, 'REJECTED', alasan)}
      />
    </div>
  );
}
