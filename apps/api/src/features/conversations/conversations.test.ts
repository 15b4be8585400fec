import { ROLES } from '@acorn/contracts';
import {
  advisorProfiles,
  companyProfiles,
  contentItems,
  conversations,
  interests,
  mailQueue,
  memberBlocks,
  notifications,
  users,
} from '@acorn/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/accounts';
import { useContentTestApp } from '../../test/content';
import { createUser, type TestUser } from '../../test/factories/accounts';
import { associateParticipant } from '../../test/factories/admin';
import { createFile } from '../../test/factories/files';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createContentItem } from '../content';
import { multipartBody, pdfDocument } from '../files/files.fixtures';

const kit = useContentTestApp();
const { call } = kit;
const db = () => kit.t.database.db;

/** A company with a name, as the other member reads it. */
async function company(name = 'Corticeira Atlântica') {
  const user = await kit.member();
  await db().update(companyProfiles).set({ company_name: name }).where(eq(companyProfiles.user_id, user.id));
  return user;
}

/** A published offer of `owner`. */
async function offerOf(owner: TestUser) {
  const row = await createContentItem({
    tx: db(),
    ownerId: owner.id,
    type: 'offer',
    fields: { title: 'Cork stoppers, 10,000 a month', description: '<p>Natural cork.</p>' },
  });
  await kit.approve('offer', row.id);
  return row.id;
}

/** Two companies that dealt before (one wanted the other's offer): their conversations open at once. */
async function acquainted() {
  const seller = await company('Nortejo Consulting');
  const buyer = await company('Gama & Filhos');
  const offer = await offerOf(seller);
  await db().insert(interests).values({ user_id: buyer.id, content_id: offer });
  return { seller, buyer, offer };
}

const start = (user: TestUser, body: object) => call(user, 'POST', '/conversations', body);
const send = (user: TestUser, id: number, body: object) =>
  call(user, 'POST', `/conversations/${id}/messages`, body);
const thread = (user: TestUser, id: number, query = '') =>
  call(user, 'GET', `/conversations/${id}/messages${query}`);
const folder = (user: TestUser, name: 'inbox' | 'requests') =>
  call(user, 'GET', `/conversations?folder=${name}`);

async function upload(user: TestUser, name: string, contentType: string, data: Buffer) {
  const body = multipartBody([
    { name: 'purpose', value: 'document' },
    { name: 'file', filename: name, contentType, data },
  ]);
  return kit.t.app.inject({
    method: 'POST',
    url: '/api/files',
    payload: body.payload,
    headers: { ...bearer(user.token), 'content-type': body.contentType },
  });
}

