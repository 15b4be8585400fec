import type { Sampling, SamplingListQuery } from '@acorn/contracts';
import { contentItems, type DbExecutor, samplingApplications, samplings as samplingRows } from '@acorn/db';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Mailer } from '../../integrations/mail/mail-queue';
import { AppError } from '../../lib/errors';
import { requireFeature } from '../../lib/tiers';
import {
  type Caller,
  contentTypeService,
  isPublicNow,
  oneFile,
  replaceContentFiles,
  VIEWER,
} from '../content';
import { type NotificationMailConfig, notify } from '../notifications';
import { presentSampling } from './samplings.presenter';
import { type SamplingRow, selectSamplings } from './samplings.queries';

const FEATURE = 'SAMPLING_FEATURE';

/** What a giveaway call parsed from its body (the schema's output). */
interface SamplingFields {
  title: string;
  description: string;
  no_of_offers: number;
  prefered_date: string;
  date_of_giveaway: string | null;
  winning_criteria: string | null;
  brochure: number | null;
  header_image: number | null;
  images: number[];
}

/**
 * The giveaway's own row and files. An edit of the number of samples keeps the applications:
 * the samples left are the new number less those already given, never below zero.
 */
async function saveSamplingRow(
  tx: DbExecutor,
  options: { contentId: number; userId: number; input: SamplingFields; created: boolean },
) {
  const { contentId, userId, input, created } = options;
  const columns = {
    no_of_offers: input.no_of_offers,
    prefered_date: input.prefered_date,
    date_of_giveaway: input.date_of_giveaway,
    winning_criteria: input.winning_criteria,
  };
  if (created)
    await tx
      .insert(samplingRows)
      .values({ content_id: contentId, ...columns, available: input.no_of_offers });
  else {
    const given = sql`(select count(*)::int from ${samplingApplications} where ${samplingApplications.content_id} = ${contentId})`;
    await tx
      .update(samplingRows)
      .set({ ...columns, available: sql`greatest(${input.no_of_offers} - ${given}, 0)` })
      .where(eq(samplingRows.content_id, contentId));
  }
  await replaceContentFiles({
    tx,
    contentId,
    ownerId: userId,
    byRole: {
      brochure: { field: 'brochure', ids: oneFile(input.brochure) },
      header_image: { field: 'header_image', ids: oneFile(input.header_image) },
      image: { field: 'images', ids: input.images },
    },
  });
}

/**
 * Giveaways (the spec's samplings, "surprise boxes"), for the tiers with SAMPLING: others'
 * published giveaways in the listing, one's own in every status, and those one applied to. The
 * day of the giveaway is the item's deadline, so a giveaway leaves the listing after it.
 */
export const samplings = contentTypeService<SamplingRow, Sampling, SamplingFields, SamplingListQuery>({
  feature: FEATURE,
  perPage: 10,
  othersOnly: true,
  read: (db, where, order, viewerId) =>
    selectSamplings(db, viewerId)
      .where(where)
      .orderBy(...order),
  // One's applications as their details open: a giveaway denied, unpublished, of a deactivated
  // owner or past its day leaves the list (no one applies to their own, so that is what is public).
  scope: (given) =>
    given.applied
      ? and(
          sql`exists (select 1 from ${samplingApplications} where ${samplingApplications.content_id} = ${contentItems.id} and ${samplingApplications.user_id} = ${VIEWER})`,
          isPublicNow(),
        )
      : undefined,
  present: presentSampling,
  fields: (input) => ({
    title: input.title,
    description: input.description,
    deadline: input.date_of_giveaway,
  }),
  links: () => ({}),
  save: saveSamplingRow,
});

/**
 * A company applies for another company's published giveaway: once, and only while samples are
 * left. The application and the sample it takes are one transaction; the sample is taken by an
 * update that checks one is left, so concurrent applications never take more than there are.
 * The owner is told as they chose (by e-mail, the notification centre's sentence).
 */
export async function applyForSampling(
  options: Caller & { id: number; config: NotificationMailConfig; mailer: Pick<Mailer, 'deliverSoon'> },
): Promise<Sampling> {
  const { db, userId, id, config } = options;
  await requireFeature({ db, userId, feature: FEATURE });
  await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ ownerId: contentItems.owner_id, title: contentItems.title })
      .from(contentItems)
      .where(and(eq(contentItems.id, id), eq(contentItems.type, 'sampling'), isPublicNow()));
    if (!target) throw new AppError({ code: 'content_not_found' });
    if (target.ownerId === userId) throw new AppError({ code: 'sampling_own' });
    const applied = await tx
      .insert(samplingApplications)
      .values({ content_id: id, user_id: userId })
      .onConflictDoNothing()
      .returning({ id: samplingApplications.content_id });
    if (applied.length === 0) throw new AppError({ code: 'sampling_already_applied' });
    const taken = await tx
      .update(samplingRows)
      .set({ available: sql`${samplingRows.available} - 1` })
      .where(and(eq(samplingRows.content_id, id), gt(samplingRows.available, 0)))
      .returning({ id: samplingRows.content_id });
    if (taken.length === 0) throw new AppError({ code: 'sampling_no_samples_left' });
    await notify({
      tx,
      userId: target.ownerId,
      kind: 'sampling_application',
      actorId: userId,
      itemType: 'sampling',
      itemId: id,
      itemTitle: target.title,
      config,
    });
  });
  options.mailer.deliverSoon();
  return samplings.get({ ...options, type: 'sampling' });
}
