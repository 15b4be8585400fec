import { Container } from '@mantine/core';
import { NotificationCentre } from '../../../features/notifications';

/** `/notifications`: the member's notification centre (participants and advisors). */
export function NotificationsPage() {
  return (
    <Container size="lg">
      <NotificationCentre />
    </Container>
  );
}
