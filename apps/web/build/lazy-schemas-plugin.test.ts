import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { lazySchema } from '../src/lib/lazy-schema';
import { schemaInitializers, wrapInitializers } from './lazy-schemas-plugin';

const MODULE = `
import { z } from 'zod/mini';
export const LIMITS = { max: 3 };
export const NAMES = Object.keys(LIMITS);
const listOf = (item) => z.array(item);
export const itemSchema = z.object({ id: z.number() });
export const itemListSchema = listOf(itemSchema);
const positive = z.refine((value) => value > 0);
export const countText = z.string().check(z.minLength(1));
`;

describe('lazy contract schemas: the transform', () => {
  const wrapped = (code: string) =>
    schemaInitializers(parseAst(code) as never).map((node) => code.slice(node.start, node.end));

  it('wraps the constants that build schemas and checks, and nothing else', () => {
    expect(wrapped(MODULE)).toEqual([
      'z.object({ id: z.number() })',
      'listOf(itemSchema)',
      'z.refine((value) => value > 0)',
      'z.string().check(z.minLength(1))',
    ]);
  });

  it('turns each into a build on first use and imports the runtime once', () => {
    const code = wrapInitializers(MODULE, schemaInitializers(parseAst(MODULE) as never), '/lazy.ts');
    expect(code).toContain(
      'export const itemSchema = /* @__PURE__ */ __lazySchema(() => z.object({ id: z.number() }));',
    );
    expect(code).toContain('export const LIMITS = { max: 3 };');
    expect(code.match(/import \{ lazySchema as __lazySchema \} from "\/lazy.ts"/g)).toHaveLength(1);
    expect(() => parseAst(code)).not.toThrow();
  });
});

describe('lazy contract schemas: the runtime', () => {
  const build = () => z.object({ name: z.string().check(z.minLength(2)), age: z.optional(z.number()) });

  it('builds the schema on first use, once', () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds += 1;
      return build();
    });
    expect(builds).toBe(0);
    expect(z.safeParse(schema, { name: 'Ana' }).success).toBe(true);
    expect(z.safeParse(schema, { name: 'A' }).success).toBe(false);
    expect(builds).toBe(1);
  });

  it('parses, fails and composes exactly as the eager schema does', () => {
    const eager = build();
    const lazy = lazySchema(build);
    for (const input of [{ name: 'Ana', age: 3 }, { name: 'A' }, { name: 'Ana', age: 'x' }, null]) {
      expect(z.safeParse(lazy, input)).toEqual(z.safeParse(eager, input));
    }
    const extended = z.extend(lazy, { city: z.string() });
    expect(z.safeParse(extended, { name: 'Ana', city: 'Porto' }).success).toBe(true);
    expect(z.safeParse(extended, { name: 'Ana' }).success).toBe(false);
    const nested = z.object({ person: lazySchema(build) });
    expect(z.safeParse(nested, { person: { name: 'Ana' } }).success).toBe(true);
    const union = z.discriminatedUnion('kind', [
      lazySchema(() => z.object({ kind: z.literal('a'), a: z.string() })),
      lazySchema(() => z.object({ kind: z.literal('b'), b: z.number() })),
    ]);
    expect(z.safeParse(union, { kind: 'b', b: 2 }).success).toBe(true);
    expect(z.safeParse(union, { kind: 'a', a: 2 }).success).toBe(false);
    expect(Object.getPrototypeOf(lazy)).toBe(Object.getPrototypeOf(eager));
  });
});
