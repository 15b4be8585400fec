import type { Db } from '@acorn/db';
import { LRUCache } from 'lru-cache';

/**
 * A statement drizzle builds once per database instead of on every call, for the statements many
 * requests send in the same shape, only their values changing (`sql.placeholder`, filled at
 * `execute`): building a select costs drizzle a tenth to a third of a millisecond of CPU each
 * time, about a fifth of a signed-in list's time in the API (`npm run bench`). `build` ends with
 * `.prepare(name)`: on PostgreSQL a named prepared statement, parsed once per pooled connection;
 * PGlite ignores the name. `shapeOf` tells apart the inputs that write different SQL (which of a
 * list's filters are given); each shape is a statement of its own, named `name:shape`.
 */
export function preparedPerDatabase<Statement extends object, Input = void>(
  name: string,
  build: (db: Db, name: string, input: Input) => Statement,
  shapeOf: (input: Input) => string = () => '',
): (db: Db, input: Input) => Statement {
  const prepared = new WeakMap<Db, LRUCache<string, Statement>>();
  return (db, input) => {
    const shape = shapeOf(input);
    let shapes = prepared.get(db);
    if (!shapes) {
      shapes = new LRUCache<string, Statement>({ max: SHAPES_KEPT });
      prepared.set(db, shapes);
    }
    let statement = shapes.get(shape);
    if (!statement) {
      statement = build(db, shape ? `${name}:${shape}` : name, input);
      shapes.set(shape, statement);
    }
    return statement;
  };
}

/**
 * The shapes kept per statement and database: the shapes a list's filters make are many (every
 * combination of a feed's), so the least recently used is built again when it comes back.
 */
export const SHAPES_KEPT = 256;

/**
 * The name of a statement built once but sent unnamed (`.prepare(UNNAMED)`): PostgreSQL parses it
 * on each run and keeps nothing per connection. For statements whose shapes are too many to keep
 * as named statements on every pooled connection (decision 035); PGlite's client prepares every
 * text anyway, a bounded number of them (pglite-statements).
 */
export const UNNAMED = '';

/** Which of `keys` a list's filter gives (truthy, as its conditions read them): its statement's shape. */
export const givenFilters = <T extends object>(filter: T, keys: readonly (keyof T & string)[]) =>
  keys.filter((key) => filter[key]).join(',');
