import { Container } from '@mantine/core';
import { Welcome } from '../../../features/payments';

/** `/welcome` (optional ?session_id=): shown after payment, without the inner header. */
export function WelcomePage() {
  return (
    <Container size="md">
      <Welcome />
    </Container>
  );
}
