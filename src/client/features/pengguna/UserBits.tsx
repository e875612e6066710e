import { Building2, KeyRound, Settings2, Trash2, Trophy } from 'lucide-react';
import { roleLabel } from '../../../domain/roles';
import { namaUser, type AdminUser } from '../../../domain/schemas/admin-user';
import { ROLE_BADGE, keteranganUser } from './user-view';

/** What a row can do; `self` rows offer neither (never your own account). */
export interface UserAksi {
  selfId: number | undefined;
  busyId: number | null;
  onToggle: (u: AdminUser) => void;
  onDelete: (u: AdminUser) => void;
}

export function RoleBadge({ user }: { user: AdminUser }) {
  return <span className={`badge badge-soft badge-sm whitespace-nowrap ${ROLE_BADGE[user.role]}`}>{roleLabel(user.role)}</span>;
}

const KETERANGAN_ICON = { dojang: Building2, kompetisi: Trophy, sistem: Settings2 } as const;

/** The coach's dojang, the competition admin's event, or 'Administrator sistem'. */
export function UserKeterangan({ user }: { user: AdminUser }) {
  const k = keteranganUser(user);
  const Icon = KETERANGAN_ICON[k.kind];
  return (
    <span className="flex min-w-0 items-start gap-1.5 text-sm">
      <Icon
        className="mt-0.5 size-4 shrink-0 text-base-content/60"
        aria-label={k.kind === 'dojang' ? 'Dojang' : k.kind === 'kompetisi' ? 'Kompetisi' : undefined}
      />
      <span className="min-w-0 break-words">{k.text}</span>
    </span>
  );
}

/** Name, email and the markers: 'Anda' and a first password not yet changed. */
export function UserIdentity({ user, self }: { user: AdminUser; self: boolean }) {
  return (
    <div className="min-w-0 space-y-0.5">
      <p className="flex flex-wrap items-center gap-1.5 font-semibold break-words">
        {namaUser(user)}
        {self && <span className="badge badge-neutral badge-xs">Anda</span>}
      </p>
      <p className="text-sm break-all text-base-content/75">{user.email}</p>
      {user.harus_ganti_password && (
        <p className="flex items-center gap-1 text-xs text-warning-content">
          <KeyRound className="size-3.5 text-warning" aria-hidden="true" /> Belum mengganti password awal
        </p>
      )}
    </div>
  );
}

/** Active/inactive switch; off (with the reason) for your own account, a spinner while it saves. */
export function UserStatusToggle({ user, aksi }: { user: AdminUser; aksi: UserAksi }) {
  const self = user.id_akun === aksi.selfId;
  const busy = aksi.busyId === user.id_akun;
  const active = user.status === 'ACTIVE';
  return (
    <label
      className={`flex w-max items-center gap-2 ${self ? 'tooltip' : ''}`}
      data-tip={self ? 'Tidak dapat mengubah akun sendiri' : undefined}
    >
      <input
        type="checkbox"
        className="toggle toggle-success toggle-sm"
        checked={active}
        disabled={self || busy}
        onChange={() => aksi.onToggle(user)}
        aria-label={`${active ? 'Nonaktifkan' : 'Aktifkan'} ${user.email}`}
      />
      {busy ? (
        <span className="loading loading-spinner loading-xs" aria-label="Menyimpan" />
      ) : (
        <span className={`text-sm font-medium ${active ? 'text-success' : 'text-base-content/70'}`}>{active ? 'Aktif' : 'Nonaktif'}</span>
      )}
    </label>
  );
}

export function DeleteUserButton({ user, aksi, label }: { user: AdminUser; aksi: UserAksi; label?: boolean }) {
  const self = user.id_akun === aksi.selfId;
  return (
    <button
      type="button"
      className={`btn btn-sm ${label ? 'btn-outline btn-error' : 'btn-ghost text-error'}`}
      onClick={() => aksi.onDelete(user)}
      disabled={self || aksi.busyId === user.id_akun}
      title={self ? 'Tidak dapat menghapus akun sendiri' : undefined}
      aria-label={`Hapus ${user.email}`}
    >
      <Trash2 className="size-4" aria-hidden="true" />
      {label && 'Hapus'}
    </button>
  );
}
