import type { AdminPaymentRequest } from '@acorn/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AdminTable } from './admin-table';
import { usePaymentRequestColumns } from './payment-request-queue';

const request = (advisor: AdminPaymentRequest['advisor']): AdminPaymentRequest => ({
  id: 3,
  month: 10,
  year: 2026,
  status: 'Submitted',
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
});
