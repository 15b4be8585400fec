import { z } from 'zod/mini';
import { idSchema } from './common';
import { CONTENT_TYPES } from './content-types';
import { requiredText } from './fields';

/**
 * POST /api/interest ('Want') and DELETE /api/interest (taking it back), DESIGN §3b: the item by
 * its type and id. The caller is the token's user; a `user_id` in the body is dropped.
 */
/** A giveaway is wanted by applying for a sample (surpriseBoxAdd), not here. */
export const WANTABLE_TYPES = CONTENT_TYPES.filter(
  (type): type is Exclude<(typeof CONTENT_TYPES)[number], 'sampling'> => type !== 'sampling',
);
export type WantableType = (typeof WANTABLE_TYPES)[number];
const wantableTypeSchema = z.enum(WANTABLE_TYPES);

export const interestInputSchema = z.object({ item_id: idSchema, item_type: wantableTypeSchema });
export type InterestInput = z.input<typeof interestInputSchema>;

/** Whether the caller now wants the item. */
export const interestResponseSchema = z.object({
  data: z.object({ item_id: z.int(), item_type: wantableTypeSchema, wanted: z.boolean() }),
});
export type InterestResponse = z.infer<typeof interestResponseSchema>;

/** What a member can write to through the platform: an item's owner, or a company itself. */
export const MESSAGE_TARGET_TYPES = [...CONTENT_TYPES, 'company'] as const;
export type MessageTargetType = (typeof MESSAGE_TARGET_TYPES)[number];

/** The longest message a member can send to an owner. */
export const INTEREST_MESSAGE_MAX = 2000;

/**
 * POST /api/sendInterestedNotification: a plain-text message for the owner of an item, or for a
 * company (`item_type` 'company', `item_id` its user id), delivered by the platform without
 * either side learning the other's e-mail address.
 */
export const sendInterestedNotificationInputSchema = z.object({
  item_id: idSchema,
  item_type: z.enum(MESSAGE_TARGET_TYPES),
  message: requiredText(INTEREST_MESSAGE_MAX),
});
export type SendInterestedNotificationInput = z.input<typeof sendInterestedNotificationInputSchema>;

export const sendInterestedNotificationResponseSchema = z.object({ success: z.string() });
export type SendInterestedNotificationResponse = z.infer<typeof sendInterestedNotificationResponseSchema>;
