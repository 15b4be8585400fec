import type { Language, MarketItem, MarketType } from '@acorn/contracts';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { localized } from '../../lib/language';
import { contentStatus, namedRef } from '../content';
import { presentFile } from '../files';
import type { MarketRow } from './market.queries';

/** The wire shape of a market item; the deny reason only for its owner. */
export function presentMarketItem(
  row: MarketRow,
  options: { viewerId: number; language: Language; today: string; storage: FileStorage },
): MarketItem {
  const { item, market, service } = row;
  const { viewerId, language, today, storage } = options;
  const isOwner = item.owner_id === viewerId;
  return {
    id: item.id,
    item_type: item.type as MarketType,
    title: item.title,
    description: item.description,
    status: contentStatus(item, today),
    deny_reason: isOwner ? item.deny_reason : null,
    service: service ? { id: service.id, service_name: localized(service, 'name', language) } : null,
    sectors: row.sectors.map((ref) => namedRef(ref, language)),
    countries: row.countries.map((ref) => namedRef(ref, language)),
    target_company_size: market.target_company_size,
    target_company_revenue: market.target_company_revenue,
    need: item.type === 'opportunity' ? market.need : null,
    what_brand_famous: item.type === 'offer' ? market.what_brand_famous : null,
    innovation_areas: market.innovation_areas,
    strengths: market.strengths,
    proposalFactors: row.proposal_factors.map((factor) => ({
      id: factor.id,
      factorName: localized(factor, 'name', language),
      factorStage: localized(factor, 'stage', language),
    })),
    files: row.files.map((file) => presentFile(file, storage)),
    scoring_board_reviews: market.scoring_board_reviews,
    scoring_board_testimonials: market.scoring_board_testimonials,
    scoring_board_recommendations: market.scoring_board_recommendations,
    scoring_board_certificates: market.scoring_board_certificates,
    scoring_board_awards: market.scoring_board_awards,
    scoring_board_publications: market.scoring_board_publications,
    deadline: item.deadline,
    opening_date: item.opening_date,
    createdAt: item.created_at.toISOString(),
    user: { id: item.owner_id, company_name: row.company_name },
  };
}
