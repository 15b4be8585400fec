import { createHash } from 'node:crypto';
import { type Database, type Db, listCounts } from '@acorn/db';
import { and, eq, fillPlaceholders, type SQLWrapper, sql } from 'drizzle-orm';
import { statementName, UNNAMED } from './prepared';
import { writerFor } from './read-replicas';

/**
 * The rows a list counts on every request (decision 024). Up to here a total is exact and fresh,
 * so a company sees its new item counted at once; past it counting walks the whole list on each
 * request (171,000 public items: 190 ms for a page that takes 2), so the shared total answers.
 */
export const LIST_COUNT_LIMIT = 1000;

/**
 * How long a long list's shared total is answered as it is; an older one is marked for the next
 * recount job (every minute), and answered meanwhile.
 */
const LIST_COUNT_TTL_MS = 10_000;

/** Totals nobody has read for this long are dropped by the recount job: search words make new lists. */
const UNUSED_LIST_HOURS = 1;

/**
 * A list's rows: a select of its tables and where, with neither order nor paging
 * (`db.select({ one: sql`1` }).from(...).where(...)`), its values given or placeholders that
 * `countList`'s `values` fill.
 */
export type ListRows = SQLWrapper & { toSQL(): { sql: string; params: unknown[] } };

/** countList's own values, named apart from any a list's rows may use. */
const placeholder = {
  key: sql.placeholder('listCountKey'),
  params: sql.placeholder('listCountParams'),
  limit: sql.placeholder('listCountLimit'),
  counted: sql.placeholder('listCountRows'),
  ttlMs: sql.placeholder('listCountTtlMs'),
};

/**
 * The statements that count one list's rows, built once per rows (decision 035): a list that
 * keeps its rows per shape (`contentList`) builds them once, any other on each request.
 */
function buildCountStatements(db: Db, rows: ListRows, name: string) {
  const { sql: text, params } = rows.toSQL();
  const named = (part: string) => (name === UNNAMED ? UNNAMED : statementName(`${name}:${part}`));
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
      wanted: listCounts.wanted,
    })
    .from(sql`(select) as one`)
    .leftJoin(listCounts, eq(listCounts.key, placeholder.key))
    .prepare(named('read'));
  // A read replica has no shared totals (list_counts is unlogged, so never replicated): it counts
  // up to the bound, and only a list longer than that asks the primary for its total.
  const countBounded = db
    .select({
      bounded: sql<number>`(select count(*)::int from (${rows} limit ${placeholder.counted}) as listed)`,
    })
    .from(sql`(select) as one`)
    .prepare(named('bounded'));
  const readShared = writer
    .select({ total: listCounts.total, fresh, wanted: listCounts.wanted })
    .from(listCounts)
    .where(eq(listCounts.key, placeholder.key))
    .prepare(named('shared'));
  const readApart = async (values: Record<string, unknown>) => {
    const [counted] = await countBounded.execute(values);
    const bounded = counted?.bounded ?? 0;
    if (bounded <= Number(values.listCountLimit))
      return { bounded, total: null, fresh: false, wanted: false };
    const [shared] = await readShared.execute(values);
    return {
      bounded,
      total: shared?.total ?? null,
      fresh: shared?.fresh ?? false,
      wanted: shared?.wanted ?? false,
    };
  };
  // Read from a replica, a list is still counted and its total kept on the primary, with the
  // statement and values the recount job counts it with again.
  const buildRecount = () =>
    writer
      .insert(listCounts)
      .values({
        key: placeholder.key,
        total: sql`(select count(*)::int from ${rows} as listed)`,
        counted_at: sql`now()`,
        statement: text,
        params: sql`${placeholder.params}::jsonb`,
        wanted: false,
      })
      .onConflictDoUpdate({
        target: listCounts.key,
        set: { total: sql`excluded.total`, counted_at: sql`excluded.counted_at`, wanted: false },
      })
      .returning({ total: listCounts.total })
      .prepare(UNNAMED);
  let recount: ReturnType<typeof buildRecount> | undefined;
  return {
    /** The list's values in its statement's order, as the recount job passes them. */
    params: (values: Record<string, unknown>) => fillPlaceholders(params, values),
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
 * shares in `list_counts`. A long list's first request counts it whole; once its total is more
 * than `ttlMs` old a request marks it wanted, and the recount job (`recountWantedLists`, every
 * minute) counts it again outside any request: meanwhile the older total answers, never less
 * than the rows counted now. The steady state is one statement: the bounded count and the shared
 * total read together, the count skipped while a long list's total is fresh. `values` fill the
 * rows' placeholders; `name` names the statements, prepared once per connection (or `UNNAMED`);
 * `limit` and `ttlMs` are for tests.
 */
export async function countList(options: {
  db: Db;
  rows: ListRows;
  values?: Record<string, unknown>;
  name?: string;
  limit?: number;
  ttlMs?: number;
}): Promise<number> {
  const { db, rows, name = UNNAMED, limit = LIST_COUNT_LIMIT, ttlMs = LIST_COUNT_TTL_MS } = options;
  let statements = built.get(rows);
  if (!statements) {
    statements = buildCountStatements(db, rows, name);
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
  if (read.total === null) {
    const params = JSON.stringify(statements.params(options.values ?? {}));
    const [counted] = await statements.recount().execute({ ...values, listCountParams: params });
    return counted?.total ?? 0;
  }
  if (!read.fresh && !read.wanted) {
    await writer.update(listCounts).set({ wanted: true }).where(eq(listCounts.key, key));
  }
  return Math.max(read.total, bounded);
}

/** Lists the recount job counts per run at most: the longest take a tenth of a second at 1M items. */
const RECOUNTS_PER_RUN = 200;

/**
 * The recount job (decision 059): counts again the lists a request found stale, each with the
 * statement and values it was first counted with, and drops the totals nobody read for an hour.
 * Safe to repeat: a recount writes the same figure. `database` runs the stored statements: the
 * API's own, written by `countList`.
 */
export async function recountWantedLists(options: {
  db: Db;
  database: Pick<Database, 'executeSql'>;
}): Promise<{ recounted: number; dropped: number }> {
  const { db, database } = options;
  const wanted = await db
    .select({ key: listCounts.key, statement: listCounts.statement, params: listCounts.params })
    .from(listCounts)
    .where(eq(listCounts.wanted, true))
    .limit(RECOUNTS_PER_RUN);
  for (const list of wanted) {
    const keyParam = `$${list.params.length + 1}`;
    await database.executeSql(
      `update list_counts set total = (select count(*)::int from (${list.statement}) as listed),
         counted_at = now(), wanted = false where key = ${keyParam}`,
      [...list.params, list.key],
    );
  }
  const dropped = await db
    .delete(listCounts)
    .where(
      and(
        eq(listCounts.wanted, false),
        sql`${listCounts.counted_at} < now() - ${UNUSED_LIST_HOURS} * interval '1 hour'`,
      ),
    )
    .returning({ key: listCounts.key });
  return { recounted: wanted.length, dropped: dropped.length };
}