describe('first contact and requests', () => {
  it('lands in the recipient’s requests; the sender waits; accepting opens it', async () => {
    const sender = await company('Gama & Filhos');
    const recipient = await company('Nortejo Consulting');
    const offer = await offerOf(recipient);

    const res = await start(sender, {
      to_user_id: recipient.id,
      item_type: 'offer',
      item_id: offer,
      body: 'Hello',
    });
    expect(res.statusCode, res.body).toBe(200);
    const conversation = res.json().data;
    expect(conversation).toMatchObject({
      status: 'request',
      started_by_me: true,
      other: { id: recipient.id, name: 'Nortejo Consulting', role: 1 },
      item: { type: 'offer', id: offer, title: 'Cork stoppers, 10,000 a month' },
      unread: 0,
      last_message: { body: 'Hello', sender_id: sender.id, files: 0 },
    });

    const inbox = (await folder(sender, 'inbox')).json();
    expect(inbox.data.map((c: { id: number }) => c.id)).toEqual([conversation.id]);
    expect((await folder(recipient, 'inbox')).json().data).toEqual([]);
    const requests = (await folder(recipient, 'requests')).json();
    expect(requests.data).toEqual([
      expect.objectContaining({ id: conversation.id, status: 'request', started_by_me: false, unread: 1 }),
    ]);
    expect(requests.meta).toMatchObject({ total: 1, requests: 1, unread: 0 });

    // A request is a notice only: no mail.
    expect(await db().select().from(mailQueue).where(eq(mailQueue.to_address, recipient.email))).toEqual([]);
    const notices = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, recipient.id), eq(notifications.kind, 'message')));
    expect(notices).toEqual([
      expect.objectContaining({ actor_id: sender.id, item_id: offer, message: 'Hello' }),
    ]);

    const again = await send(sender, conversation.id, { body: 'Hello again?' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('conversation_request_pending');
    const restart = await start(sender, {
      to_user_id: recipient.id,
      item_type: 'offer',
      item_id: offer,
      body: 'Hi',
    });
    expect(restart.json().code).toBe('conversation_request_pending');
    expect((await call(sender, 'POST', `/conversations/${conversation.id}/accept`)).json().code).toBe(
      'conversation_not_request',
    );

    const accepted = await call(recipient, 'POST', `/conversations/${conversation.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.status).toBe('open');
    expect((await folder(recipient, 'requests')).json().meta.requests).toBe(0);
    expect((await folder(recipient, 'inbox')).json().data).toHaveLength(1);
    expect((await send(sender, conversation.id, { body: 'Thanks!' })).statusCode).toBe(200);
    // Open now: the message is mailed, with the link to the thread.
    const [mail] = await db().select().from(mailQueue).where(eq(mailQueue.to_address, recipient.email));
    expect(mail?.text).toContain(`/messages/${conversation.id}`);
    expect(mail?.text).not.toContain(sender.email);
  });

  it('declined: the sender may not write again, and the recipient no longer sees it', async () => {
    const sender = await company();
    const recipient = await company();
    const { id } = (await start(sender, { to_user_id: recipient.id, body: 'Buy our cork' })).json().data;
    const declined = await call(recipient, 'POST', `/conversations/${id}/decline`);
    expect(declined.json().data.status).toBe('declined');
    expect((await folder(recipient, 'requests')).json().data).toEqual([]);
    expect((await folder(recipient, 'inbox')).json().data).toEqual([]);
    const refused = await send(sender, id, { body: 'Please?' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('conversation_request_declined');
    expect((await call(recipient, 'POST', `/conversations/${id}/accept`)).statusCode).toBe(409);
  });

  it('opens at once between companies that dealt before, and between a company and its advisor', async () => {
    const { seller, buyer, offer } = await acquainted();
    const res = await start(seller, {
      to_user_id: buyer.id,
      item_type: 'offer',
      item_id: offer,
      body: 'Thanks for your interest',
    });
    expect(res.json().data.status).toBe('open');

    const { advisor, participant } = await associateParticipant({ db: db() });
    const toAdvisor = await start(participant, { to_user_id: advisor.id, body: 'Can we talk?' });
    expect(toAdvisor.statusCode, toAdvisor.body).toBe(200);
    expect(toAdvisor.json().data).toMatchObject({ status: 'open', other: { id: advisor.id, role: 2 } });
    const back = await start(advisor, { to_user_id: participant.id, body: 'Sure' });
    expect(back.json().data.id).toBe(toAdvisor.json().data.id);

    // An advisor who hides their identity reads 'Nondisclosure'.
    await db()
      .update(advisorProfiles)
      .set({ hide_identity: true })
      .where(eq(advisorProfiles.user_id, advisor.id));
    const listed = (await folder(participant, 'inbox')).json().data[0];
    expect(listed.other).toMatchObject({ name: 'Nondisclosure', logo: null });
  });

  it('keeps the title of an item deleted since, without its id', async () => {
    const { seller, buyer, offer } = await acquainted();
    await start(buyer, {
      to_user_id: seller.id,
      item_type: 'offer',
      item_id: offer,
      body: 'Still for sale?',
    });
    await db().delete(contentItems).where(eq(contentItems.id, offer));
    const [listed] = (await folder(seller, 'inbox')).json().data;
    expect(listed.item).toEqual({ type: 'offer', id: null, title: 'Cork stoppers, 10,000 a month' });
  });

  it('refuses pairs the product does not connect, without telling who exists', async () => {
    const member = await company();
    const { advisor } = await associateParticipant({ db: db() });
    const otherAdvisor = await createUser({ db: db(), cb_roles_id: ROLES.advisor });
    for (const to of [advisor.id, kit.operator.id, 2 ** 31 - 1]) {
      const res = await start(member, { to_user_id: to, body: 'Hello' });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('user_not_found');
    }
    expect((await start(advisor, { to_user_id: otherAdvisor.id, body: 'Hi' })).statusCode).toBe(404);
    expect((await start(member, { to_user_id: member.id, body: 'Me' })).json().code).toBe('message_to_self');
    // An item of neither member, or one the caller may not see.
    const third = await company();
    const offer = await offerOf(third);
    const foreign = await start(member, {
      to_user_id: (await company()).id,
      item_type: 'offer',
      item_id: offer,
      body: 'Hi',
    });
    expect(foreign.json().code).toBe('content_not_found');
    expect((await start(kit.operator, { to_user_id: member.id, body: 'Hi' })).statusCode).toBe(403);
    // A read-only account takes no action on others (spec §2).
    const readOnly = await company('Read Only Lda');
    await db().update(users).set({ is_read_only: true }).where(eq(users.id, readOnly.id));
    const refused = await start(readOnly, { to_user_id: member.id, body: 'Hi' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forbidden');
  });
});

describe('only the two members', () => {
  it('read a conversation, its messages and its files; another member 404, an operator 403, a stranger 401', async () => {
    const { seller, buyer } = await acquainted();
    const pdf = await upload(buyer, 'quote.pdf', 'application/pdf', await pdfDocument('Quote'));
    expect(pdf.statusCode, pdf.body).toBe(200);
    const fileId = pdf.json().id as number;
    const { id } = (await start(buyer, { to_user_id: seller.id, body: 'Our quote', files: [fileId] })).json()
      .data;

    const page = await thread(seller, id);
    expect(page.statusCode, page.body).toBe(200);
    const [message] = page.json().data;
    expect(message).toMatchObject({ sender_id: buyer.id, body: 'Our quote' });
    expect(message.files).toEqual([
      expect.objectContaining({
        id: fileId,
        content_type: 'application/pdf',
        url: `/api/protected/files/${fileId}`,
      }),
    ]);
    for (const member of [seller, buyer]) {
      expect((await call(member, 'GET', `/protected/files/${fileId}`)).statusCode).toBe(200);
    }

    const stranger = await company();
    expect((await thread(stranger, id)).statusCode).toBe(404);
    expect((await send(stranger, id, { body: 'Intruding' })).statusCode).toBe(404);
    expect((await call(stranger, 'POST', `/conversations/${id}/read`, {})).statusCode).toBe(404);
    expect((await call(stranger, 'POST', `/conversations/${id}/block`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/protected/files/${fileId}`)).statusCode).toBe(404);
    expect((await folder(stranger, 'inbox')).json().data).toEqual([]);
    expect((await thread(kit.operator, id)).statusCode).toBe(403);
    expect((await call(kit.operator, 'GET', `/protected/files/${fileId}`)).statusCode).toBe(404);
    const anonymous = await kit.t.app.inject({ method: 'GET', url: `/api/conversations/${id}/messages` });
    expect(anonymous.statusCode).toBe(401);
    expect((await kit.t.app.inject({ method: 'GET', url: '/api/conversations/events' })).statusCode).toBe(
      401,
    );
  });
});

