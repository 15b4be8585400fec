import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ContentDetail, DetailImage } from './content-detail';

/** Markup a member could type into a plain-text description: a link over the page, a script. */
const TYPED_MARKUP =
  '<a href="https://phish.example" style="position:fixed;inset:0">Sign in again</a><img src="x" onerror="alert(1)">';
/** Rich text as the API stores it, sanitized. */
const STORED_RICH_TEXT =
  '<p>Our <strong>best</strong> <a href="https://example.com" rel="nofollow noopener noreferrer">offer</a></p>';

const item = (description: string): Parameters<typeof ContentDetail>[0]['item'] => ({
  id: 7,
  title: 'Free samples',
  description,
  status: 'published',
  deny_reason: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  user: { company_name: 'Tecnimetal' },
});

function renderDetail(entity: 'sampling' | 'campaign' | 'offer' | 'post', description: string) {
  return renderWithProviders(
    <ContentDetail item={item(description)} entity={entity} kind="Kind" isOwner={false}>
      <span />
    </ContentDetail>,
  );
}

describe('ContentDetail', () => {
  it.each(['sampling', 'campaign'] as const)(
    'shows the description of a %s as typed: markup as text',
    (entity) => {
      const { container } = renderDetail(entity, `Line one\n${TYPED_MARKUP}`);
      expect(screen.getByText(/Line one/).textContent).toBe(`Line one\n${TYPED_MARKUP}`);
      expect(container.querySelector('img')).toBeNull();
      expect(container.querySelector('a[href="https://phish.example"]')).toBeNull();
      expect(screen.queryByRole('link', { name: 'Sign in again' })).toBeNull();
    },
  );

  it.each(['offer', 'post'] as const)('shows the stored rich text of a %s as HTML', (entity) => {
    const { container } = renderDetail(entity, STORED_RICH_TEXT);
    expect(container.querySelector('strong')?.textContent).toBe('best');
    expect(screen.getByRole('link', { name: 'offer' }).getAttribute('href')).toBe('https://example.com');
    expect(container.textContent).not.toContain('<strong>');
  });

  it('offers the browser the large copy of a picture beside the medium one, when the file has it', () => {
    const file = { id: 1, name: 'a.png', url: '/u/a.png', content_type: 'image/png', size: 1 };
    const picture = (variants: Record<string, string>) =>
      renderWithProviders(<DetailImage file={{ ...file, variants }} />).container.querySelector('img');
    const both = picture({ medium: '/u/a-medium.webp', large: '/u/a-large.webp' });
    expect(both?.getAttribute('src')).toBe('/u/a-medium.webp');
    expect(both?.getAttribute('srcset')).toBe('/u/a-medium.webp 512w, /u/a-large.webp 1024w');
    expect(both?.getAttribute('sizes')).toBe('(min-width: 48em) 900px, 100vw');
    // Stored before the large copy existed: the medium one alone.
    const older = picture({ medium: '/u/a-medium.webp' });
    expect(older?.getAttribute('src')).toBe('/u/a-medium.webp');
    expect(older?.hasAttribute('srcset')).toBe(false);
  });
});
