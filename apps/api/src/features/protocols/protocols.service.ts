import type { Protocol, ProtocolInput } from '@acorn/contracts';
import { type DbExecutor, protocols as protocolRows } from '@acorn/db';
import { contentTypeService, oneFile, replaceContentFiles } from '../content';
import { presentProtocol } from './protocols.presenter';
import { type ProtocolRow, selectProtocols } from './protocols.queries';

/** What a protocol call parsed from its body (the schema's output). */
type ProtocolFields = Omit<ProtocolInput, 'categories' | 'sectors' | 'countries' | 'brochure' | 'image'> & {
  description: string;
  categories: number[];
  sectors: number[];
  countries: number[];
  brochure: number | null;
  image: number | null;
};

async function saveProtocolRow(
  tx: DbExecutor,
  options: { contentId: number; userId: number; input: ProtocolFields; created: boolean },
) {
  const { contentId, userId, input, created } = options;
  // Set by the server, never by the body (spec §4).
  if (created) await tx.insert(protocolRows).values({ content_id: contentId, user_status: 'Published' });
  await replaceContentFiles({
    tx,
    contentId,
    ownerId: userId,
    byRole: {
      brochure: { field: 'brochure', ids: oneFile(input.brochure) },
      image: { field: 'image', ids: oneFile(input.image) },
    },
  });
}

/**
 * Protocols (the spec's service posts, "POM services"), for the tiers with PROTOCOLS: others'
 * published protocols in the directory, one's own in every status. The publication and validity
 * dates are the item's opening date and deadline, so an expired protocol leaves every list.
 */
export const protocols = contentTypeService<ProtocolRow, Protocol, ProtocolFields>({
  feature: 'PROTOCOLS_FEATURE',
  perPage: 10,
  othersOnly: true,
  read: (db, where, order) =>
    selectProtocols(db)
      .where(where)
      .orderBy(...order),
  present: presentProtocol,
  fields: (input) => ({
    title: input.title,
    description: input.description,
    opening_date: input.date_of_publication,
    deadline: input.date_of_validity,
  }),
  links: (input) => ({
    categories: { field: 'categories', ids: input.categories },
    sectors: { field: 'sectors', ids: input.sectors },
    countries: { field: 'countries', ids: input.countries },
  }),
  save: saveProtocolRow,
});