describe('unread counts, read marks and blocks', () => {
  it('counts what the other member wrote after the read mark, and reading clears it', async () => {
    const { seller, buyer } = await acquainted();
    const { id } = (await start(buyer, { to_user_id: seller.id, body: 'One' })).json().data;
    await send(buyer, id, { body: 'Two' });
    const list = (await folder(seller, 'inbox')).json();
    expect(list.data[0]).toMatchObject({ id, unread: 2, last_message: { body: 'Two' } });
    expect(list.meta.unread).toBe(2);
    expect((await folder(buyer, 'inbox')).json().meta.unread).toBe(0);

    const messages = (await thread(seller, id)).json().data as Array<{ id: number }>;
    const first = messages[0]?.id as number;
    expect((await call(seller, 'POST', `/conversations/${id}/read`, { message_id: first })).json()).toEqual({
      unread: 1,
      requests: 0,
    });
    expect((await thread(buyer, id)).json().meta.other_read_message_id).toBe(first);
    expect((await call(seller, 'POST', `/conversations/${id}/read`, {})).json()).toEqual({
      unread: 0,
      requests: 0,
    });
    // A mark never goes back, nor past the newest message.
    await call(seller, 'POST', `/conversations/${id}/read`, { message_id: first });
    await call(seller, 'POST', `/conversations/${id}/read`, { message_id: 2 ** 31 - 1 });
    expect((await thread(buyer, id)).json().meta.other_read_message_id).toBe(messages[1]?.id);
    const unread = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, seller.id), eq(notifications.kind, 'message')));
    expect(unread.every((notice) => notice.read_at !== null)).toBe(true);

    // Paging back in time.
    const older = (await thread(seller, id, `?perPage=1`)).json();
    expect(older.meta.has_more).toBe(true);
    expect(older.data.map((m: { body: string }) => m.body)).toEqual(['Two']);
    const before = (await thread(seller, id, `?perPage=1&before=${older.data[0].id}`)).json();
    expect(before.data.map((m: { body: string }) => m.body)).toEqual(['One']);
    expect(before.meta.has_more).toBe(false);
  });

  it('a block stops messages both ways, and new conversations, until it is lifted', async () => {
    const { seller, buyer, offer } = await acquainted();
    const { id } = (await start(buyer, { to_user_id: seller.id, body: 'Hello' })).json().data;
    const blocked = await call(seller, 'POST', `/conversations/${id}/block`);
    expect(blocked.json().data.blocked).toBe(true);
    for (const [user, to] of [
      [buyer, seller],
      [seller, buyer],
    ] as const) {
      const res = await send(user, id, { body: 'Still there?' });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('conversation_blocked');
      const fresh = await start(user, { to_user_id: to.id, item_type: 'offer', item_id: offer, body: 'New' });
      expect(fresh.json().code).toBe('conversation_blocked');
    }
    const lifted = await call(seller, 'DELETE', `/conversations/${id}/block`);
    expect(lifted.json().data.blocked).toBe(false);
    expect(await db().select().from(memberBlocks).where(eq(memberBlocks.user_id, seller.id))).toEqual([]);
    expect((await send(buyer, id, { body: 'Hello again' })).statusCode).toBe(200);
  });

  it('two starts at once make one conversation', async () => {
    const { seller, buyer, offer } = await acquainted();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        start(n % 2 ? seller : buyer, {
          to_user_id: n % 2 ? buyer.id : seller.id,
          item_type: 'offer',
          item_id: offer,
          body: `Hi ${n}`,
        }),
      ),
    );
    expect(results.map((res) => res.statusCode)).toEqual(Array(6).fill(200));
    const rows = await db().select().from(conversations).where(eq(conversations.item_id, offer));
    expect(rows).toHaveLength(1);
    expect((await thread(seller, rows[0]?.id as number)).json().data).toHaveLength(6);
  });
});

