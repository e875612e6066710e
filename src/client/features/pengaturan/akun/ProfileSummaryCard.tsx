import { Camera, KeyRound, Mail } from 'lucide-react';
import toast from 'react-hot-toast';

interface ProfileSummaryCardProps {
  name: string;
  email: string;
  /** Letter on the avatar; the name may still read 'MEMUAT PROFIL'. */
  initial: string;
  onChangePassword: () => void;
}

export function ProfileSummaryCard({ name, email, initial, onChangePassword }: ProfileSummaryCardProps) {
  return (
    <section className="card bg-base-100 shadow-lg ring-1 ring-base-300" aria-label="Ringkasan akun">
      <div className="h-20 rounded-t-box bg-gradient-to-r from-primary to-brand-ink" aria-hidden="true" />
      <div className="card-body -mt-14 items-center text-center">
        <button
          type="button"
          className="group relative grid size-24 place-items-center rounded-full bg-secondary text-4xl font-black text-secondary-content ring-4 ring-base-100"
          onClick={() => toast('Fitur upload foto akan segera hadir')}
          aria-label="Ubah foto profil"
        >
          {initial.charAt(0).toUpperCase()}
          <span className="absolute right-0 bottom-0 grid size-8 place-items-center rounded-full bg-brand-ink text-white ring-2 ring-base-100">
            <Camera className="size-4" aria-hidden="true" />
          </span>
        </button>
        <h2 className="mt-3 text-xl font-bold break-words">{name}</h2>
        <p className="flex items-center gap-1.5 text-sm break-all text-base-content/80">
          <Mail className="size-4 shrink-0" aria-hidden="true" /> {email}
        </p>
        <span className="badge badge-soft badge-primary mt-1">Pelatih</span>
        <button type="button" className="btn btn-outline btn-primary mt-4 w-full" onClick={onChangePassword}>
          <KeyRound className="size-4" aria-hidden="true" /> Ganti Password
        </button>
      </div>
    </section>
  );
}
