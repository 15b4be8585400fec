import { z } from 'zod/mini';
import { itemResponseSchema, listResponseSchema } from './common';
import { contentItemFields, isoDay, optionalRichText, referenceList } from './content';
import { idRefSchema, optionalIdRef, requiredText } from './fields';
import { uploadedFileSchema } from './files';
import { VALIDATION_CODES as V } from './validation';

const isDayText = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * A protocol (the spec's service post, "POM service") as the create and edit forms send it, by
 * the server's names; unknown fields (status, owner, user_status) are dropped.
 */
export const protocolInputSchema = z
  .object({
    title: requiredText(255),
    description: optionalRichText,
    categories: referenceList({ min: 1, max: 50 }),
    sectors: referenceList({ min: 1, max: 50 }),
    countries: referenceList({ min: 1, max: 250 }),
    date_of_publication: isoDay,
    date_of_validity: isoDay,
    brochure: optionalIdRef,
    image: optionalIdRef,
  })
  .check(
    z.refine((input) => input.date_of_validity >= input.date_of_publication, {
      message: V.endBeforeStart,
      path: ['date_of_validity'],
      // Also when other fields failed, so every problem shows at once; never on a body that is not an object.
      when: ({ value }) => {
        if (typeof value !== 'object' || value === null) return false;
        const dates = value as { date_of_publication?: unknown; date_of_validity?: unknown };
        return isDayText(dates.date_of_publication) && isDayText(dates.date_of_validity);
      },
    }),
  );
export type ProtocolInput = z.input<typeof protocolInputSchema>;

/** DELETE /api/deletePOMService: the spec names the id `protocolId`. */
export const deleteProtocolInputSchema = z.pipe(
  z.object({ protocolId: idRefSchema }),
  z.transform(({ protocolId }) => ({ id: protocolId })),
);

/** A protocol as its detail page, the owner's list and the directory read it. */
export const protocolSchema = z.object({
  ...contentItemFields,
  item_type: z.literal('protocol'),
  /** Set by the server when the protocol is created (spec §4). */
  user_status: z.string(),
  categories: z.array(z.object({ id: z.int(), category_name: z.string() })),
  dateOfPublication: z.nullable(z.string()),
  dateOfValidity: z.nullable(z.string()),
  brochure: z.nullable(uploadedFileSchema),
  image: z.nullable(uploadedFileSchema),
});
export type Protocol = z.infer<typeof protocolSchema>;
export const protocolResponseSchema = itemResponseSchema(protocolSchema);
export const protocolListResponseSchema = listResponseSchema(protocolSchema);
