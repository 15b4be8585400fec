import { TIERS } from '@acorn/contracts';
import { companyProfiles, mailQueue, users } from '@acorn/db';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useContentTestApp } from '../../test/content';
import type { TestUser } from '../../test/factories/accounts';

/** What an attacker types where a mail later quotes it: a link, a script in an image, $ patterns. */
const MARKUP = '<a href="https://phish.example">Sign in</a><img src="x" onerror="alert(1)"> $& $\' $`';
const ESCAPED =
  '&lt;a href=&quot;https://phish.example&quot;&gt;Sign in&lt;/a&gt;&lt;img src=&quot;x&quot; onerror=&quot;alert(1)&quot;&gt; $&amp; $&#39; $`';

const kit = useContentTestApp({ env: { PUBLIC_URL: 'https://acorn.example' } });
const { call } = kit;
const db = () => kit.t.database.db;

const lastMailTo = async (email: string) => {
  const [mail] = await db()
    .select()
    .from(mailQueue)
    .where(eq(mailQueue.to_address, email))
    .orderBy(desc(mailQueue.id))
    .limit(1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
};

/** The HTML part holds `count` copies of the text, escaped, and none of its markup. */
function expectEscaped(html: string | null, count = 1) {
  expect((html ?? '').split(ESCAPED).length - 1).toBeGreaterThanOrEqual(count);
  expect(html).not.toContain('phish.example"');
  expect(html).not.toMatch(/<img\b|onerror="/);
}

async function companyNamed(name: string) {
  const user = await kit.member(TIERS.silver);
  await db().update(companyProfiles).set({ company_name: name }).where(eq(companyProfiles.user_id, user.id));
  return user;
}

async function pendingOffer(owner: TestUser, title: string) {
  const res = await call(owner, 'POST', '/market/offers', {
    title,
    description: '<p>Natural cork.</p>',
    service_id: 1,
    sectors: [1],
    countries: [152],
    deadline: '2099-12-31',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

describe('mails quoting stored text', () => {
  it("escape an item's title and the operator's reason in a refusal", async () => {
    const owner = await companyNamed('Nortejo');
    const id = await pendingOffer(owner, `Cork ${MARKUP}`);
    const denied = await call(kit.operator, 'POST', `/admin/content/offer/${id}/deny`, {
      reason: `Because ${MARKUP}`,
    });
    expect(denied.statusCode, denied.body).toBe(200);
    const mail = await lastMailTo(owner.email);
    expectEscaped(mail.html, 3);
    expect(mail.html).toContain(`Reason: Because ${ESCAPED}`);
    expect(mail.text).toContain(`Reason: Because ${MARKUP}`);
    expect(mail.subject).toBe(`Acorn: “Cork ${MARKUP}” was not approved`);
  });

  it("escape the wanting company's name and the item's title", async () => {
    const owner = await companyNamed('Nortejo');
    const buyer = await companyNamed(`Buyer ${MARKUP}`);
    const id = await pendingOffer(owner, `Cork ${MARKUP}`);
    await kit.approve('offer', id);
    const wanted = await call(buyer, 'POST', '/interest', { item_id: id, item_type: 'offer' });
    expect(wanted.statusCode, wanted.body).toBe(200);
    const mail = await lastMailTo(owner.email);
    expectEscaped(mail.html, 4);
    expect(mail.html).toContain(`Buyer ${ESCAPED} pressed Want on “Cork ${ESCAPED}”.`);
    expect(mail.text).toContain(`Buyer ${MARKUP} pressed Want on “Cork ${MARKUP}”.`);
  });

  it("escape a message, its sender's company and the item's title, to an item's owner and to a company", async () => {
    const owner = await companyNamed('Nortejo');
    const sender = await companyNamed(`Sender ${MARKUP}`);
    const id = await pendingOffer(owner, `Cork ${MARKUP}`);
    await kit.approve('offer', id);
    // A first contact from a stranger is a request, told in the app only: a Want makes them known.
    const wanted = await call(sender, 'POST', '/interest', { item_id: id, item_type: 'offer' });
    expect(wanted.statusCode, wanted.body).toBe(200);
    const message = `Hello\n${MARKUP}`;

    for (const body of [
      { item_id: id, item_type: 'offer', message },
      { item_id: owner.id, item_type: 'company', message },
    ]) {
      const sent = await call(sender, 'POST', '/sendInterestedNotification', body);
      expect(sent.statusCode, sent.body).toBe(200);
      const mail = await lastMailTo(owner.email);
      expectEscaped(mail.html, body.item_type === 'offer' ? 4 : 3);
      expect(mail.html).toContain(`Hello<br>${ESCAPED}</blockquote>`);
      expect(mail.text).toContain(`> Hello\n> ${MARKUP}`);
    }
  });

  it("escape the inviting operator's name in an advisor invitation", async () => {
    await db()
      .update(users)
      .set({ name: `Ana ${MARKUP}` })
      .where(eq(users.id, kit.operator.id));
    const email = 'invited-advisor@example.com';
    const invited = await call(kit.operator, 'POST', '/admin/invitations', { email });
    expect(invited.statusCode, invited.body).toBe(200);
    const mail = await lastMailTo(email);
    expectEscaped(mail.html);
    expect(mail.html).toContain(`Ana ${ESCAPED} has invited you`);
  });
});
