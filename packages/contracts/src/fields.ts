import { z } from 'zod/mini';
import { idSchema } from './common';
import { VALIDATION_CODES as V } from './validation';

/**
 * The field rules every body is built from (texts, e-mails, URLs, references to rows, the spec's
 * flags), apart from any one form, so a module that needs a text rule does not carry the
 * registration wizards' schemas (and the IBAN library they use) with it.
 */

const DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,6}$/i;

/** The spec's URL rule: http or https, and a domain whose ending has 2 to 6 letters. */
export function isValidUrl(value: string): boolean {
  const text = value.trim();
  if (text.length > 2048 || !/^https?:\/\/\S+$/i.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return DOMAIN.test(url.hostname);
}

const maxMessage = (max: number) =>
  max <= 40 ? V.maxLength40 : max <= 255 ? V.maxLength255 : max <= 580 ? V.maxLength580 : V.maxLength2000;

/** A required text: trimmed, at least one character, at most `max`. */
export const requiredText = (max = 255) =>
  z.string({ error: V.required }).check(
    z.trim(),
    // Not `abort`: that would also stop the object's checks of other fields (`whenValid`). Formats
    // follow in a pipe, which an empty value never reaches.
    z.minLength(1, V.required),
    z.maxLength(max, maxMessage(max)),
  );

/** An optional text: empty, null or absent become null. */
export const optionalText = (max = 255) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max, maxMessage(max)))),
    z.transform((value) => value || null),
  );

/** A required e-mail address ('email is not valid'). */
export const requiredEmail = z.pipe(requiredText(254), z.email(V.emailInvalid));

/** The phone rule: not empty and not just '+'. */
export const phoneSchema = requiredText(40).check(z.refine((value) => value !== '+', V.required));

export const requiredUrl = z.pipe(requiredText(255), z.string().check(z.refine(isValidUrl, V.urlInvalid)));
export const optionalUrl = optionalText(255).check(
  z.refine((value) => value === null || isValidUrl(value), V.urlInvalid),
);

const rowObjectId = z.pipe(
  z.object({ id: idSchema }),
  z.transform((value) => value.id),
);

/** A reference to a row, sent as its id or as the object from a list ({ id, name, ... }). */
export const idRefSchema = z.union([idSchema, rowObjectId], { error: V.required });

export const optionalIdRef = z.pipe(
  z.optional(z.union([idRefSchema, z.literal(''), z.null()])),
  z.transform((value) => (typeof value === 'number' ? value : null)),
);

/** The ids without repeats, in their first order. */
export const uniqueIds = (ids: number[]) => [...new Set(ids)];

/** A list of references (ids or objects), without repeats. */
export const idList = ({ min, max = 200 }: { min: number; max?: number }) =>
  z.pipe(
    z.array(idRefSchema, { error: V.required }).check(z.minLength(min, V.required), z.maxLength(max)),
    z.transform(uniqueIds),
  );

/** The spec's 1/0 flags; booleans, their strings and the spec's yes/no are accepted too. */
export const flagSchema = z.pipe(
  z.union([
    z.boolean(),
    z.literal(1),
    z.literal(0),
    z.literal('1'),
    z.literal('0'),
    z.literal('true'),
    z.literal('false'),
    z.literal('yes'),
    z.literal('no'),
  ]),
  z.transform(
    (value) => value === true || value === 1 || value === '1' || value === 'true' || value === 'yes',
  ),
);

export const optionalEmail = optionalText(254).check(
  z.refine((value) => value === null || z.email().safeParse(value).success, V.emailInvalid),
);

/** LinkedIn and Facebook links must point at those sites (main profile form). */
export const isLinkedinUrl = (value: string) =>
  isValidUrl(value) && /(^|\.)linkedin\.com$/i.test(new URL(value).hostname);
export const isFacebookUrl = (value: string) =>
  isValidUrl(value) && /(^|\.)(facebook\.com|fb\.com|fb\.me)$/i.test(new URL(value).hostname);

const siteUrl = (check: (value: string) => boolean, message: string) =>
  optionalText(255).check(z.refine((value) => value === null || check(value), message));
export const optionalLinkedinUrl = siteUrl(isLinkedinUrl, V.linkedinInvalid);
export const optionalFacebookUrl = siteUrl(isFacebookUrl, V.facebookInvalid);
