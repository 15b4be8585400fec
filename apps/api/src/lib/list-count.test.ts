import { contentItems, listCounts } from '@acorn/db';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../test/factories/accounts';
import { useTestDatabase } from '../test/test-database';
import { countList } from './list-count';

const db = useTestDatabase();

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

  it('of a long list is recounted by one request once stale, and the next requests answer the new figure', async () => {
    const list = await ownerList();
    await list.add(3);
    expect(await list.total()).toBe(3);
    await list.add(2);
    await ageTotals();
    const answers = await Promise.all([list.total(), list.total(), list.total()]);
    // One request claims the recount and answers it; the others answer the stale total meanwhile.
    expect(answers).toContain(5);
    for (const answer of answers) expect([3, 5]).toContain(answer);
    expect(await list.total()).toBe(5);
    await list.add(1);
    expect(await list.total()).toBe(5);
  });

  it('of a long list counted first by concurrent requests is right for each, and then shared', async () => {
    const list = await ownerList();
    await list.add(4);
    expect(await Promise.all([list.total(), list.total(), list.total()])).toEqual([4, 4, 4]);
    await list.add(1);
    expect(await list.total()).toBe(4);
  });

  it('is forgotten after an hour without a request, when another is counted', async () => {
    const list = await ownerList();
    await list.add(3);
    await list.total();
    await db().update(listCounts).set({ counted_at: sql`now() - interval '2 hours'` });
    const other = await ownerList();
    await other.add(3);
    await other.total();
    expect(await db().select({ total: listCounts.total }).from(listCounts)).toEqual([{ total: 3 }]);
  });
});
