import { describe, expect, it } from 'vitest';
import { avatarSources, pictureSources } from './image-variant';

describe('a picture offered at the sizes a screen needs', () => {
  it('gives a large avatar its medium copy beside the thumbnail, for dense screens', () => {
    const logo = { url: '/u/l.png', variants: { thumb: '/u/l-thumb.webp', medium: '/u/l-medium.webp' } };
    expect(avatarSources(logo, 96)).toEqual({
      src: '/u/l-thumb.webp',
      imageProps: { srcSet: '/u/l-thumb.webp 128w, /u/l-medium.webp 512w', sizes: '96px' },
    });
  });

  it('keeps to the one copy a file has: the original before variants existed', () => {
    expect(avatarSources({ url: '/u/old.png', variants: {} }, 72)).toEqual({
      src: '/u/old.png',
      imageProps: {},
    });
    expect(pictureSources('/u/p-medium.webp', null, 900)).toEqual({ src: '/u/p-medium.webp' });
  });
});
