import { DuaFaktorCard } from './DuaFaktorCard';
import { GantiPasswordCard } from './GantiPasswordCard';

/** Settings → Keamanan: change the password (other sessions end) and two-factor login with an authenticator app. */
export function KeamananTab() {
  return (
    <div className="grid max-w-3xl gap-6">
      <GantiPasswordCard />
      <DuaFaktorCard />
    </div>
  );
}
