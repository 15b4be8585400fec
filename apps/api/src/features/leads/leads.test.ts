import { type ContentType, TIERS } from '@acorn/contracts';
import {
  conversations,
  interests,
  mailQueue,
  messages,
  needAlerts,
  samplingApplications,
  samplings,
  sectors,
  services,
  userExpertiseSectors,
  userOperatingCountries,
  userServices,
  users,
} from '@acorn/db';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from '../../integrations/mail/mail-queue';
import { createMailTransport } from '../../integrations/mail/mail-transport';
import { useContentTestApp } from '../../test/content';
import { createUser, type TestUser } from '../../test/factories/accounts';
import { createContentItem } from '../content';
import { sendNeedAlerts } from './leads.service';

const kit = useContentTestApp();
const { call } = kit;
const db = () => kit.t.database.db;

const PORTUGAL = 152;
const SPAIN = 179;
/** Only the alerts' test uses it, so earlier tests' opportunities never match it. */
const FRANCE = 71;

let companies = 0;
/** A company of a tier with Needs & Leads (Gold) unless told otherwise. */
const company = (tier: number = TIERS.gold, name = `Company L${++companies}`) =>
  createUser({ db: db(), package_id: tier, profile: { company_name: name } });

let sectorIds: number[] = [];
let serviceIds: number[] = [];
let mailer: Mailer;
beforeAll(async () => {
  sectorIds = (await db().select({ id: sectors.id }).from(sectors).orderBy(asc(sectors.id)).limit(3)).map(
    (row) => row.id,
  );
  serviceIds = (await db().select({ id: services.id }).from(services).orderBy(asc(services.id)).limit(3)).map(
    (row) => row.id,
  );
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

/** What a seller sells: its services, expertise sectors and operating countries. */
async function sells(
  user: TestUser,
  what: { services?: number[]; sectors?: number[]; countries?: number[] },
) {
  for (const service_id of what.services ?? [])
    await db().insert(userServices).values({ user_id: user.id, service_id });
  for (const sector_id of what.sectors ?? [])
    await db().insert(userExpertiseSectors).values({ user_id: user.id, sector_id });
  for (const country_id of what.countries ?? [])
    await db().insert(userOperatingCountries).values({ user_id: user.id, country_id });
}

/** An item of `owner` with its links, published unless told otherwise. */
async function createItem(
  owner: TestUser,
  options: {
    type?: ContentType;
    title?: string;
    publish?: boolean;
    services?: number[];
    sectors?: number[];
    countries?: number[];
  } = {},
) {
  const { type = 'opportunity', title = 'We need cork', publish = true } = options;
  const links = (ids: number[] | undefined, field: string) => (ids ? { field, ids } : undefined);
  const row = await createContentItem({
    tx: db(),
    ownerId: owner.id,
    type,
    fields: { title, description: '<p>Details.</p>' },
    links: Object.fromEntries(
      Object.entries({
        services: links(options.services, 'services'),
        sectors: links(options.sectors, 'sectors'),
        countries: links(options.countries, 'countries'),
      }).filter(([, value]) => value),
    ),
  });
  if (publish) await kit.approve(type, row.id);
  return row.id;
}

const needs = (user: TestUser, query = '') => call(user, 'GET', `/needs${query}`);
const leads = (user: TestUser, query = '') => call(user, 'GET', `/leads${query}`);

describe('GET /api/needs', () => {
  it('ranks a perfect match first, with its reasons named; leaves out others’ non-matches, own and unpublished', async () => {
    const seller = await company();
    await sells(seller, { services: [serviceIds[0]!], sectors: [sectorIds[0]!], countries: [PORTUGAL] });
    const buyer = await company(TIERS.silver, 'Vinhos do Norte');
    const perfect = await createItem(buyer, {
      title: 'Perfect',
      services: [serviceIds[0]!],
      sectors: [sectorIds[0]!],
      countries: [PORTUGAL],
    });
    const countryOnly = await createItem(buyer, { title: 'Country only', countries: [PORTUGAL] });
    const sectorOnly = await createItem(buyer, {
      title: 'Sector only',
      sectors: [sectorIds[0]!, sectorIds[1]!],
    });
    const unrelated = await createItem(buyer, {
      title: 'Elsewhere',
      sectors: [sectorIds[2]!],
      countries: [SPAIN],
    });
    const unpublished = await createItem(buyer, { title: 'Pending', countries: [PORTUGAL], publish: false });
    const own = await createItem(seller, { title: 'Mine', countries: [PORTUGAL] });
    const offer = await createItem(buyer, { type: 'offer', title: 'An offer', countries: [PORTUGAL] });

    const res = await needs(seller);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const ids = body.data.map((need: { id: number }) => need.id);
    expect(ids).toEqual([perfect, sectorOnly, countryOnly]);
    for (const absent of [unrelated, unpublished, own, offer]) expect(ids).not.toContain(absent);
    expect(body.meta.total).toBe(3);

    const [first] = body.data;
    expect(first.score).toBe(6);
    expect(first.owner).toEqual({ id: buyer.id, name: 'Vinhos do Norte', logo: null });
    expect(first.reasons.map((reason: { kind: string; id: number }) => [reason.kind, reason.id])).toEqual([
      ['service', serviceIds[0]],
      ['sector', sectorIds[0]],
      ['country', PORTUGAL],
    ]);
    const [service] = await db().select().from(services).where(eq(services.id, serviceIds[0]!));
    const [sector] = await db().select().from(sectors).where(eq(sectors.id, sectorIds[0]!));
    const inPortuguese = await kit.t.app.inject({
      method: 'GET',
      url: '/api/needs',
      headers: { authorization: `Bearer ${seller.token}`, 'accept-language': 'pt-PT' },
    });
    expect(inPortuguese.json().data[0].reasons.map((reason: { name: string }) => reason.name)).toEqual([
      service!.name_pt,
      sector!.name_pt,
      'Portugal',
    ]);
    expect(body.data[1].score).toBe(2);
    expect(body.data[2].score).toBe(1);
  });

  it('matches by the seller’s published offers too, and a search narrows the list', async () => {
    const seller = await company();
    await createItem(seller, { type: 'offer', title: 'Our offer', services: [serviceIds[1]!] });
    const buyer = await company();
    const cork = await createItem(buyer, { title: 'Cork stoppers wanted', services: [serviceIds[1]!] });
    const glass = await createItem(buyer, { title: 'Glass bottles wanted', services: [serviceIds[1]!] });
    const all = (await needs(seller)).json();
    expect(all.data.map((need: { id: number }) => need.id)).toEqual([glass, cork]);
    expect(all.data[0].reasons).toEqual([{ kind: 'service', id: serviceIds[1], name: expect.any(String) }]);
    const searched = (await needs(seller, '?search=cork')).json();
    expect(searched.data.map((need: { id: number }) => need.id)).toEqual([cork]);
    const nothing = await company();
    expect((await needs(nothing)).json()).toEqual({
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 },
    });
  });
});

describe('GET /api/leads', () => {
  it('lists the Wants, messages and applications on my items, newest first, and nothing on others’', async () => {
    const owner = await company();
    const wanter = await company(TIERS.gold, 'Wanting Co');
    const writer = await company(TIERS.gold, 'Writing Co');
    const applicant = await company(TIERS.silver, 'Applying Co');
    const offer = await createItem(owner, { type: 'offer', title: 'Cork stoppers' });
    const sampling = await createItem(owner, { type: 'sampling', title: 'Twelve jars' });
    await db()
      .insert(samplings)
      .values({ content_id: sampling, no_of_offers: 12, available: 11, prefered_date: '2030-01-01' });
    const others = await createItem(wanter, { type: 'offer', title: 'Not the owner’s' });

    await db()
      .insert(interests)
      .values([
        { user_id: wanter.id, content_id: offer, created_at: new Date('2026-03-01T10:00:00Z') },
        { user_id: owner.id, content_id: others, created_at: new Date('2026-03-05T10:00:00Z') },
      ]);
    const [conversation] = await db()
      .insert(conversations)
      .values({
        started_by: writer.id,
        recipient_id: owner.id,
        item_type: 'offer',
        item_id: offer,
        item_title: 'Cork stoppers',
        created_at: new Date('2026-03-02T10:00:00Z'),
      })
      .returning();
    await db()
      .insert(messages)
      .values([
        { conversation_id: conversation!.id, sender_id: writer.id, body: 'Can you send 2,000?' },
        { conversation_id: conversation!.id, sender_id: owner.id, body: 'Yes.' },
      ]);
    // The owner's own Want and conversation about another's item are that member's leads.
    await db()
      .insert(conversations)
      .values({ started_by: owner.id, recipient_id: wanter.id, item_type: 'offer', item_id: others });
    await db()
      .insert(samplingApplications)
      .values({ content_id: sampling, user_id: applicant.id, created_at: new Date('2026-03-03T10:00:00Z') });

    const res = await leads(owner);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.meta.total).toBe(3);
    expect(body.data).toEqual([
      {
        kind: 'application',
        created_at: '2026-03-03T10:00:00.000Z',
        from: { id: applicant.id, name: 'Applying Co', logo: null },
        item: { type: 'sampling', id: sampling, title: 'Twelve jars' },
        message: null,
        conversation_id: null,
      },
      {
        kind: 'message',
        created_at: '2026-03-02T10:00:00.000Z',
        from: { id: writer.id, name: 'Writing Co', logo: null },
        item: { type: 'offer', id: offer, title: 'Cork stoppers' },
        message: 'Can you send 2,000?',
        conversation_id: conversation!.id,
      },
      {
        kind: 'want',
        created_at: '2026-03-01T10:00:00.000Z',
        from: { id: wanter.id, name: 'Wanting Co', logo: null },
        item: { type: 'offer', id: offer, title: 'Cork stoppers' },
        message: null,
        conversation_id: null,
      },
    ]);

    // A Want answered in a conversation about the item: Reply opens it.
    const [reply] = await db()
      .insert(conversations)
      .values({ started_by: owner.id, recipient_id: wanter.id, item_type: 'offer', item_id: offer })
      .returning();
    const wants = (await leads(owner, '?kind=want')).json();
    expect(wants.data).toHaveLength(1);
    expect(wants.data[0].conversation_id).toBe(reply!.id);
    const page = (await leads(owner, '?perPage=2&page=2')).json();
    expect(page.data.map((lead: { kind: string }) => lead.kind)).toEqual(['want']);
    expect(page.meta).toEqual({ current_page: 2, last_page: 2, per_page: 2, total: 3 });

    // Another member reads their own leads, never the owner's.
    const wanterLeads = (await leads(wanter)).json();
    expect(
      wanterLeads.data.map((lead: { kind: string; from: { id: number }; item: { id: number } }) => [
        lead.kind,
        lead.from.id,
        lead.item.id,
      ]),
    ).toEqual([
      ['message', owner.id, others],
      ['want', owner.id, others],
    ]);
    expect((await leads(writer)).json().meta.total).toBe(0);
  });
});

