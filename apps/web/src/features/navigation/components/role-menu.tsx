import type { Package, UserDetail } from '@acorn/contracts';
import { NavLink } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { localizedField } from '../../../lib/localized-field';
import { useLanguage } from '../../../lib/use-language';
import { featureLock } from '../feature-lock';
import { type ContentMenuLink, type MenuGroup, type MenuLink, menuFor } from '../menu-items';
import classes from './role-menu.module.css';

interface ItemProps {
  features: readonly string[];
  packages: readonly Package[];
  onNavigate?: () => void;
}

/**
 * A feature-tied item the plan lacks: shown locked, with the tier that has it in a tooltip (on
 * hover and focus) and in its description; it leads to the plans, where the member can upgrade.
 */
function LockedItem({
  label,
  reason,
  to,
  leftSection,
  onNavigate,
}: {
  label: string;
  reason: string;
  to: string;
  leftSection: ReactNode;
  onNavigate?: () => void;
}) {
  const reasonId = useId();
  // A tooltip drawn by CSS under the item: the menu needs no popover code (floating-ui, 15 KB)
  // before a signed-in page shows.
  return (
    <div className={classes.lockedItem}>
      <NavLink
        component={Link}
        to={to}
        data-locked="true"
        aria-describedby={reasonId}
        className={classes.locked}
        label={label}
        leftSection={leftSection}
        rightSection={<IconLock size={14} aria-hidden />}
        onClick={onNavigate}
      />
      <span role="tooltip" id={reasonId} className={classes.reason}>
        {reason}
      </span>
    </div>
  );
}

function LinkItem({ item, features, packages, onNavigate }: ItemProps & { item: MenuLink }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const label = t(`menu.items.${item.id}`);
  const Icon = item.icon;
  const leftSection = Icon ? <Icon size={18} aria-hidden /> : undefined;
  const lock = featureLock(item.feature, features, packages);
  const { pathname } = useLocation();
  const current = pathname === item.to;
  const ref = useRef<HTMLAnchorElement>(null);
  // On a short screen the current item may sit below the fold of the scrolling menu: show it,
  // once the page has been laid out and painted (measuring during the first render would lay
  // out the whole page an extra time while it loads).
  useEffect(() => {
    if (!current) return;
    const id = window.setTimeout(() => ref.current?.scrollIntoView?.({ block: 'nearest' }), 250);
    return () => window.clearTimeout(id);
  }, [current]);

  if (lock.locked) {
    const reason = lock.upgradeTo
      ? t('menu.upgradeTooltip', { targetSubscription: localizedField(lock.upgradeTo, 'name', language) })
      : t('menu.notInPlan');
    return (
      <LockedItem
        label={label}
        reason={reason}
        to={paths.plans(item.feature)}
        leftSection={leftSection}
        onNavigate={onNavigate}
      />
    );
  }
  return (
    <NavLink
      ref={ref}
      component={RouterNavLink}
      to={item.to}
      end
      label={label}
      leftSection={leftSection}
      onClick={onNavigate}
    />
  );
}

function GroupItem({ group, ...props }: ItemProps & { group: MenuGroup }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [opened, setOpened] = useState(() => group.children.some((item) => item.to === pathname));
  const Icon = group.icon;
  return (
    <NavLink
      component="button"
      type="button"
      aria-expanded={opened}
      opened={opened}
      onChange={setOpened}
      label={t(`menu.items.${group.id}`)}
      leftSection={<Icon size={18} aria-hidden />}
    >
      <ul className={classes.list}>
        {group.children.map((item) => (
          <li key={item.id}>
            <LinkItem item={item} {...props} />
          </li>
        ))}
      </ul>
    </NavLink>
  );
}

export interface RoleMenuProps {
  user: Pick<UserDetail, 'cb_roles_id' | '_provider' | 'subscription'>;
  /** The tiers, to name the one that unlocks a locked item. */
  packages: readonly Package[];
  /** The content types' links (their descriptors' `menu`). */
  content: readonly ContentMenuLink[];
  /** Called when a link is followed, e.g. to close the phone drawer. */
  onNavigate?: () => void;
}

/** The menu of the signed-in user's role, with feature-tied items locked by the plan. */
export function RoleMenu({ user, packages, content, onNavigate }: RoleMenuProps) {
  const { t } = useTranslation();
  const features = user.subscription?.available_features ?? [];
  return (
    <nav aria-label={t('menu.label')}>
      <ul className={classes.list}>
        {menuFor(user, content).map((entry) => (
          <li key={entry.id}>
            {entry.kind === 'group' ? (
              <GroupItem group={entry} features={features} packages={packages} onNavigate={onNavigate} />
            ) : (
              <LinkItem item={entry} features={features} packages={packages} onNavigate={onNavigate} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
