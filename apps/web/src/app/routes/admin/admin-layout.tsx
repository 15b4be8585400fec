import { AppShell, Badge, Burger, Drawer, Group, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconShieldLock } from '@tabler/icons-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet } from 'react-router';
import { AcornMark } from '../../../components/acorn-mark';
import { DeferredMenu } from '../../../components/deferred-menu';
import { paths } from '../../../config/paths';
import { useMe } from '../../../features/accounts';
import { useBrandName } from '../../../features/app-config';
import { useSession } from '../../../lib/use-session';
import { LanguageMenu } from '../../layouts/language-menu';
import { MAIN_CONTENT_ID, SkipLink } from '../../layouts/skip-link';
import { AdminNav } from './admin-nav';

function ConsoleBrand() {
  const { t } = useTranslation('admin');
  const brandName = useBrandName();
  return (
    <UnstyledButton
      component={Link}
      to={paths.admin()}
      px={4}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Group gap={8} wrap="nowrap">
        <AcornMark size={28} />
        <Text component="span" fw={800} fz="lg" c="forest.8" lh={1}>
          {brandName}
        </Text>
        <Badge variant="light" color="gray" c="dark" radius="sm" tt="none" visibleFrom="xs">
          {t('layout.console')}
        </Badge>
      </Group>
    </UnstyledButton>
  );
}

const OperatorMenuPopup = lazy(() =>
  import('./operator-menu-popup').then((module) => ({ default: module.OperatorMenuPopup })),
);

function OperatorMenu() {
  const { t } = useTranslation('admin');
  const { data: me } = useMe();
  const name = me?.name || me?.email || t('layout.operator');
  return (
    <DeferredMenu
      popup={OperatorMenuPopup}
      renderTarget={({ onClick }) => (
        <UnstyledButton
          // The name starts with what is shown (WCAG 2.5.3), so voice control finds it.
          aria-label={t('layout.accountMenu', { name })}
          px="xs"
          py={6}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
          onClick={onClick}
        >
          <Group gap={6} wrap="nowrap">
            <IconShieldLock size={18} aria-hidden />
            <Text size="sm" fw={600} truncate maw={180} visibleFrom="sm">
              {name}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      )}
    />
  );
}

/**
 * The operator console's own shell: a compact header, the rooms in a side navigation (a drawer on
 * phones) and the page. Operator sessions end after 30 idle minutes: the first refused call clears
 * the session and this layout sends the operator to the console's sign-in.
 */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const { token } = useSession();
  const [menuOpened, menu] = useDisclosure(false);
  if (!token) return <Navigate to={paths.adminLogin()} replace />;

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 232, breakpoint: 'md', collapsed: { mobile: true } }}
      padding={{ base: 'sm', sm: 'lg' }}
      bg="gray.0"
    >
      <SkipLink />
      <AppShell.Header px="sm">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <Burger
              hiddenFrom="md"
              size="sm"
              opened={menuOpened}
              onClick={menu.toggle}
              aria-label={t(menuOpened ? 'nav.close' : 'nav.open')}
              aria-expanded={menuOpened}
            />
            <ConsoleBrand />
          </Group>
          <Group gap={4} wrap="nowrap">
            <LanguageMenu />
            <OperatorMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" component="div" visibleFrom="md">
        <AdminNav />
      </AppShell.Navbar>
      <Drawer
        opened={menuOpened}
        onClose={menu.close}
        title={t('nav.label')}
        size="xs"
        hiddenFrom="md"
        closeButtonProps={{ 'aria-label': t('nav.close') }}
      >
        <AdminNav onNavigate={menu.close} />
      </Drawer>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: 'none' }}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
