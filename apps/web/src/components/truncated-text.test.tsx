import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { TruncatedText, truncate } from './truncated-text';

describe('TruncatedText', () => {
  it('cuts at a word before the limit', () => {
    expect(truncate('short', 80)).toBe('short');
    expect(truncate('one two three four five', 16)).toBe('one two three…');
    expect(truncate('x'.repeat(30), 10)).toBe(`${'x'.repeat(10)}…`);
  });

  it("shows the rest on 'view more' and hides it again on 'view less'", () => {
    const text = `${'word '.repeat(50)}end`;
    renderWithProviders(<TruncatedText text={text} limit={40} moreLabel="view more" lessLabel="view less" />);
    expect(screen.queryByText(/end$/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'view more' }));
    expect(screen.getByText(/end$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'view less' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'view less' }));
    expect(screen.queryByText(/end$/)).toBeNull();
  });
});
