import {
  CAMPAIGN_ROLES,
  CAMPAIGN_TEXTS,
  type Campaign,
  type CampaignRole,
  type CampaignText,
  SCORING_BOARD_FLAGS,
} from '@acorn/contracts';
import { campaigns as campaignRows, type DbExecutor } from '@acorn/db';
import { eq } from 'drizzle-orm';
import { contentTypeService, oneFile, replaceContentFiles } from '../content';
import { presentCampaign } from './campaigns.presenter';
import { type CampaignRow, selectCampaigns } from './campaigns.queries';

/** What a campaign call parsed from its body (the schema's output). */
type CampaignFields = {
  title: string;
  sectors: number[];
  countries: number[];
  services: number[];
  campaign_will: 'problem' | 'opportunity';
  business_case: string;
  image: number | null;
  opening_date: string;
  deadline: string;
} & Record<CampaignText, string | null> &
  Record<CampaignRole, string[]> &
  Record<(typeof SCORING_BOARD_FLAGS)[number], boolean>;

function campaignColumns(input: CampaignFields) {
  const columns: Record<string, unknown> = {
    campaign_will: input.campaign_will,
    business_case: input.business_case,
  };
  for (const key of [...CAMPAIGN_TEXTS, ...CAMPAIGN_ROLES, ...SCORING_BOARD_FLAGS])
    columns[key] = input[key] ?? null;
  for (const key of CAMPAIGN_ROLES) columns[key] = [...new Set(input[key])];
  return columns as typeof campaignRows.$inferInsert;
}

async function saveCampaignRow(
  tx: DbExecutor,
  options: { contentId: number; userId: number; input: CampaignFields; created: boolean },
) {
  const { contentId, userId, input, created } = options;
  const columns = campaignColumns(input);
  if (created) await tx.insert(campaignRows).values({ ...columns, content_id: contentId });
  else await tx.update(campaignRows).set(columns).where(eq(campaignRows.content_id, contentId));
  await replaceContentFiles({
    tx,
    contentId,
    ownerId: userId,
    byRole: { image: { field: 'image', ids: oneFile(input.image) } },
  });
}

/**
 * Campaigns, for the tiers with CAMPAIGNS: the public campaigns (the spec's list defaults to
 * public), one company's, or one's own in every status. The closing date is the item's deadline.
 */
export const campaigns = contentTypeService<CampaignRow, Campaign, CampaignFields>({
  feature: 'CAMPAIGNS_FEATURE',
  perPage: 10,
  read: (db, where, order) =>
    selectCampaigns(db)
      .where(where)
      .orderBy(...order),
  present: presentCampaign,
  // A campaign has no description of its own: its product and advantage are what search finds.
  fields: (input) => ({
    title: input.title,
    description: [input.product, input.advantage].filter(Boolean).join('\n'),
    opening_date: input.opening_date,
    deadline: input.deadline,
  }),
  links: (input) => ({
    sectors: { field: 'sectors', ids: input.sectors },
    countries: { field: 'countries', ids: input.countries },
    services: { field: 'services', ids: input.services },
  }),
  save: saveCampaignRow,
});
