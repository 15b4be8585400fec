import { CAMPAIGN_ROLES, CAMPAIGN_TEXTS, type Campaign, SCORING_BOARD_FLAGS } from '@acorn/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CampaignDetail } from './campaign-detail';

/** Markup a member could type into a campaign's texts: a link over the page, a script. */
const TYPED_MARKUP =
  '<a href="https://phish.example" style="position:fixed;inset:0">Sign in again</a><img src="x" onerror="alert(1)">';

const campaign: Campaign = {
  id: 4,
  item_type: 'campaign',
  title: 'Sensors for food plants',
  description: TYPED_MARKUP,
  status: 'published',
  deny_reason: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  user: { id: 9, company_name: 'Tecnimetal' },
  sectors: [],
  countries: [],
  services: [],
  campaign_will: null,
  business_case: null,
  ...(Object.fromEntries(CAMPAIGN_TEXTS.map((name) => [name, `${name}: ${TYPED_MARKUP}`])) as Record<
    (typeof CAMPAIGN_TEXTS)[number],
    string
  >),
  ...(Object.fromEntries(CAMPAIGN_ROLES.map((role) => [role, []])) as unknown as Record<
    (typeof CAMPAIGN_ROLES)[number],
    string[]
  >),
  ...(Object.fromEntries(SCORING_BOARD_FLAGS.map((flag) => [flag, false])) as Record<
    (typeof SCORING_BOARD_FLAGS)[number],
    boolean
  >),
  image: null,
  opening_date: null,
  deadline: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CampaignDetail', () => {
  it('shows every grouped text as typed: markup as text', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"data":[]}', { headers: { 'content-type': 'application/json' } })),
    );
    const { container } = renderWithProviders(<CampaignDetail item={campaign} isOwner={false} />);
    for (const name of CAMPAIGN_TEXTS) expect(screen.getByText(`${name}: ${TYPED_MARKUP}`)).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a[href="https://phish.example"]')).toBeNull();
  });
});
