import { POLICY_PAGES } from '@acorn/contracts';
import { Anchor, Group, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Under the profile: the user accepted the terms (until then the consent banner asks instead). */
export function TermsNotice({ accepted }: { accepted: boolean }) {
  const { t } = useTranslation('profiles');
  if (!accepted) return null;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <IconCircleCheck
        size={18}
        aria-hidden
        color="var(--mantine-color-forest-6)"
        style={{ flexShrink: 0, marginTop: 2 }}
      />
      <Text size="sm" c="dimmed">
        <Trans
          t={t}
          i18nKey="terms.accepted"
          components={{
            terms: (
              <Anchor
                component={Link}
                to={paths.policyPage(POLICY_PAGES.terms.slug)}
                size="sm"
                underline="always"
              />
            ),
            privacy: (
              <Anchor
                component={Link}
                to={paths.policyPage(POLICY_PAGES.privacy.slug)}
                size="sm"
                underline="always"
              />
            ),
          }}
        />
      </Text>
    </Group>
  );
}
