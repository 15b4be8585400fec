import type { MyReferral } from '@acorn/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseCompany, mockFeedbackPage, renderFeedbackManager } from '../../../test/feedback-manager';
import { apiError, type mockApi } from '../../accounts/testing/mock-api';
import { ReferralsManager } from './referrals-manager';

const referral = (overrides: Partial<MyReferral> = {}): MyReferral => ({
  id: 7,
  name: 'Marta Lopes',
  company_name: 'Quinta do Vale Verde',
  job_function: 'Head of purchasing',
  sector: { name: 'Agriculture' },
  project_name: 'Cellar automation',
  from_date: '2025-01-15',
  to_date: '2025-06-30',
  description: 'They delivered on time and trained our team well.',
  show_public: 'no',
  evidence: 'invited',
  reply: null,
  hidden_reason: null,
  former_member: false,
  created_at: '2025-07-02T10:00:00.000Z',
  reffer_type: 'testimonial',
  ...overrides,
});

/** The page's lists answered, with `routes` for the calls a test makes; every other call fails the test. */
const mockReferrals = (items: MyReferral[] = [referral()], routes: Parameters<typeof mockApi>[0] = {}) =>
  mockFeedbackPage('POST /api/listmyReferral', items, routes);

const mount = () =>
  renderFeedbackManager(<ReferralsManager />, { route: '/referrals', givePath: '/give/referral/:code' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ReferralsManager', () => {
  it('shows the received testimonial with its dates and sends the Show Public switch at once', async () => {
    const calls: unknown[] = [];
    mockReferrals([referral()], {
      'POST /api/changeMyReferral': (call) => {
        calls.push(call.body);
        const body = call.body as { id: number; reffer_status: 'yes' | 'no' };
        return {
          json: {
            success: 'Changes updated successfully',
            data: { id: body.id, show_public: body.reffer_status },
          },
        };
      },
    });
    mount();
    const item = await screen.findByRole('listitem', { name: 'Marta Lopes' });
    expect(item.textContent).toContain('15/01/2025 – 30/06/2025');
    expect(item.textContent).toContain('Head of purchasing · Quinta do Vale Verde');
    const toggle = within(item).getByRole('switch', {
      name: 'Show public: the testimonial from Marta Lopes',
    });
    expect((toggle as HTMLInputElement).checked).toBe(false);

    fireEvent.click(toggle);
    expect((toggle as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(calls).toEqual([{ id: 7, reffer_status: 'yes' }]));

    fireEvent.click(toggle);
    await waitFor(() =>
      expect(calls).toEqual([
        { id: 7, reffer_status: 'yes' },
        { id: 7, reffer_status: 'no' },
      ]),
    );
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(within(item).queryByRole('alert')).toBeNull();
  });

  it('keeps the switch where it was put and shows an alert when the change fails', async () => {
    const api = mockReferrals([referral({ show_public: 'yes' })], {
      'POST /api/changeMyReferral': () => ({
        status: 500,
        json: { error: 'x', message: 'x', code: 'internal' },
      }),
    });
    mount();
    const item = await screen.findByRole('listitem', { name: 'Marta Lopes' });
    const toggle = within(item).getByRole('switch', { name: /Marta Lopes/ }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);

    fireEvent.click(toggle);
    expect((await within(item).findByRole('alert')).textContent).toContain(
      'The change could not be saved. Please try again.',
    );
    expect(toggle.checked).toBe(false);
    expect(api.calls.filter((call) => call.path === '/api/changeMyReferral')[0]?.body).toEqual({
      id: 7,
      reffer_status: 'no',
    });
  });

  it('checks the guest e-mail before asking someone outside the platform', async () => {
    const api = mockReferrals();
    const asks: unknown[] = [];
    mount();
    const guest = await screen.findByRole('region', { name: 'Ask someone outside the platform' });
    fireEvent.change(within(guest).getByLabelText(/^Name/), { target: { value: 'Rui Costa' } });
    fireEvent.change(within(guest).getByLabelText(/^E-mail/), { target: { value: 'rui@' } });
    fireEvent.change(within(guest).getByLabelText(/^Message/), {
      target: { value: 'Would you write a few words?' },
    });
    fireEvent.click(within(guest).getByRole('button', { name: 'Send request' }));
    expect(await within(guest).findByText('Email is not valid')).toBeTruthy();
    expect(api.paths()).not.toContain('POST /api/addReferralPermit');

    mockReferrals([], {
      'POST /api/addReferralPermit': (call) => {
        asks.push(call.body);
        return { json: { success: 'Request successfully send!', data: {} } };
      },
    });
    fireEvent.change(within(guest).getByLabelText(/^E-mail/), { target: { value: 'rui@example.com' } });
    fireEvent.click(within(guest).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Request sent successfully!')).toBeTruthy();
    expect(asks).toEqual([
      {
        request_type: 'ask',
        reffer_type: 'testimonial',
        public_request: 'yes',
        name: 'Rui Costa',
        email: 'rui@example.com',
        email_content: 'Would you write a few words?',
      },
    ]);
  });

  it('gives a testimonial to the chosen company and goes to the give page with its code', async () => {
    const gives: unknown[] = [];
    mockReferrals([], {
      'POST /api/addReferralPermit': (call) => {
        gives.push(call.body);
        return { json: { success: 'Request successfully send!', data: { request_code: 'code-123' } } };
      },
    });
    mount();
    const give = await screen.findByRole('region', { name: 'Give a testimonial' });
    fireEvent.click(within(give).getByRole('button', { name: 'Write a testimonial' }));
    expect(await within(give).findByText('This field is required')).toBeTruthy();
    expect(gives).toEqual([]);

    await chooseCompany(give, 'Tecnimetal Ibérica');
    fireEvent.click(within(give).getByRole('button', { name: 'Write a testimonial' }));
    expect(await screen.findByText('Give page')).toBeTruthy();
    expect(gives).toEqual([{ participant: 11, request_type: 'give', reffer_type: 'testimonial' }]);
  });

  it('explains what a testimonial is when there is none yet', async () => {
    mockReferrals([]);
    mount();
    expect(await screen.findByText('No testimonials yet')).toBeTruthy();
  });

  it('has no accessibility violations, with an item replied to and one hidden by moderation', async () => {
    mockReferrals([
      referral({ reply: { body: 'Thank you!', created_at: '2025-07-03T10:00:00.000Z' } }),
      referral({ id: 8, name: 'Rui Costa', hidden_reason: 'Names a private person', evidence: 'none' }),
    ]);
    mount();
    await screen.findByRole('listitem', { name: 'Rui Costa' });
    fireEvent.click(screen.getByRole('button', { name: 'Reply to the testimonial from Rui Costa' }));
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('tells the refusal of an ask in the words of its code', async () => {
    mockReferrals([], {
      'POST /api/addReferralPermit': () => apiError('feedback_own'),
    });
    mount();
    const ask = await screen.findByRole('region', { name: 'Ask for a testimonial' });
    await chooseCompany(ask, 'Quinta do Vale Verde');
    fireEvent.click(within(ask).getByRole('button', { name: 'Ask for a testimonial' }));
    expect(await screen.findByText('You cannot ask for or give feedback to your own company')).toBeTruthy();
  });
});
