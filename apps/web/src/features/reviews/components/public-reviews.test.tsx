import type { PublicReview, PublicReviewList } from '@acorn/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { sessionStore } from '../../../lib/session';
import { user } from '../../../test/fixtures';
import { createTestI18n } from '../../../test/render';
import { apiError, configuredClient, mockApi } from '../../accounts/testing/mock-api';
import { PublicReviews } from './public-reviews';

const COMPANY_ID = 12;

const review = (overrides: Partial<PublicReview> = {}): PublicReview => ({
  id: 31,
  rating_value: 4,
  description: 'They delivered the audit on time.',
  project_name: 'Warehouse audit',
  created_at: '2026-10-01T10:00:00.000Z',
  evidence: 'verified_relationship',
  reply: null,
  reviewer: { name: 'Marta Lopes', position: 'Operations' },
  company: { id: 40, name: 'Tecnimetal Ibérica', subscription: 'Gold', image: null },
  former_member: false,
  ...overrides,
});

const LIST: PublicReviewList = {
  success: [
    review(),
    review({
      id: 32,
      rating_value: 5,
      evidence: 'invited',
      reviewer: { name: 'Rui Costa', position: null },
      reply: { body: 'Thank you, Rui!', created_at: '2026-10-03T10:00:00.000Z' },
    }),
  ],
  summary: { total: 3, average: 13 / 3, histogram: { 1: 0, 2: 0, 3: 1, 4: 1, 5: 1 } },
};

/** The reviews of company 12 in `language`, seen by a signed-in member (user 7 unless told). */
function renderReviews({
  language = 'en',
  viewerId = 7,
  report = () => ({ json: { success: 'Report received' } }),
}: {
  language?: string;
  viewerId?: number;
  report?: () => { status?: number; json?: unknown };
} = {}) {
  sessionStore.start({ token: 'token', role: 1 });
  const api = mockApi({
    'GET /api/me': () => ({ json: user({ id: viewerId }) }),
    'POST /api/listPublicReview': () => ({ json: LIST }),
    'POST /api/reports': report,
  });
  render(
    <MantineProvider theme={theme} env="test">
      <I18nextProvider i18n={createTestI18n(language)}>
        <QueryClientProvider client={configuredClient()}>
          <MemoryRouter>
            <PublicReviews userId={COMPANY_ID} companyName="Quinta do Vale Verde" />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
  return api;
}

/** Colours need a browser; the page's landmarks come from its layout, which a component test has not. */
const AXE_OPTIONS = { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } };

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('PublicReviews', () => {
  it('shows the average with one decimal in English and each score as a labelled row', async () => {
    renderReviews();
    expect(await screen.findByText('4.3 out of 5 · 3 reviews')).toBeTruthy();
    const rows = within(screen.getByRole('list', { name: 'Reviews by rating' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('5 stars: 1 review'),
      expect.stringContaining('4 stars: 1 review'),
      expect.stringContaining('3 stars: 1 review'),
      expect.stringContaining('2 stars: 0 reviews'),
      expect.stringContaining('1 star: 0 reviews'),
    ]);
    expect(screen.getAllByRole('link', { name: 'How reviews work' })[0]?.getAttribute('href')).toBe(
      '/page/how-reviews-work',
    );
  });

  it('writes the average as 4,3 in Portuguese', async () => {
    renderReviews({ language: 'pt' });
    expect(await screen.findByText('4,3 em 5 · 3 avaliações')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Avaliação média de 4,3 em 5' })).toBeTruthy();
  });

  it('writes the average as 4,3 in Spanish', async () => {
    renderReviews({ language: 'es' });
    expect(await screen.findByText(/^4,3 .* 3 /)).toBeTruthy();
  });

  it('labels each review with its evidence and shows the company reply under it', async () => {
    renderReviews();
    expect(
      await screen.findByRole('button', { name: 'Verified relationship: what this means' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Invited by e-mail: what this means' }));
    expect(await screen.findByText(/asked for this feedback with a single-use link/)).toBeTruthy();
    expect(screen.getByText('Reply from Quinta do Vale Verde')).toBeTruthy();
    expect(screen.getByText('Thank you, Rui!')).toBeTruthy();
    const results = await axe.run(document.body, AXE_OPTIONS);
    expect(results.violations).toEqual([]);
  });

  it('reports a review with the reason given', async () => {
    const api = renderReviews();
    fireEvent.click(await screen.findByRole('button', { name: 'Report the feedback of Marta Lopes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this review' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(api.paths()).not.toContain('POST /api/reports');

    fireEvent.change(within(dialog).getByLabelText(/^Why are you reporting it/), {
      target: { value: 'The reviewer never worked with them.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((call) => call.path === '/api/reports')?.body).toEqual({
      item_type: 'review',
      item_id: 31,
      reason: 'The reviewer never worked with them.',
    });
  });

  it('keeps the dialog and says why when the report is refused', async () => {
    renderReviews({ report: () => apiError('rate_limited') });
    fireEvent.click(await screen.findByRole('button', { name: 'Report the feedback of Rui Costa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this review' });
    fireEvent.change(within(dialog).getByLabelText(/^Why are you reporting it/), {
      target: { value: 'Spam' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Too many requests');
  });

  it('offers no Report to the company itself', async () => {
    const api = renderReviews({ viewerId: COMPANY_ID });
    expect(await screen.findByText('4.3 out of 5 · 3 reviews')).toBeTruthy();
    await waitFor(() => expect(api.paths()).toContain('GET /api/me'));
    // The viewer's detail has arrived and been rendered with.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /^Report/ })).toBeNull();
  });
});
