import type { AdminReport } from '@acorn/contracts';
import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ReportReviewModal, toReportRow } from './report-queue';

const report: AdminReport = {
  id: 12,
  item_type: 'review',
  item_id: 40,
  reason: 'This company never worked with them.',
  reporter: { id: 5, company_name: 'Ferro Norte' },
  item: {
    title: 'Ana Silva',
    former_member: false,
    text: 'Terrible service, avoid.',
    owner: { id: 9, company_name: 'Tecnimetal' },
  },
  status: 'open',
  decision_reason: null,
  created_at: '2026-11-02T10:00:00.000Z',
  decided_at: null,
};

function server() {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return new Response('{"success":"ok"}', {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ReportReviewModal', () => {
  it('shows the reported text with the reporter and their reason', () => {
    renderWithProviders(
      <ReportReviewModal report={toReportRow(report, 'A former member')} onClose={() => {}} />,
    );
    expect(screen.getByText('Terrible service, avoid.')).toBeTruthy();
    expect(screen.getByText('This company never worked with them.')).toBeTruthy();
    expect(screen.getByText('Reported by Ferro Norte')).toBeTruthy();
  });

  it('names an erased giver only as a former member, in the operator’s words', () => {
    const erased = { ...report, item: { ...report.item, title: 'A former member', former_member: true } };
    renderWithProviders(
      <ReportReviewModal report={toReportRow(erased, 'Um antigo membro')} onClose={() => {}} />,
    );
    expect(screen.getByText('Um antigo membro')).toBeTruthy();
    expect(screen.queryByText('A former member')).toBeNull();
  });

  it('keeps the item without a reason', async () => {
    const calls = server();
    const onClose = vi.fn();
    renderWithProviders(
      <>
        <Notifications />
        <ReportReviewModal report={toReportRow(report, 'A former member')} onClose={onClose} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([{ url: '/api/admin/reports/12/keep', body: undefined }]);
  });

  it('hides the item with the preset reason the operator picked', async () => {
    const calls = server();
    const onClose = vi.fn();
    renderWithProviders(
      <>
        <Notifications />
        <ReportReviewModal report={toReportRow(report, 'A former member')} onClose={onClose} />
      </>,
    );
    fireEvent.change(screen.getByLabelText('Reason for hiding'), { target: { value: 'misleading' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hide it' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        url: '/api/admin/reports/12/hide',
        body: { reason: 'This text seems misleading or not based on a real business relationship.' },
      },
    ]);
  });

  it('offers no decision on a report already decided', () => {
    renderWithProviders(
      <ReportReviewModal
        report={toReportRow({ ...report, status: 'kept' }, 'A former member')}
        onClose={() => {}}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Keep it' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hide it' })).toBeNull();
  });
});
