import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { NotFoundState } from '../../../components/not-found-state';
import { usePageTitle } from '../../../features/app-config';
import { PolicyDocument, PolicyPageSkeleton, usePage } from '../../../features/pages';
import { isApiError } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-language';

function PolicyPageContent({ slug }: { slug: string }) {
  const { t } = useTranslation('errors');
  const page = usePage(slug, useLanguage());
  usePageTitle(page.data?.title);

  if (page.data) return <PolicyDocument page={page.data} />;
  if (!page.isError) return <PolicyPageSkeleton />;
  if (isApiError(page.error) && page.error.status === 404) return <NotFoundState />;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <ErrorState error={page.error} onRetry={() => void page.refetch()} />
    </Stack>
  );
}

/** /page/:slug: privacy policy, terms, cookies policy, participants' contract and other CMS pages. */
export function PolicyPage() {
  const { slug = '' } = useParams();
  return (
    // A reading width of about 75 characters a line.
    <Container size={760}>
      <PolicyPageContent slug={slug} />
    </Container>
  );
}
