import type { UploadedFile } from '@acorn/contracts';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ContentCard } from './content-directory';

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
