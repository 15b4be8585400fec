import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { apiError, configuredClient, mockApi } from '../../accounts/testing/mock-api';
import { previousMonth } from '../lib/periods';
import { PaymentRequestForm } from './payment-request-form';

const PARTICIPANTS = {
  json: {
    data: [
      { id: 11, company_name: 'Quinta do Vale Verde' },
      { id: 12, company_name: 'Tecnimetal Ibérica' },
    ],
  },
};
const DECLARATION =
  'As a Acorn strategic business advisor, I declare that I have worked four hours with each of the selected users in the designated month.';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function chooseCompany(name: string) {
  fireEvent.click(await screen.findByRole('combobox', { name: /Companies/ }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('PaymentRequestForm', () => {
  it('asks for the companies and the declaration, then sends one request for last month', async () => {
    const api = mockApi({
      'GET /api/getSbaAssociatedParticipants': () => PARTICIPANTS,
      'POST /api/addSbaPaymentInformation': () => ({
        json: { success: 'Request added successfully', data: [] },
      }),
    });
    const onSubmitted = vi.fn();
    renderWithProviders(<PaymentRequestForm onSubmitted={onSubmitted} />, {
      queryClient: configuredClient(),
    });

    const declaration = await screen.findByRole('checkbox', { name: DECLARATION });
    fireEvent.click(screen.getByRole('button', { name: 'Submit payment request' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(screen.getByText('Confirm the declaration to submit the request.')).toBeTruthy();
    expect(api.paths()).not.toContain('POST /api/addSbaPaymentInformation');

    await chooseCompany('Quinta do Vale Verde');
    await chooseCompany('Tecnimetal Ibérica');
    fireEvent.click(declaration);
    fireEvent.click(screen.getByRole('button', { name: 'Submit payment request' }));

    await waitFor(() => expect(onSubmitted).toHaveBeenCalledOnce());
    const sent = api.calls.find((call) => call.path === '/api/addSbaPaymentInformation');
    expect(sent?.body).toEqual({ ...previousMonth(), participants: [11, 12], declaration: true });
  });

  it('stays open when the server refuses a duplicate', async () => {
    const api = mockApi({
      'GET /api/getSbaAssociatedParticipants': () => PARTICIPANTS,
      'POST /api/addSbaPaymentInformation': () =>
        apiError('payment_request_exists', { params: { companies: 'Quinta do Vale Verde' } }),
    });
    const onSubmitted = vi.fn();
    renderWithProviders(<PaymentRequestForm onSubmitted={onSubmitted} />, {
      queryClient: configuredClient(),
    });
    await chooseCompany('Quinta do Vale Verde');
    fireEvent.click(screen.getByRole('checkbox', { name: DECLARATION }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit payment request' }));
    await waitFor(() => expect(api.paths()).toContain('POST /api/addSbaPaymentInformation'));
    // The button leaves its loading state once the answer is handled; the form is still there.
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Submit payment request' }).getAttribute('data-loading'),
      ).toBeNull(),
    );
    expect(onSubmitted).not.toHaveBeenCalled();
    expect((screen.getByRole('checkbox', { name: DECLARATION }) as HTMLInputElement).checked).toBe(true);
  });

  it('explains that no company is associated yet and cannot be submitted', async () => {
    mockApi({ 'GET /api/getSbaAssociatedParticipants': () => ({ json: { data: [] } }) });
    renderWithProviders(<PaymentRequestForm onSubmitted={() => {}} />, { queryClient: configuredClient() });
    expect(await screen.findByText('No companies yet')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Submit payment request' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
