import {
  type advisorProfileSchema,
  type advisorUpdateSchema,
  type companyInformationSchema,
  type contactInformationSchema,
  type Language,
  type mainProfileSchema,
  type OwnProfile,
  type PublicAdvisorProfile,
  type PublicCompanyProfile,
  REGISTRATION_COMPLETE_STEP,
  ROLES,
  type ValidationCode,
} from '@acorn/contracts';
import {
  advisorParticipants,
  advisorProfiles,
  companyProfiles,
  countries,
  type Db,
  type DbExecutor,
  files,
  packages,
  sectors,
  services,
  userExpertiseSectors,
  userOperatingCountries,
  userSecrets,
  userServices,
  users,
} from '@acorn/db';
import { and, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isValidBIC, isValidIBAN } from 'ibantools';
import type { z } from 'zod';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { AppError, invalidField } from '../../lib/errors';
import { localized } from '../../lib/language';
import { eitherProfile, ownBankColumns, saveUserRow, socialLinkColumns } from '../../lib/user-rows';
import { ACTIVE_STATUS } from '../accounts';
import { type LocalizedRef, linked } from '../content';
import { listedCompany } from '../feed';
import { assertReferencesExist } from '../reference';
import { presentAdvisorProfile, presentCompanyProfile, presentOwnProfile } from './profiles.presenter';

type MainProfile = z.output<typeof mainProfileSchema>;
type CompanyInformation = z.output<typeof companyInformationSchema>;
type ContactInformation = z.output<typeof contactInformationSchema>;
type AdvisorProfile = z.output<typeof advisorProfileSchema>;
type AdvisorUpdate = z.output<typeof advisorUpdateSchema>;

/** Whose profile, and how it is answered. */
interface ProfileOptions {
  db: Db;
  userId: number;
  language: Language;
  storage: FileStorage;
}

/** What a profile form is given. Each answers the own profile as saved. */
type SaveOptions<Input> = ProfileOptions & { input: Input };

/** The own profile: the user with their profile, bank details, tier, sector and country; lists; files. */
export async function getOwnProfile(options: ProfileOptions): Promise<OwnProfile> {
  const { db, userId, language, storage } = options;
  const [row] = await db
    .select({
      user: users,
      company: companyProfiles,
      advisor: advisorProfiles,
      bank: ownBankColumns,
      pkg: packages,
      sector: sectors,
      country: countries,
    })
    .from(users)
    .leftJoin(companyProfiles, eq(companyProfiles.user_id, users.id))
    .leftJoin(advisorProfiles, eq(advisorProfiles.user_id, users.id))
    .leftJoin(userSecrets, eq(userSecrets.user_id, users.id))
    .leftJoin(packages, eq(packages.id, users.package_id))
    .leftJoin(sectors, eq(sectors.id, eitherProfile('company_sector_id')))
    .leftJoin(countries, eq(countries.id, eitherProfile('country_id')))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError({ code: 'unauthenticated' });
  // Three small lists by primary-key joins, read together.
  const [serviceRows, expertiseRows, countryRows] = await Promise.all([
    db
      .select({ id: services.id, name: services.name, name_pt: services.name_pt, name_es: services.name_es })
      .from(userServices)
      .innerJoin(services, eq(services.id, userServices.service_id))
      .where(eq(userServices.user_id, userId))
      .orderBy(services.position),
    db
      .select({ id: sectors.id, name: sectors.name, name_pt: sectors.name_pt, name_es: sectors.name_es })
      .from(userExpertiseSectors)
      .innerJoin(sectors, eq(sectors.id, userExpertiseSectors.sector_id))
      .where(eq(userExpertiseSectors.user_id, userId)),
    db
      .select({
        id: countries.id,
        name: countries.name,
        name_pt: countries.name_pt,
        name_es: countries.name_es,
      })
      .from(userOperatingCountries)
      .innerJoin(countries, eq(countries.id, userOperatingCountries.country_id))
      .where(eq(userOperatingCountries.user_id, userId))
      .orderBy(countries.id),
  ]);
  const named = (rows: { id: number; name: string; name_pt: string; name_es: string }[]) =>
    rows.map((item) => ({ id: item.id, name: localized(item, 'name', language) }));
  const fileIds = [
    row.company?.company_logo_file_id,
    row.company?.certificate_file_id,
    row.company?.brochure_file_id,
    row.company?.financial_report_file_id,
    row.advisor?.photo_file_id,
    row.advisor?.cv_file_id,
  ].filter((id): id is number => typeof id === 'number');
  const fileRows = fileIds.length > 0 ? await db.select().from(files).where(inArray(files.id, fileIds)) : [];
  return presentOwnProfile(
    {
      ...row,
      services: named(serviceRows).map(({ id, name }) => ({ id, service_name: name })),
      expertises: named(expertiseRows),
      countriesOfOperation: named(countryRows),
      files: new Map(fileRows.map((file) => [file.id, file])),
    },
    language,
    storage,
  );
}

