import type { AdminPackage } from '@acorn/contracts';
import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PACKAGES } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { PlanFeaturesForm } from './plan-features-form';

const TIERS: AdminPackage[] = PACKAGES.map(
  ({ id, name, name_prt, name_spn, monthly_cost, yearly_cost, available_features }) => ({
    id,
    name,
    name_prt,
    name_spn,
    monthly_cost,
    yearly_cost,
    available_features,
  }),
);
const gold = TIERS[2]!;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers each PUT with the tier as sent, or with `refusal` for the tier ids it names. */
function server(refusal: { ids: number[]; status: number; body: unknown } | null = null) {
  const calls: { url: string; body: { available_features: string[] } }[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body));
    calls.push({ url, body });
    const id = Number(/packages\/(\d+)\//.exec(url)?.[1]);
    if (refusal?.ids.includes(id)) return json(refusal.status, refusal.body);
    return json(200, { ...TIERS.find((tier) => tier.id === id), ...body });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

function renderMatrix() {
  return renderWithProviders(
    <>
      <Notifications />
      <PlanFeaturesForm packages={TIERS} refreshing={false} />
    </>,
  );
}

const box = (name: string) => screen.getAllByRole('checkbox', { name })[0] as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PlanFeaturesForm', () => {
  it('names each box by tier and feature and ticks what each tier has', () => {
    renderMatrix();
    expect(box('Gold: 20 LOG market').checked).toBe(true);
    expect(box('Crystal: 20 LOG market').checked).toBe(false);
    expect(box('Platinum: Advisor').checked).toBe(true);
    expect(box('Gold: Advisor').checked).toBe(false);
    expect(save().disabled).toBe(true);
    expect(screen.getByText('No unsaved changes')).toBeTruthy();
  });

  it('saves only the tiers changed, with their whole set, and says so', async () => {
    const calls = server();
    renderMatrix();
    fireEvent.click(box('Gold: 20 LOG market'));
    fireEvent.click(box('Crystal: Scoring board'));
    expect(screen.getByText('Unsaved changes: Crystal and Gold')).toBeTruthy();
    fireEvent.click(save());
    expect(await screen.findByText('Features saved for Crystal and Gold.')).toBeTruthy();
    expect(calls.map((call) => call.url)).toEqual([
      '/api/admin/packages/1/features',
      '/api/admin/packages/3/features',
    ]);
    const sent = (index: number) => [...(calls[index]?.body.available_features ?? [])].sort();
    expect(sent(1)).toEqual(
      gold.available_features.filter((feature) => feature !== 'LOG_MARKET_FEATURE').sort(),
    );
    expect(sent(0)).toEqual([...TIERS[0]!.available_features, 'SCORING_BOARD_FEATURE'].sort());
  });

  it('tells a refusal in the words of the error contract and keeps the edit', async () => {
    server({
      ids: [3],
      status: 404,
      body: {
        error: 'This plan does not exist',
        message: 'This plan does not exist',
        code: 'plan_not_found',
      },
    });
    renderMatrix();
    fireEvent.click(box('Gold: 20 LOG market'));
    fireEvent.click(save());
    expect(await screen.findByText('This plan does not exist')).toBeTruthy();
    await waitFor(() => expect(save().disabled).toBe(false));
    expect(box('Gold: 20 LOG market').checked).toBe(false);
    expect(screen.getByText('Unsaved changes: Gold')).toBeTruthy();
  });

  it('warns of a feature no tier has, and discards changes', () => {
    renderMatrix();
    fireEvent.click(box('Platinum: Advisor'));
    expect(screen.getAllByText('In no plan: nobody can use it').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(box('Platinum: Advisor').checked).toBe(true);
    expect(screen.queryByText('In no plan: nobody can use it')).toBeNull();
  });
});
