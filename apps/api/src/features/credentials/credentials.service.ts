import type {
  AdminCredential,
  AdminCredentialListQuery,
  CredentialAdminStatus,
  CredentialDecision,
  CredentialFields,
  CredentialItem,
  CredentialKind,
  ListMeta,
  PublicCredential,
} from '@acorn/contracts';
import {
  companyProfiles,
  credentials,
  type Db,
  type DbExecutor,
  files,
  isPublicCredential,
  users,
} from '@acorn/db';
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { AppError } from '../../lib/errors';
import { listMeta, type PageWindow } from '../../lib/pagination';
import { findFile, storeInlineUpload } from '../files';
import { DOCUMENT, DOCUMENT_UPLOADS, ownAttachment } from './attachments';
import { presentAdminCredential, presentCredential, presentPublicCredential } from './credentials.presenter';

type Storage = Pick<FileStorage, 'publicUrl'>;

/** A member has a handful of each kind; the cap only bounds an answer. */
const LIST_LIMIT = 500;

/** A credential that is not the caller's reads as one that does not exist. */
const notFound = () => new AppError({ code: 'content_not_found' });

const selectCredentials = (db: DbExecutor) =>
  db
    .select({ credential: credentials, file: files })
    .from(credentials)
    .leftJoin(files, eq(files.id, credentials.file_id))
    .$dynamic();

const selectForReview = (db: DbExecutor) =>
  db
    .select({
      credential: credentials,
      file: files,
      owner: { id: users.id, company_name: companyProfiles.company_name, name: users.name },
      email: users.email,
      language: users.language,
    })
    .from(credentials)
    .innerJoin(users, eq(users.id, credentials.user_id))
    .leftJoin(companyProfiles, eq(companyProfiles.user_id, credentials.user_id))
    .leftJoin(files, eq(files.id, credentials.file_id))
    .$dynamic();

const newestFirst = [desc(credentials.created_at), desc(credentials.id)];

/** Writes match the owner and the kind in the statement itself: another's id is a miss. */
const ownItem = (options: { userId: number; kind: CredentialKind; id: number }) =>
  and(
    eq(credentials.id, options.id),
    eq(credentials.kind, options.kind),
    eq(credentials.user_id, options.userId),
  );

/**
 * The document a save leaves on the item: a new upload (which wins over `filedeleted`, as when
 * the owner removes a file and picks another), none when `filedeleted` is '1', or else the one it
 * has (undefined). A file sent as data becomes the caller's private upload, as a document sent
 * to POST /api/files would; it is left to the sweep of unused files if the save then fails.
 */
async function savedDocument(options: {
  db: Db;
  storage: FileStorage;
  userId: number;
  kind: CredentialKind;
  input: CredentialFields;
}) {
  const { db, storage, userId, input } = options;
  const field = 'uploadedfile';
  if (input.uploadedfile === null) return input.filedeleted === '1' ? null : undefined;
  if (typeof input.uploadedfile === 'string') {
    return storeInlineUpload({
      db,
      storage,
      ownerId: userId,
      content: input.uploadedfile,
      originalName: options.kind,
      accept: DOCUMENT_UPLOADS,
      visibility: 'private',
      field,
      documentProblem: DOCUMENT.problem,
    });
  }
  return ownAttachment({ db, userId, fileId: input.uploadedfile, field, kind: DOCUMENT });
}

/** The caller's items of a kind, newest first (the editor adds new ones at the top). */
export async function listOwnCredentials(options: {
  db: Db;
  storage: Storage;
  userId: number;
  kind: CredentialKind;
}): Promise<CredentialItem[]> {
  const { db, storage, userId, kind } = options;
  const rows = await selectCredentials(db)
    .where(and(eq(credentials.user_id, userId), eq(credentials.kind, kind)))
    .orderBy(...newestFirst)
    .limit(LIST_LIMIT);
  return rows.map((row) => presentCredential(row, storage));
}

/** A new item of the caller's: under review, hidden until its owner publishes it. */
export async function addCredential(options: {
  db: Db;
  storage: FileStorage;
  userId: number;
  kind: CredentialKind;
  input: CredentialFields;
}): Promise<CredentialItem> {
  const { db, storage, userId, kind, input } = options;
  const file = (await savedDocument(options)) ?? null;
  const [credential] = await db
    .insert(credentials)
    .values({
      user_id: userId,
      kind,
      title: input.title,
      description: input.description,
      file_id: file?.id ?? null,
      user_status: input.user_status,
    })
    .returning();
  if (!credential) throw new Error('no credential inserted');
  return presentCredential({ credential, file }, storage);
}

/**
 * The owner's changes to their item. A change of what the operators judged (title, description,
 * document) sends an approved or declined item back to review; the Publish switch alone does not.
 */
