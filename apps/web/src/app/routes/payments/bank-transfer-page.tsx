import { Container } from '@mantine/core';
import { BankTransferDetails } from '../../../features/payments';

/** `/bank-transfer`: what to transfer and where, after choosing to pay by bank transfer. */
export function BankTransferPage() {
  return (
    <Container size="md">
      <BankTransferDetails />
    </Container>
  );
}
