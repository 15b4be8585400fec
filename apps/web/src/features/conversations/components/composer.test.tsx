import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { renderWithProviders } from '../../../test/render';
import { Composer } from './composer';

const field = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });

describe('the composer', () => {
  it('sends with Enter, and Shift+Enter only starts a new line', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<Composer send={send} />);
    expect(screen.getByText(/Enter sends, Shift\+Enter starts a new line/)).toBeTruthy();
    type('First line');
    fireEvent.keyDown(field(), { key: 'Enter', shiftKey: true });
    expect(send).not.toHaveBeenCalled();
    type('  First line\nsecond line  ');
    fireEvent.keyDown(field(), { key: 'Enter' });
    await waitFor(() => expect(field().value).toBe(''));
    expect(send).toHaveBeenCalledWith({ body: 'First line\nsecond line', files: [] });
  });

  it('asks for a message before sending anything', () => {
    const send = vi.fn();
    renderWithProviders(<Composer send={send} />);
    type('   ');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toBe('This field is required');
    expect(send).not.toHaveBeenCalled();
  });

  it("keeps the text when sending fails, and says why in the server's words", async () => {
    const send = vi.fn().mockRejectedValue(
      new ApiError({
        status: 403,
        code: 'conversation_blocked',
        message: 'You cannot send messages to this member',
      }),
    );
    renderWithProviders(<Composer send={send} />);
    type('Are you still there?');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You cannot send messages to this member');
    expect(field().value).toBe('Are you still there?');
  });
});
