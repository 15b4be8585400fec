import type { CredentialKind, PublicCredential } from '@acorn/contracts';
import { Group, Paper, ScrollArea, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAward, IconCertificate, IconFileText } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { StoredFileLink } from '../../content';
import { visibleCredentialsQuery } from '../api/credentials';

/** Spec §9: the credential list scrolls past 380 px. */
const LIST_MAX_HEIGHT = 380;
const ICONS = { certificate: IconCertificate, award: IconAward } as const;

function CredentialCard({ item }: { item: PublicCredential }) {
  const { t } = useTranslation('credentials');
  return (
    <Stack gap={4} component="li">
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {item.title}
      </Text>
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {item.description}
      </Text>
      {item.documentfile && (
        <Group gap={6} wrap="nowrap">
          <IconFileText size={16} aria-hidden />
          <StoredFileLink url={item.documentfile}>{t('openDocument', { title: item.title })}</StoredFileLink>
        </Group>
      )}
    </Stack>
  );
}

/** One kind's published and approved items, in a list that scrolls past 380 px. */
function CredentialSection({ kind, items }: { kind: CredentialKind; items: PublicCredential[] }) {
  const { t } = useTranslation('credentials');
  const Icon = ICONS[kind];
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Group gap="xs">
          <ThemeIcon variant="light" color="acorn" radius="xl">
            <Icon size={18} aria-hidden />
          </ThemeIcon>
          <Title order={2} fz="lg">
            {t(`page.${kind}`)}
          </Title>
        </Group>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t(`noneVisible.${kind}`)}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={LIST_MAX_HEIGHT} type="auto" offsetScrollbars>
            <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {items.map((item) => (
                <CredentialCard key={item.id} item={item} />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * A member's certificates and awards as visitors see them (spec §2, Credentials tab), side by side
 * on a wide screen, or in one column (a company's credentials sidebar).
 */
export function VisibleCredentials({ userId, columns = 2 }: { userId: number; columns?: 1 | 2 }) {
  const certificates = useQuery(visibleCredentialsQuery('certificate', userId));
  const awards = useQuery(visibleCredentialsQuery('award', userId));
  const failed = certificates.error ?? awards.error;
  if (failed) {
    return (
      <ErrorState
        error={failed}
        onRetry={() => {
          void certificates.refetch();
          void awards.refetch();
        }}
      />
    );
  }
  if (!certificates.data || !awards.data) {
    return (
      <SimpleGrid cols={{ base: 1, md: columns }} aria-busy="true">
        <Skeleton height={160} radius="lg" />
        <Skeleton height={160} radius="lg" />
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: columns }}>
      <CredentialSection kind="certificate" items={certificates.data} />
      <CredentialSection kind="award" items={awards.data} />
    </SimpleGrid>
  );
}
