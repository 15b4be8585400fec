import { Button, CopyButton, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandLinkedin,
  IconBrandX,
  IconCheck,
  IconCopy,
  IconShare,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Where each network takes a link to share (spec §2, Sharing). */
const NETWORKS = [
  {
    id: 'linkedin',
    icon: IconBrandLinkedin,
    href: (url: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
  },
  {
    id: 'facebook',
    icon: IconBrandFacebook,
    href: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  },
  {
    id: 'twitter',
    icon: IconBrandX,
    href: (url: string, title: string) =>
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
  },
] as const;

/** The spec's popup: 500 by 600, without the opener's window reachable from it. */
const openPopup = (href: string) => window.open(href, 'share', 'width=500,height=600,noopener,noreferrer');

/** The spec's 'Copied to clipboard!' shows for 2 seconds. */
const COPIED_FOR_MS = 2000;

/**
 * The share dialog (spec §2, Sharing): LinkedIn, Facebook and Twitter in a popup, the link to copy,
 * and on devices that have it the system's own share sheet. Loaded when a member opens it.
 */
export default function ShareDialog({
  onClose,
  url,
  title,
}: {
  onClose: () => void;
  /** The address others open: a page whose preview tags the server writes. */
  url: string;
  title: string;
}) {
  const { t } = useTranslation('content');
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={
        <Text fw={700} fz="lg">
          {t('share.title')}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('form.close') }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          {NETWORKS.map(({ id, icon: Icon, href }) => (
            <Button
              key={id}
              variant="default"
              leftSection={<Icon size={18} aria-hidden />}
              onClick={() => openPopup(href(url, title))}
            >
              {t(`share.${id}`)}
            </Button>
          ))}
        </SimpleGrid>
        <CopyButton value={url} timeout={COPIED_FOR_MS}>
          {({ copied, copy }) => (
            <Stack gap={4}>
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <TextInput
                  label={t('share.link')}
                  value={url}
                  readOnly
                  onFocus={(event) => event.currentTarget.select()}
                  style={{ flex: 1, minWidth: 0 }}
                />
                <Button
                  onClick={copy}
                  leftSection={
                    copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                  }
                >
                  {t('share.copy')}
                </Button>
              </Group>
              {/* Always there, so the message takes no room from what follows when it shows. */}
              <Text role="status" size="sm" c="forest.8" mih={22}>
                {copied ? t('share.copied') : ''}
              </Text>
            </Stack>
          )}
        </CopyButton>
        {canShareNatively && (
          <Button
            variant="light"
            leftSection={<IconShare size={16} aria-hidden />}
            onClick={() => void navigator.share({ url, title }).catch(() => undefined)}
          >
            {t('share.more')}
          </Button>
        )}
      </Stack>
    </Modal>
  );
}
