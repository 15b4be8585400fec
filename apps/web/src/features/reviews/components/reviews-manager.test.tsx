import type { MyReview } from '@acorn/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  chooseCompany,
  mockFeedbackPage,
  PARTICIPANTS,
  renderFeedbackManager,
} from '../../../test/feedback-manager';
import { mockApi } from '../../accounts/testing/mock-api';
import { ReviewsManager } from './reviews-manager';

const review = (overrides: Partial<MyReview> = {}): MyReview => ({
  id: 21,
  name: 'Paulo Reis',
  company_name: 'Tecnimetal Ibérica',
  job_function: 'Plant manager',
  sector: { name: 'Manufacturing' },
  project_name: 'Line retrofit',
  from_date: '2025-02-01',
  to_date: '2025-03-31',
  description: 'Clear plan, no surprises.',
  rating_value: 4,
  show_public: 'yes',
  evidence: 'verified_relationship',
  reply: null,
  hidden_reason: null,
  former_member: false,
  created_at: '2025-04-10T09:00:00.000Z',
  ...overrides,
});

/** The page's lists answered, with `routes` for the calls a test makes. */
const mockReviews = (items: MyReview[], routes: Parameters<typeof mockApi>[0] = {}) =>
  mockFeedbackPage('GET /api/listmyReview', items, routes);

