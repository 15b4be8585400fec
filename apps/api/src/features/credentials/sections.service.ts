import {
  type Education,
  type EducationFields,
  type Expertise,
  type ExpertiseFields,
  PROFILE_SECTION_MAX_ITEMS,
  type ProfileSection,
} from '@acorn/contracts';
import {
  advisorProfiles,
  type Db,
  type DbExecutor,
  educations,
  expertises,
  files,
  optionItems,
  users,
} from '@acorn/db';
import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { AppError } from '../../lib/errors';
import { listedAdvisor } from '../profiles';
import { ownAttachment, PUBLIC_IMAGE } from './attachments';
import { presentEducation, presentExpertise } from './sections.presenter';

type Storage = Pick<FileStorage, 'publicUrl'>;

/** The advisor's own section: who asks, and how images are answered. */
interface Owner {
  db: Db;
  storage: Storage;
  userId: number;
}

const SECTION_TABLES = { education: educations, expertise: expertises } as const;

/** Any fixed number: the key space of the per-advisor lock that serializes adds to a section. */
const SECTION_LOCK = 7_302_213;

/** An item that is not the caller's reads as one that does not exist. */
const notFound = () => new AppError({ code: 'content_not_found' });

const selectEducations = (db: DbExecutor) =>
  db
    .select({ education: educations, image: files })
    .from(educations)
    .leftJoin(files, eq(files.id, educations.image_file_id))
    .$dynamic();

/** The latest studies first; those without a start date after them, the latest added first. */
const educationOrder = [sql`${educations.init_date} desc nulls last`, desc(educations.id)];
/** The current job first, then by start, the latest first. */
const expertiseOrder = [desc(expertises.current_job), desc(expertises.init_date), desc(expertises.id)];

/**
 * Whether `viewerId` may read the sections of an advisor: any member, of an advisor with a public
 * profile (anyone else's are a 404), but only the advisor when they keep their identity hidden,
 * since schools and employers name them (decision 037).
 */
async function mayReadSections(db: Db, advisorId: number, viewerId: number): Promise<boolean> {
  const [advisor] = await db
    .select({ hidden: advisorProfiles.hide_identity })
    .from(users)
    .innerJoin(advisorProfiles, eq(advisorProfiles.user_id, users.id))
    .where(and(eq(users.id, advisorId), listedAdvisor()))
    .limit(1);
  if (!advisor) throw new AppError({ code: 'advisor_not_found' });
  return advisorId === viewerId || !advisor.hidden;
}

/**
 * Inserts an item unless the advisor's section is full (422). The count and the insert run under
 * a per-advisor lock, so adds sent at once cannot all pass the check.
 */
