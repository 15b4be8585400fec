import { Anchor, Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { InvoiceList } from '../../../features/payments';

/** `/invoices`: the participant's invoices (registered participants), and the way to the plan. */
export function InvoicesPage() {
  const { t } = useTranslation('payments');
  return (
    <Container size="lg">
      <Stack gap="md">
        <InvoiceList />
        <Anchor component={Link} to={paths.billing()}>
          {t('billing.seeBilling')}
        </Anchor>
      </Stack>
    </Container>
  );
}
