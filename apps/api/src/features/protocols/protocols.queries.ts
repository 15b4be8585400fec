import { companyProfiles, contentItems, type DbExecutor, protocols } from '@acorn/db';
import { eq } from 'drizzle-orm';
import { categoriesColumn, contentColumns, filesOfRole } from '../content';

/** Everything a protocol's answer needs, in one select: the shared columns, its own row, its links. */
export const selectProtocols = (db: DbExecutor) =>
  db
    .select({
      ...contentColumns,
      protocol: protocols,
      categories: categoriesColumn,
      brochure: filesOfRole('brochure'),
      image: filesOfRole('image'),
    })
    .from(contentItems)
    .innerJoin(protocols, eq(protocols.content_id, contentItems.id))
    .leftJoin(companyProfiles, eq(companyProfiles.user_id, contentItems.owner_id))
    .$dynamic();

export type ProtocolRow = Awaited<ReturnType<typeof selectProtocols>>[number];
