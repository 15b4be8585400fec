import { campaigns, companyProfiles, contentItems, type DbExecutor } from '@acorn/db';
import { eq } from 'drizzle-orm';
import { contentColumns, filesOfRole, servicesColumn } from '../content';

/** Campaigns with everything their answer needs, in one select. */
export const selectCampaigns = (db: DbExecutor) =>
  db
    .select({ ...contentColumns, campaign: campaigns, services: servicesColumn, image: filesOfRole('image') })
    .from(contentItems)
    .innerJoin(campaigns, eq(campaigns.content_id, contentItems.id))
    .leftJoin(companyProfiles, eq(companyProfiles.user_id, contentItems.owner_id))
    .$dynamic();

export type CampaignRow = Awaited<ReturnType<typeof selectCampaigns>>[number];
