import { z } from 'zod/mini';
import { intSchema, itemResponseSchema, listResponseSchema } from './common';
import { contentItemFields, contentListQuerySchema, isoDay, optionalDay, referenceList } from './content';
import { idRefSchema, optionalIdRef, optionalText, requiredText } from './fields';
import { uploadedFileSchema } from './files';
import { VALIDATION_CODES as V } from './validation';

/** Spec §5: a giveaway's description is at most 580 characters; up to 5 images. */
export const SAMPLING_LIMITS = { description: 580, images: 5, samples: 100_000 } as const;

/**
 * A giveaway (the spec's sampling, "surprise box") as the create and edit forms send it, by the
 * server's names; what the server keeps (available samples, winners, status) is dropped.
 */
export const samplingInputSchema = z.object({
  title: requiredText(255),
  description: requiredText(SAMPLING_LIMITS.description),
  no_of_offers: intSchema({ min: 1, max: SAMPLING_LIMITS.samples, message: V.required }),
  prefered_date: isoDay,
  date_of_giveaway: optionalDay,
  winning_criteria: optionalText(2000),
  brochure: optionalIdRef,
  header_image: optionalIdRef,
  images: z._default(referenceList({ min: 0, max: SAMPLING_LIMITS.images, tooMany: V.maxFiveFiles }), []),
});
export type SamplingInput = z.input<typeof samplingInputSchema>;

/** POST /api/surpriseBoxAdd: apply for a giveaway. */
export const samplingApplyInputSchema = z.object({ surprise_id: idRefSchema });

/** DELETE /api/deleteSurpriseBox: the spec names the id `surpriseBoxId`. */
export const deleteSamplingInputSchema = z.pipe(
  z.object({ surpriseBoxId: idRefSchema }),
  z.transform(({ surpriseBoxId }) => ({ id: surpriseBoxId })),
);

/** A giveaway as its detail page, the listing and the owner's list read it. */
export const samplingSchema = z.object({
  ...contentItemFields,
  item_type: z.literal('sampling'),
  numberOfSamples: z.int(),
  /** Samples left to give; the Want button is disabled at 0 (spec §4). */
  noAvailableOffers: z.int(),
  preferedDate: z.nullable(z.string()),
  dateOfGiveAway: z.nullable(z.string()),
  winningCriteria: z.nullable(z.string()),
  brochure: z.nullable(uploadedFileSchema),
  headerImage: z.nullable(uploadedFileSchema),
  images: z.array(uploadedFileSchema),
  /** Whether the caller's company has applied. */
  applied: z.boolean(),
  /** The companies that applied, for the owner only (empty for everyone else). */
  applicants: z.array(z.object({ id: z.int(), company_name: z.nullable(z.string()), appliedAt: z.string() })),
});
export type Sampling = z.infer<typeof samplingSchema>;
export const samplingResponseSchema = itemResponseSchema(samplingSchema);
export const samplingListResponseSchema = listResponseSchema(samplingSchema);

/** GET /api/listOtherSurpriseBox: others' giveaways, one company's (`user`), or those the caller applied to. */
export const samplingListQuerySchema = z.extend(contentListQuerySchema, {
  applied: z.optional(z.enum(['1', 'true'])),
});
export type SamplingListQuery = z.infer<typeof samplingListQuerySchema>;

/** The apply call's answer: the giveaway as it stands after the application. */
export const samplingApplyResponseSchema = z.object({ success: z.string(), data: samplingSchema });
