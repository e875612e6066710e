import { createFileRoute } from '@tanstack/react-router';
import { EventBaganKelasPage } from '../../features/bagan/publik/EventBaganKelasPage';

/** One class's bracket on the event site, read-only. */
export const Route = createFileRoute('/event/bagan/$idKelas')({
  component: EventBaganKelasRoute,
});

function EventBaganKelasRoute() {
  const { idKelas } = Route.useParams();
  const id = /^\d{1,9}$/.test(idKelas) ? Number(idKelas) : 0;
  return <EventBaganKelasPage key={id} idKelas={id} />;
}
