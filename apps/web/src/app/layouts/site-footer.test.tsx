import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { primeAppConfig } from '../../features/app-config';
import { APP_CONFIG } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { SiteFooter } from './site-footer';

function renderFooter() {
  primeAppConfig(APP_CONFIG);
  renderWithProviders(<SiteFooter />);
  return screen.getByRole('contentinfo');
}

describe('SiteFooter', () => {
  it('links to the blog and the four policy pages', () => {
    renderFooter();
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Blog', '/blog'],
      ['Privacy policy', '/page/privacy-policy'],
      ['Terms of use', '/page/terms-of-use'],
      ['Cookies policy', '/page/cookies-policy'],
      ['Participants’ terms of service', '/page/participants-terms-of-service'],
    ]);
  });

  it('offers the contact e-mail as a mailto link', () => {
    const footer = renderFooter();
    const mail = within(footer).getByRole('link', { name: APP_CONFIG.contactEmail });
    expect(mail.getAttribute('href')).toBe(`mailto:${APP_CONFIG.contactEmail}`);
  });

  it.each([
    ['LinkedIn', APP_CONFIG.social.linkedin],
    ['Facebook', APP_CONFIG.social.facebook],
    ['YouTube', APP_CONFIG.social.youtube],
    ['Twitter', APP_CONFIG.social.twitter],
    ['Instagram', APP_CONFIG.social.instagram],
  ])('links to %s in a new tab, without opener or referrer', (network, href) => {
    const footer = renderFooter();
    const link = within(footer).getByRole('link', { name: `${network} (opens in a new tab)` });
    expect(link.getAttribute('href')).toBe(href);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('leaves out social networks the deployment has not configured', () => {
    primeAppConfig({ ...APP_CONFIG, social: { ...APP_CONFIG.social, youtube: '', instagram: '' } });
    renderWithProviders(<SiteFooter />);
    expect(screen.queryByRole('link', { name: /YouTube/ })).toBeNull();
    expect(screen.getByRole('link', { name: /LinkedIn/ })).toBeTruthy();
  });

  it('fits the signed-in app on one line: the policies and the contact, no marketing', () => {
    primeAppConfig(APP_CONFIG);
    renderWithProviders(<SiteFooter variant="slim" />);
    const footer = screen.getByRole('contentinfo');
    const links = within(screen.getByRole('navigation', { name: 'Footer' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Privacy policy',
      'Terms of use',
      'Cookies policy',
      'Participants’ terms of service',
      APP_CONFIG.contactEmail,
    ]);
    expect(within(footer).queryByRole('link', { name: /LinkedIn/ })).toBeNull();
  });
});