const mount = () =>
  renderFeedbackManager(<ReviewsManager />, { route: '/reviews', givePath: '/give/review/:code' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ReviewsManager', () => {
  it('gives a review about a project and goes to the give page with the code it answers', async () => {
    const api = mockReviews([], {
      'POST /api/addReviewPermit': () => ({
        json: { success: { message: 'Request successfully send!', request_code: 'rev-9' } },
      }),
    });
    mount();
    const give = await screen.findByRole('region', { name: 'Give a review' });
    await chooseCompany(give, 'Quinta do Vale Verde');
    fireEvent.click(within(give).getByRole('button', { name: 'Write a review' }));
    expect(await within(give).findByText('This field is required')).toBeTruthy();
    expect(api.paths()).not.toContain('POST /api/addReviewPermit');

    fireEvent.change(within(give).getByLabelText(/^Project name/), {
      target: { value: 'Harvest logistics' },
    });
    fireEvent.click(within(give).getByRole('button', { name: 'Write a review' }));
    expect(await screen.findByText('Give page')).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/api/addReviewPermit')?.body).toEqual({
      participant: 12,
      request_type: 'give',
      project_name: 'Harvest logistics',
    });
  });

  it('asks a member about a project and one of the own needs, and says the request went', async () => {
    const api = mockReviews([], {
      'POST /api/listofNeedsForReview': () => ({ json: { data: [{ id: 5, title: 'Cold storage' }] } }),
      'POST /api/addReviewPermit': () => ({ json: { success: { message: 'Request successfully send!' } } }),
    });
    mount();
    const ask = await screen.findByRole('region', { name: 'Ask for a review' });
    await chooseCompany(ask, 'Tecnimetal Ibérica');
    const need = within(ask).getByRole('combobox', { name: /^Need/ }) as HTMLInputElement;
    await waitFor(() => expect(need.disabled).toBe(false));
    fireEvent.click(need);
    fireEvent.click(await screen.findByRole('option', { name: 'Cold storage' }));
    fireEvent.change(within(ask).getByLabelText(/^Project name/), { target: { value: 'Line retrofit' } });
    fireEvent.change(within(ask).getByLabelText(/^Message/), { target: { value: 'A few words, please.' } });
    fireEvent.click(within(ask).getByRole('button', { name: 'Ask for a review' }));

    expect(await screen.findByText('Request sent successfully!')).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/api/listofNeedsForReview')?.body).toEqual({
      participant: 11,
    });
    expect(api.calls.find((call) => call.path === '/api/addReviewPermit')?.body).toEqual({
      participant: 11,
      request_type: 'ask',
      need_id: 5,
      project_name: 'Line retrofit',
      email_content: 'A few words, please.',
    });
  });

  it('checks the guest e-mail before asking someone outside the platform', async () => {
    const api = mockReviews([]);
    mount();
    const guest = await screen.findByRole('region', { name: 'Ask someone outside the platform' });
    fireEvent.change(within(guest).getByLabelText(/^Name/), { target: { value: 'Rui Costa' } });
    fireEvent.change(within(guest).getByLabelText(/^E-mail/), { target: { value: 'not-an-address' } });
    fireEvent.change(within(guest).getByLabelText(/^Project name/), { target: { value: 'Audit' } });
    fireEvent.change(within(guest).getByLabelText(/^Message/), { target: { value: 'Thank you!' } });
    fireEvent.click(within(guest).getByRole('button', { name: 'Send request' }));
    expect(await within(guest).findByText('Email is not valid')).toBeTruthy();
    expect(api.paths()).not.toContain('POST /api/addReviewPermit');
  });

  it('shows a review with its stars, evidence and moderation, and sends the Show Public switch as no', async () => {
    const api = mockReviews([review({ hidden_reason: 'Names a private person' })], {
      'POST /api/changeMyReview': () => ({
        json: { success: 'Changes updated successfully', data: { id: 21, show_public: 'no' } },
      }),
    });
    mount();
    const item = await screen.findByRole('listitem', { name: 'Paulo Reis' });
    expect(within(item).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(within(item).getByText('Verified relationship')).toBeTruthy();
    expect(within(item).getByText('Hidden by moderation')).toBeTruthy();
    expect(item.textContent).toContain('Names a private person');
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);

    const toggle = within(item).getByRole('switch', { name: 'Show public: the review from Paulo Reis' });
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/api/changeMyReview')?.body).toEqual({
        id: 21,
        reffer_status: 'no',
      }),
    );
    expect((toggle as HTMLInputElement).checked).toBe(false);
  });

  it('names the giver of a review who since erased their account only as a former member', async () => {
    mockReviews([review({ name: '', company_name: null, job_function: null, former_member: true })]);
    mount();
    const item = await screen.findByRole('listitem', { name: 'A former member' });
    expect(
      within(item).getByRole('switch', { name: 'Show public: the review from A former member' }),
    ).toBeTruthy();
    expect(item.textContent).toContain('Clear plan, no surprises.');
  });

  it('keeps the switch toggled with an alert when the change fails', async () => {
    mockReviews([review({ show_public: 'no' })], {
      'POST /api/changeMyReview': () => ({ status: 503, json: undefined }),
    });
    mount();
    const item = await screen.findByRole('listitem', { name: 'Paulo Reis' });
    const toggle = within(item).getByRole('switch', { name: /Paulo Reis/ }) as HTMLInputElement;
    fireEvent.click(toggle);
    expect(await within(item).findByRole('alert')).toBeTruthy();
    expect(toggle.checked).toBe(true);
  });

  it('publishes the one reply, once', async () => {
    const api = mockReviews([review()], {
      'POST /api/reviews/21/reply': () => ({
        json: {
          success: 'Reply published',
          data: { id: 21, reply: { body: 'Thank you, Paulo.', created_at: '2025-04-12T09:00:00.000Z' } },
        },
      }),
    });
    mount();
    const item = await screen.findByRole('listitem', { name: 'Paulo Reis' });
    fireEvent.click(within(item).getByRole('button', { name: 'Reply to the review from Paulo Reis' }));
    const field = within(item).getByLabelText(/^Your public reply to Paulo Reis/);
    fireEvent.click(within(item).getByRole('button', { name: 'Publish reply' }));
    expect(await within(item).findByText('This field is required')).toBeTruthy();

    fireEvent.change(field, { target: { value: 'Thank you, Paulo.' } });
    fireEvent.click(within(item).getByRole('button', { name: 'Publish reply' }));
    expect(await within(item).findByText('Your reply · 12/04/2025')).toBeTruthy();
    expect(within(item).getByText('Thank you, Paulo.')).toBeTruthy();
    expect(within(item).queryByRole('button', { name: /Reply to/ })).toBeNull();
    expect(api.calls.find((call) => call.path === '/api/reviews/21/reply')?.body).toEqual({
      body: 'Thank you, Paulo.',
    });
  });

  it('tells that a reply already exists and shows it', async () => {
    let lists = 0;
    const replied = review({ reply: { body: 'Already answered.', created_at: '2025-04-11T09:00:00.000Z' } });
    mockApi({
      'GET /api/listmyReview': () => {
        lists += 1;
        return { json: { success: [lists === 1 ? review() : replied] } };
      },
      'GET /api/listOfParticipants': () => PARTICIPANTS,
      'POST /api/reviews/21/reply': () => ({
        status: 409,
        json: { error: 'x', message: 'x', code: 'reply_exists', requestId: 'test' },
      }),
    });
    mount();
    const item = await screen.findByRole('listitem', { name: 'Paulo Reis' });
    fireEvent.click(within(item).getByRole('button', { name: /^Reply/ }));
    fireEvent.change(within(item).getByLabelText(/^Your public reply/), { target: { value: 'Thanks!' } });
    fireEvent.click(within(item).getByRole('button', { name: 'Publish reply' }));
    expect(await screen.findByText('It already has a reply.')).toBeTruthy();
    expect(await screen.findByText('Already answered.')).toBeTruthy();
  });

  it('explains what reviews are when there is none yet', async () => {
    mockReviews([]);
    mount();
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
  });
});
