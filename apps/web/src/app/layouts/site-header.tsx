import { ROLES } from '@acorn/contracts';
import { Box, Button, Group } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { safeReturnTo } from '../../lib/return-to';
import { useSession } from '../../lib/use-session';
import { BrandLink } from './brand-link';
import { LanguageMenu } from './language-menu';
import classes from './site-shell.module.css';

// Only a signed-in visitor has the avatar menu, so the guests' pages (sign-in first) never load
// the user's query code for it; its place is kept while it loads.
const ProfileMenu = lazy(() => import('./profile-menu').then((module) => ({ default: module.ProfileMenu })));
const NotificationBell = lazy(() =>
  import('./profile-menu').then((module) => ({ default: module.NotificationBell })),
);
const MessagesBadge = lazy(() =>
  import('./profile-menu').then((module) => ({ default: module.MessagesBadge })),
);
const AVATAR_SIZE = 38;

interface SiteHeaderProps {
  /** The phone menu button, in front of the logo. */
  menuButton?: ReactNode;
  /** The signed-in second bar. */
  innerBar?: ReactNode;
  /** Lines the logo and menus up with the page's centred content (layouts without side navigation). */
  contained?: boolean;
}

export function SiteHeader({ menuButton, innerBar, contained = false }: SiteHeaderProps) {
  const { token, role } = useSession();
  // Members have messages and notifications; an operator has none here.
  const member = role === String(ROLES.participant) || role === String(ROLES.advisor);
  const { t } = useTranslation();
  // The home page is the sign-in form; elsewhere a visitor (on the blog, a policy page) gets a way in.
  const { pathname, search } = useLocation();
  const offersSignIn = !token && pathname !== paths.home();
  // Signing in brings the visitor back to the page they were reading.
  const signIn = paths.home({ returnTo: safeReturnTo(`${pathname}${search}`) ?? undefined });
  return (
    <header className={classes.header}>
      <div
        className={classes.topBar}
        data-contained={contained || undefined}
        data-member={(token && member) || undefined}
      >
        <Group gap="xs" wrap="nowrap">
          {menuButton}
          <BrandLink />
        </Group>
        <Group gap="xs" wrap="nowrap">
          <LanguageMenu />
          {token && member && (
            <Suspense fallback={<Box w={AVATAR_SIZE} h={AVATAR_SIZE} />}>
              <MessagesBadge size={AVATAR_SIZE} />
            </Suspense>
          )}
          {token && member && (
            <Suspense fallback={<Box w={AVATAR_SIZE} h={AVATAR_SIZE} />}>
              <NotificationBell size={AVATAR_SIZE} />
            </Suspense>
          )}
          {token && (
            <Suspense fallback={<Box w={AVATAR_SIZE} h={AVATAR_SIZE} />}>
              <ProfileMenu size={AVATAR_SIZE} />
            </Suspense>
          )}
          {offersSignIn && (
            <Button component={Link} to={signIn} variant="light" size="xs">
              {t('menu.signIn')}
            </Button>
          )}
        </Group>
      </div>
      {innerBar}
    </header>
  );
}
