import { createFileRoute } from '@tanstack/react-router';
import { HalamanJuri } from '../features/juri/HalamanJuri';

/** A judge's phone, joined by the QR on the console: no login, no site layout. */
export const Route = createFileRoute('/juri/$token')({
  component: function Juri() {
    const { token } = Route.useParams();
    return <HalamanJuri key={token} token={token} />;
  },
});
