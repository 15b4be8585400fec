import {
  CAMPAIGN_ROLES,
  CAMPAIGN_TEXTS,
  type Campaign,
  fieldsOf,
  SCORING_BOARD_FLAGS,
} from '@acorn/contracts';
import { contentStatus, namedRef, type PresentOptions } from '../content';
import { presentFile } from '../files';
import type { CampaignRow } from './campaigns.queries';

/** The wire shape of a campaign; the deny reason only for its owner. */
export function presentCampaign(row: CampaignRow, options: PresentOptions): Campaign {
  const { item, campaign } = row;
  const { viewerId, language, today, storage } = options;
  const [image] = row.image;
  return {
    id: item.id,
    item_type: 'campaign',
    title: item.title,
    description: item.description,
    status: contentStatus(item, today),
    deny_reason: item.owner_id === viewerId ? item.deny_reason : null,
    services: row.services.map((ref) => namedRef(ref, language)),
    sectors: row.sectors.map((ref) => namedRef(ref, language)),
    countries: row.countries.map((ref) => namedRef(ref, language)),
    campaign_will:
      campaign.campaign_will === 'problem' || campaign.campaign_will === 'opportunity'
        ? campaign.campaign_will
        : null,
    business_case: campaign.business_case,
    ...fieldsOf(CAMPAIGN_TEXTS, (key) => campaign[key]),
    ...fieldsOf(CAMPAIGN_ROLES, (key) => campaign[key]),
    ...fieldsOf(SCORING_BOARD_FLAGS, (key) => campaign[key]),
    image: image ? presentFile(image, storage) : null,
    opening_date: item.opening_date,
    deadline: item.deadline,
    createdAt: item.created_at.toISOString(),
    user: { id: item.owner_id, company_name: row.company_name },
  };
}
