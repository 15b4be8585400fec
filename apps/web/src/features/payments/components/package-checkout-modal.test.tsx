import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { APP_CONFIG, PACKAGES } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { primeAppConfig } from '../../app-config';
import { PackageCheckoutModal } from './package-checkout-modal';

const PORTUGAL = 152;
const platinum = { ...PACKAGES[3]!, yearly_cost: 12000 };
const crystal = PACKAGES[0]!;

/** The payment options are card-like radio buttons; the period is a segmented control of inputs. */
const radios = () =>
  screen
    .getAllByRole('radio')
    .filter((radio) => radio.tagName === 'BUTTON')
    .map((radio) => radio.textContent ?? '');
const option = (name: RegExp) => screen.getByRole('radio', { name });

afterEach(() => vi.unstubAllGlobals());

/** The deployment's settings as /api/app-config would answer them. */
function deployment(cardPayments = true) {
  primeAppConfig({ ...APP_CONFIG, cardPayments });
  return { queryClient: createQueryClient() };
}

describe('PackageCheckoutModal', () => {
  it('opens on Annual with Credit chosen, and offers Bank transfer from 10000 euros', async () => {
    renderWithProviders(
      <PackageCheckoutModal pkg={platinum} onClose={() => {}} countryId={PORTUGAL} />,
      deployment(),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Platinum' });
    expect((within(dialog).getByRole('radio', { name: 'Annual' }) as HTMLInputElement).checked).toBe(true);
    expect(radios()).toEqual([
      expect.stringContaining('Credit card'),
      expect.stringContaining('Bank transfer'),
    ]);
    expect(option(/Credit card/).getAttribute('aria-checked')).toBe('true');
    // 12000 + 23% VAT for Portugal.
    expect(dialog.textContent).toContain('€12,000');
    expect(dialog.textContent).toContain('€2,760');
    expect(dialog.textContent).toContain('€14,760');
  });

  it('offers Direct debit below 10000 euros and falls back to Credit when the period changes', async () => {
    renderWithProviders(
      <PackageCheckoutModal pkg={platinum} onClose={() => {}} countryId={PORTUGAL} />,
      deployment(),
    );
    await screen.findByRole('dialog');
    fireEvent.click(option(/Bank transfer/));
    expect(option(/Bank transfer/).getAttribute('aria-checked')).toBe('true');

    fireEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    await waitFor(() =>
      expect(radios()).toEqual([
        expect.stringContaining('Credit card'),
        expect.stringContaining('Direct debit'),
      ]),
    );
    expect(option(/Credit card/).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('dialog').textContent).toContain('€1,476');
  });

  it('offers only Bank transfer, at any price, where the deployment takes no card payments', async () => {
    renderWithProviders(
      <PackageCheckoutModal pkg={crystal} onClose={() => {}} countryId={PORTUGAL} />,
      deployment(false),
    );
    await screen.findByRole('dialog');
    expect(radios()).toEqual([expect.stringContaining('Bank transfer')]);
    expect(option(/Bank transfer/).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    await waitFor(() => expect(radios()).toEqual([expect.stringContaining('Bank transfer')]));
  });

  it('sends a card payment to the checkout and says it is redirecting', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <PackageCheckoutModal pkg={crystal} onClose={() => {}} countryId={null} />,
      deployment(),
    );
    await screen.findByRole('dialog');
    fireEvent.click(option(/Direct debit/));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to pay' }));

    expect(
      ((await screen.findByRole('button', { name: 'Redirecting to Stripe...' })) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/stripePost');
    expect(JSON.parse(String(init.body))).toEqual({ id: crystal.id, substype: 'annual', payoption: 'Debit' });

    answer(
      new Response(
        JSON.stringify({
          error: 'x',
          message: 'You already have an active subscription',
          code: 'subscription_active',
        }),
        {
          status: 409,
        },
      ),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You already have an active subscription',
    );
    expect((screen.getByRole('button', { name: 'Continue to pay' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
