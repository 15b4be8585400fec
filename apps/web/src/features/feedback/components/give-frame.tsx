import { Button, Center, Container, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/use-session';
import { usePageTitle } from '../../app-config';

/** The code is in the address: the page tells no other site where it came from. */
function useNoReferrer() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'referrer';
    meta.content = 'no-referrer';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/**
 * A give page (spec §2 Referrals and Reviews): while its code is checked a loader; a code that is
 * unknown, used, voided or expired sends the visitor to / (spec §8); then the form, in a card
 * under its title, and once it is sent its confirmation in its place.
 */
export function GiveFrame<Permit extends { company: { company_name: string } }>({
  permit,
  title,
  submitted,
  children,
}: {
  permit: UseQueryResult<Permit>;
  /** The page's title once the code is known. */
  title: (permit: Permit) => string;
  /** The confirmation's news once the form is sent. */
  submitted: (permit: Permit) => string;
  /** The form, which calls `onSubmitted` once it is sent. */
  children: (permit: Permit, onSubmitted: () => void) => ReactNode;
}) {
  const { t } = useTranslation('feedback');
  const [sent, setSent] = useState(false);
  useNoReferrer();
  usePageTitle(permit.data ? title(permit.data) : undefined);
  if (permit.isError) {
    if (isApiError(permit.error) && permit.error.code === 'invalid_feedback_code') {
      return <Navigate to={paths.home()} replace />;
    }
    return (
      <Container size="sm" py="xl">
        <ErrorState error={permit.error} onRetry={() => void permit.refetch()} />
      </Container>
    );
  }
  if (!permit.data) {
    return (
      <Center mih="40vh" role="status">
        <Stack align="center" gap="xs">
          <Loader aria-hidden />
          <Text size="sm" c="dimmed">
            {t('give.checking')}
          </Text>
        </Stack>
      </Center>
    );
  }
  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Title order={1} fz={{ base: 'xl', sm: 26 }}>
            {title(permit.data)}
          </Title>
          {sent ? (
            <GiveConfirmation
              message={submitted(permit.data)}
              text={t('give.thanks', { company: permit.data.company.company_name })}
            />
          ) : (
            children(permit.data, () => setSent(true))
          )}
        </Stack>
      </Paper>
    </Container>
  );
}

/** What replaces a form once it was sent: the spec's words, and the way on (the feed, or home for a guest). */
function GiveConfirmation({ message, text }: { message: string; text: string }) {
  const { t } = useTranslation('feedback');
  const { token } = useSession();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the focus was in is gone: the news takes the focus, so it is read out.
  useEffect(() => {
    // The page is shorter without the form: the news in the middle, clear of the fixed header.
    heading.current?.scrollIntoView({ block: 'center' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Stack gap="md" align="flex-start">
      <ThemeIcon size={48} radius="xl" variant="light" color="forest">
        <IconCircleCheck size={28} aria-hidden />
      </ThemeIcon>
      <Title order={2} fz="lg" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
        {message}
      </Title>
      <Text size="sm">{text}</Text>
      <Button component={Link} to={token ? paths.feed() : paths.home()}>
        {token ? t('give.toFeed') : t('give.toHome')}
      </Button>
    </Stack>
  );
}
