import {
  type AdvisorStep1,
  type AdvisorStep2,
  type AdvisorStep3,
  IMAGE_CONTENT_TYPES,
  type Language,
  type ParticipantStep1,
  type ParticipantStep2,
  PDF_CONTENT_TYPE,
  type UploadKind,
  type UserDetail,
  type VatLookupResult,
} from '@acorn/contracts';
import {
  advisorProfiles,
  companyProfiles,
  countries,
  type Db,
  sectors,
  services,
  userOperatingCountries,
  userSecrets,
  userServices,
  users,
} from '@acorn/db';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FileStorage, FileVisibility } from '../../integrations/storage/file-storage';
import { checkVatOffline, isAcceptableVat, normalizeVatNumber } from '../../integrations/vat/vat-checker';
import type { VatLookup } from '../../integrations/vat/vat-lookup';
import { AppError, invalidField } from '../../lib/errors';
import { saveUserRow, socialLinkColumns } from '../../lib/user-rows';
import { getUserDetail } from '../accounts';
import {
  deleteStoredFile,
  type FileRow,
  findFile,
  ownsFile,
  storeInlineUpload,
  unsupportedFileError,
} from '../files';
import { assertReferencesExist } from '../reference';
import { assertStepReached, assertWizardOpen, stepAfter } from './onboarding.policy';
import { presentVatLookup } from './onboarding.presenter';

const vatTaken = () => new AppError({ code: 'vat_taken', fields: { vatnumber: ['vatTaken'] } });
const vatInvalid = () => new AppError({ code: 'vat_invalid', fields: { vatnumber: ['vatInvalid'] } });

/** The wizard's view of the user, locked for the rest of the transaction. */
async function lockUser(tx: Db, userId: number) {
  const [user] = await tx
    .select({ id: users.id, step: users.step })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
    .for('update');
  if (!user) throw new AppError({ code: 'unauthenticated' });
  return user;
}

async function findCountry(db: Db, id: number, field = 'country') {
  const [country] = await db.select().from(countries).where(eq(countries.id, id)).limit(1);
  if (!country) throw invalidField(field, 'optionInvalid');
  return country;
}

async function replaceServices(tx: Db, userId: number, ids: number[]) {
  await tx.delete(userServices).where(eq(userServices.user_id, userId));
  if (ids.length > 0) {
    await tx.insert(userServices).values(ids.map((id) => ({ user_id: userId, service_id: id })));
  }
}

async function replaceOperatingCountries(tx: Db, userId: number, ids: number[]) {
  await tx.delete(userOperatingCountries).where(eq(userOperatingCountries.user_id, userId));
  if (ids.length > 0) {
    await tx.insert(userOperatingCountries).values(ids.map((id) => ({ user_id: userId, country_id: id })));
  }
}

/** A VAT number belongs to one account, participant or advisor: both profile tables are looked at. */
async function assertVatFree(db: Db, userId: number, vatnumber: string) {
  const holders = (table: typeof companyProfiles | typeof advisorProfiles) =>
    db
      .select({ id: table.user_id })
      .from(table)
      .where(and(eq(table.vatnumber, vatnumber), ne(table.user_id, userId)));
  const [taken] = await holders(companyProfiles).unionAll(holders(advisorProfiles)).limit(1);
  if (taken) throw vatTaken();
}

/** Any fixed number: the key space of the per-number lock taken while a VAT number is saved. */
const VAT_NUMBER_LOCK = 7_302_212;

/**
 * The normalized number when its check digits are right and no other user has it. Each profile
 * table's unique index guards its own role; across the two, saving a number holds a lock on it
 * until the transaction ends, so a participant and an advisor cannot both take it at once.
 */
async function vatForSave(tx: Db, userId: number, vatnumber: string, countryCode: string) {
  const check = checkVatOffline(vatnumber, countryCode);
  if (!isAcceptableVat(check)) throw vatInvalid();
  await tx.execute(sql`select pg_advisory_xact_lock(${VAT_NUMBER_LOCK}, hashtext(${check.vatnumber}))`);
  await assertVatFree(tx, userId, check.vatnumber);
  return check.vatnumber;
}

const transaction = <T>(db: Db, task: (tx: Db) => Promise<T>) =>
  db.transaction((tx) => task(tx as unknown as Db));

/** Records on the account that the wizard's step `savedStep` is saved, with what that step sets there. */
async function saveAccountStep(
  tx: Db,
  user: { id: number; step: number },
  savedStep: number,
  account: { name?: string; voucher_code?: string } = {},
) {
  await tx
    .update(users)
    .set({ ...account, step: stepAfter(user, savedStep), updated_at: sql`now()` })
    .where(eq(users.id, user.id));
}

/** What a wizard step is given. Each answers the user's detail as saved (GET /api/me's shape). */
interface StepOptions<Input> {
  db: Db;
  storage: FileStorage;
  userId: number;
  language: Language;
  input: Input;
}

// --- Participant wizard ---------------------------------------------------------------------

