import type { ContentType } from '@acorn/contracts';
import { Button } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messagePaths } from '../../conversations';

// The dialog and its form load when a member opens it, off the first load of every list of cards.
const SendEmailDialog = lazy(() => import('./send-email-dialog'));

export interface SendEmailButtonProps {
  /** An item's type, or 'company' to write to the company `itemId` itself. */
  itemType: ContentType | 'company';
  itemId: number;
  /** Who the message goes to, as the card names them. */
  ownerName: string;
  /**
   * The owner's user id: the button then opens a conversation with them (Messages). Without it
   * (an advisor hiding their identity) the platform mails the message instead.
   */
  ownerId?: number;
  /** The item's title, for the compose page. */
  itemTitle?: string;
}

/**
 * 'Send an email': a conversation with the owner (the compose page of Messages), or, when the
 * owner is not known by id, a dialog for a message the platform mails to the owner (or the company),
 * without either side seeing the other's address. The text stays when sending fails.
 */
export function SendEmailButton({ itemType, itemId, ownerName, ownerId, itemTitle }: SendEmailButtonProps) {
  const { t } = useTranslation('interest');
  const [opened, setOpened] = useState(false);
  if (ownerId) {
    const item = itemType === 'company' ? {} : { itemType, itemId, title: itemTitle };
    return (
      <Button
        component={Link}
        to={messagePaths.compose({ to: ownerId, ...item })}
        variant="light"
        leftSection={<IconMail size={16} aria-hidden />}
      >
        {t('email.open')}
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconMail size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('email.open')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <SendEmailDialog
            onClose={() => setOpened(false)}
            itemType={itemType}
            itemId={itemId}
            ownerName={ownerName}
          />
        </Suspense>
      )}
    </>
  );
}
