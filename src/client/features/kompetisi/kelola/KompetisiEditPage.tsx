import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, ExternalLink, Star } from 'lucide-react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../data/api-error';
import { useBuatKompetisi, useKompetisiAdminDetail, useUbahKompetisi } from '../../../data/online/admin-kompetisi';
import { useTitle } from '../../../ui/hooks/useTitle';
import { KelasChooser } from './KelasChooser';
import { KompetisiForm } from './KompetisiForm';
import { StatusStepper } from './StatusStepper';

const Kembali = () => (
  <Link to="/admin/kompetisi" className="btn btn-ghost btn-sm -ml-2 w-fit">
    <ArrowLeft className="size-4" aria-hidden="true" /> Kembali ke Daftar Kompetisi
  </Link>
);

/** /admin/kompetisi/baru: a new competition; every standard class is created with it. */
export function BuatKompetisiPage() {
  useTitle('Buat Kompetisi');
  const navigate = useNavigate();
  const buat = useBuatKompetisi();
  const submit = async (body: Parameters<typeof buat.mutateAsync>[0]) => {
    const res = await buat.mutateAsync(body);
    toast.success(res.message);
    void navigate({ to: '/admin/kompetisi/$id_kompetisi', params: { id_kompetisi: String(res.data.id_kompetisi) }, replace: true });
  };
  return (
    <div className="space-y-4">
      <Kembali />
      <header>
        <h1 className="text-2xl font-black tracking-tight sm:text-3xl">BUAT KOMPETISI</h1>
        <p className="text-sm text-base-content/80">
          Kompetisi baru dibuka untuk pendaftaran dengan semua kelas standar; kelas dapat diatur setelah disimpan.
        </p>
      </header>
      <KompetisiForm busy={buat.isPending} submitLabel="Buat Kompetisi" onSubmit={submit} />
    </div>
  );
}

/** /admin/kompetisi/{id}: details, status and classes of one competition. */
export function KompetisiEditPage({ id_kompetisi }: { id_kompetisi: number }) {
  const detail = useKompetisiAdminDetail(id_kompetisi);
  const ubah = useUbahKompetisi(id_kompetisi);
  const k = detail.data;
  useTitle(k ? `Kompetisi ${k.nama_event}` : 'Kompetisi');

  if (!k) {
    return (
      <div className="space-y-4">
        <Kembali />
        {detail.isLoading ? (
          <div className="space-y-4" role="status" aria-label="Memuat data...">
            <div className="skeleton h-10 w-2/3" />
            <div className="skeleton h-24 w-full" />
            <div className="skeleton h-64 w-full" />
          </div>
        ) : (
          <p className="rounded-box bg-base-100 p-10 text-center text-error shadow ring-1 ring-base-300" role="alert">
            {errorMessage(detail.error, 'Gagal mengambil detail kompetisi')}
          </p>
        )}
      </div>
    );
  }

  const submit = async (body: Parameters<typeof ubah.mutateAsync>[0]) => {
    const res = await ubah.mutateAsync(body);
    toast.success(res.message);
  };
  return (
    <div className="space-y-4">
      <Kembali />
      <header className="space-y-2">
        <h1 className="flex items-start gap-2 text-2xl font-black tracking-tight break-words sm:text-3xl">
          {k.is_featured && <Star className="mt-1 size-6 shrink-0 fill-warning text-warning" aria-label="Kompetisi unggulan" />}
          <span className="min-w-0">{k.nama_event}</span>
        </h1>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="text-sm text-base-content/80">
            {k.jumlah_peserta} peserta terdaftar{k.kuota ? ` dari kuota ${k.kuota}` : ''}
          </p>
          {k.is_featured && (
            <Link to="/event/home" className="link link-primary inline-flex items-center gap-1 text-sm font-semibold">
              <ExternalLink className="size-4" aria-hidden="true" /> Lihat Situs Event
            </Link>
          )}
        </div>
      </header>
      <StatusStepper kompetisi={k} onStale={() => void detail.refetch()} />
      <KompetisiForm key={k.id_kompetisi} kompetisi={k} busy={ubah.isPending} submitLabel="Simpan Perubahan" onSubmit={submit} />
      <KelasChooser id_kompetisi={k.id_kompetisi} />
    </div>
  );
}