/** Step 1 (adduserinfo): company and contact; services (sellers only) and countries replaced. */
export async function saveParticipantUserInfo(options: StepOptions<ParticipantStep1>): Promise<UserDetail> {
  const { db, userId, input } = options;
  const serviceIds = input.is_seller ? input.services : [];
  await transaction(db, async (tx) => {
    const user = await lockUser(tx, userId);
    assertWizardOpen(user);
    await assertReferencesExist({
      db: tx,
      table: sectors,
      ids: [input.company_sector],
      field: 'company_sector',
    });
    await assertReferencesExist({ db: tx, table: services, ids: serviceIds, field: 'services' });
    await assertReferencesExist({
      db: tx,
      table: countries,
      ids: input.country_of_operation,
      field: 'country_of_operation',
    });
    await saveAccountStep(tx, user, 1, {
      name: input.first_name,
      ...(input.code ? { voucher_code: input.code } : {}),
    });
    await saveUserRow(tx, companyProfiles, userId, {
      is_seller: input.is_seller,
      company_name: input.company_name,
      company_sector_id: input.company_sector,
      job_function: input.job_function,
      phone_number: input.phone,
    });
    await replaceServices(tx, userId, serviceIds);
    await replaceOperatingCountries(tx, userId, input.country_of_operation);
  });
  return getUserDetail(options);
}

/** Step 2 (adduseraddress): legal name, VAT number (required for EU members) and address. */
export async function saveParticipantAddress(options: StepOptions<ParticipantStep2>): Promise<UserDetail> {
  const { db, userId, input } = options;
  // Two users saving the same number at once: the unique index answers vat_taken (lib/errors).
  await transaction(db, async (tx) => {
    const user = await lockUser(tx, userId);
    assertWizardOpen(user);
    assertStepReached(user, 2);
    const country = await findCountry(tx, input.country);
    if (country.is_eu && !input.vatnumber) throw invalidField('vatnumber', 'required');
    const vatnumber = input.vatnumber ? await vatForSave(tx, userId, input.vatnumber, country.code) : null;
    await saveUserRow(tx, companyProfiles, userId, {
      company_legal_name: input.company_legal_name,
      vatnumber,
      address1: input.address1,
      address2: input.address2,
      postal_code: input.postal_code,
      state: input.state,
      city: input.city,
      country_id: country.id,
    });
    await saveAccountStep(tx, user, 2);
  });
  return getUserDetail(options);
}

// --- Advisor wizard -------------------------------------------------------------------------

/** Form 1: contact details and online presence. */
export async function saveAdvisorForm1(options: StepOptions<AdvisorStep1>): Promise<UserDetail> {
  const { db, userId, input } = options;
  await transaction(db, async (tx) => {
    const user = await lockUser(tx, userId);
    assertWizardOpen(user);
    if (input.country !== null) await findCountry(tx, input.country);
    await saveAccountStep(tx, user, 1, {
      name: input.first_name,
      ...(input.code ? { voucher_code: input.code } : {}),
    });
    await saveUserRow(tx, advisorProfiles, userId, {
      company_name: input.company_name,
      job_function: input.job_function,
      phone_number: input.phone,
      ...socialLinkColumns(input),
      ...(input.country !== null ? { country_id: input.country } : {}),
    });
  });
  return getUserDetail(options);
}

/** Form 2: VAT number (checked like the participants'), legal name, bank account and address. */
export async function saveAdvisorForm2(options: StepOptions<AdvisorStep2>): Promise<UserDetail> {
  const { db, userId, input } = options;
  // Two users saving the same number at once: the unique index answers vat_taken (lib/errors).
  await transaction(db, async (tx) => {
    const user = await lockUser(tx, userId);
    assertWizardOpen(user);
    assertStepReached(user, 2);
    const country = await findCountry(tx, input.country);
    const vatnumber = await vatForSave(tx, userId, input.vatnumber, country.code);
    await saveUserRow(tx, advisorProfiles, userId, {
      vatnumber,
      company_legal_name: input.company_legal_name,
      address1: input.address1,
      address2: input.address2,
      postal_code: input.postal_code,
      state: input.state,
      city: input.city,
      country_id: country.id,
    });
    await saveUserRow(tx, userSecrets, userId, {
      payment_account_iban: input.payment_account_iban,
      payment_account_swift: input.payment_account_swift,
    });
    await saveAccountStep(tx, user, 2);
  });
  return getUserDetail(options);
}

interface UploadSpec {
  dataUrl: string | null;
  fileId: number | null | undefined;
  field: 'photo' | 'cv';
  accept: UploadKind[];
  visibility: FileVisibility;
  originalName: string;
}

/**
 * The file a form 3 field names: a new upload from its data URL, or a file the user uploaded
 * before through POST /api/files (an image for the photo, a private image or PDF for the CV).
 */