async function addWithRoom<Row>(options: {
  db: Db;
  section: ProfileSection;
  userId: number;
  insert: (tx: DbExecutor) => Promise<Row[]>;
}): Promise<Row> {
  const { db, section, userId, insert } = options;
  const table = SECTION_TABLES[section];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SECTION_LOCK}, ${userId})`);
    const [counted] = await tx.select({ total: count() }).from(table).where(eq(table.user_id, userId));
    if ((counted?.total ?? 0) >= PROFILE_SECTION_MAX_ITEMS) throw new AppError({ code: 'validation_failed' });
    const [row] = await insert(tx);
    if (!row) throw new Error(`no ${section} inserted`);
    return row;
  });
}

/** The degree type and field of study, when given, are keys of their option lists. */
async function assertEducationOptions(db: Db, input: EducationFields) {
  const chosen = (
    [
      ['type_of_degree', 'degree-types'],
      ['field_of_study', 'fields-of-study'],
    ] as const
  ).flatMap(([field, list]) => {
    const key = input[field];
    return key === null ? [] : [{ field, list, key }];
  });
  if (chosen.length === 0) return;
  const found = await db
    .select({ list: optionItems.list_key })
    .from(optionItems)
    .where(
      or(...chosen.map(({ list, key }) => and(eq(optionItems.list_key, list), eq(optionItems.key, key)))),
    );
  const unknown = chosen.filter(({ list }) => !found.some((row) => row.list === list));
  if (unknown.length > 0) {
    throw new AppError({
      code: 'validation_failed',
      fields: Object.fromEntries(unknown.map(({ field }) => [field, ['optionInvalid' as const]])),
    });
  }
}

/** What a save of an education stores, once its image (the caller's own public image) and options are checked. */
async function educationValues(db: Db, userId: number, input: EducationFields) {
  const [image] = await Promise.all([
    input.image === null
      ? null
      : ownAttachment({ db, userId, fileId: input.image, field: 'image', kind: PUBLIC_IMAGE }),
    assertEducationOptions(db, input),
  ]);
  const values = {
    academy: input.academy,
    degree: input.degree,
    type_of_degree: input.type_of_degree,
    field_of_study: input.field_of_study,
    description: input.description,
    init_date: input.init_date,
    end_date: input.end_date,
    image_file_id: image?.id ?? null,
  };
  return { values, image };
}

/** What a save of a job stores: a current job has no end date, whatever was sent (spec §4). */
const expertiseValues = (input: ExpertiseFields) => ({
  company_name: input.company_name,
  position: input.position,
  highlights: input.highlights,
  current_job: input.current_job,
  init_date: input.init_date,
  end_date: input.current_job ? null : input.end_date,
});

/** An advisor's education, the latest first. */
export async function listEducations(options: Owner): Promise<Education[]> {
  const { db, storage, userId } = options;
  const rows = await selectEducations(db)
    .where(eq(educations.user_id, userId))
    .orderBy(...educationOrder)
    .limit(PROFILE_SECTION_MAX_ITEMS);
  return rows.map((row) => presentEducation(row, storage));
}

/** An advisor's jobs: the current one first, then the latest. */
export async function listExpertises(options: { db: Db; userId: number }): Promise<Expertise[]> {
  const rows = await options.db
    .select()
    .from(expertises)
    .where(eq(expertises.user_id, options.userId))
    .orderBy(...expertiseOrder)
    .limit(PROFILE_SECTION_MAX_ITEMS);
  return rows.map(presentExpertise);
}

/** An advisor's education as a signed-in member reads it (`mayReadSections`). */
export async function listAdvisorEducations(options: {
  db: Db;
  storage: Storage;
  advisorId: number;
  viewerId: number;
}): Promise<Education[]> {
  const { db, storage, advisorId, viewerId } = options;
  const [readable, items] = await Promise.all([
    mayReadSections(db, advisorId, viewerId),
    listEducations({ db, storage, userId: advisorId }),
  ]);
  return readable ? items : [];
}

/** An advisor's jobs as a signed-in member reads them (`mayReadSections`). */
export async function listAdvisorExpertises(options: {
  db: Db;
  advisorId: number;
  viewerId: number;
}): Promise<Expertise[]> {
  const { db, advisorId, viewerId } = options;
  const [readable, items] = await Promise.all([
    mayReadSections(db, advisorId, viewerId),
    listExpertises({ db, userId: advisorId }),
  ]);
  return readable ? items : [];
}

/** A new education of the caller's. */
export async function addEducation(options: Owner & { input: EducationFields }): Promise<Education> {
  const { db, storage, userId, input } = options;
  const { values, image } = await educationValues(db, userId, input);
  const education = await addWithRoom({
    db,
    section: 'education',
    userId,
    insert: (tx) =>
      tx
        .insert(educations)
        .values({ user_id: userId, ...values })
        .returning(),
  });
  return presentEducation({ education, image }, storage);
}

/** The caller's changes to their education; another's id is a 404. */
export async function updateEducation(
  options: Owner & { id: number; input: EducationFields },
): Promise<Education> {
  const { db, storage, userId, id, input } = options;
  const { values, image } = await educationValues(db, userId, input);
  const [education] = await db
    .update(educations)
    .set({ ...values, updated_at: sql`now()` })
    .where(and(eq(educations.id, id), eq(educations.user_id, userId)))
    .returning();
  if (!education) throw notFound();
  return presentEducation({ education, image }, storage);
}

/** A new job of the caller's. */
export async function addExpertise(options: {
  db: Db;
  userId: number;
  input: ExpertiseFields;
}): Promise<Expertise> {
  const { db, userId, input } = options;
  const expertise = await addWithRoom({
    db,
    section: 'expertise',
    userId,
    insert: (tx) =>
      tx
        .insert(expertises)
        .values({ user_id: userId, ...expertiseValues(input) })
        .returning(),
  });
  return presentExpertise(expertise);
}

/** The caller's changes to their job; another's id is a 404. */
export async function updateExpertise(options: {
  db: Db;
  userId: number;
  id: number;
  input: ExpertiseFields;
}): Promise<Expertise> {
  const { db, userId, id, input } = options;
  const [expertise] = await db
    .update(expertises)
    .set({ ...expertiseValues(input), updated_at: sql`now()` })
    .where(and(eq(expertises.id, id), eq(expertises.user_id, userId)))
    .returning();
  if (!expertise) throw notFound();
  return presentExpertise(expertise);
}

/** Deletes the caller's item of a section; another's id is a 404. An education's image is left to the sweep. */
export async function deleteSectionItem(options: {
  db: Db;
  section: ProfileSection;
  userId: number;
  id: number;
}): Promise<void> {
  const { db, section, userId, id } = options;
  const table = SECTION_TABLES[section];
  const deleted = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.user_id, userId)))
    .returning({ id: table.id });
  if (deleted.length === 0) throw notFound();
}
