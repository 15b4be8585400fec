import { z } from 'zod/mini';
import { idSchema, intSchema, optionalFilter, paginationQuerySchema } from './common';
import { CONTENT_TYPES } from './content-types';
import { idRefSchema } from './fields';
import { preprocess } from './preprocess';
import { VALIDATION_CODES as V } from './validation';

/** Every content type's name as a schema (the names: CONTENT_TYPE_DESCRIPTORS). */
export const contentTypeSchema = z.enum(CONTENT_TYPES);

/** What an item's status reads: 'expired' is a published item past its deadline. */
export const CONTENT_STATUSES = ['draft', 'pending', 'published', 'denied', 'expired'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
export const contentStatusSchema = z.enum(CONTENT_STATUSES);

/** Lists arrive as arrays or, from older clients, as text split on ';' ("3; 5"). */
const splitList = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(';')
        .map((part) => part.trim())
        .filter(Boolean)
    : value;

const unique = (ids: number[]) => [...new Set(ids)];

/** A list of reference ids (sectors, countries, ...), at least `min`, at most `max`, without repeats. */
export const referenceList = ({ min, max, tooMany }: { min: number; max: number; tooMany?: string }) =>
  preprocess(
    splitList,
    z.pipe(
      z
        .array(idRefSchema, { error: V.required })
        .check(z.minLength(min, V.required), z.maxLength(max, tooMany)),
      z.transform(unique),
    ),
  );

/** A day as the date fields send it (YYYY-MM-DD), checked to exist. */
export const isoDay = z.string({ error: V.required }).check(
  z.refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
  }, V.dateInvalid),
);

export const optionalDay = z.pipe(
  z.nullish(z.union([isoDay, z.literal('')])),
  z.transform((value) => value || null),
);

/** An item's rich-text description; a required one needs some text besides tags and spaces. */
export const RICH_TEXT_MAX = 20_000;
export const requiredRichText = z.string({ error: V.required }).check(
  z.refine((value) => value.replace(/<[^>]*>|&nbsp;|\s/g, '').length > 0, V.required),
  z.maxLength(RICH_TEXT_MAX, V.maxLength2000),
);
export const optionalRichText = z._default(z.string().check(z.maxLength(RICH_TEXT_MAX, V.maxLength2000)), '');

const namedRefSchema = z.object({ id: z.int(), name: z.string() });

/** What every type's answer carries (a type's schema extends it with its own fields). */
export const contentItemFields = {
  id: z.int(),
  title: z.string(),
  description: z.string(),
  /** 'expired' once the last day has passed; only the owner sees other than 'published'. */
  status: contentStatusSchema,
  /** The operator's reason, for the owner of a denied item; null for everyone else. */
  deny_reason: z.nullable(z.string()),
  sectors: z.array(namedRefSchema),
  countries: z.array(namedRefSchema),
  createdAt: z.string(),
  user: z.object({ id: z.int(), company_name: z.nullable(z.string()) }),
};

/** A list filter of reference ids (`sectors=3&sectors=5` or `sectors=3;5`): items linked to any of them. */
export const linkFilter = optionalFilter(referenceList({ min: 1, max: 50 }));

/**
 * A list of one type: the public items (paged), or one company's (`user`), with the search box's
 * words and DESIGN §3b's filters (target sectors, countries, 20LOG services).
 */
export const contentListQuerySchema = z.extend(paginationQuerySchema, {
  perPage: z.optional(intSchema({ max: 50 })),
  user: z.optional(idSchema),
  search: z.optional(z.string().check(z.maxLength(200))),
  sectors: linkFilter,
  countries: linkFilter,
  services: linkFilter,
});
export type ContentListQuery = z.infer<typeof contentListQuerySchema>;

/** Keys of an option list (job functions...), at most `max`, none when absent. */
export const optionKeys = (max: number) =>
  z._default(z.array(z.string().check(z.minLength(1), z.maxLength(40))).check(z.maxLength(max)), []);

/** The same schema under each of `keys`, typed as such (for a type's long lists of like fields). */
export const fieldsOf = <K extends string, S>(keys: readonly K[], schema: (key: K) => S) =>
  Object.fromEntries(keys.map((key) => [key, schema(key)])) as Record<K, S>;
