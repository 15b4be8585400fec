import { contentCountries, contentItems, contentSectors, createdPeriods, type Db } from '@acorn/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories/accounts';
import { createTestDatabase } from '../../test/test-database';
import {
  contentStatus,
  createContentItem,
  decideContent,
  deleteContentItem,
  findContentItem,
  isPublicNow,
  listOwnContent,
  matchesSearch,
  periodsFrom,
  SEARCH_WINDOW_HOURS,
  searchableText,
  searchQuery,
  searchRank,
  textQueryOf,
  updateContentItem,
} from './content.service';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database.close();
});

const PORTUGAL = 152;
const SPAIN = 179;
const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function offer(
  ownerId: number,
  title: string,
  extra: { description?: string; deadline?: string } = {},
) {
  return db.transaction((tx) =>
    createContentItem({
      tx,
      ownerId,
      type: 'offer',
      fields: { title, description: extra.description ?? '<p>Growth services</p>', deadline: extra.deadline },
      links: { countries: { field: 'countries', ids: [PORTUGAL, SPAIN, PORTUGAL] } },
    }),
  );
}

/** Ids of the public offers matching a search box's text, best first. */
async function search(text: string) {
  const query = await textQueryOf({ db, text });
  if (!query) return [];
  const rows = await db
    .select({ title: contentItems.title })
    .from(contentItems)
    .where(and(eq(contentItems.type, 'offer'), isPublicNow(), matchesSearch(query)))
    .orderBy(desc(searchRank(query)), desc(contentItems.id));
  return rows.map((row) => row.title);
}

describe('the content engine', () => {
  it('stores the description sanitized and its links once each, and waits for approval', async () => {
    const owner = await createUser({ db });
    const row = await db.transaction((tx) =>
      createContentItem({
        tx,
        ownerId: owner.id,
        type: 'offer',
        fields: {
          title: 'Export to Spain',
          description: '<p onclick="steal()">Hi<script>alert(1)</script></p>',
        },
        links: {
          countries: { field: 'countries', ids: [SPAIN, SPAIN] },
          sectors: { field: 'sectors', ids: [] },
        },
      }),
    );
    expect(row.status).toBe('pending');
    expect(row.description).toBe('<p>Hi</p>');
    const countries = await db.select().from(contentCountries).where(eq(contentCountries.content_id, row.id));
    expect(countries.map((link) => link.country_id)).toEqual([SPAIN]);
    expect(await db.select().from(contentSectors).where(eq(contentSectors.content_id, row.id))).toEqual([]);
  });

  it('shows a pending or denied item to its owner only, and a published one to everyone until its deadline', async () => {
    const owner = await createUser({ db });
    const other = await createUser({ db });
    const operator = await createUser({ db, cb_roles_id: 3 });
    const item = await offer(owner.id, 'Pending offer');
    const find = (viewerId: number) => findContentItem({ db, viewerId, type: 'offer', id: item.id });

    expect(await find(owner.id)).toMatchObject({ id: item.id, status: 'pending' });
    expect(await find(other.id)).toBeNull();
    // The id of another type does not open it.
    expect(await findContentItem({ db, viewerId: owner.id, type: 'campaign', id: item.id })).toBeNull();

    await decideContent({
      db,
      operatorId: operator.id,
      type: 'offer',
      id: item.id,
      decision: { approve: false, reason: 'Spam' },
    });
    expect(await find(other.id)).toBeNull();
    expect(await find(owner.id)).toMatchObject({
      status: 'denied',
      deny_reason: 'Spam',
      decided_by: operator.id,
    });

    await decideContent({
      db,
      operatorId: operator.id,
      type: 'offer',
      id: item.id,
      decision: { approve: true },
    });
    expect(await find(other.id)).toMatchObject({ status: 'published', deny_reason: null });

    const past = await offer(owner.id, 'Past offer', { deadline: isoDay(-1) });
    await decideContent({
      db,
      operatorId: operator.id,
      type: 'offer',
      id: past.id,
      decision: { approve: true },
    });
    const expired = await findContentItem({ db, viewerId: owner.id, type: 'offer', id: past.id });
    expect(expired && contentStatus(expired, isoDay(0))).toBe('expired');
    expect(await findContentItem({ db, viewerId: other.id, type: 'offer', id: past.id })).toBeNull();

    const lastDay = await offer(owner.id, 'Last day offer', { deadline: isoDay(0) });
    await decideContent({
      db,
      operatorId: operator.id,
      type: 'offer',
      id: lastDay.id,
      decision: { approve: true },
    });
    expect(await findContentItem({ db, viewerId: other.id, type: 'offer', id: lastDay.id })).not.toBeNull();
  });

  it('lets only the owner change or delete an item; an edit keeps it published unless it needs approval again', async () => {
    const owner = await createUser({ db });
    const other = await createUser({ db });
    const operator = await createUser({ db, cb_roles_id: 3 });
    const item = await offer(owner.id, 'Original');
    await decideContent({
      db,
      operatorId: operator.id,
      type: 'offer',
      id: item.id,
      decision: { approve: true },
    });
    const edit = (ownerId: number, reapprove = false) =>
      db.transaction((tx) =>
        updateContentItem({
          tx,
          ownerId,
          type: 'offer',
          id: item.id,
          fields: { title: `Edited by ${ownerId}`, description: '<p>New</p>' },
          links: { countries: { field: 'countries', ids: [SPAIN] } },
          reapprove,
        }),
      );

    expect(await edit(other.id)).toBeNull();
    expect(await edit(owner.id)).toMatchObject({ title: `Edited by ${owner.id}`, status: 'published' });
    expect(await edit(owner.id, true)).toMatchObject({ status: 'pending' });
    const countries = await db
      .select()
      .from(contentCountries)
      .where(eq(contentCountries.content_id, item.id));
    expect(countries.map((link) => link.country_id)).toEqual([SPAIN]);

    expect(await deleteContentItem({ db, ownerId: other.id, type: 'offer', id: item.id })).toBe(false);
    expect(await deleteContentItem({ db, ownerId: owner.id, type: 'opportunity', id: item.id })).toBe(false);
    expect(await deleteContentItem({ db, ownerId: owner.id, type: 'offer', id: item.id })).toBe(true);
    expect(await findContentItem({ db, viewerId: owner.id, type: 'offer', id: item.id })).toBeNull();
  });

  it("pages through the owner's own items, newest first, with the total", async () => {
    const owner = await createUser({ db });
    for (const title of ['First', 'Second', 'Third']) await offer(owner.id, title);
    await offer((await createUser({ db })).id, 'Not mine');
    const first = await listOwnContent({ db, ownerId: owner.id, type: 'offer', page: 1, perPage: 2 });
    expect(first.rows.map((row) => row.title)).toEqual(['Third', 'Second']);
    expect(first.total).toBe(3);
    const second = await listOwnContent({ db, ownerId: owner.id, type: 'offer', page: 2, perPage: 2 });
    expect(second.rows.map((row) => row.title)).toEqual(['First']);
  });

  it('finds published items by the start of their words, without regard to case or accents, title first', async () => {
    const owner = await createUser({ db });
    const operator = await createUser({ db, cb_roles_id: 3 });
    const publish = async (title: string, description: string) => {
      const item = await offer(owner.id, title, { description });
      await decideContent({
        db,
        operatorId: operator.id,
        type: 'offer',
        id: item.id,
        decision: { approve: true },
      });
    };
    await publish('Consultoria de exportação', '<p>Mercados externos</p>');
    await publish('Marketing digital', '<p>Campanhas de <strong>exportação</strong> e&nbsp;redes</p>');
    await offer(owner.id, 'Exportação pendente');

    expect(await search('EXPORTA')).toEqual(['Consultoria de exportação', 'Marketing digital']);
    expect(await search('exportacao merc')).toEqual(['Consultoria de exportação']);
    expect(await search('campañas')).toEqual([]);
    expect(await search('redes')).toEqual(['Marketing digital']);
    expect(await search("'&|!:*()")).toEqual([]);
  });

  it('reads words out of rich text and entities', () => {
    expect(searchableText('<p>Ação &amp; <b>Inovação</b>&nbsp;&#8364;</p>')).toBe('acao & inovacao €');
    expect(searchQuery('  Ação, inovação!  ')).toBe('acao:* & inovacao:*');
    expect(searchQuery('  ,;  ')).toBeNull();
  });
});

