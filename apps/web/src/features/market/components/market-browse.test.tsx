import type { FeedCard } from '@acorn/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { MarketBrowse } from './market-browse';

const need: FeedCard = {
  item_type: 'opportunity',
  id: 21,
  title: 'Buscamos consultora de experiencia del paciente',
  excerpt: 'Grupo de 9 clínicas busca consultora.',
  image: null,
  image_large: null,
  status: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  deadline: '2099-12-31',
  samples_left: null,
  sectors: ['Healthcare'],
  countries: ['Spain'],
  owner: { id: 8, name: 'Grupo Salud', avatar: null, headline: 'Clinics', hidden: false },
  is_own: false,
  wanted: false,
};

const page = (data: FeedCard[]) => ({
  data,
  meta: { current_page: 1, last_page: 1, per_page: 10, total: data.length },
});

/** The API's sides: no offers, one opportunity. */
function answerSides() {
  const fetchMock = vi.fn(async (url: string) => {
    const side = new URL(url, 'http://acorn.test').searchParams.get('type');
    const body = url.startsWith('/api/market?') ? page(side === 'opportunities' ? [need] : []) : { data: [] };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MarketBrowse', () => {
  it('opens on the side that has items, counting both, and keeps the chosen side in the address', async () => {
    const fetchMock = answerSides();
    renderWithProviders(<MarketBrowse reader={{ id: 3, readOnly: false }} />, { route: '/20-log-market' });

    expect(await screen.findByText(need.title)).toBeTruthy();
    const opportunities = screen.getByRole('tab', { name: /^Opportunities/ });
    expect(opportunities.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText('1 item')).toBeTruthy();
    expect(screen.getByLabelText('0 items')).toBeTruthy();
    const calls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(calls).toContain('/api/market?type=offers&page=1');
    expect(calls).toContain('/api/market?type=opportunities&page=1');

    // A chosen side stays, even empty.
    fireEvent.click(screen.getByRole('tab', { name: /^Offers/ }));
    expect(screen.getByRole('tab', { name: /^Offers/ }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('no data yet!')).toBeTruthy();
  });
});
