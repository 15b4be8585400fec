import { FORMER_MEMBER_NAME, REGISTRATION_COMPLETE_STEP, ROLES } from '@acorn/contracts';
import { companyProfiles, files, packages, users } from '@acorn/db';
import { and, eq, gte, type SQL } from 'drizzle-orm';
import { type AnyPgColumn, alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { ACTIVE_STATUS } from '../accounts';
import { givenByFormerMember } from '../feedback';
import { publicImageUrl } from '../files';

/**
 * Who gave a review or a referral: the text they typed (name, position, company), and, when the
 * giver is a listed member company, its profile's name, tier and logo with a link to it. One
 * definition for both features' lists, joined into their single statement.
 */
const giverUsers = alias(users, 'giver_users');
const giverProfiles = alias(companyProfiles, 'giver_profiles');
const giverPackages = alias(packages, 'giver_packages');
const giverLogos = alias(files, 'giver_logos');

/** As the feed's listed company, of the giver's account: others link only to those. */
const listedGiver = (): SQL =>
  and(
    eq(giverUsers.cb_roles_id, ROLES.participant),
    eq(giverUsers.status, ACTIVE_STATUS),
    gte(giverUsers.step, REGISTRATION_COMPLETE_STEP),
  ) as SQL;

/** The giver's columns of a list whose rows name their giver in `reviewerId`. */
export const giverColumns = (reviewerId: AnyPgColumn) => ({
  giver_id: giverUsers.id,
  giver_company: giverProfiles.company_name,
  giver_subscription: giverPackages.name,
  giver_logo: giverLogos,
  giver_former_member: givenByFormerMember(reviewerId),
});

/** Adds the giver's account, company, tier and logo to a list's query. */
export const joinGiver = <T extends PgSelect>(query: T, reviewerId: AnyPgColumn) =>
  query
    .leftJoin(giverUsers, and(eq(giverUsers.id, reviewerId), listedGiver()))
    .leftJoin(giverProfiles, eq(giverProfiles.user_id, giverUsers.id))
    .leftJoin(giverPackages, eq(giverPackages.id, giverUsers.package_id))
    .leftJoin(giverLogos, eq(giverLogos.id, giverProfiles.company_logo_file_id));

export interface GiverRow {
  name: string;
  job_function: string | null;
  company_name: string | null;
  giver_id: number | null;
  giver_company: string | null;
  giver_subscription: string | null;
  giver_logo: typeof files.$inferSelect | null;
  giver_former_member: boolean;
}

/**
 * The giver as a profile shows them; a guest's company is only the name they typed; an erased
 * member is 'A former member' and nothing more.
 */
export function presentGiver(row: GiverRow, storage: FileStorage) {
  if (row.giver_former_member) {
    return {
      reviewer: { name: FORMER_MEMBER_NAME, position: null },
      company: { id: null, name: null, subscription: null, image: null },
      former_member: true,
    };
  }
  const member = row.giver_id !== null;
  return {
    former_member: false,
    reviewer: { name: row.name, position: row.job_function },
    company: {
      id: row.giver_id,
      name: (member ? row.giver_company : null) ?? row.company_name,
      subscription: member ? row.giver_subscription : null,
      image: publicImageUrl(row.giver_logo, storage, 'thumb'),
    },
  };
}
