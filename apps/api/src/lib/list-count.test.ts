import { contentItems, type Database, listCounts } from '@acorn/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories/accounts';
import { createTestDatabase } from '../test/test-database';
import { countList, recountWantedLists } from './list-count';

// The database itself, not only its drizzle handle: the recount job runs statements through it.
let opened: Database | undefined;
beforeAll(async () => {
  opened = await createTestDatabase();
});
afterAll(async () => {
  await opened?.close();
});
const database = () => {
  if (!opened) throw new Error('the test database opens in beforeAll');
  return opened;
};
const db = () => database().db;

/** Lists past two rows use the shared total, kept fresh for a minute: no test waits that long. */
const LONG = { limit: 2, ttlMs: 60_000 };

/** A company whose published posts are the list, and a way to add some. */
async function ownerList() {
  const owner = await createUser({ db: db() });
  const add = (count: number) =>
    db()
      .insert(contentItems)
      .values(
        Array.from({ length: count }, (_, index) => ({
          type: 'post',
          owner_id: owner.id,
          title: `Post ${index}`,
          status: 'published',
        })),
      );
  const rows = () =>
    db()
      .select({ one: sql`1` })
      .from(contentItems)
      .where(and(eq(contentItems.owner_id, owner.id), eq(contentItems.status, 'published')));
  return { add, total: (options = LONG) => countList({ db: db(), rows: rows(), ...options }) };
}

/** Every shared total as if counted two minutes ago: older than the tests' minute. */
const ageTotals = () => db().update(listCounts).set({ counted_at: sql`now() - interval '2 minutes'` });

describe('the total of a list', () => {
  it('is exact on every request while the list is short', async () => {
    const list = await ownerList();
    expect(await list.total()).toBe(0);
    await list.add(2);
    expect(await list.total()).toBe(2);
    await list.add(1);
    expect(await list.total({ limit: 3, ttlMs: LONG.ttlMs })).toBe(3);
  });

  it('of a long list is the shared total while it is fresh, each list its own, never below what is counted now', async () => {
    const list = await ownerList();
    const other = await ownerList();
    await list.add(4);
    await other.add(3);
    expect(await list.total()).toBe(4);
    expect(await other.total()).toBe(3);
    await list.add(2);
    expect(await list.total()).toBe(4);
    await db().update(listCounts).set({ total: 1 });
    // Three rows are counted now whatever the shared total says.
    expect(await list.total()).toBe(3);
  });

  it('of a long list is read, not counted, while its shared total is fresh', async () => {
    await db().execute(sql`create table counted_probe (id int)`);
    await db().execute(sql`insert into counted_probe select generate_series(1, 3)`);
    const rows = () => db().select({ one: sql`1` }).from(sql`counted_probe`);
    expect(await countList({ db: db(), rows: rows(), ...LONG })).toBe(3);
    // Counted now, the list would have no rows: the fresh total answers without reading it.
    await db().execute(sql`delete from counted_probe`);
    expect(await countList({ db: db(), rows: rows(), ...LONG })).toBe(3);
    await ageTotals();
    expect(await countList({ db: db(), rows: rows(), ...LONG })).toBe(0);
  });

  it('of a long list is answered stale, not recounted, by requests, and recounted by the job', async () => {
    const list = await ownerList();
    await list.add(3);
    expect(await list.total()).toBe(3);
    await list.add(2);
    await ageTotals();
    // No request counts the whole list once it has a total: they answer the stale one.
    expect(await Promise.all([list.total(), list.total(), list.total()])).toEqual([3, 3, 3]);
    expect(await recountWantedLists({ db: db(), database: database() })).toEqual({
      recounted: 1,
      dropped: 0,
    });
    expect(await list.total()).toBe(5);
    await list.add(1);
    expect(await list.total()).toBe(5);
    // A fresh total is not asked for again: the job has nothing to count.
    expect(await recountWantedLists({ db: db(), database: database() })).toEqual({
      recounted: 0,
      dropped: 0,
    });
  });

  it('of a long list counted first by concurrent requests is right for each, and then shared', async () => {
    const list = await ownerList();
    await list.add(4);
    expect(await Promise.all([list.total(), list.total(), list.total()])).toEqual([4, 4, 4]);
    await list.add(1);
    expect(await list.total()).toBe(4);
  });

  it('is forgotten by the job after an hour without a request', async () => {
    const list = await ownerList();
    await list.add(3);
    await list.total();
    await db().update(listCounts).set({ counted_at: sql`now() - interval '2 hours'` });
    const other = await ownerList();
    await other.add(4);
    await other.total();
    await recountWantedLists({ db: db(), database: database() });
    expect(await db().select({ total: listCounts.total }).from(listCounts)).toEqual([{ total: 4 }]);
  });
});
