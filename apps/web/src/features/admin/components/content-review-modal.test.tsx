import type { MarketItem, ModerationItem } from '@acorn/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReviewedItem } from '../../../app/routes/admin/reviewed-item';
import { renderWithProviders } from '../../../test/render';
import { ContentReviewModal } from './content-review-modal';

/** Rich text as the API stores it, sanitized. */
const STORED_RICH_TEXT =
  '<p>Our <strong>best</strong> <a href="https://example.com" rel="nofollow noopener noreferrer">offer</a></p>';

const queued: ModerationItem = {
  id: 3,
  item_type: 'offer',
  title: 'Cork stoppers for wineries',
  description: STORED_RICH_TEXT,
  status: 'pending',
  deny_reason: null,
  owner: { id: 9, email: 'owner@example.com', company_name: 'Tecnimetal' },
  created_at: '2026-01-02T10:00:00.000Z',
  decided_at: null,
};

const whole: MarketItem = {
  id: 3,
  item_type: 'offer',
  title: queued.title,
  description: STORED_RICH_TEXT,
  status: 'published',
  deny_reason: null,
  sectors: [{ id: 1, name: 'Manufacturing' }],
  countries: [{ id: 152, name: 'Portugal' }],
  createdAt: queued.created_at,
  user: { id: 9, company_name: 'Tecnimetal' },
  service: { id: 1, service_name: 'Supply Chain & Procurement' },
  target_company_size: null,
  target_company_revenue: null,
  need: null,
  what_brand_famous: 'A century of cork',
  innovation_areas: null,
  strengths: 'Quick delivery',
  proposalFactors: [],
  files: [
    {
      id: 5,
      name: 'cork-brochure.pdf',
      url: '/api/protected/files/5',
      content_type: 'application/pdf',
      size: 1200,
      variants: {},
    },
  ],
  scoring_board_reviews: false,
  scoring_board_testimonials: false,
  scoring_board_recommendations: false,
  scoring_board_certificates: false,
  scoring_board_awards: true,
  scoring_board_publications: false,
  deadline: '2099-12-31',
  opening_date: null,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function answer(review: () => Response) {
  const fetchMock = vi.fn(async (url: string) =>
    url.startsWith('/api/admin/content/offer/3') ? review() : json(200, { data: [] }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const open = () =>
  renderWithProviders(
    <ContentReviewModal
      item={queued}
      onClose={() => {}}
      renderItem={(item) => <ReviewedItem item={item} />}
    />,
  );

describe('ContentReviewModal', () => {
  it('shows the whole item as its detail page does: every field and its files, then the decision', async () => {
    const fetchMock = answer(() => json(200, { data: whole }));
    open();
    expect(await screen.findByText('A century of cork')).toBeTruthy();
    expect(screen.getByRole('heading', { name: whole.title })).toBeTruthy();
    expect(screen.getByText('Supply Chain & Procurement')).toBeTruthy();
    expect(screen.getByText('Quick delivery')).toBeTruthy();
    expect(screen.getByText('Portugal')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'cork-brochure.pdf' })).toBeTruthy();
    // Stored rich text shows as HTML.
    expect(screen.getByRole('dialog').querySelector('strong')?.textContent).toBe('best');
    expect(screen.getByRole('button', { name: 'Approve and publish' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/content/offer/3', expect.anything());
  });

  it('offers a retry when the item cannot be read, and still lets the operator decide', async () => {
    answer(() => json(500, { code: 'internal', message: 'Down' }));
    open();
    expect(await screen.findByRole('button', { name: /try again/i })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve and publish' })).toBeTruthy();
  });
});
