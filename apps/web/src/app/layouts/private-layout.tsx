import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { ConsentBanner, useSignedInUser } from '../../features/accounts';
import { RoleMenu } from '../../features/navigation';
import { usePackages } from '../../features/packages';
import { useIdle } from '../../lib/use-idle';
import { useSession } from '../../lib/use-session';
import { CONTENT_MENU } from '../content-types';
import { signInReturningTo } from '../guards';
import { type RouteHandle, useRouteHandles } from '../route-handle';
import { InnerBar } from './inner-bar';
import type { MenuDrawerProps } from './menu-drawer';
import { SiteShell } from './site-shell';

/** The second bar's 'Create ...' buttons, on every signed-in page, loaded once the page has settled. */
const CreateBar = lazy(() => import('./create-bar'));

// Drawer, focus trap and scroll area (14 KB) stay off the first load of every signed-in page.
const MenuDrawer = lazy(() => import('./menu-drawer').then((module) => ({ default: module.MenuDrawer })));

/** The phone's menu drawer, loaded when idle or first opened; its own component, so loading it renders nothing else. */
function IdleMenuDrawer({ opened, onClose, children }: MenuDrawerProps) {
  const idle = useIdle();
  if (!idle && !opened) return null;
  return (
    <Suspense fallback={null}>
      <MenuDrawer opened={opened} onClose={onClose}>
        {children}
      </MenuDrawer>
    </Suspense>
  );
}

/**
 * The second bar, the same on every signed-in page (back button and 'Create ...' bar); the
 * deepest route may add the 'Explore' title or hide the bar. Read-only users never get it.
 */
function innerBarOptions(handles: readonly RouteHandle[], readOnly: boolean) {
  if (readOnly) return null;
  const handle = handles.findLast((item) => item.innerBar !== undefined);
  if (handle?.innerBar === false) return null;
  return { createBar: CreateBar, ...handle?.innerBar };
}

function PrivateShell() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { data: packages = [] } = usePackages();
  const [menuOpened, menu] = useDisclosure(false);
  const handles = useRouteHandles();
  const innerBar = innerBarOptions(handles, user.isReadOnlyUser);
  const focused = handles.some((handle) => handle.focused);

  if (focused) {
    return (
      <SiteShell footer="slim" extras={!user.accept_rgpd && <ConsentBanner />}>
        <Outlet />
      </SiteShell>
    );
  }
  return (
    <SiteShell
      footer="slim"
      menuButton={
        <Burger
          hiddenFrom="md"
          size="sm"
          opened={menuOpened}
          onClick={menu.toggle}
          aria-label={t(menuOpened ? 'menu.close' : 'menu.open')}
          aria-expanded={menuOpened}
        />
      }
      sidebar={<RoleMenu user={user} packages={packages} content={CONTENT_MENU} />}
      innerBar={innerBar && <InnerBar options={innerBar} />}
      extras={
        <>
          <IdleMenuDrawer opened={menuOpened} onClose={menu.close}>
            <RoleMenu user={user} packages={packages} content={CONTENT_MENU} onNavigate={menu.close} />
          </IdleMenuDrawer>
          {!user.accept_rgpd && <ConsentBanner />}
        </>
      }
    >
      <Outlet />
    </SiteShell>
  );
}

/** Header with menus, second bar, footer and consent banner for signed-in users; routes add access rules. */
export function PrivateLayout() {
  const { token } = useSession();
  const location = useLocation();
  // Without a session from the start: a guest at a private address, whom the gate below sends to
  // sign in with the address to come back to. Later: signed out, here or in another tab.
  const [arrivedSignedOut] = useState(token === null);
  if (!token) return <Navigate to={arrivedSignedOut ? signInReturningTo(location) : paths.home()} replace />;
  return <PrivateShell />;
}
