import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { apiError, configuredClient, mockApi } from '../../accounts/testing/mock-api';
import { SendEmailButton } from './send-email-button';

/** Renders the button and opens its dialog, which loads when it is first opened. */
async function renderSend(props: Partial<Parameters<typeof SendEmailButton>[0]> = {}) {
  renderWithProviders(
    <SendEmailButton itemType="offer" itemId={7} ownerName="Nortejo Consulting" {...props} />,
    {
      queryClient: configuredClient(),
    },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Send an email' }));
  await screen.findByRole('dialog');
}

const message = () => screen.getByLabelText(/^Message/) as HTMLTextAreaElement;
const type = (text: string) => fireEvent.change(message(), { target: { value: text } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SendEmailButton', () => {
  it("opens a conversation with the item's owner when the card knows who they are", () => {
    const api = mockApi({});
    renderWithProviders(
      <SendEmailButton
        itemType="offer"
        itemId={7}
        ownerName="Nortejo Consulting"
        ownerId={41}
        itemTitle="Cork & co"
      />,
    );
    const link = screen.getByRole('link', { name: 'Send an email' });
    expect(link.getAttribute('href')).toBe('/messages/new?to=41&item_type=offer&item_id=7&title=Cork+%26+co');
    renderWithProviders(
      <SendEmailButton itemType="company" itemId={41} ownerName="Nortejo Consulting" ownerId={41} />,
    );
    expect(screen.getAllByRole('link', { name: 'Send an email' })[1]?.getAttribute('href')).toBe(
      '/messages/new?to=41',
    );
    expect(api.calls).toEqual([]);
  });

  it("opens a dialog named after the owner, sends the message and confirms it in the brand's name", async () => {
    const api = mockApi({
      'POST /api/sendInterestedNotification': () => ({ json: { success: 'Your message was sent' } }),
    });
    await renderSend();
    expect(screen.getByRole('dialog', { name: 'Nortejo Consulting' })).toBeTruthy();
    const typed = '  We would like 2,000 stoppers.  ';
    type(typed);
    expect(screen.getByText(`${typed.length} / 2000 characters`)).toBeTruthy();
    send();
    expect(
      await screen.findByText('Your message was sent. Nortejo Consulting will answer through Acorn.'),
    ).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Great!' })).toBeTruthy();
    expect(api.calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/sendInterestedNotification',
        body: { item_id: 7, item_type: 'offer', message: 'We would like 2,000 stoppers.' },
      }),
    ]);
  });

  it('writes to a company itself', async () => {
    const api = mockApi({ 'POST /api/sendInterestedNotification': () => ({ json: { success: 'ok' } }) });
    await renderSend({ itemType: 'company', itemId: 12, ownerName: 'Gama & Filhos' });
    type('Yes, we ship to Porto.');
    send();
    await screen.findByText(/Gama & Filhos will answer/);
    expect(api.calls[0]?.body).toEqual({
      item_id: 12,
      item_type: 'company',
      message: 'Yes, we ship to Porto.',
    });
  });

  it('asks for a message before sending anything', async () => {
    const api = mockApi({});
    await renderSend();
    type('   ');
    send();
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it("shows the server's refusal and keeps the text", async () => {
    mockApi({ 'POST /api/sendInterestedNotification': () => apiError('rate_limited') });
    await renderSend();
    type('Hello again');
    send();
    expect((await screen.findByRole('alert')).textContent).toContain('Too many requests');
    expect(message().value).toBe('Hello again');
    expect(screen.getByRole('dialog', { name: 'Nortejo Consulting' })).toBeTruthy();
  });

  it('lets the text be at most 2000 characters', async () => {
    mockApi({});
    await renderSend();
    expect(message().maxLength).toBe(2000);
  });

  it('closes on Cancel without sending', async () => {
    const api = mockApi({});
    await renderSend();
    type('Never mind');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls).toEqual([]);
  });
});
