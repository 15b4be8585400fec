import { Container } from '@mantine/core';
import { NotificationPreferences } from '../../../features/notifications';

/** `/notifications/preferences`: how the member hears of each kind of event (participants and advisors). */
export function NotificationPreferencesPage() {
  return (
    <Container size="lg">
      <NotificationPreferences />
    </Container>
  );
}
