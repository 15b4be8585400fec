import type { Notification } from '@acorn/contracts';
import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { createTestI18n, renderWithProviders } from '../../../test/render';
import { configuredClient, mockApi } from '../../accounts/testing/mock-api';
import { notificationText } from '../notification-text';
import { NotificationBell } from './notification-bell';
import { NotificationCentre } from './notification-centre';

const notification = (overrides: Partial<Notification> = {}): Notification => ({
  id: 1,
  kind: 'content_approved',
  actor: null,
  item: { type: 'offer', id: 40, title: 'Cork stoppers' },
  reason: null,
  message: null,
  read: false,
  created_at: '2026-03-02T10:00:00.000Z',
  ...overrides,
});

const quinta = { id: 12, company_name: 'Quinta Azul', logo: null };

const KINDS: [Partial<Notification>, string, string, string][] = [
  [
    {},
    'Your listing “Cork stoppers” was approved',
    'A sua publicação “Cork stoppers” foi aprovada',
    'Tu publicación «Cork stoppers» ha sido aprobada',
  ],
  [
    { kind: 'content_denied', reason: 'No price' },
    'Your listing “Cork stoppers” was denied: No price',
    'A sua publicação “Cork stoppers” foi recusada: No price',
    'Tu publicación «Cork stoppers» ha sido rechazada: No price',
  ],
  [
    { kind: 'interest', actor: quinta },
    'Quinta Azul wants your “Cork stoppers”',
    'Quinta Azul quer o seu “Cork stoppers”',
    'Quinta Azul quiere tu «Cork stoppers»',
  ],
  [
    { kind: 'message', actor: quinta, message: 'Can you ship to Porto?' },
    'Quinta Azul sent you a message about “Cork stoppers”',
    'Quinta Azul enviou-lhe uma mensagem sobre “Cork stoppers”',
    'Quinta Azul te ha enviado un mensaje sobre «Cork stoppers»',
  ],
  [
    { kind: 'feedback_received', actor: quinta, item: { type: 'review', id: 3, title: 'Quinta Azul' } },
    'Quinta Azul gave you a review',
    'Quinta Azul deu-lhe uma avaliação',
    'Quinta Azul te ha dado una reseña',
  ],
  [
    {
      kind: 'feedback_requested',
      actor: quinta,
      item: { type: 'testimonial', id: null, title: 'Quinta Azul' },
    },
    'Quinta Azul asks you for a testimonial',
    'Quinta Azul pede-lhe um testemunho',
    'Quinta Azul te pide un testimonio',
  ],
  [
    { kind: 'sampling_application', actor: quinta, item: { type: 'sampling', id: 8, title: 'Anchovies' } },
    'Quinta Azul applied for your giveaway “Anchovies”',
    'Quinta Azul candidatou-se ao seu sorteio “Anchovies”',
    'Quinta Azul se ha apuntado a tu sorteo «Anchovies»',
  ],
  [
    {
      kind: 'payment_request_status',
      item: { type: 'payment_request', id: 5, title: '2026-01' },
      reason: 'Paid',
    },
    'Your payment request for 2026-01 is now paid',
    'O seu pedido de pagamento de 2026-01 está agora pago',
    'Tu solicitud de pago de 2026-01 ahora está pagada',
  ],
  [
    { kind: 'credential_approved', item: { type: 'certificate', id: 2, title: 'ISO 9001' } },
    'Your certificate “ISO 9001” was approved',
    'O seu certificado “ISO 9001” foi aprovado',
    'Tu certificado «ISO 9001» ha sido aprobado',
  ],
  [
    { kind: 'credential_declined', item: { type: 'award', id: 2, title: 'Best cork' } },
    'Your award “Best cork” was declined',
    'O seu prémio “Best cork” foi recusado',
    'Tu premio «Best cork» ha sido rechazado',
  ],
  [
    { kind: 'feedback_hidden', item: { type: 'review', id: 4, title: 'Quinta Azul' }, reason: 'Insults' },
    'A review about Quinta Azul was hidden: Insults',
    'Uma avaliação sobre Quinta Azul foi ocultada: Insults',
    'Una reseña sobre Quinta Azul ha sido ocultada: Insults',
  ],
  [
    { kind: 'something_new' },
    'You have a new notification',
    'Tem uma nova notificação',
    'Tienes una notificación nueva',
  ],
];