/** A user's links to a localized reference list, by name, in the statement that reads the user. */
const userRefs = (
  table: typeof sectors | typeof countries | typeof services,
  link: typeof userServices | typeof userOperatingCountries | typeof userExpertiseSectors,
  linkColumn: SQL,
) =>
  linked(
    sql`json_build_object('id', ${table.id}, 'name', ${table.name}, 'name_pt', ${table.name_pt}, 'name_es', ${table.name_es})`,
    sql`from ${link} join ${table} on ${table.id} = ${linkColumn} where ${link.user_id} = ${users.id}`,
    sql`${table.name}`,
  ).mapWith((value) => value as LocalizedRef[]);

/** The profiles' files beside the user's row: an advisor's CV, a company's documents. */
const cvFiles = alias(files, 'cv_files');
const brochureFiles = alias(files, 'brochure_files');
const reportFiles = alias(files, 'report_files');

/**
 * A company's public profile (GET /api/companies/{id}) for a signed-in member: one statement,
 * whatever the company lists. Only registered, active participants have one.
 */
export async function getCompanyProfile(options: {
  db: Db;
  viewerId: number;
  companyId: number;
  language: Language;
  storage: FileStorage;
}): Promise<PublicCompanyProfile> {
  const { db, viewerId, companyId, language, storage } = options;
  const [row] = await db
    .select({
      id: users.id,
      created_at: users.created_at,
      company: companyProfiles,
      subscription: { id: packages.id, name: packages.name },
      sector: sectors,
      country: countries,
      logo: files,
      brochure: brochureFiles,
      financialReport: reportFiles,
      services: userRefs(services, userServices, sql`${userServices.service_id}`),
      countriesOfOperation: userRefs(
        countries,
        userOperatingCountries,
        sql`${userOperatingCountries.country_id}`,
      ),
      expertiseSectors: userRefs(sectors, userExpertiseSectors, sql`${userExpertiseSectors.sector_id}`),
    })
    .from(users)
    .innerJoin(companyProfiles, eq(companyProfiles.user_id, users.id))
    .leftJoin(packages, eq(packages.id, users.package_id))
    .leftJoin(sectors, eq(sectors.id, companyProfiles.company_sector_id))
    .leftJoin(countries, eq(countries.id, companyProfiles.country_id))
    .leftJoin(files, eq(files.id, companyProfiles.company_logo_file_id))
    .leftJoin(brochureFiles, eq(brochureFiles.id, companyProfiles.brochure_file_id))
    .leftJoin(reportFiles, eq(reportFiles.id, companyProfiles.financial_report_file_id))
    .where(and(eq(users.id, companyId), listedCompany()))
    .limit(1);
  if (!row) throw new AppError({ code: 'company_not_found' });
  return presentCompanyProfile(row, { language, storage, viewerId });
}

/** The advisors others may read about: active advisors who finished registering. */
export const listedAdvisor = (): SQL =>
  and(
    eq(users.cb_roles_id, ROLES.advisor),
    eq(users.status, ACTIVE_STATUS),
    gte(users.step, REGISTRATION_COMPLETE_STEP),
  ) as SQL;

/**
 * An advisor's public profile (GET /api/advisors/{id}) for a participant or the advisor: one
 * statement. Only active advisors who finished registering have one; the CV goes to the advisor
 * and the companies they work with.
 */
