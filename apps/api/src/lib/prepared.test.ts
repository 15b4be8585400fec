import type { Db } from '@acorn/db';
import { describe, expect, it } from 'vitest';
import { givenFilters, preparedPerDatabase, SHAPES_KEPT } from './prepared';

describe('a statement prepared per database and shape', () => {
  it('is built once per shape and database, and again only after the limit of shapes drops it', () => {
    const built: string[] = [];
    const statement = preparedPerDatabase(
      'list_things',
      (_db, name, _shape: { filler?: number; a?: true }) => {
        built.push(name);
        return { name };
      },
    );
    const one = {} as Db;
    const other = {} as Db;
    expect(statement(one, { a: true })).toBe(statement(one, { a: true }));
    expect(statement(other, { a: true })).not.toBe(statement(one, { a: true }));
    expect(built).toEqual(['list_things:a', 'list_things:a']);

    // 'a' is used again while the others come, so it stays; the empty shape, the least recently used, goes.
    statement(one);
    for (let index = 1; index <= SHAPES_KEPT; index += 1) {
      statement(one, { filler: index });
      statement(one, { a: true });
    }
    built.length = 0;
    statement(one, { a: true });
    statement(one);
    expect(built).toEqual(['list_things']);
  });

  it('builds from the set entries of its shape alone, whatever their order, and keeps it under them', () => {
    const seen: object[] = [];
    const statement = preparedPerDatabase(
      'list_users',
      (_db, name, shape: { role?: true; status?: string; search?: true }) => {
        seen.push(shape);
        return { name };
      },
    );
    const db = {} as Db;
    expect(statement(db, { status: 'active', role: true, search: undefined }).name).toBe(
      'list_users:role,status=active',
    );
    expect(statement(db, { role: true, status: 'active' })).toBe(
      statement(db, { status: 'active', role: true }),
    );
    expect(statement(db, { role: true, status: 'inactive' }).name).toBe('list_users:role,status=inactive');
    expect(seen).toEqual([
      { role: true, status: 'active' },
      { role: true, status: 'inactive' },
    ]);
  });

  it('gives which filters a query sets, and a list by its length, never a value', () => {
    expect(
      givenFilters({ search: 'acme', role: 0, sectors: [4, 9], countries: [], page: 2 }, [
        'search',
        'role',
        'sectors',
        'countries',
      ]),
    ).toEqual({ search: true, sectors: 2 });
  });
});
