import type { DbExecutor } from '../../client';
import { contentCountries, contentItems, contentSectors, contentServices } from '../../schema/index';
import { searchableText } from '../../search';
import type { SeedFileStore } from '../file-store';
import { countryIdByCode } from '../reference/countries';
import { sectorIdByName } from '../reference/sectors';
import { serviceIdByName } from '../reference/services';
import { daysAgo, isoDay } from './dates';

type DemoStatus = 'draft' | 'pending' | 'published' | 'denied';

/** What every demo item has, whatever its type (decision 021's shared row and links). */
export interface DemoContent {
  owner: string;
  title: string;
  description: string;
  sectors: string[];
  countries: string[];
  /** 20LOG services by English name (seed/reference/services.ts), for the types that have them. */
  services?: string[];
  status: DemoStatus;
  denyReason?: string;
  createdDaysAgo: number;
  /** Days from today to the last day shown; negative for an item that has expired; none for a post. */
  closesInDays?: number;
}

/** What each type's demo seeding takes: the transaction, the companies by e-mail's local part, the operator, now. */
export interface DemoSeedOptions {
  tx: DbExecutor;
  ownerIds: Map<string, number>;
  operatorId: number;
  now: Date;
  /** Where the items' pictures go; without it the items have none. */
  files?: SeedFileStore;
}

/** Who decided on a demo item and when: the operator, the afternoon after it came in; nobody yet when undecided. */
export const demoDecision = (options: {
  decided: boolean;
  createdDaysAgo: number;
  operatorId: number;
  now: Date;
}) =>
  options.decided
    ? {
        decided_at: daysAgo(options.now, Math.max(options.createdDaysAgo - 1, 0), 16),
        decided_by: options.operatorId,
      }
    : { decided_at: null, decided_by: null };

/** Inserts the shared row of a demo item with its sectors and countries; its id, or null without its owner. */
export async function insertDemoContent(
  tx: DbExecutor,
  options: { type: string; item: DemoContent; ownerIds: Map<string, number>; operatorId: number; now: Date },
): Promise<number | null> {
  const { type, item, ownerIds, operatorId, now } = options;
  const ownerId = ownerIds.get(item.owner);
  if (ownerId === undefined) return null;
  const createdAt = daysAgo(now, item.createdDaysAgo);
  const [row] = await tx
    .insert(contentItems)
    .values({
      type,
      owner_id: ownerId,
      title: item.title,
      description: item.description,
      status: item.status,
      deny_reason: item.denyReason ?? null,
      ...demoDecision({
        decided: item.status === 'published' || item.status === 'denied',
        createdDaysAgo: item.createdDaysAgo,
        operatorId,
        now,
      }),
      opening_date: isoDay(createdAt),
      deadline: item.closesInDays === undefined ? null : isoDay(daysAgo(now, -item.closesInDays)),
      created_at: createdAt,
      updated_at: createdAt,
      search_title: searchableText(item.title),
      search_body: searchableText(item.description),
    })
    .returning({ id: contentItems.id });
  if (!row) return null;
  if (item.sectors.length > 0) {
    await tx
      .insert(contentSectors)
      .values(item.sectors.map((name) => ({ content_id: row.id, sector_id: sectorIdByName(name) })));
  }
  if (item.countries.length > 0) {
    await tx
      .insert(contentCountries)
      .values(item.countries.map((code) => ({ content_id: row.id, country_id: countryIdByCode(code) })));
  }
  if (item.services && item.services.length > 0) {
    await tx
      .insert(contentServices)
      .values(item.services.map((name) => ({ content_id: row.id, service_id: serviceIdByName(name) })));
  }
  return row.id;
}
