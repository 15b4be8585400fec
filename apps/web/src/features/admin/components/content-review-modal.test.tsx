import type { ContentType, ModerationItem } from '@acorn/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ContentReviewModal } from './content-review-modal';

/** What the attack stored: a full-screen link over Approve and Deny, and a script in an image. */
const TYPED_MARKUP =
  '<a href="https://phish.example" style="position:fixed;inset:0">Sign in again</a><img src="x" onerror="alert(1)">';
/** Rich text as the API stores it, sanitized. */
const STORED_RICH_TEXT =
  '<p>Our <strong>best</strong> <a href="https://example.com" rel="nofollow noopener noreferrer">offer</a></p>';

const item = (item_type: ContentType, description: string): ModerationItem => ({
  id: 3,
  item_type,
  title: 'Under review',
  description,
  status: 'pending',
  deny_reason: null,
  owner: { id: 9, email: 'owner@example.com', company_name: 'Tecnimetal' },
  created_at: '2026-01-02T10:00:00.000Z',
  decided_at: null,
});

const dialog = () => screen.getByRole('dialog');

describe('ContentReviewModal', () => {
  it.each(['sampling', 'campaign'] as const)(
    'shows the description of a %s as typed: markup as text',
    (type) => {
      renderWithProviders(<ContentReviewModal item={item(type, TYPED_MARKUP)} onClose={() => {}} />);
      expect(screen.getByText(TYPED_MARKUP)).toBeTruthy();
      expect(dialog().querySelector('img')).toBeNull();
      expect(dialog().querySelector('a[href="https://phish.example"]')).toBeNull();
      expect(screen.getByRole('button', { name: 'Approve and publish' })).toBeTruthy();
    },
  );

  it.each(['post', 'offer'] as const)('shows the stored rich text of a %s as HTML', (type) => {
    renderWithProviders(<ContentReviewModal item={item(type, STORED_RICH_TEXT)} onClose={() => {}} />);
    expect(dialog().querySelector('strong')?.textContent).toBe('best');
    expect(screen.getByRole('link', { name: 'offer' }).getAttribute('href')).toBe('https://example.com');
  });
});
