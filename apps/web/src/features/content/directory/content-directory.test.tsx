import type { ListMeta, UploadedFile } from '@acorn/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ContentCard, PagedResults } from './content-directory';

const picture: UploadedFile = {
  id: 3,
  name: 'picture.png',
  url: '/uploads/picture.png',
  content_type: 'image/png',
  size: 1000,
  variants: { thumb: '/uploads/picture-thumb.png', medium: '/uploads/picture-medium.png' },
};

const renderCard = (portrait?: boolean) =>
  renderWithProviders(
    <ContentCard
      image={picture}
      portrait={portrait}
      title="Helen Walsh"
      to="/iwsb/advisor/1"
      company="Corticeira"
    >
      <span />
    </ContentCard>,
  ).container;

describe('ContentCard', () => {
  it("shows an item's picture as a banner from its medium copy, sharp at the card's width", () => {
    expect(renderCard().querySelector('img')?.getAttribute('src')).toBe('/uploads/picture-medium.png');
  });

  it("shows a person's photo whole, as a round avatar from its small copy", () => {
    const card = renderCard(true);
    expect(card.querySelectorAll('img')).toHaveLength(1);
    expect(card.querySelector('.mantine-Avatar-root img')?.getAttribute('src')).toBe(
      '/uploads/picture-thumb.png',
    );
  });
});

/** A list's first page as the query hook holds it, with `meta`. */
const renderResults = (meta: ListMeta) =>
  renderWithProviders(
    <PagedResults
      list={
        {
          data: { pages: [{ data: [{ id: 1 }], meta }], pageParams: [1] },
          isPending: false,
          isError: false,
          isPlaceholderData: false,
          hasNextPage: meta.last_page > 1,
          isFetchingNextPage: false,
        } as never
      }
      renderItem={(item: { id: number }) => <span>item {item.id}</span>}
      itemKey={(item) => item.id}
    />,
  );

describe('PagedResults', () => {
  it("shows an exact count as 'N results'", () => {
    renderResults({ current_page: 1, last_page: 2, per_page: 10, total: 14 });
    expect(screen.getByText('14 results')).toBeTruthy();
  });

  it("shows a search that stopped counting as 'N+ results', with 'Show more'", () => {
    renderResults({ current_page: 1, last_page: 101, per_page: 10, total: 1000, total_capped: true });
    expect(screen.getByText('1000+ results')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show more' })).toBeTruthy();
  });
});
