import { Container, Stack } from '@mantine/core';
import { BillingOverview } from '../../../features/payments';
import { InvoiceList } from '../../../features/payments/components/invoice-list';

/** `/billing`: the member's plan and what it will cost, then the invoices. */
export function BillingPage() {
  return (
    <Container size="lg">
      <Stack gap="xl">
        <BillingOverview />
        <InvoiceList embedded />
      </Stack>
    </Container>
  );
}
