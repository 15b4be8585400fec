import type { Db } from '@acorn/db';
import { describe, expect, it } from 'vitest';
import { preparedPerDatabase, SHAPES_KEPT } from './prepared';

describe('a statement prepared per database and shape', () => {
  it('is built once per shape and database, and again only after the limit of shapes drops it', () => {
    const built: string[] = [];
    const statement = preparedPerDatabase(
      'list_things',
      (_db, name) => {
        built.push(name);
        return { name };
      },
      (shape: string) => shape,
    );
    const one = {} as Db;
    const other = {} as Db;
    expect(statement(one, 'a')).toBe(statement(one, 'a'));
    expect(statement(other, 'a')).not.toBe(statement(one, 'a'));
    expect(built).toEqual(['list_things:a', 'list_things:a']);

    // 'a' is used again while the others come, so it stays; 'b', the least recently used, goes.
    statement(one, 'b');
    for (let index = 0; index < SHAPES_KEPT; index += 1) {
      statement(one, `filler ${index}`);
      statement(one, 'a');
    }
    built.length = 0;
    statement(one, 'a');
    statement(one, 'b');
    expect(built).toEqual(['list_things:b']);
  });
});
