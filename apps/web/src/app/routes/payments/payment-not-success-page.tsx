import { Container } from '@mantine/core';
import { PaymentDeclined } from '../../../features/payments';

/** `/payment-not-success`: where a declined or cancelled checkout returns. */
export function PaymentNotSuccessPage() {
  return (
    <Container size="md">
      <PaymentDeclined />
    </Container>
  );
}