describe('notification sentences', () => {
  it.each(KINDS)('reads %o in English, Portuguese and Spanish', (overrides, en, pt, es) => {
    const text = notificationText(notification(overrides));
    for (const [language, expected] of [
      ['en', en],
      ['pt', pt],
      ['es', es],
    ] as const) {
      const t = createTestI18n(language).getFixedT(language, 'notifications');
      const values = { ...text.values };
      for (const [name, key] of Object.entries(text.valueKeys ?? {})) values[name] = t(key);
      expect(t(text.key, values)).toBe(expected);
    }
  });

  it('links to what it concerns where there is a page', () => {
    expect(notificationText(notification()).href).toBe('/20-log-market/iws/40');
    expect(notificationText(notification({ kind: 'message', actor: quinta, item: null })).href).toBe(
      '/company/12',
    );
    expect(
      notificationText(
        notification({ kind: 'feedback_received', item: { type: 'testimonial', id: 1, title: 'X' } }),
      ).href,
    ).toBe('/referrals');
    expect(notificationText(notification({ kind: 'something_new' })).href).toBeNull();
  });
});

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const page = (data: Notification[], unread: number) => ({
  json: {
    data,
    meta: { current_page: 1, last_page: 1, per_page: data.length || 1, total: data.length, unread },
  },
});

function mount(items: Notification[], unread: number, routes: Parameters<typeof mockApi>[0] = {}) {
  sessionStore.start({ token: 'token', role: 1 });
  let count = unread;
  const api = mockApi({
    'GET /api/notifications': () => page(items, count),
    'POST /api/notifications/read': (call) => {
      const body = call.body as { ids?: number[]; all?: boolean };
      count = body.all ? 0 : count - (body.ids?.length ?? 0);
      return { json: { unread: count } };
    },
    ...routes,
  });
  renderWithProviders(
    <>
      <Notifications />
      <header>
        <NotificationBell size={38} />
      </header>
      <main>
        <NotificationCentre />
      </main>
    </>,
    { queryClient: configuredClient(), route: '/notifications' },
  );
  return api;
}

describe('NotificationCentre and the bell', () => {
  it('lists the notifications, marks the unread ones, and passes axe', async () => {
    mount([notification({ id: 2, kind: 'interest', actor: quinta }), notification({ id: 1, read: true })], 1);
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeTruthy();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Unread:');
    expect(
      within(items[0]!).getByRole('link', { name: 'Quinta Azul wants your “Cork stoppers”' }),
    ).toBeTruthy();
    expect(items[1]!.textContent).not.toContain('Unread:');
    expect(within(items[1]!).queryByRole('button', { name: /Mark as read/ })).toBeNull();
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('marks one read with its id, and the badge counts down', async () => {
    const api = mount([notification({ id: 7, kind: 'interest', actor: quinta }), notification({ id: 6 })], 2);
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeTruthy();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Mark as read: Quinta Azul wants your “Cork stoppers”' }),
    );
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/api/notifications/read')?.body).toEqual({ ids: [7] });
  });

  it('marks all read, and the badge goes', async () => {
    const api = mount([notification({ id: 7 }), notification({ id: 6 })], 2);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('link', { name: 'Notifications, 0 unread' })).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/api/notifications/read')?.body).toEqual({ all: true });
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );
  });

  it('says when there is nothing', async () => {
    mount([], 0);
    expect(
      await screen.findByText('Nothing new. Approvals, Wants, messages and feedback show up here.'),
    ).toBeTruthy();
  });

  it('shows the error with a retry when the list fails', async () => {
    mount([], 0, { 'GET /api/notifications': () => ({ status: 503, json: undefined }) });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Retry|Try again/ })).toBeTruthy();
  });

  it('has no bell for an operator', async () => {
    sessionStore.start({ token: 'token', role: 3 });
    mockApi({});
    renderWithProviders(<NotificationBell size={38} />, { queryClient: configuredClient() });
    expect(screen.queryByRole('link', { name: /Notifications/ })).toBeNull();
  });
});
