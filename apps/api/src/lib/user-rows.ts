import { advisorProfiles, companyProfiles, type DbExecutor, userSecrets } from '@acorn/db';
import { type SQL, sql } from 'drizzle-orm';

/** The tables beside `users` that hold at most one row per user, keyed by `user_id` (decision 018). */
type UserRowTable = typeof companyProfiles | typeof advisorProfiles | typeof userSecrets;

/**
 * Writes the user's row of such a table: the first save inserts it, later ones update the given
 * columns only. Callers run it in the transaction of the form's other writes.
 */
export async function saveUserRow<T extends UserRowTable>(
  db: DbExecutor,
  table: T,
  userId: number,
  values: { [K in Exclude<keyof T['$inferInsert'], 'user_id' | 'updated_at'>]?: T['$inferInsert'][K] | SQL },
) {
  await db
    .insert(table)
    // The signature checks the values per table; drizzle cannot type an insert into a union of tables.
    .values({ ...values, user_id: userId } as never)
    .onConflictDoUpdate({ target: table.user_id, set: { ...values, updated_at: sql`now()` } });
}

type SharedColumn = keyof typeof companyProfiles.$inferSelect & keyof typeof advisorProfiles.$inferSelect;

/**
 * A column both profile tables have, read from whichever of the two the user has (a participant
 * has a company profile, an advisor an advisor profile): for queries over users of any role
 * that left-join both tables.
 */
export const eitherProfile = <K extends SharedColumn>(column: K) =>
  sql<
    (typeof companyProfiles.$inferSelect)[K]
  >`coalesce(${companyProfiles[column]}, ${advisorProfiles[column]})`;

/** Of a user's secrets, only what their own forms show (the bank account): never the second factor. */
export const ownBankColumns = {
  payment_account_iban: userSecrets.payment_account_iban,
  payment_account_swift: userSecrets.payment_account_swift,
};

type SocialLinks = Record<
  'linkedin' | 'facebook' | 'youtube' | 'instagram' | 'twitter' | 'website',
  string | null
>;

/** A form's six network addresses, as the profile tables' columns of the same names. */
export const socialLinkColumns = (input: SocialLinks): SocialLinks => ({
  linkedin: input.linkedin,
  facebook: input.facebook,
  youtube: input.youtube,
  instagram: input.instagram,
  twitter: input.twitter,
  website: input.website,
});
