import { feedbackRequests } from '@acorn/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from '../../integrations/mail/mail-queue';
import { createMailTransport } from '../../integrations/mail/mail-transport';
import { uniqueEmail } from '../../test/accounts';
import type { TestUser } from '../../test/factories/accounts';
import { useFeedbackTestApp } from '../../test/feedback';
import { mailedReferralCode, referralBody, referralCalls } from '../referrals/referrals.fixtures';
import { remindUnansweredAsks } from './feedback.service';
import { runFeedbackReminders } from './feedback-reminder';

const kit = useFeedbackTestApp(referralCalls);
const { db, company } = kit;
let mailer: Mailer;
beforeAll(() => {
  mailer = createMailer({
    db: db(),
    transport: createMailTransport(kit.t.config),
    from: kit.t.config.mailFrom,
    log: { info() {}, warn() {}, error() {} },
  });
});
afterAll(async () => {
  await mailer.stop();
});

const remind = () => remindUnansweredAsks({ db: db(), config: kit.t.config, mailer });

/** Every request of `companyId`, moved to `days` ago. */
async function ageAsks(companyId: number, days: number) {
  await db()
    .update(feedbackRequests)
    .set({ created_at: sql`now() - make_interval(days => ${days})` })
    .where(eq(feedbackRequests.user_id, companyId));
}

const requestsOf = (companyId: number) =>
  db().select().from(feedbackRequests).where(eq(feedbackRequests.user_id, companyId));

async function askMember(asker: TestUser, member: TestUser) {
  const res = await kit.api.permit(asker.token, {
    participant: member.id,
    request_type: 'ask',
    reffer_type: 'recommendation',
  });
  expect(res.statusCode, res.body).toBe(200);
  return mailedReferralCode(kit.sink, member.email);
}

describe('the reminder of an unanswered ask', () => {
  it('mails once, after seven days, a fresh link in the member’s language; the first link stops working', async () => {
    const asker = await company({ profile: { company_name: 'Nortejo' } });
    const member = await company({ language: 'pt' });
    const { code: first } = await askMember(asker, member);
    await ageAsks(asker.id, 6);
    expect(await remind()).toBe(0);

    await ageAsks(asker.id, 8);
    const [before] = await requestsOf(asker.id);
    expect(await remind()).toBe(1);
    const { code, page, message } = await mailedReferralCode(kit.sink, member.email);
    expect(page).toBe('referral');
    expect(message.subject).toContain('lembrete');
    expect(message.text).toContain('Nortejo');
    expect(code).not.toBe(first);
    const [after] = await requestsOf(asker.id);
    expect(after?.reminded_at).toBeInstanceOf(Date);
    expect(after?.expires_at).toEqual(before?.expires_at);
    expect(after?.code_hash).not.toBe(before?.code_hash);

    expect((await kit.api.validate(first, member.token)).statusCode).toBe(422);
    expect((await kit.api.validate(code, member.token)).statusCode).toBe(200);
    expect(await remind()).toBe(0);
    expect((await kit.api.submit(referralBody(code, 'recommendation'), member.token)).statusCode).toBe(200);
  });

  it('mails a guest at the address asked, to the guests’ page, in the asker’s language', async () => {
    const asker = await company({ language: 'es' });
    const email = uniqueEmail('guest');
    const res = await kit.api.permit(asker.token, {
      public_request: 'yes',
      request_type: 'ask',
      reffer_type: 'testimonial',
      name: 'Rui Lopes',
      email,
      email_content: 'A few words?',
    });
    expect(res.statusCode, res.body).toBe(200);
    await mailedReferralCode(kit.sink, email);
    await ageAsks(asker.id, 10);
    expect(await remind()).toBe(1);
    const { code, page, message } = await mailedReferralCode(kit.sink, email);
    expect(page).toBe('guest-referral');
    expect(message.text).toContain('Rui Lopes');
    expect(message.subject).toContain('recordatorio');
    expect((await kit.api.validate(code)).statusCode).toBe(200);
  });

  it('leaves answered, expired and given requests alone', async () => {
    const asker = await company();
    const [answered, expired, giver] = [await company(), await company(), await company()];
    const { code } = await askMember(asker, answered);
    expect((await kit.api.submit(referralBody(code, 'recommendation'), answered.token)).statusCode).toBe(200);
    await askMember(asker, expired);
    await db()
      .update(feedbackRequests)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(feedbackRequests.answerer_id, expired.id));
    const give = await kit.api.permit(giver.token, {
      participant: asker.id,
      request_type: 'give',
      reffer_type: 'recommendation',
    });
    expect(give.statusCode).toBe(200);
    await ageAsks(asker.id, 20);
    expect(await remind()).toBe(0);
  });

  it('is sent once when two runs start together', async () => {
    const asker = await company();
    const member = await company();
    await askMember(asker, member);
    await ageAsks(asker.id, 8);
    const counts = await Promise.all([remind(), remind()]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    await mailedReferralCode(kit.sink, member.email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(kit.sink.messages.filter((message) => message.to.includes(member.email.toLowerCase()))).toEqual(
      [],
    );
  });

  it('runs as the hourly job, which logs how many it reminded', async () => {
    const asker = await company();
    const member = await company();
    await askMember(asker, member);
    await ageAsks(asker.id, 8);
    const logged: unknown[] = [];
    await runFeedbackReminders({
      db: db(),
      config: kit.t.config,
      mailer,
      log: { info: (...entry: unknown[]) => logged.push(entry) },
    });
    const [request] = await requestsOf(asker.id);
    expect(request?.reminded_at).toBeInstanceOf(Date);
    expect(logged).toEqual([[{ reminded: 1 }, 'reminded unanswered feedback asks']]);
    await mailedReferralCode(kit.sink, member.email);
  });
});