describe('who may call', () => {
  it('refuses a tier without Needs & Leads with the plan that has it, visitors and operators', async () => {
    const silver = await company(TIERS.silver);
    for (const res of [
      await needs(silver),
      await leads(silver),
      await call(silver, 'GET', '/need-alerts'),
      await call(silver, 'PUT', '/need-alerts', { frequency: 'daily' }),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ code: 'feature_not_in_plan' });
    }
    expect((await kit.t.app.inject({ method: 'GET', url: '/api/leads' })).statusCode).toBe(401);
    expect((await needs(kit.operator)).statusCode).toBe(403);
  });

  it('refuses bad input without a 5xx', async () => {
    const member = await company();
    for (const query of ['?perPage=1000000', '?page=0', '?perPage=1%00', '?kind=review', '?page=abc']) {
      const res = await leads(member, query);
      expect([400, 422], `${query} → ${res.statusCode}`).toContain(res.statusCode);
    }
    for (const query of ['?perPage=1000000', `?search=${'x'.repeat(201)}`, '?search=a%00b']) {
      const res = await needs(member, query);
      expect([400, 422], `${query} → ${res.statusCode}`).toContain(res.statusCode);
    }
    for (const body of [{ frequency: 'hourly' }, {}, { frequency: 'daily\u0000' }]) {
      const res = await call(member, 'PUT', '/need-alerts', body);
      expect([400, 422], JSON.stringify(body)).toContain(res.statusCode);
    }
    expect((await leads(member, '?page=2147483647&perPage=50')).statusCode).toBe(200);
    expect((await needs(member, '?page=2147483647&perPage=50&search=%E2%9C%93')).statusCode).toBe(200);
  });
});

