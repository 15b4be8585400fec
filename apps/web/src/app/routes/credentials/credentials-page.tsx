import type { CredentialKind } from '@acorn/contracts';
import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { usePageTitle } from '../../../features/app-config';
import { CredentialsEditor, ownCredentialsQuery } from '../../../features/credentials';

function CredentialsPage({ kind }: { kind: CredentialKind }) {
  const { t } = useTranslation('credentials');
  const list = useQuery(ownCredentialsQuery(kind));
  const title = t(`page.${kind}`);
  usePageTitle(title);
  return (
    <Container size="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{t(`intro.${kind}`)}</Text>
        </Stack>
        {list.data ? (
          <CredentialsEditor kind={kind} items={list.data} />
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <Stack gap="md" aria-busy="true">
            <Skeleton height={36} width={200} />
            <Skeleton height={220} radius="lg" />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

/** /certifications: the member's certificates (spec §2, Awards and certificates editors). */
export const CertificationsPage = () => <CredentialsPage kind="certificate" />;

/** /awards: the member's awards, on the same editor. */
export const AwardsPage = () => <CredentialsPage kind="award" />;