describe('bad input', () => {
  it('is refused with 4xx, never 500', async () => {
    const { seller, buyer } = await acquainted();
    const { id } = (await start(buyer, { to_user_id: seller.id, body: 'Hello' })).json().data;
    const nul = await send(buyer, id, { body: 'a\u0000b' });
    expect(nul.statusCode).toBeGreaterThanOrEqual(400);
    expect(nul.statusCode).toBeLessThan(500);
    expect((await start(buyer, { to_user_id: 2 ** 31, body: 'Hi' })).statusCode).toBe(422);
    expect((await thread(buyer, 2 ** 31)).statusCode).toBe(400);
    expect((await call(buyer, 'GET', '/conversations?perPage=1000000')).statusCode).toBe(400);
    expect((await thread(buyer, id, '?perPage=1000000')).statusCode).toBe(400);
    expect((await call(buyer, 'GET', '/conversations?folder=spam')).statusCode).toBe(400);
    expect((await send(buyer, id, { body: 'x'.repeat(5001) })).statusCode).toBe(422);
    expect((await start(buyer, { to_user_id: seller.id, item_id: 5, body: 'Hi' })).statusCode).toBe(422);

    // Files: only the sender's own private images and PDFs.
    const foreign = await createFile({ db: db(), owner: seller });
    const stolen = await send(buyer, id, { body: 'See', files: [foreign.id] });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().code).toBe('message_file_invalid');
    const exe = await upload(
      buyer,
      'setup.exe',
      'application/octet-stream',
      Buffer.from('MZ\x90\x00\x03', 'latin1'),
    );
    expect(exe.statusCode).toBe(422);
    const storedExe = await createFile({
      db: db(),
      owner: buyer,
      original_name: 'setup.exe',
      content_type: 'application/x-msdownload',
    });
    expect((await send(buyer, id, { body: 'Run it', files: [storedExe.id] })).json().code).toBe(
      'message_file_invalid',
    );
    const missing = await send(buyer, id, { body: 'See', files: [2 ** 31 - 1] });
    expect(missing.json().code).toBe('message_file_invalid');
    const own = await createFile({ db: db(), owner: buyer });
    expect((await send(buyer, id, { body: 'Our PDF', files: [own.id] })).statusCode).toBe(200);
  });
});

