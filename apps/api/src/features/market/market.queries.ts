import {
  companyProfiles,
  contentItems,
  type DbExecutor,
  marketItemProposalFactors,
  marketItems,
  proposalFactors,
  services,
} from '@acorn/db';
import { eq, sql } from 'drizzle-orm';
import { contentColumns, filesOfRole, linked } from '../content';

/**
 * Everything a market item's answer needs, in one select: the shared columns of every type, the
 * market row, the service, the proposal factors and the files.
 */
const marketItemColumns = {
  ...contentColumns,
  market: marketItems,
  service: { id: services.id, name: services.name, name_pt: services.name_pt, name_es: services.name_es },
  proposal_factors: linked(
    sql`to_json(${proposalFactors})`,
    sql`from ${marketItemProposalFactors} join ${proposalFactors} on ${proposalFactors.id} = ${marketItemProposalFactors.proposal_factor_id} where ${marketItemProposalFactors.content_id} = ${contentItems.id}`,
    sql`${proposalFactors.id}`,
  ).mapWith((value) => value as Array<(typeof proposalFactors)['$inferSelect']>),
  files: filesOfRole('file'),
};

/** Market items with everything their answer needs; the caller adds where, order and paging. */
export const selectMarketItems = (db: DbExecutor) =>
  db
    .select(marketItemColumns)
    .from(contentItems)
    .innerJoin(marketItems, eq(marketItems.content_id, contentItems.id))
    .leftJoin(companyProfiles, eq(companyProfiles.user_id, contentItems.owner_id))
    .leftJoin(services, eq(services.id, marketItems.service_id))
    .$dynamic();

export type MarketRow = Awaited<ReturnType<typeof selectMarketItems>>[number];
