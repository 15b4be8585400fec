import type { AdminPaymentRequest } from '@acorn/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Overlays } from '../../../app/overlays';
import { renderWithProviders } from '../../../test/render';
import { AdminTable } from './admin-table';
import { usePaymentRequestColumns } from './payment-request-queue';

const request = (
  advisor: AdminPaymentRequest['advisor'],
  status: AdminPaymentRequest['status'] = 'Submitted',
): AdminPaymentRequest => ({
  id: 3,
  month: 10,
  year: 2026,
  status,
  advisor,
  participant: { id: 9, company_name: 'Tecnimetal' },
  created_at: '2026-11-02T10:00:00.000Z',
  approved_at: null,
  approved_by: null,
  paid_at: null,
  paid_by: null,
});

function Queue({ rows }: { rows: AdminPaymentRequest[] }) {
  const columns = usePaymentRequestColumns();
  return (
    <AdminTable
      caption="Payment requests"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      loading={false}
      emptyText="None"
    />
  );
}

describe('the payment requests queue', () => {
  it('names an advisor by name and e-mail', () => {
    renderWithProviders(
      <Queue rows={[request({ id: 41, name: 'Rita Sousa', email: 'rita@example.test', erased: false })]} />,
    );
    expect(screen.getAllByText('Rita Sousa').length).toBeGreaterThan(0);
    expect(screen.getAllByText('rita@example.test').length).toBeGreaterThan(0);
  });

  it('names an advisor who erased their account by its number only', () => {
    renderWithProviders(<Queue rows={[request({ id: 41, name: null, email: 'erased:41', erased: true })]} />);
    expect(screen.getAllByText('Erased account #41').length).toBeGreaterThan(0);
    expect(screen.queryByText('erased:41')).toBeNull();
    expect(
      screen.getAllByRole('button', { name: /^Approve the request of Erased account #41 for Tecnimetal/ })
        .length,
    ).toBeGreaterThan(0);
  });

  it('warns before marking an erased advisor’s request paid that it must be paid another way', async () => {
    const erased = { id: 41, name: null, email: 'erased:41', erased: true };
    renderWithProviders(
      <>
        <Queue rows={[request(erased, 'Approved')]} />
        <Overlays />
      </>,
    );
    fireEvent.click(
      screen.getAllByRole('button', { name: /^Mark paid the request of Erased account #41/ })[0]!,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Mark this request as paid?' });
    within(dialog).getByText(
      /Confirm that Erased account #41 has been paid for October 2026 with Tecnimetal/,
    );
    within(dialog).getByText(
      /erased with its bank details: mark it paid only once it has been paid another way/,
    );
  });

  it('asks a named advisor’s approval without the erased account’s warning', async () => {
    const rita = { id: 7, name: 'Rita Sousa', email: 'rita@example.test', erased: false };
    renderWithProviders(
      <>
        <Queue rows={[request(rita)]} />
        <Overlays />
      </>,
    );
    fireEvent.click(screen.getAllByRole('button', { name: /^Approve the request of Rita Sousa/ })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Approve this request?' });
    within(dialog).getByText(/Rita Sousa asks payment for October 2026 with Tecnimetal/);
    expect(within(dialog).queryByText(/account was erased/)).toBeNull();
  });
});
