import { createHash } from 'node:crypto';
import { type Db, listCounts } from '@acorn/db';
import { and, eq, fillPlaceholders, inArray, lt, type SQLWrapper, sql } from 'drizzle-orm';
import { UNNAMED } from './prepared';
import { writerFor } from './read-replicas';

/**
 * The rows a list counts on every request (decision 024). Up to here a total is exact and fresh,
 * so a company sees its new item counted at once; past it counting walks the whole list on each
 * request (171,000 public items: 190 ms for a page that takes 2), so the shared total answers.
 */
export const LIST_COUNT_LIMIT = 1000;

/** How long a long list's shared total is answered as it is; an older one is recounted. */
export const LIST_COUNT_TTL_MS = 10_000;

/**
 * A list's rows: a select of its tables and where, with neither order nor paging
 * (`db.select({ one: sql`1` }).from(...).where(...)`), its values given or placeholders that
 * `countList`'s `values` fill.
 */
export type ListRows = SQLWrapper & { toSQL(): { sql: string; params: unknown[] } };

/** countList's own values, named apart from any a list's rows may use. */
const placeholder = {
  key: sql.placeholder('listCountKey'),
  limit: sql.placeholder('listCountLimit'),
  counted: sql.placeholder('listCountRows'),
  ttlMs: sql.placeholder('listCountTtlMs'),
};

/**
 * The statements that count one list's rows, built once per rows (decision 035): a list that
 * keeps its rows per shape (`contentList`) builds them once, any other on each request.
 */
function buildCountStatements(db: Db, rows: ListRows) {
  const { sql: text, params } = rows.toSQL();
  const writer = writerFor(db);
  const fresh = sql<boolean>`${listCounts.counted_at} > now() - ${placeholder.ttlMs} * interval '1 millisecond'`;
  const readTogether = db
    .select({
      // PostgreSQL runs the bounded count only when the branch needs it: a long list whose shared
      // total is fresh reads one row and counts nothing.
      bounded: sql<number | null>`case when ${listCounts.total} > ${placeholder.limit} and ${fresh} then null
        else (select count(*)::int from (${rows} limit ${placeholder.counted}) as listed) end`,
      total: listCounts.total,
      fresh,
    })
    .from(sql`(select) as one`)
    .leftJoin(listCounts, eq(listCounts.key, placeholder.key))
    .prepare(UNNAMED);
  // A read replica has no shared totals (list_counts is unlogged, so never replicated): it counts
  // up to the bound, and only a list longer than that asks the primary for its total.
  const countBounded = db
    .select({
      bounded: sql<number>`(select count(*)::int from (${rows} limit ${placeholder.counted}) as listed)`,
    })
    .from(sql`(select) as one`)
    .prepare(UNNAMED);
  const readShared = writer
    .select({ total: listCounts.total, fresh })
    .from(listCounts)
    .where(eq(listCounts.key, placeholder.key))
    .prepare(UNNAMED);
  const readApart = async (values: Record<string, unknown>) => {
    const [counted] = await countBounded.execute(values);
    const bounded = counted?.bounded ?? 0;
    if (bounded <= Number(values.listCountLimit)) return { bounded, total: null, fresh: false };
    const [shared] = await readShared.execute(values);
    return { bounded, total: shared?.total ?? null, fresh: shared?.fresh ?? false };
  };
  // Read from a replica, a list is still recounted and its total kept on the primary.
  const buildRecount = () =>
    writer
      .insert(listCounts)
      .values({
        key: placeholder.key,
        total: sql`(select count(*)::int from ${rows} as listed)`,
        counted_at: sql`now()`,
      })
      .onConflictDoUpdate({
        target: listCounts.key,
        set: { total: sql`excluded.total`, counted_at: sql`excluded.counted_at` },
      })
      .returning({ total: listCounts.total })
      .prepare(UNNAMED);
  let recount: ReturnType<typeof buildRecount> | undefined;
  return {
    /** The bounded count with the shared total, read together on the primary. */
    read: async (values: Record<string, unknown>) =>
      writer === db ? (await readTogether.execute(values))[0] : readApart(values),
    /** Built at its first use: most lists are never long enough to need it. */
    recount: () => {
      recount ??= buildRecount();
      return recount;
    },
    /** The digest of the list's statement, text and values: the same list has the same key everywhere. */
    key: (values: Record<string, unknown>) =>
      createHash('sha256')
        .update(JSON.stringify([text, fillPlaceholders(params, values)]))
        .digest('hex'),
  };
}

const built = new WeakMap<ListRows, ReturnType<typeof buildCountStatements>>();

/**
 * How many rows a list has: exact when it has at most `limit`; past that the total every instance
 * shares in `list_counts`, at most `ttlMs` old, or older while one request (of any instance)
 * recounts it. Never less than the rows counted now. The steady state is one statement: the
 * bounded count and the shared total read together, the count skipped while a long list's total is
 * fresh. `values` fill the rows' placeholders; `limit` and `ttlMs` are for tests.
 */
export async function countList(options: {
  db: Db;
  rows: ListRows;
  values?: Record<string, unknown>;
  limit?: number;
  ttlMs?: number;
}): Promise<number> {
  const { db, rows, limit = LIST_COUNT_LIMIT, ttlMs = LIST_COUNT_TTL_MS } = options;
  let statements = built.get(rows);
  if (!statements) {
    statements = buildCountStatements(db, rows);
    built.set(rows, statements);
  }
  const key = statements.key(options.values ?? {});
  const values = {
    ...options.values,
    listCountKey: key,
    listCountLimit: limit,
    listCountRows: limit + 1,
    listCountTtlMs: ttlMs,
  };
  const read = await statements.read(values);
  if (read && read.bounded === null && read.total !== null) return read.total;
  const bounded = read?.bounded ?? 0;
  if (!read || bounded <= limit) return bounded;
  const writer = writerFor(db);
  if (read.total === null) return recount(writer, statements.recount(), values);
  if (read.fresh) return Math.max(read.total, bounded);
  // Moving counted_at on claims the recount: a concurrent claim, on this instance or another,
  // waits for this one's row lock, then finds the total fresh and updates nothing.
  const [claimed] = await writer
    .update(listCounts)
    .set({ counted_at: sql`now()` })
    .where(
      and(
        eq(listCounts.key, key),
        sql`${listCounts.counted_at} <= now() - ${ttlMs} * interval '1 millisecond'`,
      ),
    )
    .returning({ key: listCounts.key });
  return claimed ? recount(writer, statements.recount(), values) : Math.max(read.total, bounded);
}

/**
 * Counts the whole list and keeps its total. Concurrent first counts of a list both write it (the
 * later wins, no conflict). The totals of lists nobody has asked for in an hour go meanwhile, so
 * the table holds the lists in use (search words make new ones); rows another request holds are
 * left for the next sweep rather than waited for.
 */
async function recount(
  db: Db,
  statement: ReturnType<ReturnType<typeof buildCountStatements>['recount']>,
  values: Record<string, unknown>,
): Promise<number> {
  const [[counted]] = await Promise.all([
    statement.execute(values),
    db
      .delete(listCounts)
      .where(
        inArray(
          listCounts.key,
          db
            .select({ key: listCounts.key })
            .from(listCounts)
            .where(lt(listCounts.counted_at, sql`now() - interval '1 hour'`))
            .for('update', { skipLocked: true }),
        ),
      ),
  ]);
  return counted?.total ?? 0;
}
