import type { Language, Protocol } from '@acorn/contracts';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { localized } from '../../lib/language';
import { contentStatus, namedRef } from '../content';
import { presentFile } from '../files';
import type { ProtocolRow } from './protocols.queries';

/** The wire shape of a protocol; the deny reason only for its owner. */
export function presentProtocol(
  row: ProtocolRow,
  options: { viewerId: number; language: Language; today: string; storage: FileStorage },
): Protocol {
  const { item, protocol } = row;
  const { viewerId, language, today, storage } = options;
  const [brochure] = row.brochure;
  const [image] = row.image;
  return {
    id: item.id,
    item_type: 'protocol',
    title: item.title,
    description: item.description,
    status: contentStatus(item, today),
    deny_reason: item.owner_id === viewerId ? item.deny_reason : null,
    user_status: protocol.user_status,
    categories: row.categories.map((ref) => ({
      id: ref.id,
      category_name: localized(ref, 'name', language),
    })),
    sectors: row.sectors.map((ref) => namedRef(ref, language)),
    countries: row.countries.map((ref) => namedRef(ref, language)),
    dateOfPublication: item.opening_date,
    dateOfValidity: item.deadline,
    brochure: brochure ? presentFile(brochure, storage) : null,
    image: image ? presentFile(image, storage) : null,
    createdAt: item.created_at.toISOString(),
    user: { id: item.owner_id, company_name: row.company_name },
  };
}
