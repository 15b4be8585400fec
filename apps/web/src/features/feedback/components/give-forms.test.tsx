import type { ReviewPermit } from '@acorn/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { apiError, configuredClient, mockApi } from '../../accounts/testing/mock-api';
import { GiveReferral } from './give-referral';
import { ReviewForm } from './give-review';

/** Colours need a browser; the page's landmarks come from its layout, which a component test has not. */
const AXE_OPTIONS = { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } };

afterEach(() => {
  vi.unstubAllGlobals();
});

const COMPANY = { id: 12, company_name: 'Quinta do Vale Verde' };

const referralPermit = (reffertype: 'recommendation' | 'testimonial') => () => ({
  json: { data: { reffertype, company: COMPANY } },
});

function renderGiveReferral(giver: 'member' | 'guest' = 'member') {
  renderWithProviders(null, {
    queryClient: configuredClient(),
    route: '/give/referral/abc',
    routes: [
      { path: '/give/referral/:code', element: <GiveReferral code="abc" giver={giver} /> },
      { index: true, element: <p>Home page</p> },
    ],
  });
}

const field = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });

/** What every referral needs: who gives it and the text. */
function fillGiver() {
  type(/^Your name/, 'Rui Costa');
  type(/^Job function/, 'Head of Purchasing');
  type(/^Company name/, 'Tecnimetal Ibérica');
  type(/^Your (testimonial|recommendation)/, 'They delivered on time and on budget.');
}

describe('GiveReferral', () => {
  it('asks a testimonial for its project and dates, then confirms it in place of the form', async () => {
    const api = mockApi({
      'POST /api/validateReferralPermit': referralPermit('testimonial'),
      'POST /api/addReferral': () => ({
        json: { success: 'Referral submitted', data: { id: 5, reffer_type: 'testimonial' } },
      }),
    });
    renderGiveReferral();
    expect(await screen.findByRole('heading', { name: 'Give a testimonial' })).toBeTruthy();
    expect(screen.getByText('For Quinta do Vale Verde')).toBeTruthy();
    const results = await axe.run(document.body, AXE_OPTIONS);
    expect(results.violations).toEqual([]);

    fillGiver();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(3));
    expect(api.paths()).not.toContain('POST /api/addReferral');
    expect(document.activeElement).toBe(field(/^Project name/));

    type(/^Project name/, 'Cork stoppers line');
    type(/^From/, '2026-01-10');
    type(/^To/, '2026-06-30');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { name: 'Referral testimonial submitted' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(api.calls.find((call) => call.path === '/api/addReferral')?.body).toEqual({
      code: 'abc',
      reffertype: 'testimonial',
      name: 'Rui Costa',
      job_function: 'Head of Purchasing',
      company_name: 'Tecnimetal Ibérica',
      project_name: 'Cork stoppers line',
      from_date: '2026-01-10',
      to_date: '2026-06-30',
      description: 'They delivered on time and on budget.',
    });
  });

  it('sends a recommendation without a project or dates, through the Guest calls for a guest', async () => {
    const api = mockApi({
      'POST /api/validateReferralPermitGuest': referralPermit('recommendation'),
      'POST /api/addReferralGuest': () => ({
        json: { success: 'Referral submitted', data: { id: 6, reffer_type: 'recommendation' } },
      }),
    });
    renderGiveReferral('guest');
    expect(await screen.findByRole('heading', { name: 'Give a recommendation' })).toBeTruthy();
    fillGiver();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Referral recommendation submitted' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(api.calls.find((call) => call.path === '/api/addReferralGuest')?.body).toMatchObject({
      code: 'abc',
      reffertype: 'recommendation',
      project_name: '',
      from_date: '',
      to_date: '',
    });
  });

  it('clears the end date when the start moves after it, and starts the end calendar at the start', async () => {
    mockApi({ 'POST /api/validateReferralPermit': referralPermit('testimonial') });
    renderGiveReferral();
    await screen.findByRole('heading', { name: 'Give a testimonial' });
    // Typed as dd/MM/yyyy whatever the language; the calendar of the end starts at the start.
    type(/^To/, '01/03/2026');
    type(/^From/, '01/04/2026');
    expect(field(/^To/).value).toBe('');
    expect(field(/^From/).value).toBe('01/04/2026');
    const calendars = document.querySelectorAll<HTMLInputElement>('input[type="date"]');
    expect(calendars[1]?.min).toBe('2026-04-01');
    type(/^To/, '01/05/2026');
    type(/^From/, '01/02/2026');
    expect(field(/^To/).value).toBe('01/05/2026');
  });

  it('sends a code that is unknown, used or expired to the home page', async () => {
    const api = mockApi({ 'POST /api/validateReferralPermit': () => apiError('invalid_feedback_code') });
    renderGiveReferral();
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(api.paths()).toEqual(['POST /api/validateReferralPermit']);
  });
});

