import type { Language } from '@acorn/contracts';
import { companyProfiles, type DbExecutor, files, users } from '@acorn/db';
import { and, eq, sql } from 'drizzle-orm';
import { listedCompany } from '../feed';

/** How a company is named to others: its name, else its contact's, else its number. */
export const companyDisplayName = sql<string>`coalesce(nullif(${companyProfiles.company_name}, ''), nullif(${users.name}, ''), '#' || ${users.id})`;

/** A listed company (an active, registered participant) that asks for, gives or receives feedback. */
export async function findFeedbackParty({ db, id }: { db: DbExecutor; id: number }) {
  const [row] = await db
    .select({
      id: users.id,
      name: companyDisplayName,
      email: users.email,
      language: sql<Language>`${users.language}`,
      readOnly: users.is_read_only,
    })
    .from(users)
    .leftJoin(companyProfiles, eq(companyProfiles.user_id, users.id))
    .where(and(eq(users.id, id), listedCompany()));
  return row;
}

/** The listed companies other than the caller, by name, with their logos. */
export function selectParticipants({ db, userId }: { db: DbExecutor; userId: number }) {
  return db
    .select({ id: users.id, company_name: companyDisplayName, logo: files })
    .from(users)
    .leftJoin(companyProfiles, eq(companyProfiles.user_id, users.id))
    .leftJoin(files, eq(files.id, companyProfiles.company_logo_file_id))
    .where(and(listedCompany(), sql`${users.id} <> ${userId}`))
    .orderBy(sql`lower(${companyDisplayName})`, users.id);
}
