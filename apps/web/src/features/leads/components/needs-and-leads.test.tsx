import type { Lead, MatchedNeed } from '@acorn/contracts';
import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { renderWithProviders } from '../../../test/render';
import { apiError, configuredClient, mockApi } from '../../accounts/testing/mock-api';
import { NeedsAndLeads } from './needs-and-leads';

const quinta = { id: 12, name: 'Quinta Azul', logo: null };

const lead = (values: Partial<Lead> = {}): Lead => ({
  kind: 'want',
  created_at: '2026-03-02T10:00:00.000Z',
  from: quinta,
  item: { type: 'offer', id: 40, title: 'Cork stoppers' },
  message: null,
  conversation_id: null,
  ...values,
});

const need: MatchedNeed = {
  id: 77,
  title: 'Bottling line audit',
  owner: { id: 21, name: 'Vinhos do Norte', logo: null },
  sectors: ['Wine'],
  countries: ['Portugal'],
  deadline: '2026-12-31',
  created_at: '2026-04-05T10:00:00.000Z',
  score: 6,
  reasons: [
    { kind: 'service', id: 1, name: 'Go-to-market' },
    { kind: 'sector', id: 4, name: 'Wine' },
    { kind: 'country', id: 152, name: 'Portugal' },
  ],
};

const list = <T,>(data: T[]) => ({
  json: { data, meta: { current_page: 1, last_page: 1, per_page: 20, total: data.length } },
});

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

function mount(route: string, routes: Parameters<typeof mockApi>[0] = {}) {
  sessionStore.start({ token: 'token', role: 1 });
  let frequency: string | null = null;
  const api = mockApi({
    'GET /api/leads': () =>
      list([
        lead({ kind: 'message', message: 'Can you ship to Porto?', conversation_id: 9 }),
        lead({ created_at: '2026-03-01T10:00:00.000Z' }),
      ]),
    'GET /api/needs': () => list([need]),
    'GET /api/need-alerts': () => ({ json: { data: { frequency } } }),
    'PUT /api/need-alerts': (call) => {
      frequency = (call.body as { frequency: string | null }).frequency;
      return { json: { data: { frequency } } };
    },
    ...routes,
  });
  renderWithProviders(
    <>
      <Notifications />
      <main>
        <NeedsAndLeads />
      </main>
    </>,
    { queryClient: configuredClient(), route },
  );
  return api;
}

describe('NeedsAndLeads', () => {
  it('lists the leads with who, what, the item, the day and Reply, and passes axe', async () => {
    mount('/needs-and-leads-seller-area');
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [message, want] = items as [HTMLElement, HTMLElement];
    expect(within(message).getByRole('link', { name: 'Quinta Azul' }).getAttribute('href')).toBe(
      '/company/12',
    );
    expect(message.textContent).toContain('Messaged');
    expect(message.textContent).toContain('02/03/2026');
    expect(message.textContent).toContain('“Can you ship to Porto?”');
    expect(within(message).getByRole('link', { name: 'Cork stoppers' }).getAttribute('href')).toBe(
      '/20-log-market/iws/40',
    );
    expect(within(message).getByRole('link', { name: 'Reply to Quinta Azul' }).getAttribute('href')).toBe(
      '/messages/9',
    );
    expect(want.textContent).toContain('Wanted');
    expect(within(want).getByRole('link', { name: 'Reply to Quinta Azul' }).getAttribute('href')).toBe(
      '/messages/new?to=12&item_type=offer&item_id=40&title=Cork+stoppers',
    );
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('shows a need with its strength, reasons and Message, and saves the alert', async () => {
    const api = mount('/needs-and-leads-seller-area?tab=needs');
    const card = await screen.findByRole('listitem');
    expect(card.textContent).toContain('Strong match');
    for (const chip of ['Same service: Go-to-market', 'Sector: Wine', 'Country: Portugal'])
      expect(within(card).getByText(chip)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Bottling line audit' }).getAttribute('href')).toBe(
      '/20-log-market/iwb/77',
    );
    expect(within(card).getByRole('link', { name: 'Message Vinhos do Norte' }).getAttribute('href')).toBe(
      '/messages/new?to=21&item_type=opportunity&item_id=77&title=Bottling+line+audit',
    );
    fireEvent.click(await screen.findByText('Weekly'));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ frequency: 'weekly' }),
    );
    expect(await screen.findByText('You will get new matching needs once a week')).toBeTruthy();
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('says what to do when there is nothing yet', async () => {
    mount('/needs-and-leads-seller-area?tab=needs', { 'GET /api/needs': () => list([]) });
    expect(await screen.findByText('No matching needs yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Complete your profile' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('link', { name: 'Publish an offer' }).getAttribute('href')).toBe('/create/offer');
  });

  it('shows the error with a retry when the leads fail', async () => {
    // A 4xx, which the client does not retry.
    mount('/needs-and-leads-seller-area', { 'GET /api/leads': () => apiError('rate_limited') });
    const retry = await screen.findByRole('button', { name: /Retry|Try again/ });
    expect(retry.closest('[role="alert"]')).toBeTruthy();
  });
});
