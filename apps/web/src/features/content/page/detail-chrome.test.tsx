import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { user } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { DetailActions } from './detail-chrome';

const OFFER = {
  id: 41,
  title: 'Precision sheet-metal parts',
  status: 'published' as const,
  createdAt: '2026-11-06T10:00:00.000Z',
  user: { id: 12, company_name: 'Tecnimetal Ibérica' },
};

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe("a content page's actions for another member", () => {
  it('hold the Want button’s place, inert, while whether the member wants the item loads', async () => {
    sessionStore.start({ token: 'token', role: 1 });
    let answer: (wanted: boolean) => void = () => undefined;
    const wantedAnswer = new Promise<boolean>((resolve) => {
      answer = resolve;
    });
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const wanted = String(input).startsWith('/api/interest') ? await wantedAnswer : false;
      return new Response(JSON.stringify({ data: { item_id: OFFER.id, item_type: 'offer', wanted } }), {
        headers: { 'Content-Type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<DetailActions type="offer" item={OFFER} isOwner={false} me={user()} />);

    // Send an email, Want and Share are all in the row from the first render.
    const want = await screen.findByRole('button', { name: /^Want/ });
    expect(want.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('link', { name: 'Send an email' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /share/i })).toBeTruthy();

    answer(true);
    const wanted = await screen.findByRole('button', { name: /^Wanted/ });
    expect(wanted.hasAttribute('disabled')).toBe(false);
    expect(wanted.getAttribute('aria-pressed')).toBe('true');
  });
});