export async function getAdvisorProfile(options: {
  db: Db;
  viewerId: number;
  advisorId: number;
  language: Language;
  storage: FileStorage;
}): Promise<PublicAdvisorProfile> {
  const { db, viewerId, advisorId, language, storage } = options;
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      created_at: users.created_at,
      advisor: advisorProfiles,
      sector: sectors,
      country: countries,
      photo: files,
      cv: cvFiles,
      services: userRefs(services, userServices, sql`${userServices.service_id}`),
      worksWithViewer: sql<boolean>`exists (select 1 from ${advisorParticipants} where ${advisorParticipants.advisor_id} = ${users.id} and ${advisorParticipants.participant_id} = ${viewerId})`,
    })
    .from(users)
    .innerJoin(advisorProfiles, eq(advisorProfiles.user_id, users.id))
    .leftJoin(sectors, eq(sectors.id, advisorProfiles.company_sector_id))
    .leftJoin(countries, eq(countries.id, advisorProfiles.country_id))
    .leftJoin(files, eq(files.id, advisorProfiles.photo_file_id))
    .leftJoin(cvFiles, eq(cvFiles.id, advisorProfiles.cv_file_id))
    .where(and(eq(users.id, advisorId), listedAdvisor()))
    .limit(1);
  if (!row) throw new AppError({ code: 'advisor_not_found' });
  return presentAdvisorProfile(row, { language, storage, viewerId });
}

/** A file sent as a reference must be the caller's own upload, and an image where one is expected. */
async function ownFile(db: Db, userId: number, fileId: number, field: string, kind: 'image' | 'document') {
  const [file] = await db.select().from(files).where(eq(files.id, fileId)).limit(1);
  if (!file || file.owner_id !== userId) throw invalidField(field, 'required');
  if (kind === 'image' && !file.content_type.startsWith('image/')) throw invalidField(field, 'imageOnly');
  return file.id;
}

/** A file field's change: null clears it, a new upload of the caller's replaces it, undefined keeps it. */
async function fileChange(
  db: Db,
  userId: number,
  fileId: number | null,
  remove: boolean,
  field: string,
  kind: 'image' | 'document',
): Promise<number | null | undefined> {
  if (remove) return null;
  return fileId ? ownFile(db, userId, fileId, field, kind) : undefined;
}

async function replaceLinks(
  tx: DbExecutor,
  table: typeof userServices | typeof userExpertiseSectors | typeof userOperatingCountries,
  userId: number,
  rows: object[],
) {
  await tx.delete(table).where(eq(table.user_id, userId));
  if (rows.length > 0) await tx.insert(table).values(rows as never);
}

/** The account holder's name lives on the account; the forms save it beside the profile. */
const saveName = (tx: DbExecutor, userId: number, name: string) =>
  tx.update(users).set({ name, updated_at: sql`now()` }).where(eq(users.id, userId));

export async function updateMainProfile(options: SaveOptions<MainProfile>): Promise<OwnProfile> {
  const { db, userId, input } = options;
  const serviceIds = input.is_seller ? input.services : [];
  const sectorIds = input.is_seller ? input.expertises : [];
  await assertReferencesExist({ db, table: services, ids: serviceIds, field: 'services' });
  await assertReferencesExist({ db, table: sectors, ids: sectorIds, field: 'expertises' });
  await db.transaction(async (tx) => {
    await saveName(tx, userId, input.name);
    await saveUserRow(tx, companyProfiles, userId, {
      is_seller: input.is_seller,
      pomservicesseller: input.pomservicesseller,
      personal_email: input.email,
      job_function: input.job_function,
      country_code: input.country_code,
      phone_number: input.phone,
      personal_linkedin: input.personal_linkedin,
      personal_facebook: input.personal_facebook,
      personal_twitter: input.personal_twitter,
      personal_instagram: input.personal_instagram,
      personal_youtube: input.personal_youtube,
      personal_website: input.personal_website,
      personal_online_presence: input.personal_online_presence,
    });
    await replaceLinks(
      tx,
      userServices,
      userId,
      serviceIds.map((service_id) => ({ user_id: userId, service_id })),
    );
    await replaceLinks(
      tx,
      userExpertiseSectors,
      userId,
      sectorIds.map((sector_id) => ({ user_id: userId, sector_id })),
    );
  });
  return getOwnProfile(options);
}

