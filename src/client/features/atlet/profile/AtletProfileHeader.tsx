import { Building2, Pencil } from 'lucide-react';
import { JENIS_KELAMIN_LABEL } from '../../../../domain/roles';
import { sabukLabel } from '../../../../domain/catalogue/kelas';
import { kategoriUmur, umurPada } from '../../../../domain/atlet/umur';
import { usePrivateFileUrl } from '../../../data/files';
import { atletFileUrl, type AtletView } from '../../../data/atlet';
import { AtletAvatar } from '../list/AtletAvatar';
import { AtletSyncBadge } from '../list/AtletSyncBadge';
import { umurText } from '../list/atlet-list-view';
import { useObjectUrl } from '../../../ui/form/useObjectUrl';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-base-200 px-3 py-2">
      <dt className="text-xs font-medium text-base-content/75">{label}</dt>
      <dd className="font-bold">{value}</dd>
    </div>
  );
}

/** Photo (or initial), name, gender badge, belt, age and age group, dojang; 'Ubah Data Atlit' when allowed. */
export function AtletProfileHeader({ atlet, onEdit }: { atlet: AtletView; onEdit?: () => void }) {
  const localFoto = useObjectUrl(atlet.localFiles.pas_foto);
  const storedFoto = usePrivateFileUrl(atlet.localFiles.pas_foto ? undefined : atletFileUrl('pas_foto', atlet.pas_foto));
  const umur = umurPada(atlet.tanggal_lahir);
  const kategori = kategoriUmur(atlet.tanggal_lahir);

  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
      <AtletAvatar
        nama={atlet.nama_atlet}
        url={localFoto ?? storedFoto}
        className="size-28 self-center text-5xl ring-4 ring-base-100 sm:self-start"
      />
      <div className="min-w-0 flex-1 space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 space-y-1.5">
            <h2 className="text-2xl font-black tracking-tight break-words">{atlet.nama_atlet}</h2>
            <div className="flex flex-wrap items-center gap-2">
              <span className={`badge ${atlet.jenis_kelamin === 'LAKI_LAKI' ? 'badge-info' : 'badge-secondary'}`}>
                {JENIS_KELAMIN_LABEL[atlet.jenis_kelamin]}
              </span>
              <span className="badge badge-outline">Sabuk {sabukLabel(atlet.belt)}</span>
              <AtletSyncBadge pending={atlet.pending} rejected={atlet.rejected} />
            </div>
            <p className="flex items-center gap-1.5 text-sm text-base-content/80">
              <Building2 className="size-4 shrink-0" aria-hidden="true" /> {atlet.dojang?.nama_dojang || '-'}
            </p>
          </div>
          {onEdit && (
            <button type="button" className="btn btn-primary btn-sm" onClick={onEdit}>
              <Pencil className="size-4" aria-hidden="true" /> Ubah Data Atlit
            </button>
          )}
        </div>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          <Fact label="Umur" value={umurText(umur)} />
          <Fact label="Kategori Umur" value={kategori?.nama ?? '-'} />
          <Fact label="Tingkat Sabuk" value={sabukLabel(atlet.belt)} />
        </dl>
        {atlet.rejected && (
          <p className="rounded-lg bg-error/10 px-3 py-2 text-sm text-error" role="alert">
            {atlet.rejected}
          </p>
        )}
      </div>
    </div>
  );
}
