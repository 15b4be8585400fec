import { Container } from '@mantine/core';
import { NotFoundState } from '../../../components/not-found-state';
import { usePageTitle } from '../../../features/app-config';
import { useTranslation } from '../../../lib/use-translation';

/** Any path no route claims. */
export function NotFoundPage() {
  const { t } = useTranslation('errors');
  usePageTitle(t('notFound.title'));
  return (
    <Container size="sm">
      <NotFoundState />
    </Container>
  );
}
