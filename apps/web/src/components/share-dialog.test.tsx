import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import ShareDialog from './share-dialog';

const URL_TO_SHARE = 'https://acorn.example/campaign/7';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ShareDialog', () => {
  it('opens each network in a 500 x 600 popup with the link to share', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<ShareDialog onClose={() => {}} url={URL_TO_SHARE} title="Sensors & plants" />);

    fireEvent.click(await screen.findByRole('button', { name: 'Twitter' }));
    fireEvent.click(screen.getByRole('button', { name: 'Facebook' }));
    expect(open.mock.calls).toEqual([
      [
        'https://twitter.com/intent/tweet?url=https%3A%2F%2Facorn.example%2Fcampaign%2F7&text=Sensors%20%26%20plants',
        'share',
        'width=500,height=600,noopener,noreferrer',
      ],
      [
        'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Facorn.example%2Fcampaign%2F7',
        'share',
        'width=500,height=600,noopener,noreferrer',
      ],
    ]);
  });

  it("copies the link and says 'Copied to clipboard!' for two seconds", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<ShareDialog onClose={() => {}} url={URL_TO_SHARE} title="Sensors" />);

    expect((await screen.findByRole<HTMLInputElement>('textbox', { name: 'Link to share' })).value).toBe(
      URL_TO_SHARE,
    );
    vi.useFakeTimers();
    try {
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
      });
      expect(writeText).toHaveBeenCalledWith(URL_TO_SHARE);
      expect(screen.getByRole('status').textContent).toBe('Copied to clipboard!');
      act(() => vi.advanceTimersByTime(1900));
      expect(screen.getByRole('status').textContent).toBe('Copied to clipboard!');
      act(() => vi.advanceTimersByTime(200));
      expect(screen.getByRole('status').textContent).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });
});
