import { Link } from '@tanstack/react-router';
import { MonitorPlay } from 'lucide-react';
import { bolehPeran } from '../../../domain/akses';
import { areaHomeFor, type SessionUser } from '../../../domain/roles';

/** 'Ke meja saya' for signed-in venue staff (whoever the policy lets open a venue desk): straight to their work. */
export function KeMejaSaya({ user }: { user: SessionUser }) {
  const home = areaHomeFor(user.role);
  if (!home || !(bolehPeran(user, 'halaman.penimbangan') || bolehPeran(user, 'halaman.lapangan'))) return null;
  return (
    <Link to={home as '/'} className="btn btn-primary btn-lg">
      <MonitorPlay className="size-5" aria-hidden="true" /> Ke meja saya
    </Link>
  );
}
