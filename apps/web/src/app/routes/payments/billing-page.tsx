import { Container } from '@mantine/core';
import { Billing } from '../../../features/payments';

/** `/billing`: the member's plan and what it will cost, then the invoices. */
export function BillingPage() {
  return (
    <Container size="lg">
      <Billing />
    </Container>
  );
}
