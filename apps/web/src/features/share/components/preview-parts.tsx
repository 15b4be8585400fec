import { Avatar, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AcornMark } from '../../../components/acorn-mark';
import { ErrorState } from '../../../components/error-state';
import { initialsOf } from '../../../lib/initials';
import { JoinCall } from './join-call';

/** Long sector and service names wrap on a phone instead of being cut. */
export const WRAPPING_BADGE = {
  root: { height: 'auto', maxWidth: '100%', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible' },
} as const;

/** A preview's frame: the published face first, then the way in. */
export function PreviewFrame({ children }: { children: ReactNode }) {
  return (
    <Stack gap="lg">
      {children}
      <JoinCall />
    </Stack>
  );
}

/** The preview's place while it loads, the size of its header, so nothing moves when it arrives. */
export function PreviewSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="sm">
          <Skeleton height={72} width={72} radius="md" />
          <Skeleton height={32} width="60%" />
          <Skeleton height={16} width="80%" />
          <Skeleton height={16} width="70%" />
        </Stack>
      </Paper>
      <Skeleton height={160} radius="lg" />
    </Stack>
  );
}

/** A link that leads nowhere public any more (removed, unpublished, not an id): still a way in. */
export function PreviewUnavailable() {
  const { t } = useTranslation('share');
  return (
    <PreviewFrame>
      <Stack align="center" gap="sm" py="xl" ta="center">
        <AcornMark size={72} />
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('unavailable.title')}
        </Title>
        <Text c="dimmed" maw={480}>
          {t('unavailable.text')}
        </Text>
      </Stack>
    </PreviewFrame>
  );
}

/** A failed load that is not a missing item: the reason and a retry. */
export function PreviewError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <PreviewFrame>
      <ErrorState error={error} onRetry={onRetry} />
    </PreviewFrame>
  );
}

/** A company's logo, or its initials on the brand colour. */
export function CompanyLogo({ name, logo, size }: { name: string; logo: string | null; size: number }) {
  return (
    <Avatar src={logo} alt="" size={size} radius="md" color="forest" variant="light">
      {initialsOf(name)}
    </Avatar>
  );
}

/** A labelled block of the preview. */
export function PreviewSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={2} fz="lg">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
