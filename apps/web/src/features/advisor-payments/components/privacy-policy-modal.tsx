import { POLICY_PAGES } from '@acorn/contracts';
import { Button, Group, Modal, Skeleton, Stack, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { useLanguage } from '../../../lib/use-language';
import { usePage } from '../../pages';
import classes from './privacy-policy-modal.module.css';

interface PrivacyPolicyModalProps {
  opened: boolean;
  onClose: () => void;
}

function PolicyContent() {
  const { t } = useTranslation();
  const page = usePage(POLICY_PAGES.privacy.slug, useLanguage());
  if (page.data) {
    return (
      <Typography className={classes.content}>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitizes page HTML with an allowlist before storing it */}
        <div dangerouslySetInnerHTML={{ __html: page.data.content }} />
      </Typography>
    );
  }
  if (page.isError) return <ErrorState error={page.error} onRetry={() => void page.refetch()} />;
  return (
    <Stack gap="sm" role="status" aria-label={t('loading')}>
      {['100%', '94%', '98%', '70%', '100%', '88%'].map((width) => (
        <Skeleton key={width} height={14} width={width} />
      ))}
    </Stack>
  );
}

/** 'Read Privacy policy': the privacy policy page (id 2) with 'Agree and continue'. */
export function PrivacyPolicyModal({ opened, onClose }: PrivacyPolicyModalProps) {
  const { t } = useTranslation('advisor-payments');
  const page = usePage(POLICY_PAGES.privacy.slug, useLanguage());
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={page.data?.title ?? t('privacy.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('privacy.close') }}
    >
      <Stack gap="lg">
        <PolicyContent />
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('privacy.agree')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
