import { createHash } from 'node:crypto';
import type { Db } from '@acorn/db';
import { LRUCache } from 'lru-cache';

/**
 * What a statement's text may depend on: which of a list's filters are given (`true`, or a list's
 * length), or a choice among a few fixed texts. A statement is kept under its whole shape, and its
 * builder sees nothing else, so no request's value can be written into a text that a later request
 * runs: values reach a statement only as placeholders (`sql.placeholder`), filled at `execute`.
 */
export type Shape = Readonly<Record<string, boolean | number | string | undefined>>;

/** Which of a query's fields are given (truthy, as a list's conditions read them): never their values. */
export type Given<Query> = {
  readonly [K in keyof Query]?: NonNullable<Query[K]> extends readonly unknown[] ? number : true;
};

/**
 * A statement drizzle builds once per database and shape instead of on every call, for the
 * statements many requests send in the same shape, only their values changing: building a select
 * costs drizzle a tenth to a third of a millisecond of CPU each time, about a fifth of a signed-in
 * list's time in the API (decision 029). `build` ends with `.prepare(name)`: on PostgreSQL a named
 * prepared statement, parsed once per pooled connection; PGlite's driver ignores the name. Each
 * shape is a statement of its own, named `name:shape`; `build` is given the shape with only its
 * set entries, exactly what the statement is kept under.
 */
export function preparedPerDatabase<Statement extends object, S extends Shape = Record<never, never>>(
  name: string,
  build: (db: Db, name: string, shape: S) => Statement,
): (db: Db, shape?: S) => Statement {
  const prepared = new WeakMap<Db, LRUCache<string, Statement>>();
  return (db, shape = {} as S) => {
    const set = Object.entries(shape)
      .filter(([, value]) => Boolean(value))
      .sort(([a], [b]) => (a < b ? -1 : 1));
    const key = set.map(([entry, value]) => (value === true ? entry : `${entry}=${value}`)).join(',');
    let shapes = prepared.get(db);
    if (!shapes) {
      shapes = new LRUCache<string, Statement>({ max: SHAPES_KEPT });
      prepared.set(db, shapes);
    }
    let statement = shapes.get(key);
    if (!statement) {
      statement = build(db, statementName(key ? `${name}:${key}` : name), Object.fromEntries(set) as S);
      shapes.set(key, statement);
    }
    return statement;
  };
}

/** PostgreSQL tells prepared statements apart by their first 63 bytes (NAMEDATALEN). */
const NAME_BYTES = 63;

/**
 * A statement's name as PostgreSQL keeps it apart: as it is when short enough, else its start and
 * a digest of the whole, so two long shapes never share one name on a connection.
 */
export function statementName(name: string): string {
  if (Buffer.byteLength(name) <= NAME_BYTES) return name;
  const digest = createHash('sha256').update(name).digest('hex').slice(0, 16);
  return `${name.slice(0, 40)}~${digest}`;
}

/**
 * The shapes kept per statement and database: the shapes a list's filters make are many (every
 * combination of a feed's), so the least recently used is built again when it comes back.
 */
export const SHAPES_KEPT = 256;

/**
 * The name of a statement built once but sent unnamed (`.prepare(UNNAMED)`): PostgreSQL parses it
 * on each run and keeps nothing per connection. For statements whose shapes are too many to keep
 * as named statements on every pooled connection (decision 035).
 */
export const UNNAMED = '';

/** Which of `keys` a query gives, and each given list's length: a statement's shape. */
export function givenFilters<T extends object, K extends keyof T & string>(
  query: T,
  keys: readonly K[],
): Given<Pick<T, K>> {
  const given: Record<string, true | number> = {};
  for (const key of keys) {
    const value = query[key];
    if (Array.isArray(value) ? value.length > 0 : Boolean(value))
      given[key] = Array.isArray(value) ? value.length : true;
  }
  return given as Given<Pick<T, K>>;
}
