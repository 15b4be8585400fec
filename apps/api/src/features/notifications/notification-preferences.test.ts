import { NOTIFICATION_KINDS, type NotificationKind, ROLES, TIERS } from '@acorn/contracts';
import { mailQueue, notificationPreferences, notifications } from '@acorn/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDueMail } from '../../integrations/mail/mail-queue';
import { createSmtpTransport } from '../../integrations/mail/mail-transport';
import { bearer } from '../../test/accounts';
import { createUser, type TestUser } from '../../test/factories/accounts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../test/test-app';
import { notify, sendDailyDigests } from './index';
import { MESSAGE_MAIL_DELAY_SECONDS, unsubscribeUrl } from './notifications.service';

let t: TestApp;
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL: 'https://acorn.example' } });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const db = () => t.database.db;
let companies = 0;
const company = (values: Partial<Parameters<typeof createUser>[0]> = {}) =>
  createUser({
    db: db(),
    package_id: TIERS.platinum,
    ...values,
    profile: { company_name: `Preferring ${++companies}` },
  });

const call = (user: TestUser | undefined, method: 'GET' | 'PUT', payload?: unknown) =>
  t.app.inject({
    method,
    url: '/api/notification-preferences',
    headers: user ? bearer(user.token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const choose = (user: TestUser, preferences: { kind: NotificationKind; delivery: string }[]) =>
  call(user, 'PUT', { preferences });

const mailTo = (user: TestUser) =>
  db().select().from(mailQueue).where(eq(mailQueue.to_address, user.email)).orderBy(desc(mailQueue.id));
const noticesOf = (user: TestUser) =>
  db().select().from(notifications).where(eq(notifications.user_id, user.id)).orderBy(desc(notifications.id));

const mail = (to: TestUser, subject: string) => ({
  to: to.email,
  subject,
  html: `<!DOCTYPE html><html><body><p>${subject}</p></body></html>`,
  text: `${subject}\n`,
});

/** An event of `kind` for `user` with its own mail, as a service writes it. */
const event = (user: TestUser, kind: NotificationKind, subject = `About ${kind}`) =>
  db().transaction((tx) =>
    notify({ tx, userId: user.id, kind, itemTitle: 'Cork', mail: mail(user, subject), config: t.config }),
  );

const deliver = (now?: Date) =>
  deliverDueMail({
    db: db(),
    transport: createSmtpTransport(sink.url),
    from: 'Acorn <no-reply@acorn.example>',
    ...(now ? { now } : {}),
  });

describe('notification preferences', () => {
  it('lists every kind a company receives with its delivery, the product’s default until chosen', async () => {
    const member = await company();
    const res = await call(member, 'GET');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { kind: string; delivery: string }[];
    expect(data.map((p) => p.kind)).toEqual(NOTIFICATION_KINDS.filter((k) => k !== 'payment_request_status'));
    expect(data.find((p) => p.kind === 'message')?.delivery).toBe('email');
    expect(data.find((p) => p.kind === 'feedback_received')?.delivery).toBe('app');

    const saved = await choose(member, [
      { kind: 'message', delivery: 'digest' },
      { kind: 'interest', delivery: 'off' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await call(member, 'GET')).json().data as { kind: string; delivery: string }[];
    expect(after.find((p) => p.kind === 'message')?.delivery).toBe('digest');
    expect(after.find((p) => p.kind === 'interest')?.delivery).toBe('off');
    expect(await choose(member, [{ kind: 'message', delivery: 'app' }])).toMatchObject({ statusCode: 200 });
    expect(
      ((await call(member, 'GET')).json().data as { kind: string; delivery: string }[]).find(
        (p) => p.kind === 'message',
      )?.delivery,
    ).toBe('app');
  });

  it('shows an advisor the kinds that reach an advisor, and refuses the others', async () => {
    const advisor = await createUser({ db: db(), cb_roles_id: ROLES.advisor });
    const kinds = ((await call(advisor, 'GET')).json().data as { kind: string }[]).map((p) => p.kind);
    expect(kinds).toContain('payment_request_status');
    expect(kinds).not.toContain('sampling_application');
    const refused = await choose(advisor, [
      { kind: 'payment_request_status', delivery: 'off' },
      { kind: 'sampling_application', delivery: 'off' },
    ]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('notification_kind_unavailable');
    // All or nothing: the allowed kind in a refused call was not stored either.
    expect(
      await db()
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.user_id, advisor.id)),
    ).toEqual([]);
    const member = await company();
    expect((await choose(member, [{ kind: 'payment_request_status', delivery: 'off' }])).statusCode).toBe(
      422,
    );
  });

  it('refuses what is not a list of known kinds and deliveries, never with a server error', async () => {
    const member = await company();
    const bodies: unknown[] = [
      {},
      { preferences: [] },
      { preferences: [{ kind: 'weather', delivery: 'email' }] },
      { preferences: [{ kind: 'message', delivery: 'pigeon' }] },
      { preferences: [{ kind: 'message\u0000', delivery: 'app' }] },
      { preferences: [{ kind: 'message' }] },
      { preferences: Array.from({ length: 500 }, () => ({ kind: 'message', delivery: 'app' })) },
      { preferences: 'all' },
      [],
    ];
    for (const body of bodies) {
      const res = await call(member, 'PUT', body);
      expect([400, 422], `${JSON.stringify(body).slice(0, 60)} → ${res.statusCode}`).toContain(
        res.statusCode,
      );
    }
  });

  it('is for members: a visitor is 401, an operator 403', async () => {
    expect((await call(undefined, 'GET')).statusCode).toBe(401);
    expect(
      (await call(undefined, 'PUT', { preferences: [{ kind: 'message', delivery: 'app' }] })).statusCode,
    ).toBe(401);
    const operator = await createUser({ db: db(), cb_roles_id: ROLES.operator });
    expect((await call(operator, 'GET')).statusCode).toBe(403);
    expect((await choose(operator, [{ kind: 'message', delivery: 'app' }])).statusCode).toBe(403);
  });
});

describe('notify() as the member chose', () => {
  it('off: no notice and no mail', async () => {
    const member = await company();
    await choose(member, [{ kind: 'content_approved', delivery: 'off' }]);
    await event(member, 'content_approved');
    expect(await noticesOf(member)).toEqual([]);
    expect(await mailTo(member)).toEqual([]);
  });

  it('in the app, or in the digest: the notice, no mail now', async () => {
    const member = await company();
    await choose(member, [
      { kind: 'content_approved', delivery: 'app' },
      { kind: 'interest', delivery: 'digest' },
    ]);
    await event(member, 'content_approved');
    await event(member, 'interest');
    expect((await noticesOf(member)).map((n) => n.kind)).toEqual(['interest', 'content_approved']);
    expect(await mailTo(member)).toEqual([]);
  });

  it('by e-mail: the notice and its mail, with one-click unsubscribe and the preferences link', async () => {
    const member = await company();
    await event(member, 'content_approved', 'Cork is published');
    expect(await noticesOf(member)).toHaveLength(1);
    const [queued] = await mailTo(member);
    expect(queued).toMatchObject({ subject: 'Cork is published', status: 'pending', notification_id: null });
    await deliver();
    const received = await sink.waitFor(
      (m) => m.subject === 'Cork is published' && m.to.includes(member.email),
    );
    expect(received.headers['list-unsubscribe']).toBe(
      `<${unsubscribeUrl(t.config, member.id, 'content_approved')}>`,
    );
    expect(received.headers['list-unsubscribe']).toMatch(
      /^<https:\/\/acorn\.example\/unsubscribe\?token=\d+\.content_approved\.[\w-]{43}>$/,
    );
    expect(received.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(received.html).toContain('href="https://acorn.example/notifications/preferences"');
    expect(received.text).toContain('https://acorn.example/notifications/preferences');
  });

  it('by e-mail without a mail of its own: the centre’s sentence, in the member’s language', async () => {
    const owner = await company({ language: 'pt' });
    const applicant = await company();
    await db().transaction((tx) =>
      notify({
        tx,
        userId: owner.id,
        kind: 'sampling_application',
        actorId: applicant.id,
        itemType: 'sampling',
        itemId: 7,
        itemTitle: 'Doze frascos',
        config: t.config,
      }),
    );
    const [queued] = await mailTo(owner);
    expect(queued?.subject).toContain('candidatou-se ao seu sorteio “Doze frascos”');
    expect(queued?.html).toContain('https://acorn.example/iwsb/sampling/7');
    expect(queued?.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });

  it('a message’s mail waits, and is skipped if the member read it meanwhile', async () => {
    const reader = await company();
    await event(reader, 'message', 'A message to read in the app');
    const [waiting] = await mailTo(reader);
    const [notice] = await noticesOf(reader);
    expect(waiting?.notification_id).toBe(notice?.id);
    expect(waiting!.next_attempt_at.getTime() - waiting!.created_at.getTime()).toBeGreaterThanOrEqual(
      (MESSAGE_MAIL_DELAY_SECONDS - 1) * 1000,
    );
    await deliver();
    expect((await mailTo(reader))[0]?.status).toBe('pending');

    await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: bearer(reader.token),
      payload: { ids: [notice!.id] },
    });
    await deliver(new Date(Date.now() + (MESSAGE_MAIL_DELAY_SECONDS + 60) * 1000));
    expect((await mailTo(reader))[0]?.status).toBe('skipped');
    expect(sink.messages.some((m) => m.subject === 'A message to read in the app')).toBe(false);
  });

  it('a message’s mail goes after the wait when the member did not read it', async () => {
    const away = await company();
    await event(away, 'message', 'A message for someone away');
    await deliver(new Date(Date.now() + (MESSAGE_MAIL_DELAY_SECONDS + 60) * 1000));
    expect((await mailTo(away))[0]?.status).toBe('sent');
    const received = await sink.waitFor((m) => m.subject === 'A message for someone away');
    expect(received.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('tells nobody of their own act', async () => {
    const member = await company();
    await db().transaction((tx) =>
      notify({
        tx,
        userId: member.id,
        actorId: member.id,
        kind: 'interest',
        mail: mail(member, 'x'),
        config: t.config,
      }),
    );
    expect(await noticesOf(member)).toEqual([]);
    expect(await mailTo(member)).toEqual([]);
  });
});

describe('one-click unsubscribe', () => {
  const post = (url: string, payload = 'List-Unsubscribe=One-Click') =>
    t.app.inject({
      method: 'POST',
      url: url.replace('https://acorn.example', ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });
  const deliveryOf = async (user: TestUser, kind: string) =>
    ((await call(user, 'GET')).json().data as { kind: string; delivery: string }[]).find(
      (p) => p.kind === kind,
    )?.delivery;

  it('a POST with the link’s token, without a session, moves that kind to the app', async () => {
    const member = await company();
    const url = unsubscribeUrl(t.config, member.id, 'interest');
    const res = await post(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(await deliveryOf(member, 'interest')).toBe('app');
    expect(await deliveryOf(member, 'message')).toBe('email');
    // Again, and from a provider posting multipart: still 200, nothing else changes.
    const again = await t.app.inject({
      method: 'POST',
      url: url.replace('https://acorn.example', ''),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(again.statusCode).toBe(200);
  });

  it('a GET only asks to confirm with a button, and changes nothing', async () => {
    const member = await company({ language: 'es' });
    const url = unsubscribeUrl(t.config, member.id, 'message').replace('https://acorn.example', '');
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<form method="post"');
    expect(res.body).toContain('Darse de baja');
    expect(await deliveryOf(member, 'message')).toBe('email');
  });

  it('the digest’s link moves the kinds read in the digest to the app; an off kind stays off', async () => {
    const member = await company();
    await choose(member, [
      { kind: 'interest', delivery: 'digest' },
      { kind: 'content_denied', delivery: 'digest' },
      { kind: 'message', delivery: 'off' },
    ]);
    expect((await post(unsubscribeUrl(t.config, member.id, 'digest'))).statusCode).toBe(200);
    expect(await deliveryOf(member, 'interest')).toBe('app');
    expect(await deliveryOf(member, 'content_denied')).toBe('app');
    expect((await post(unsubscribeUrl(t.config, member.id, 'message'))).statusCode).toBe(200);
    expect(await deliveryOf(member, 'message')).toBe('off');
  });

  it('a forged or damaged token is a 400 that says nothing more', async () => {
    const member = await company();
    const victim = await company();
    const mine = unsubscribeUrl(t.config, member.id, 'interest');
    const token = new URL(mine).searchParams.get('token')!;
    const forged = token.replace(`${member.id}.`, `${victim.id}.`);
    for (const bad of [
      forged,
      token.replace('interest', 'message'),
      `${token.slice(0, -1)}A`,
      '',
      'x'.repeat(199),
      `${token}\u0000`,
      '99999999999.interest.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    ]) {
      const res = await post(`/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad.slice(0, 30)).toBe(400);
      // A token reads `user.topic.signature`: nothing of it comes back (a request id may hold the digits).
      expect(res.body).not.toContain(`${victim.id}.`);
    }
    expect((await post('/unsubscribe')).statusCode).toBe(400);
    expect(await deliveryOf(victim, 'interest')).toBe('email');
  });
});

describe('the daily digest', () => {
  const digestsTo = async (user: TestUser) =>
    (await mailTo(user)).filter((m) => m.headers?.['List-Unsubscribe']?.includes('.digest.'));

  it('one mail per member a day, listing their digest kinds with links, however many workers run', async () => {
    const now = new Date(Date.now() + 60_000);
    const reader = await company({ language: 'pt' });
    const other = await company();
    const quiet = await company();
    await choose(reader, [{ kind: 'interest', delivery: 'digest' }]);
    await choose(other, [{ kind: 'content_approved', delivery: 'digest' }]);
    await choose(quiet, [{ kind: 'interest', delivery: 'digest' }]);
    const actor = await company();
    await db().transaction(async (tx) => {
      await notify({
        tx,
        userId: reader.id,
        kind: 'interest',
        actorId: actor.id,
        itemType: 'offer',
        itemId: 11,
        itemTitle: 'Rolhas',
      });
      await notify({
        tx,
        userId: reader.id,
        kind: 'interest',
        actorId: actor.id,
        itemType: 'offer',
        itemId: 12,
        itemTitle: 'Cortiça',
      });
      // Not a digest kind for the reader: not in the digest.
      await notify({ tx, userId: reader.id, kind: 'content_denied', itemTitle: 'Fora', reason: 'x' });
      await notify({
        tx,
        userId: other.id,
        kind: 'content_approved',
        itemType: 'post',
        itemId: 5,
        itemTitle: 'News',
      });
      // Read already: nothing to tell.
      await notify({ tx, userId: quiet.id, kind: 'interest', actorId: actor.id, itemTitle: 'Seen' });
    });
    await db().update(notifications).set({ read_at: new Date() }).where(eq(notifications.user_id, quiet.id));

    const mailer = { deliverSoon: () => {} };
    const runs = await Promise.all([
      sendDailyDigests({ db: db(), mailer, config: t.config, now }),
      sendDailyDigests({ db: db(), mailer, config: t.config, now }),
    ]);
    expect(runs[0]! + runs[1]!).toBeGreaterThanOrEqual(2);
    const [digest, ...more] = await digestsTo(reader);
    expect(more).toEqual([]);
    expect(digest?.subject).toContain('2 eventos');
    expect(digest?.html).toContain('https://acorn.example/20-log-market/iws/11');
    expect(digest?.html).toContain('quer o seu “Cortiça”');
    expect(digest?.html).not.toContain('Fora');
    expect(digest?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await digestsTo(other)).toHaveLength(1);
    expect(await digestsTo(quiet)).toEqual([]);

    // A second run the same day sends nothing, even with something new.
    await db().transaction((tx) =>
      notify({ tx, userId: reader.id, kind: 'interest', actorId: actor.id, itemTitle: 'Later' }),
    );
    await db()
      .update(notifications)
      .set({ created_at: new Date(now.getTime() + 2000) })
      .where(eq(notifications.item_title, 'Later'));
    expect(
      await sendDailyDigests({ db: db(), mailer, config: t.config, now: new Date(now.getTime() + 1000) }),
    ).toBe(0);
    expect(await digestsTo(reader)).toHaveLength(1);
    // The next day, only what came since the last digest.
    const tomorrow = new Date(now.getTime() + 24 * 3600_000);
    await sendDailyDigests({ db: db(), mailer, config: t.config, now: tomorrow });
    const [next] = await digestsTo(reader);
    expect(next?.html).toContain('Later');
    expect(next?.html).not.toContain('Rolhas');
    expect(
      await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.user_id, reader.id), eq(notifications.kind, 'interest'))),
    ).toHaveLength(3);
  });
});