describe('need alerts', () => {
  const alertOf = async (user: TestUser) =>
    (await db().select().from(needAlerts).where(eq(needAlerts.user_id, user.id)))[0];
  const mailsTo = (user: TestUser) =>
    db().select().from(mailQueue).where(eq(mailQueue.to_address, user.email));
  const send = () => sendNeedAlerts({ db: db(), mailer, config: kit.t.config });

  it('saves, reads and deletes the caller’s alert', async () => {
    const member = await company();
    expect((await call(member, 'GET', '/need-alerts')).json()).toEqual({ data: { frequency: null } });
    const saved = await call(member, 'PUT', '/need-alerts', { frequency: 'weekly' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(member, 'GET', '/need-alerts')).json()).toEqual({ data: { frequency: 'weekly' } });
    expect((await alertOf(member))?.frequency).toBe('weekly');
    await call(member, 'PUT', '/need-alerts', { frequency: null });
    expect(await alertOf(member)).toBeUndefined();
  });

  it('sends new matches once, in the member’s language, however many workers run at once; not before due', async () => {
    const seller = await company();
    await sells(seller, { countries: [FRANCE] });
    const buyer = await company(TIERS.silver, 'Bodegas Sur');
    await call(seller, 'PUT', '/need-alerts', { frequency: 'daily' });
    await db()
      .update(needAlerts)
      .set({ last_sent_at: sql`now() - interval '2 days'` })
      .where(eq(needAlerts.user_id, seller.id));
    await db().update(users).set({ language: 'es' }).where(eq(users.id, seller.id));
    await createItem(buyer, { title: 'Necesitamos corcho', countries: [FRANCE] });

    await Promise.all([send(), send()]);
    const mails = await mailsTo(seller);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('1 nueva necesidad coincide');
    expect(mails[0]!.text).toContain('Necesitamos corcho (de Bodegas Sur): País: Francia');
    expect(mails[0]!.text).toContain(`${kit.t.config.publicUrl}/needs-and-leads-seller-area?tab=needs`);

    // Sent a moment ago: a daily alert is not due again today, whatever is new.
    await createItem(buyer, { title: 'Más corcho', countries: [FRANCE] });
    await send();
    expect(await mailsTo(seller)).toHaveLength(1);

    // A weekly alert sent two days ago is not due either.
    const weekly = await company();
    await sells(weekly, { countries: [FRANCE] });
    await call(weekly, 'PUT', '/need-alerts', { frequency: 'weekly' });
    await db()
      .update(needAlerts)
      .set({ last_sent_at: sql`now() - interval '2 days'` })
      .where(eq(needAlerts.user_id, weekly.id));
    await createItem(buyer, { title: 'Aún más corcho', countries: [FRANCE] });
    await send();
    expect(await mailsTo(weekly)).toHaveLength(0);
  });
});