export async function updateCompanyInformation(
  options: SaveOptions<CompanyInformation>,
): Promise<OwnProfile> {
  const { db, userId, input } = options;
  await assertReferencesExist({ db, table: sectors, ids: [input.company_sector], field: 'company_sector' });
  await assertReferencesExist({
    db,
    table: countries,
    ids: [input.country, ...input.country_of_operation],
    field: 'country',
  });
  const logo = await fileChange(db, userId, input.company_logo, input.remove_logo, 'company_logo', 'image');
  const brochure = await fileChange(
    db,
    userId,
    input.brochure,
    input.remove_brochure,
    'brochure',
    'document',
  );
  const report = await fileChange(
    db,
    userId,
    input.financial_report,
    input.remove_financial_report,
    'financial_report',
    'document',
  );
  await db.transaction(async (tx) => {
    await saveUserRow(tx, companyProfiles, userId, {
      company_name: input.company_name,
      company_email: input.company_email,
      company_phone: input.company_phone,
      ...(logo !== undefined ? { company_logo_file_id: logo } : {}),
      ...(brochure !== undefined ? { brochure_file_id: brochure } : {}),
      ...(report !== undefined ? { financial_report_file_id: report } : {}),
      company_sector_id: input.company_sector,
      company_legal_name: input.company_legal_name,
      last_year_turnover: input.last_year_turnover,
      no_of_emplyees: input.no_of_emplyees,
      address1: input.address1,
      address2: input.address2,
      postal_code: input.postal_code,
      state: input.state,
      city: input.city,
      country_id: input.country,
      ...socialLinkColumns(input),
      online_presence: input.online_presence,
    });
    await replaceLinks(
      tx,
      userOperatingCountries,
      userId,
      input.country_of_operation.map((country_id) => ({ user_id: userId, country_id })),
    );
  });
  return getOwnProfile(options);
}

export async function updateContactInformation(
  options: SaveOptions<ContactInformation>,
): Promise<OwnProfile> {
  await saveUserRow(options.db, companyProfiles, options.userId, options.input);
  return getOwnProfile(options);
}

export async function updateAdvisorProfile(options: SaveOptions<AdvisorProfile>): Promise<OwnProfile> {
  const { db, userId, input } = options;
  const iban = input.payment_account_iban.replace(/\s+/g, '').toUpperCase();
  const swift = input.payment_account_swift.replace(/\s+/g, '').toUpperCase();
  const fields: Record<string, ValidationCode[]> = {};
  if (!isValidIBAN(iban)) fields.payment_account_iban = ['ibanInvalid'];
  if (!isValidBIC(swift)) fields.payment_account_swift = ['bicInvalid'];
  if (Object.keys(fields).length > 0) throw new AppError({ code: 'validation_failed', fields });
  await assertReferencesExist({ db, table: sectors, ids: [input.company_sector], field: 'company_sector' });
  await assertReferencesExist({ db, table: services, ids: input.services, field: 'services' });
  await assertReferencesExist({ db, table: countries, ids: [input.country], field: 'country' });
  const photo = await fileChange(db, userId, input.photo, input.remove_photo, 'photo', 'image');
  const cv = await fileChange(db, userId, input.cv, input.remove_cv, 'cv', 'document');
  await db.transaction(async (tx) => {
    await saveName(tx, userId, input.first_name);
    await saveUserRow(tx, advisorProfiles, userId, {
      company_name: input.company_name,
      company_legal_name: input.company_legal_name,
      job_function: input.job_function,
      personal_email: input.email,
      phone_number: input.phone,
      ...(photo !== undefined ? { photo_file_id: photo } : {}),
      ...(cv !== undefined ? { cv_file_id: cv } : {}),
      ...socialLinkColumns(input),
      bio: input.bio,
      company_sector_id: input.company_sector,
      address1: input.address1,
      address2: input.address2,
      state: input.state,
      city: input.city,
      postal_code: input.postal_code,
      country_id: input.country,
      ...(input.hide_identity !== undefined ? { hide_identity: input.hide_identity } : {}),
    });
    await saveUserRow(tx, userSecrets, userId, { payment_account_iban: iban, payment_account_swift: swift });
    await replaceLinks(
      tx,
      userServices,
      userId,
      input.services.map((service_id) => ({ user_id: userId, service_id })),
    );
  });
  return getOwnProfile(options);
}

/** The advisor completion form: only the advisor may change their own record. */
export async function updateAdvisor(options: {
  db: Db;
  callerId: number;
  advisorId: number;
  input: AdvisorUpdate;
}) {
  const { db, callerId, advisorId, input } = options;
  const [advisor] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, advisorId), eq(users.cb_roles_id, ROLES.advisor)))
    .limit(1);
  if (!advisor) throw new AppError({ code: 'advisor_not_found' });
  if (advisorId !== callerId) throw new AppError({ code: 'forbidden' });
  await db.transaction(async (tx) => {
    await saveName(tx, advisorId, input.name);
    await saveUserRow(tx, advisorProfiles, advisorId, {
      ...(input.job_function !== null ? { job_function: input.job_function } : {}),
      ...(input.bio !== null ? { bio: input.bio } : {}),
      ...(input.company_name !== null ? { company_name: input.company_name } : {}),
      ...(input.hide_identity !== undefined ? { hide_identity: input.hide_identity } : {}),
    });
  });
}
