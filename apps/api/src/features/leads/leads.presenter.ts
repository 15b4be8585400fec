import {
  type ContentType,
  type Language,
  type Lead,
  type LeadParty,
  type MatchedNeed,
  type NeedReason,
  type NeedReasonKind,
  NONDISCLOSURE_NAME,
} from '@acorn/contracts';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { localized } from '../../lib/language';
import { type FileRow, publicImageUrl } from '../files';
import { namesOf, type ReferenceNames } from '../reference';
import type { LeadRow, NeedRow } from './leads.queries';

type LocalizedName = { name: string; name_pt: string; name_es: string };

/** The names a page of needs is presented with: its sectors, countries and matched services. */
export interface NeedNames extends ReferenceNames {
  services: Map<number, LocalizedName>;
}

interface PartyRow {
  party_name: string;
  party_hidden: boolean;
  party_logo: FileRow | null;
}

/** The other party: an advisor who hides their identity reads 'Nondisclosure', id 0, no picture. */
const presentParty = (row: PartyRow, id: number, storage: FileStorage): LeadParty =>
  row.party_hidden
    ? { id: 0, name: NONDISCLOSURE_NAME, logo: null }
    : {
        id,
        name: row.party_name,
        logo: publicImageUrl(row.party_logo, storage, 'thumb'),
      };

export const presentLead = (row: LeadRow, storage: FileStorage): Lead => ({
  kind: row.kind,
  created_at: row.created_at.toISOString(),
  from: presentParty(row, row.from_id, storage),
  item: { type: row.item_type as ContentType, id: row.item_id, title: row.item_title },
  message: row.kind === 'message' ? row.message : null,
  conversation_id: row.conversation_id || null,
});

/** Why a need matched, by kind (services first, as they weigh most), each named in `language`. */
export function needReasons(row: NeedRow, names: NeedNames, language: Language): NeedReason[] {
  const named = (kind: NeedReasonKind, ids: readonly number[], table: Map<number, LocalizedName>) =>
    ids.flatMap((id) => {
      const name = table.get(id);
      return name ? [{ kind, id, name: localized(name, 'name', language) }] : [];
    });
  return [
    ...named('service', row.service_ids, names.services),
    ...named('sector', row.sector_ids, names.sectors),
    ...named('country', row.country_ids, names.countries),
  ];
}

export const presentNeed = (
  row: NeedRow,
  options: { names: NeedNames; language: Language; storage: FileStorage },
): MatchedNeed => ({
  id: row.id,
  title: row.title,
  owner: presentParty(row, row.owner_id, options.storage),
  sectors: namesOf(row.target_sector_ids, options.names.sectors, options.language),
  countries: namesOf(row.target_country_ids, options.names.countries, options.language),
  deadline: row.deadline,
  created_at: row.created_at.toISOString(),
  score: row.score,
  reasons: needReasons(row, options.names, options.language),
});
