import { Button } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The dialog and its Modal load when a member opens it, off the first load of every page with a Share button. */
const ShareDialog = lazy(() => import('./share-dialog'));

/** The absolute address of one of the product's paths, as others open it. */
export const shareUrl = (path: string) => new URL(path, window.location.origin).toString();

/** A Share button with its dialog, for a page whose item others may open. */
export function ShareButton({
  url,
  title,
  size = 'xs',
}: {
  url: string;
  title: string;
  /** Beside a card's other actions it takes their size. */
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation('content');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="light"
        size={size}
        leftSection={<IconShare size={14} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('share.action')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ShareDialog onClose={() => setOpened(false)} url={url} title={title} />
        </Suspense>
      )}
    </>
  );
}
