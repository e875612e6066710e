import { Link } from '@tanstack/react-router';
import { ShieldAlert } from 'lucide-react';
import { SettingsCard } from '../SettingsCard';

/** The way to 'Kesiapan Insiden Data' (its own page): where personal data lives and the facts of a 3 × 24 h notice. */
export function InsidenCard() {
  return (
    <SettingsCard
      icon={<ShieldAlert className="size-5" aria-hidden="true" />}
      title="Kesiapan insiden data"
      description="Data pribadi apa yang tersimpan dan di mana (terenkripsi atau tidak, berapa orang), dan laporan insiden untuk pemberitahuan paling lambat 3 × 24 jam (UU PDP Pasal 46): siapa mengakses apa dalam jendela waktu tertentu."
    >
      <Link to="/admin/insiden-data" className="btn btn-outline">
        <ShieldAlert className="size-4" aria-hidden="true" /> Buka kesiapan insiden
      </Link>
    </SettingsCard>
  );
}
