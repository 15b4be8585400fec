import { Container } from '@mantine/core';
import { InvoiceList } from '../../../features/payments/components/invoice-list';

/** `/invoices`: the participant's invoices (registered participants). */
export function InvoicesPage() {
  return (
    <Container size="lg">
      <InvoiceList />
    </Container>
  );
}
