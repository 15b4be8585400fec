import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../../features/accounts/testing/mock-api';
import { renderWithProviders } from '../../../test/render';
import { CompanyPreviewPage, contentPreviewPage } from './preview-pages';

const MarketItemPreviewPage = contentPreviewPage('market');

const COMPANY = {
  id: 5,
  name: 'Quinta Azul',
  headline: 'Organic wines',
  about: 'Family estate since 1921.',
  logo: null,
  sector: { id: 1, name: 'Food & Beverage' },
  country: { id: 152, name: 'Portugal' },
  services: [],
  member_since: '2026-01-10T10:00:00.000Z',
  credentials: { certificates: 2, awards: 0 },
  items: [{ id: 40, type: 'offer', title: 'Cork for export' }],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('shared link previews', () => {
  it("shows a company's public face with Join, and a Sign in that comes back here", async () => {
    mockApi({ 'GET /api/public/companies/5': () => ({ json: { data: COMPANY } }) });
    renderWithProviders(null, {
      route: '/company/5',
      routes: [{ path: '/company/:id', element: <CompanyPreviewPage /> }],
    });
    expect(await screen.findByRole('heading', { name: 'Quinta Azul', level: 1 })).toBeTruthy();
    expect(screen.getByText('2 published certificates')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cork for export' }).getAttribute('href')).toBe(
      '/20-log-market/iws/40',
    );
    expect(screen.getByRole('link', { name: /^Join/ }).getAttribute('href')).toBe('/createaccount');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/?returnTo=%2Fcompany%2F5',
    );
  });

  it('says a link is unavailable when the item is not public, and still offers a way in', async () => {
    const api = mockApi({ 'GET /api/public/content/offer/9': () => apiError('content_not_found') });
    renderWithProviders(null, {
      route: '/20-log-market/iws/9',
      routes: [{ path: '/20-log-market/:type/:id', element: <MarketItemPreviewPage /> }],
    });
    expect(await screen.findByRole('heading', { name: 'This link is no longer available' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(api.calls.map((call) => call.path)).toContain('/api/public/content/offer/9');
  });
});
