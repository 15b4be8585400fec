import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSession } from '../../lib/use-session';
import { BrandLink } from './brand-link';
import { LanguageMenu } from './language-menu';
import { ProfileMenu } from './profile-menu';
import classes from './site-shell.module.css';

interface SiteHeaderProps {
  /** The phone menu button, in front of the logo. */
  menuButton?: ReactNode;
  /** The signed-in second bar. */
  innerBar?: ReactNode;
  /** Lines the logo and menus up with the page's centred content (layouts without side navigation). */
  contained?: boolean;
}

export function SiteHeader({ menuButton, innerBar, contained = false }: SiteHeaderProps) {
  const { token } = useSession();
  return (
    <header className={classes.header}>
      <div className={classes.topBar} data-contained={contained || undefined}>
        <Group gap="xs" wrap="nowrap">
          {menuButton}
          <BrandLink />
        </Group>
        <Group gap="xs" wrap="nowrap">
          <LanguageMenu />
          {token && <ProfileMenu />}
        </Group>
      </div>
      {innerBar}
    </header>
  );
}
