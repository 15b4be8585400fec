import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { NotFoundState } from '../../../components/not-found-state';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../features/app-config';
import { AdvisorCompletionForm } from '../../../features/profiles';

/** The entities this page completes; only advisors have a completion form. */
const ADVISOR_ENTITIES = new Set(['advisor', 'advisors', 'sba']);

/** The router numbers the history entries it creates; 0 means this page opened the tab. */
const canGoBack = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/**
 * `/complete-registration/:entity/:id`: the advisor completion form by id. Submit goes to the
 * advisor's public page, Cancel goes back; without an id the page goes back at once (spec §2).
 */
export function CompleteRegistrationPage() {
  const { t } = useTranslation('profiles');
  const { entity = '', id } = useParams();
  const navigate = useNavigate();
  usePageTitle(t('completion.title'));

  const goBack = useCallback(() => {
    if (canGoBack()) void navigate(-1);
    else void navigate(paths.sbaProfile(), { replace: true });
  }, [navigate]);

  useEffect(() => {
    if (!id) goBack();
  }, [id, goBack]);

  if (!id) return null;
  if (!ADVISOR_ENTITIES.has(entity.toLowerCase())) return <NotFoundState />;

  return (
    <Container size={640}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('completion.title')}</Title>
          <Text c="dimmed">{t('completion.description')}</Text>
        </Stack>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <AdvisorCompletionForm
            advisorId={id}
            onCancel={goBack}
            onDone={() => void navigate(paths.advisor(id))}
          />
        </Paper>
      </Stack>
    </Container>
  );
}
