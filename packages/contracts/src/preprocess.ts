import { z } from 'zod/mini';

/** What zod's `preprocess` gives: the input is anything, the output and the key's optionality are `T`'s. */
export interface ZodMiniPreprocess<T extends z.core.SomeType>
  extends z.ZodMiniType<z.output<T>, unknown, z.core.$ZodPreprocessInternals<T>> {}

/** zod's `preprocess`, which zod/mini has not: `fn` rewrites the raw input before `schema` reads it. */
export const preprocess = <T extends z.core.$ZodType>(fn: (value: unknown) => unknown, schema: T) =>
  z.pipe(z.transform(fn), schema) as unknown as ZodMiniPreprocess<T>;