describe("a search's windows of recent hours", () => {
  it('hold every item made from their first hour on and none made before, as the database dates them', async () => {
    const hourMs = 3_600_000;
    const now = Date.parse('2026-11-30T01:30:00Z');
    const nowHour = Math.floor(now / hourMs);
    // Every 7 h 37 min back over 140 days, and a minute either side of each window's edge.
    const instants = Array.from({ length: 442 }, (_, step) => now - step * 457 * 60_000);
    for (const hours of SEARCH_WINDOW_HOURS) {
      const edge = (nowHour - hours + 1) * hourMs;
      instants.push(edge - 60_000, edge + 60_000);
    }
    const stamps = `{${instants.map((instant) => new Date(instant).toISOString()).join(',')}}`;
    for (const hours of SEARCH_WINDOW_HOURS) {
      const fromHour = nowHour - hours + 1;
      const periods = periodsFrom(fromHour, nowHour + 1);
      const { rows } = (await db.execute(
        sql`select ${createdPeriods(sql`made`)} && ${`{${periods.join(',')}}`}::text[] as held
            from unnest(${stamps}::timestamptz[]) with ordinality as stamp(made, position) order by position`,
      )) as unknown as { rows: { held: boolean }[] };
      for (const [index, row] of rows.entries())
        expect(row.held, `${hours} h, ${new Date(instants[index] ?? 0).toISOString()}`).toBe(
          (instants[index] ?? 0) >= fromHour * hourMs,
        );
      // Wider windows stay a few entries: hours and days at their edge, weeks in between.
      expect(periods.length).toBeLessThanOrEqual(24 + 7 + hours / 168 + 1);
    }
  });
});
