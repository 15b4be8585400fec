import { describe, expect, it } from 'vitest';
import { findNulCharacter } from './validation';

describe('findNulCharacter', () => {
  it('gives the path of the first text holding a NUL character', () => {
    expect(findNulCharacter({ name: 'Ana', rows: [{ value: 'ok' }, { value: 'a\u0000b' }] })).toEqual([
      'rows',
      1,
      'value',
    ]);
    expect(findNulCharacter('a\u0000')).toEqual([]);
    expect(findNulCharacter({ name: 'Ana', count: 3, tags: ['x'], none: null })).toBeUndefined();
  });

  it('walks a body nested deeper than the call stack', () => {
    let deep: unknown = 'x\u0000y';
    for (let depth = 0; depth < 200_000; depth++) deep = [deep];
    expect(findNulCharacter(deep)).toHaveLength(200_000);
  });
});
