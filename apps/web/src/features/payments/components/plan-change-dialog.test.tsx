import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { PACKAGES } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { PlanChangeDialog } from './plan-change-dialog';

const gold = PACKAGES[2]!;
const silver = PACKAGES[1]!;

const money = (net: number) => ({
  net_amount: net,
  vat_rate: 23,
  vat_amount: Math.round(net * 23) / 100,
  total_amount: Math.round(net * 123) / 100,
  currency: 'eur',
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** The API: a quote for the package asked, and the change answered as applied or scheduled. */
function api(kind: 'upgrade' | 'downgrade', charge: number) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (String(url).includes('/api/billing/change-quote')) {
      return json({
        data: {
          kind,
          package: {
            id: kind === 'upgrade' ? gold.id : silver.id,
            name: kind === 'upgrade' ? 'Gold' : 'Silver',
          },
          effective_at: '2026-12-28T10:00:00.000Z',
          charge: money(charge),
          next_amount: money(kind === 'upgrade' ? 499 : 149),
        },
      });
    }
    if (init?.method === 'POST') {
      return json({
        data: {
          id: 7,
          kind,
          status: kind === 'upgrade' ? 'applied' : 'scheduled',
          package: { id: gold.id, name: 'Gold' },
          effective_at: '2026-12-28T10:00:00.000Z',
          charge: money(charge),
        },
      });
    }
    throw new Error(`unexpected ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('PlanChangeDialog', () => {
  it('states the prorated amount with VAT before an upgrade, and sends the package', async () => {
    const fetchMock = api('upgrade', 150);
    const onClose = vi.fn();
    renderWithProviders(<PlanChangeDialog target={gold} onClose={onClose} />, {
      queryClient: createQueryClient(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Change to Gold' });
    await within(dialog).findByText(/You pay €184\.50 today \(VAT €34\.50 included\)/);
    expect(dialog.textContent).toContain('From the next period: €613.77');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay €184.50 and upgrade' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ package_id: gold.id });
  });

  it('says a downgrade starts at the period end and charges nothing now', async () => {
    api('downgrade', 0);
    renderWithProviders(<PlanChangeDialog target={silver} onClose={() => {}} />, {
      queryClient: createQueryClient(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Change to Silver' });
    await within(dialog).findByText(/You keep your current plan until \d{2}\/12\/2026; Silver starts then/);
    expect(within(dialog).getByRole('button', { name: 'Schedule the change' })).toBeTruthy();
  });
});
