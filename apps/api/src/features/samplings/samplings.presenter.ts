import type { Sampling } from '@acorn/contracts';
import { contentStatus, namedRef, type PresentOptions } from '../content';
import { presentFile } from '../files';
import type { SamplingRow } from './samplings.queries';

/** The wire shape of a giveaway; the deny reason and the applicants only for its owner. */
export function presentSampling(row: SamplingRow, options: PresentOptions): Sampling {
  const { item, sampling } = row;
  const { viewerId, language, today, storage } = options;
  const isOwner = item.owner_id === viewerId;
  const one = (files: SamplingRow['brochure']) => (files[0] ? presentFile(files[0], storage) : null);
  return {
    id: item.id,
    item_type: 'sampling',
    title: item.title,
    description: item.description,
    status: contentStatus(item, today),
    deny_reason: isOwner ? item.deny_reason : null,
    numberOfSamples: sampling.no_of_offers,
    noAvailableOffers: sampling.available,
    preferedDate: sampling.prefered_date,
    dateOfGiveAway: sampling.date_of_giveaway,
    winningCriteria: sampling.winning_criteria,
    brochure: one(row.brochure),
    headerImage: one(row.header_image),
    images: row.images.map((file) => presentFile(file, storage)),
    applied: Boolean(row.applied),
    applicants: isOwner
      ? row.applicants.map((applicant) => ({
          id: applicant.id,
          company_name: applicant.company_name,
          appliedAt: new Date(applicant.applied_at).toISOString(),
        }))
      : [],
    sectors: row.sectors.map((ref) => namedRef(ref, language)),
    countries: row.countries.map((ref) => namedRef(ref, language)),
    createdAt: item.created_at.toISOString(),
    user: { id: item.owner_id, company_name: row.company_name },
  };
}
