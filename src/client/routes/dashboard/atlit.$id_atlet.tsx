import { createFileRoute } from '@tanstack/react-router';
import { AtletProfilePage } from '../../features/atlet/profile/AtletProfilePage';
import { HakDataKartu } from '../../features/hak-data/HakDataKartu';

/** Open to any logged-in user (the dashboard layout guards login); '12' or 'local-<id>' for a queued add. */
export const Route = createFileRoute('/dashboard/atlit/$id_atlet')({
  component: AtletProfileRoute,
});

function AtletProfileRoute() {
  const { id_atlet } = Route.useParams();
  // A new key per athlete: edit state never carries over from one profile to the next.
  return (
    <div className="space-y-6">
      <AtletProfilePage key={id_atlet} idParam={id_atlet} />
      <HakDataKartu key={`hak-${id_atlet}`} idParam={id_atlet} />
    </div>
  );
}