async function resolveUpload(
  options: { db: Db; storage: FileStorage; userId: number },
  spec: UploadSpec,
): Promise<{ file: FileRow; created: boolean } | null> {
  const { db, storage, userId } = options;
  if (spec.dataUrl) {
    const file = await storeInlineUpload({
      db,
      storage,
      ownerId: userId,
      content: spec.dataUrl,
      originalName: spec.originalName,
      accept: spec.accept,
      visibility: spec.visibility,
      field: spec.field,
    });
    return { file, created: true };
  }
  if (!spec.fileId) return null;
  const file = await findFile({ db, id: spec.fileId });
  if (!file || !ownsFile(userId, file)) {
    throw invalidField(`${spec.field}_file_id`, 'optionInvalid');
  }
  const types: string[] = spec.accept.includes('pdf')
    ? [...IMAGE_CONTENT_TYPES, PDF_CONTENT_TYPE]
    : [...IMAGE_CONTENT_TYPES];
  if (!types.includes(file.content_type) || file.visibility !== spec.visibility) {
    throw unsupportedFileError(spec.accept, spec.field);
  }
  return { file, created: false };
}

/**
 * Form 3: bio, sector, services, photo (public image with variants) and CV (private image or PDF).
 * Completes the registration (step 4: advisors do not pay). A replaced photo or CV is deleted.
 */
export async function saveAdvisorForm3(options: StepOptions<AdvisorStep3>): Promise<UserDetail> {
  const { db, storage, userId, input } = options;
  // Everything that can be refused cheaply is, before any bytes are stored.
  const [current] = await db.select({ step: users.step }).from(users).where(eq(users.id, userId)).limit(1);
  if (!current) throw new AppError({ code: 'unauthenticated' });
  assertWizardOpen(current);
  assertStepReached(current, 3);
  await assertReferencesExist({ db, table: sectors, ids: [input.company_sector], field: 'company_sector' });
  await assertReferencesExist({ db, table: services, ids: input.services, field: 'services' });

  const created: FileRow[] = [];
  const replaced: number[] = [];
  try {
    const photo = await resolveUpload(
      { db, storage, userId },
      {
        dataUrl: input.photo ?? input.files,
        fileId: input.photo_file_id,
        field: 'photo',
        accept: ['image'],
        visibility: 'public',
        originalName: 'photo',
      },
    );
    if (photo?.created) created.push(photo.file);
    const cv = await resolveUpload(
      { db, storage, userId },
      {
        dataUrl: input.cv,
        fileId: input.cv_file_id,
        field: 'cv',
        accept: ['image', 'pdf'],
        visibility: 'private',
        originalName: input.cv_documentfile ?? 'cv',
      },
    );
    if (cv?.created) created.push(cv.file);

    await transaction(db, async (tx) => {
      const user = await lockUser(tx, userId);
      assertWizardOpen(user);
      assertStepReached(user, 3);
      const [before] = await tx
        .select({ photo: advisorProfiles.photo_file_id, cv: advisorProfiles.cv_file_id })
        .from(advisorProfiles)
        .where(eq(advisorProfiles.user_id, userId));
      await saveUserRow(tx, advisorProfiles, userId, {
        bio: input.bio,
        company_sector_id: input.company_sector,
        ...(photo ? { photo_file_id: photo.file.id } : {}),
        ...(cv ? { cv_file_id: cv.file.id } : {}),
      });
      await saveAccountStep(tx, user, 3);
      await replaceServices(tx, userId, input.services);
      if (photo && before?.photo && before.photo !== photo.file.id) replaced.push(before.photo);
      if (cv && before?.cv && before.cv !== cv.file.id) replaced.push(before.cv);
    });
  } catch (error) {
    for (const file of created) await deleteStoredFile({ db, storage, file }).catch(() => {});
    throw error;
  }
  for (const id of replaced) {
    const file = await findFile({ db, id });
    if (file) await deleteStoredFile({ db, storage, file }).catch(() => {});
  }
  return getUserDetail(options);
}

// --- VAT ------------------------------------------------------------------------------------

async function countryCodeOf(db: Db, countryId: number | null | undefined) {
  if (!countryId) return null;
  const [country] = await db
    .select({ code: countries.code })
    .from(countries)
    .where(eq(countries.id, countryId))
    .limit(1);
  return country?.code ?? null;
}

/** uniqueVatnumber: 409 when another user already has the number (compared normalized). */
export async function assertVatnumberUnique(options: {
  db: Db;
  userId: number;
  vatnumber: string;
  countryId: number | null;
}) {
  const { db, userId } = options;
  const normalized = normalizeVatNumber(options.vatnumber, await countryCodeOf(db, options.countryId));
  await assertVatFree(db, userId, normalized);
}

/** The spec's external VAT lookup, answered by the server so no access key reaches the browser. */
export async function lookupVat(options: {
  db: Db;
  vat: VatLookup;
  number: string;
  countryId?: number;
}): Promise<VatLookupResult> {
  const countryCode = await countryCodeOf(options.db, options.countryId);
  return presentVatLookup(await options.vat.lookup({ number: options.number, countryCode }));
}