export async function editCredential(options: {
  db: Db;
  storage: FileStorage;
  userId: number;
  kind: CredentialKind;
  id: number;
  input: CredentialFields;
}): Promise<CredentialItem> {
  const { db, storage, input } = options;
  const file = await savedDocument(options);
  const fileId = file === undefined ? undefined : (file?.id ?? null);
  // Compared with the row as the update finds it (locked), so a save racing another compares with what it replaces.
  const judgedChanged = or(
    sql`${credentials.title} is distinct from ${input.title}`,
    sql`${credentials.description} is distinct from ${input.description}`,
    ...(fileId === undefined ? [] : [sql`${credentials.file_id} is distinct from ${fileId}::integer`]),
  );
  const [updated] = await db
    .update(credentials)
    .set({
      title: input.title,
      description: input.description,
      user_status: input.user_status,
      ...(fileId === undefined ? {} : { file_id: fileId }),
      admin_status: sql`case when ${judgedChanged} then 'underreview' else ${credentials.admin_status} end`,
      deny_reason: sql`case when ${judgedChanged} then null else ${credentials.deny_reason} end`,
      updated_at: sql`now()`,
    })
    .where(ownItem(options))
    .returning();
  if (!updated) throw notFound();
  const document =
    file !== undefined
      ? file
      : updated.file_id === null
        ? null
        : ((await findFile({ db, id: updated.file_id })) ?? null);
  return presentCredential({ credential: updated, file: document }, storage);
}

/** Deletes the owner's item; its upload is left to the sweep of unused files. */
export async function deleteCredential(options: {
  db: Db;
  userId: number;
  kind: CredentialKind;
  id: number;
}): Promise<void> {
  const deleted = await options.db
    .delete(credentials)
    .where(ownItem(options))
    .returning({ id: credentials.id });
  if (deleted.length === 0) throw notFound();
}

/** A member's items of a kind that others may see (published and approved), newest first. */
export async function listPublicCredentials(options: {
  db: Db;
  storage: Storage;
  userId: number;
  kind: CredentialKind;
}): Promise<PublicCredential[]> {
  const { db, storage, userId, kind } = options;
  const rows = await selectCredentials(db)
    .where(and(eq(credentials.user_id, userId), eq(credentials.kind, kind), isPublicCredential()))
    .orderBy(...newestFirst)
    .limit(LIST_LIMIT);
  return rows.map((row) => presentPublicCredential(row, storage));
}

/** The operators' list of a status (and kind), oldest first, so nothing waits longest unseen. */
export async function listCredentialsForReview(options: {
  db: Db;
  storage: Storage;
  filter: AdminCredentialListQuery;
  window: PageWindow;
}): Promise<{ data: AdminCredential[]; meta: ListMeta }> {
  const { db, storage, filter, window } = options;
  const conditions: SQL[] = [eq(credentials.admin_status, filter.status)];
  if (filter.type) conditions.push(eq(credentials.kind, filter.type));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    selectForReview(db)
      .where(where)
      .orderBy(asc(credentials.created_at), asc(credentials.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(credentials).where(where),
  ]);
  return {
    data: rows.map((row) => presentAdminCredential(row, storage)),
    meta: listMeta(window, counted?.total ?? 0),
  };
}

/** An operator's decision, with what the audit entry and the owner's notice need. */
export interface CredentialDecided {
  item: AdminCredential;
  previous: CredentialAdminStatus;
  owner: { id: number; email: string; language: string };
}

/**
 * Approves or declines an item inside the caller's transaction (a declined one keeps the reason
 * the owner is told); null when there is no such item of that kind.
 */
export async function decideCredential(options: {
  tx: DbExecutor;
  storage: Storage;
  operatorId: number;
  kind: CredentialKind;
  id: number;
  decision: CredentialDecision;
}): Promise<CredentialDecided | null> {
  const { tx, storage, operatorId, kind, id, decision } = options;
  const [before] = await selectForReview(tx)
    .where(and(eq(credentials.id, id), eq(credentials.kind, kind)))
    .for('update', { of: credentials });
  if (!before) return null;
  const [credential] = await tx
    .update(credentials)
    .set({
      admin_status: decision.admin_status,
      deny_reason: decision.admin_status === 'declined' ? decision.reason : null,
      decided_at: sql`now()`,
      decided_by: operatorId,
    })
    .where(eq(credentials.id, id))
    .returning();
  if (!credential) return null;
  return {
    item: presentAdminCredential({ ...before, credential }, storage),
    previous: before.credential.admin_status as CredentialAdminStatus,
    owner: { id: before.owner.id, email: before.email, language: before.language },
  };
}
