import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NotFoundState } from '../../../components/not-found-state';
import { usePageTitle } from '../../../features/app-config';

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
