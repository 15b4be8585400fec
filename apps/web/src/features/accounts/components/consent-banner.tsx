import { POLICY_PAGES } from '@acorn/contracts';
import { Affix, Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/error-text';
import { useAcceptConsent } from '../api/accept-consent';

/** Data-protection consent, shown until the user accepts (accept_rgpd). */
export function ConsentBanner() {
  const { t } = useTranslation();
  const titleId = useId();
  const accept = useAcceptConsent();
  const errorMessage = useErrorText()(accept.error);
  return (
    <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={300}>
      <Paper
        component="section"
        aria-labelledby={titleId}
        shadow="lg"
        radius="md"
        p="md"
        withBorder
        maw={960}
        mx="auto"
      >
        <Text id={titleId} fw={700}>
          {t('consent.title')}
        </Text>
        <Text size="sm" mt={4}>
          {t('consent.text')}{' '}
          <Anchor component={Link} to={paths.policyPage(POLICY_PAGES.privacy.slug)} size="sm">
            {t('consent.privacyLink')}
          </Anchor>
        </Text>
        {accept.isError && (
          <Text size="sm" c="red.8" mt="xs" role="alert">
            {errorMessage}
          </Text>
        )}
        <Group justify="flex-end" mt="sm">
          <Button onClick={() => accept.mutate()} loading={accept.isPending}>
            {t('consent.accept')}
          </Button>
        </Group>
      </Paper>
    </Affix>
  );
}