const REVIEW_PERMIT: ReviewPermit = {
  company: COMPANY,
  project_name: 'Warehouse audit',
  need: { id: 3, title: 'Cold storage in Porto' },
};

describe('ReviewForm', () => {
  it('rates with the keyboard from one star and sends the rating chosen', async () => {
    const api = mockApi({
      'GET /api/sectors': () => ({
        json: {
          data: [
            { id: 4, name: 'Agriculture' },
            { id: 9, name: 'Logistics' },
          ],
          meta: { current_page: 1, last_page: 1, per_page: 10, total: 2 },
        },
      }),
      'POST /api/addReviewGuest': () => ({ json: { success: 'Review submitted', data: { id: 1 } } }),
    });
    const onSubmitted = vi.fn();
    renderWithProviders(
      <ReviewForm code="xyz" permit={REVIEW_PERMIT} giver="guest" onSubmitted={onSubmitted} />,
      { queryClient: configuredClient() },
    );

    await screen.findByRole('radiogroup', { name: /Rating/ });
    const results = await axe.run(document.body, AXE_OPTIONS);
    expect(results.violations).toEqual([]);
    expect(screen.getByText('Project: Warehouse audit')).toBeTruthy();
    expect(screen.getByText('Need: Cold storage in Porto')).toBeTruthy();
    const star = (count: number) =>
      screen.getByRole('radio', { name: count === 1 ? '1 star' : `${count} stars` });
    expect(star(1).getAttribute('aria-checked')).toBe('true');
    expect(star(1).tabIndex).toBe(0);
    expect(star(2).tabIndex).toBe(-1);

    star(1).focus();
    fireEvent.keyDown(star(1), { key: 'ArrowRight' });
    fireEvent.keyDown(star(2), { key: 'ArrowRight' });
    fireEvent.keyDown(star(3), { key: 'ArrowRight' });
    expect(star(4).getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(star(4));
    fireEvent.keyDown(star(4), { key: 'End' });
    expect(star(5).getAttribute('aria-checked')).toBe('true');
    fireEvent.keyDown(star(5), { key: 'ArrowRight' });
    expect(star(5).getAttribute('aria-checked')).toBe('true');
    fireEvent.keyDown(star(5), { key: 'ArrowLeft' });
    fireEvent.keyDown(star(4), { key: 'ArrowDown' });
    expect(star(3).getAttribute('aria-checked')).toBe('true');
    expect(star(4).getAttribute('aria-checked')).toBe('false');

    type(/^From/, '2026-02-01');
    type(/^To/, '2026-03-15');
    type(/^Your review/, 'A careful audit with clear advice.');
    type(/^Your name/, 'Marta Lopes');
    fireEvent.click(screen.getByRole('combobox', { name: /Sector/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Logistics' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(onSubmitted).toHaveBeenCalledOnce());
    expect(api.calls.find((call) => call.path === '/api/addReviewGuest')?.body).toEqual({
      code: 'xyz',
      rating_value: 3,
      from_date: '2026-02-01',
      to_date: '2026-03-15',
      description: 'A careful audit with clear advice.',
      name: 'Marta Lopes',
      job_function: '',
      company_name: '',
      sector: 9,
    });
  });

  it('asks for the dates, the text, the name and the sector before sending', async () => {
    const api = mockApi({
      'GET /api/sectors': () => ({
        json: { data: [], meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 } },
      }),
    });
    renderWithProviders(
      <ReviewForm code="xyz" permit={REVIEW_PERMIT} giver="member" onSubmitted={vi.fn()} />,
      { queryClient: configuredClient() },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(5));
    expect(api.paths()).toEqual(['GET /api/sectors']);
  });
});
