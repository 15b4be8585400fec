import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTENT_MENU } from '../../../app/content-types';
import { PACKAGES, subscription, user } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { menuFor } from '../menu-items';
import { RoleMenu } from './role-menu';

const openGroup = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('RoleMenu', () => {
  it("puts the content types' links among the fixed ones in the menu's order", () => {
    // Another type's links may come in between; these keep their order.
    const known = new Set([
      ...['feed', 'directory', 'sellers', 'participants', 'sampling', 'posts', 'yourChannel', 'protocols'],
      ...['campaigns', 'logMarket', 'yourAdvisor', 'myAccount', 'profile', 'reviews', 'certificates'],
      ...['awards', 'referrals', 'mySampling', 'publications', 'myChannel', 'needsAndLeads', 'myLogMarket'],
      ...['myAdvisor', 'billing', 'invoices', 'messages', 'changePassword', 'logout'],
    ]);
    const ids = menuFor(user({ _provider: '' }), CONTENT_MENU)
      .filter((entry) => known.has(entry.id))
      .map((entry) =>
        entry.kind === 'group'
          ? `${entry.id}(${entry.children
              .filter((child) => known.has(child.id))
              .map((child) => child.id)
              .join(' ')})`
          : entry.id,
      );
    expect(ids).toEqual([
      'feed',
      'directory(sellers participants)',
      'sampling',
      'posts',
      'yourChannel(protocols campaigns)',
      'logMarket',
      'yourAdvisor',
      'myAccount(profile reviews certificates awards referrals mySampling publications myChannel needsAndLeads myLogMarket myAdvisor billing invoices messages changePassword logout)',
    ]);
  });

  it('locks the items a Crystal plan lacks, with the upgrade hint naming the tier, leading to the plans', () => {
    renderWithProviders(
      <RoleMenu user={user({ subscription: subscription(1) })} packages={PACKAGES} content={CONTENT_MENU} />,
    );

    const sampling = screen.getByRole('link', { name: 'Sampling' });
    expect(sampling.getAttribute('data-locked')).toBe('true');
    expect(sampling.getAttribute('href')).toBe('/plans?feature=SAMPLING_FEATURE');
    const hint = document.getElementById(sampling.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Only for Silver users. Upgrade');

    expect(screen.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
    expect(screen.getByRole('link', { name: 'Feed' }).getAttribute('href')).toBe('/feed');
  });

  it('enables the items of a Silver plan and keeps the Gold ones locked', () => {
    renderWithProviders(
      <RoleMenu user={user({ subscription: subscription(2) })} packages={PACKAGES} content={CONTENT_MENU} />,
    );

    expect(screen.getByRole('link', { name: 'Sampling' }).getAttribute('href')).toBe('/sampling-listing');
    // The market to browse in the menu; the member's own items under My account.
    expect(screen.getByRole('link', { name: '20 LOG market' }).getAttribute('href')).toBe('/20-log-market');
    openGroup('My account');
    const market = screen.getAllByRole('link', { name: '20 LOG market' });
    expect(market.map((link) => link.getAttribute('href'))).toEqual([
      '/20-log-market',
      '/20-log-market/posts/opportunities',
    ]);

    openGroup('Your channel');
    const campaigns = screen.getByRole('link', { name: 'Campaigns' });
    expect(campaigns.getAttribute('href')).toBe('/plans?feature=CAMPAIGNS_FEATURE');
    expect(document.getElementById(campaigns.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Only for Gold users. Upgrade',
    );
  });

  it('shows Change password only to accounts without an external sign-in provider', () => {
    const { unmount } = renderWithProviders(
      <RoleMenu user={user({ _provider: '' })} packages={PACKAGES} content={CONTENT_MENU} />,
    );
    openGroup('My account');
    expect(screen.getByRole('link', { name: 'Change password' })).toBeTruthy();
    unmount();

    renderWithProviders(
      <RoleMenu user={user({ _provider: 'google' })} packages={PACKAGES} content={CONTENT_MENU} />,
    );
    openGroup('My account');
    expect(screen.queryByRole('link', { name: 'Change password' })).toBeNull();
  });

  it('gives advisors only Payment requests and Log out', () => {
    renderWithProviders(
      <RoleMenu
        user={user({ cb_roles_id: 2, subscription: null })}
        packages={PACKAGES}
        content={CONTENT_MENU}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Payment requests', '/sba-payment-information'],
      ['Log out', '/logout'],
    ]);
    expect(within(nav).queryAllByRole('button')).toEqual([]);
  });
});
