import { companyProfiles, contentItems, type DbExecutor, samplingApplications, samplings } from '@acorn/db';
import { eq, type Placeholder, sql } from 'drizzle-orm';
import { contentColumns, filesOfRole, linked } from '../content';

/** Whether `viewerId` has applied, and, for the owner only, who has: in the same statement as the giveaway. */
const applicationColumns = (viewerId: number | Placeholder) => ({
  applied: sql<boolean>`exists (select 1 from ${samplingApplications} where ${samplingApplications.content_id} = ${contentItems.id} and ${samplingApplications.user_id} = ${viewerId})`,
  applicants: linked(
    sql`json_build_object('id', ${samplingApplications.user_id}, 'company_name', ${companyProfiles.company_name}, 'applied_at', ${samplingApplications.created_at})`,
    sql`from ${samplingApplications} left join ${companyProfiles} on ${companyProfiles.user_id} = ${samplingApplications.user_id} where ${samplingApplications.content_id} = ${contentItems.id} and ${contentItems.owner_id} = ${viewerId}`,
    sql`${samplingApplications.created_at}`,
  ).mapWith((value) => value as Array<{ id: number; company_name: string | null; applied_at: string }>),
});

/** Giveaways with everything their answer to `viewerId` needs, in one select. */
export const selectSamplings = (db: DbExecutor, viewerId: number | Placeholder) =>
  db
    .select({
      ...contentColumns,
      sampling: samplings,
      ...applicationColumns(viewerId),
      brochure: filesOfRole('brochure'),
      header_image: filesOfRole('header_image'),
      images: filesOfRole('image'),
    })
    .from(contentItems)
    .innerJoin(samplings, eq(samplings.content_id, contentItems.id))
    .leftJoin(companyProfiles, eq(companyProfiles.user_id, contentItems.owner_id))
    .$dynamic();

export type SamplingRow = Awaited<ReturnType<typeof selectSamplings>>[number];