describe('reports', () => {
  it('a member reports a conversation of theirs; the queue shows its messages and the other member', async () => {
    const { seller, buyer } = await acquainted();
    const { id } = (await start(buyer, { to_user_id: seller.id, body: 'Pay me first or else' })).json().data;
    const stranger = await company();
    const report = { item_type: 'conversation', item_id: id, reason: 'Threats' };
    expect((await call(stranger, 'POST', '/reports', report)).statusCode).toBe(404);
    expect((await call(seller, 'POST', '/reports', report)).statusCode).toBe(200);
    const queue = (await call(kit.operator, 'GET', '/admin/reports?perPage=200')).json().data;
    const entry = queue.find(
      (row: { item_type: string; item_id: number }) => row.item_type === 'conversation' && row.item_id === id,
    );
    expect(entry.item.text).toContain('Pay me first or else');
    expect(entry.item.owner.id).toBe(buyer.id);
    expect(entry.reporter.id).toBe(seller.id);

    const hidden = await call(kit.operator, 'POST', `/admin/reports/${entry.id}/hide`, {
      reason: 'Threatening messages',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const refused = await send(buyer, id, { body: 'Still here' });
    expect(refused.json().code).toBe('conversation_blocked');
  });
});

/** The event stream of `user` on a listening app: its events one by one. */
async function openStream(base: string, user: TestUser) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/conversations/events`, {
    headers: bearer(user.token),
    signal: controller.signal,
  });
  const body = res.body;
  if (!body) throw new Error('no body');
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const next = async (): Promise<{ event: string; data: unknown }> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) return { event, data: JSON.parse(data) };
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  };
  return { res, next, close: () => controller.abort() };
}

describe('the event stream', () => {
  let base: string;
  beforeAll(async () => {
    base = await kit.t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('delivers a message to the recipient as it is sent', async () => {
    const { seller, buyer } = await acquainted();
    const stream = await openStream(base, seller);
    try {
      expect(stream.res.headers.get('content-type')).toContain('text/event-stream');
      expect(stream.res.headers.get('cache-control')).toBe('no-store');
      expect(stream.res.headers.get('x-accel-buffering')).toBe('no');
      expect(await stream.next()).toEqual({ event: 'ready', data: { unread: 0, requests: 0 } });
      const started = (await start(buyer, { to_user_id: seller.id, body: 'Live!' })).json().data;
      expect(await stream.next()).toMatchObject({
        event: 'conversation',
        data: { id: started.id, status: 'open' },
      });
      expect(await stream.next()).toMatchObject({
        event: 'message',
        data: { conversation_id: started.id, sender_id: buyer.id, body: 'Live!' },
      });
      await call(seller, 'POST', `/conversations/${started.id}/read`, {});
      expect(await stream.next()).toMatchObject({
        event: 'read',
        data: { conversation_id: started.id, user_id: seller.id },
      });
    } finally {
      stream.close();
    }
  });
});

describe('two instances on one database', () => {
  let second: TestApp;
  let base: string;
  beforeAll(async () => {
    second = await createTestApp({ sameDatabaseAs: kit.t });
    base = await second.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second.close();
  });

  it('a message posted on one reaches a stream on the other', async () => {
    const { seller, buyer } = await acquainted();
    const stream = await openStream(base, seller);
    try {
      expect((await stream.next()).event).toBe('ready');
      const started = (await start(buyer, { to_user_id: seller.id, body: 'Across instances' })).json().data;
      expect((await stream.next()).event).toBe('conversation');
      expect(await stream.next()).toMatchObject({
        event: 'message',
        data: { conversation_id: started.id, body: 'Across instances' },
      });
    } finally {
      stream.close();
    }
  });

  it('ends its open streams when it drains, so shutting down does not wait for them', async () => {
    const { seller } = await acquainted();
    const stream = await openStream(base, seller);
    expect((await stream.next()).event).toBe('ready');
    await second.app.drain();
    await expect(stream.next()).rejects.toThrow('the stream ended');
  });
});
