import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { user } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { configuredClient, mockApi } from '../../accounts/testing/mock-api';
import { GiveFeedbackPanel } from './give-feedback-panel';

const COMPANY_ID = 12;

/** Colours need a browser; the page's landmarks come from its layout, which a component test has not. */
const AXE_OPTIONS = { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } };

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

function renderPanel(routes: Record<string, () => { status?: number; json?: unknown }> = {}) {
  const api = mockApi(routes);
  renderWithProviders(<GiveFeedbackPanel companyId={COMPANY_ID} companyName="Quinta do Vale Verde" />, {
    queryClient: configuredClient(),
    route: `/company/${COMPANY_ID}`,
    routes: [
      { path: '/give/referral/:code', element: <p>Referral form</p> },
      { path: '/give/review/:code', element: <p>Review form</p> },
    ],
  });
  return api;
}

const signIn = (id = 7, overrides = {}) => {
  sessionStore.start({ token: 'token', role: 1 });
  return { 'GET /api/me': () => ({ json: user({ id, ...overrides }) }) };
};

describe('GiveFeedbackPanel', () => {
  it("gives a testimonial: the member's own form opens with the code answered", async () => {
    const api = renderPanel({
      ...signIn(),
      'POST /api/addReferralPermit': () => ({
        json: { success: 'Request successfully send!', data: { request_code: 'c0de' } },
      }),
    });
    const panel = await screen.findByRole('region', { name: 'Give us some feedback' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Give a testimonial' }));
    expect(await screen.findByText('Referral form')).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/api/addReferralPermit')?.body).toEqual({
      participant: COMPANY_ID,
      request_type: 'give',
      reffer_type: 'testimonial',
    });
  });

  it('asks the project of a review first, then opens the review form', async () => {
    const api = renderPanel({
      ...signIn(),
      'POST /api/addReviewPermit': () => ({
        json: { success: { message: 'Request successfully send!', request_code: 'r3v' } },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Leave a review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Quinta do Vale Verde' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Project name/), { target: { value: 'Cold storage' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Review form')).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/api/addReviewPermit')?.body).toEqual({
      participant: COMPANY_ID,
      request_type: 'give',
      project_name: 'Cold storage',
    });
  });

  it('sends a visitor without a session to sign in', async () => {
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Give us some feedback' });
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Leave a review', '/'],
      ['Give a recommendation', '/'],
      ['Give a testimonial', '/'],
    ]);
    const results = await axe.run(panel, AXE_OPTIONS);
    expect(results.violations).toEqual([]);
  });

  it.each([
    ['the company itself', COMPANY_ID, {}],
    ['an advisor', 7, { cb_roles_id: 2 }],
    ['a read-only account', 7, { isReadOnlyUser: true }],
  ])('is not offered to %s', async (_, id, overrides) => {
    const api = renderPanel(signIn(id, overrides));
    await waitFor(() => expect(api.paths()).toContain('GET /api/me'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Give us some feedback' })).toBeNull();
  });
});
