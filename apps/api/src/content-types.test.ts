import { CONTENT_TYPES } from '@acorn/contracts';
import { expect, it } from 'vitest';
import { SERVED_CONTENT_TYPES } from './content-types';

it('serves every content type of the contracts, each once', () => {
  expect(SERVED_CONTENT_TYPES.map((served) => served.type).sort()).toEqual([...CONTENT_TYPES].sort());
});
