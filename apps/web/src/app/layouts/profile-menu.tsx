import { Avatar, UnstyledButton } from '@mantine/core';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredMenu } from '../../components/deferred-menu';
import { useMe } from '../../features/accounts';
import { variantUrl } from '../../lib/image-variant';
import { initialsOf } from '../../lib/initials';

export { MessagesBadge } from '../../features/conversations';
// The bell and the messages badge load with the avatar menu, in its chunk: one request for the signed-in header's controls.
export { NotificationBell } from '../../features/notifications';

const ProfileMenuPopup = lazy(() =>
  import('./profile-menu-popup').then((module) => ({ default: module.ProfileMenuPopup })),
);

/** Avatar menu of a signed-in visitor (their photo or logo, or initials): Feed, Profile, Logout. */
export function ProfileMenu({ size }: { size: number }) {
  const { t } = useTranslation();
  const { data: user } = useMe();
  const initials = initialsOf(user?.name || user?.email || '');
  // The advisor's photo or the company's logo when there is one; the initials otherwise.
  const picture = user?.photo ?? user?.logo;
  return (
    <DeferredMenu
      popup={ProfileMenuPopup}
      renderTarget={({ onClick }) => (
        // The name starts with what is shown, so voice control finds the button by its initials.
        <UnstyledButton
          aria-label={t('profileMenu.label', { initials })}
          style={{ borderRadius: '50%' }}
          onClick={onClick}
        >
          <Avatar
            color="forest"
            radius="xl"
            size={size}
            src={picture ? variantUrl(picture, 'thumb') : null}
            alt=""
          >
            {initials}
          </Avatar>
        </UnstyledButton>
      )}
    />
  );
}
