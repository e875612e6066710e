import { EventHero } from './EventHero';
import { EventWelcome } from './EventWelcome';
import { EventInfo } from './EventInfo';
import { RegistrationGuide } from './RegistrationGuide';
import { ContactVenue } from './ContactVenue';
import { useTitle } from '../../ui/hooks/useTitle';

export function EventHomePage() {
  useTitle('Event');
  return (
    <>
      <EventHero />
      <EventWelcome />
      <EventInfo />
      <RegistrationGuide />
      <ContactVenue />
    </>
  );
}
