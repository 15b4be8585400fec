import { randomBytes } from 'node:crypto';
import {
  type FilePurpose,
  IMAGE_VARIANT_ENCODING,
  IMAGE_VARIANTS,
  type ImageVariant,
  UPLOAD_LIMITS,
  type UploadedFile,
  type UploadKind,
  type ValidationCode,
} from '@acorn/contracts';
import {
  advisorParticipants,
  advisorProfiles,
  companyProfiles,
  contentFiles,
  contentItems,
  conversationMembers,
  credentials,
  type Db,
  type DbExecutor,
  educations,
  files,
  isPublicCredential,
  messageFiles,
  messages,
  users,
} from '@acorn/db';
import { and, count, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import type { FileStorage, FileVisibility } from '../../integrations/storage/file-storage';
import type { Principal } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { visibleTo } from '../content';
import { canReadFile } from './files.policy';
import { presentDownload, presentFile } from './files.presenter';

export type FileRow = (typeof files)['$inferSelect'];

/** What the bytes turned out to be. */
interface Detected {
  kind: UploadKind;
  contentType: 'image/png' | 'image/jpeg' | 'application/pdf';
  ext: 'png' | 'jpg' | 'pdf';
}

export function unsupportedFileError(
  accept: readonly UploadKind[],
  field = 'file',
  problem: ValidationCode = 'imageOrPdfOnly',
) {
  return accept.includes('pdf')
    ? new AppError({ code: 'unsupported_document_type', fields: { [field]: [problem] } })
    : new AppError({ code: 'unsupported_file_type', fields: { [field]: ['imageOnly'] } });
}

export function fileTooLargeError(field = 'file') {
  return new AppError({ code: 'file_too_large', fields: { [field]: ['fileTooLarge'] } });
}

/** Any fixed number: the key space of the per-user lock that serializes quota checks. */
const UPLOAD_QUOTA_LOCK = 7_302_211;

/**
 * Refuses an upload that would take the owner past the daily quota. Called in the transaction
 * that records the file, under a per-owner lock, so concurrent uploads cannot all pass the check.
 */
async function assertWithinQuota(tx: DbExecutor, ownerId: number, size: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_QUOTA_LOCK}, ${ownerId})`);
  const [used] = await tx
    .select({ files: count(), bytes: sql<string>`coalesce(sum(${files.size}), 0)` })
    .from(files)
    .where(and(eq(files.owner_id, ownerId), gt(files.created_at, sql`now() - interval '1 day'`)));
  if (
    (used?.files ?? 0) >= UPLOAD_LIMITS.dailyFilesPerUser ||
    Number(used?.bytes ?? 0) + size > UPLOAD_LIMITS.dailyBytesPerUser
  ) {
    throw new AppError({ code: 'upload_quota_exceeded', headers: { 'retry-after': String(60 * 60) } });
  }
}

/** The type from the magic bytes only; a PDF must also start with %PDF-. */
async function detectType(data: Buffer): Promise<Detected | undefined> {
  const found = await fileTypeFromBuffer(data);
  if (found?.mime === 'image/png') return { kind: 'image', contentType: 'image/png', ext: 'png' };
  if (found?.mime === 'image/jpeg') return { kind: 'image', contentType: 'image/jpeg', ext: 'jpg' };
  if (found?.mime === 'application/pdf' && data.subarray(0, 5).toString('latin1') === '%PDF-') {
    return { kind: 'pdf', contentType: 'application/pdf', ext: 'pdf' };
  }
  return undefined;
}

/** A display name without directories or control characters, with the extension of its true type. */
export function cleanFileName(name: string | null | undefined, ext: string): string {
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()
    ?.normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f"<>]/g, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 180);
  return `${base || 'file'}.${ext}`;
}

function newStorageKey(ext: string, now: Date): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `uploads/${now.getUTCFullYear()}/${month}/${randomBytes(16).toString('hex')}.${ext}`;
}

const variantKey = (key: string, variant: string) =>
  key.replace(/\.[a-z]+$/, `-${variant}.${IMAGE_VARIANT_ENCODING.ext}`);

const sharpOptions = {
  limitInputPixels: UPLOAD_LIMITS.imageMaxSide * UPLOAD_LIMITS.imageMaxSide,
  failOn: 'error',
} as const;

/** Re-encodes the image: turned upright by its EXIF orientation, every metadata block dropped. */
async function reencodeImage(data: Buffer, detected: Detected, field: string) {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(data, sharpOptions).metadata());
  } catch {
    throw unsupportedFileError(['image'], field);
  }
  if (!width || !height) throw unsupportedFileError(['image'], field);
  if (width > UPLOAD_LIMITS.imageMaxSide || height > UPLOAD_LIMITS.imageMaxSide)
    throw fileTooLargeError(field);
  const encode = (image: Sharp) =>
    detected.ext === 'png'
      ? image.png({ compressionLevel: 9 })
      : image.jpeg({ quality: 85, mozjpeg: true, chromaSubsampling: '4:2:0' });
  try {
    // sharp keeps no EXIF, XMP, IPTC or ICC block unless asked to (keepMetadata/withMetadata).
    return await encode(sharp(data, sharpOptions).autoOrient()).toBuffer();
  } catch {
    throw unsupportedFileError(['image'], field);
  }
}

const VARIANT_NAMES = Object.keys(IMAGE_VARIANTS) as ImageVariant[];

async function resizeVariants(image: Buffer, names: readonly ImageVariant[] = VARIANT_NAMES) {
  const variants: Record<string, Buffer> = {};
  for (const name of names) {
    const side = IMAGE_VARIANTS[name];
    variants[name] = await sharp(image, sharpOptions)
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: IMAGE_VARIANT_ENCODING.quality })
      .toBuffer();
  }
  return variants;
}

export interface StoreUploadOptions {
  db: Db;
  storage: FileStorage;
  ownerId: number | null;
  data: Buffer;
  /** The client's name for the file: kept for display, never used to decide the type. */
  originalName?: string | null;
  accept: readonly UploadKind[];
  visibility: FileVisibility;
  /** Resized copies (thumb, medium) of a public image; on by default for public images. */
  variants?: boolean;
  /** The request field the bytes came in, for the error's `errors` entry. */
  field?: string;
  /** How a refused type of document is worded where the spec words it its own way. */
  documentProblem?: ValidationCode;
  now?: Date;
}

/** What each purpose of POST /api/files accepts, and who may read the result. */
const PURPOSES: Record<FilePurpose, { accept: UploadKind[]; visibility: FileVisibility }> = {
  image: { accept: ['image'], visibility: 'public' },
  document: { accept: ['image', 'pdf'], visibility: 'private' },
};

/**
 * POST /api/files: the caller's upload for a purpose, stored and presented. Without one (a client
 * written to the spec's table, which sends the field `file` alone) the bytes decide: an image is
 * public, anything else must be a PDF and is a private document (spec §9: certificates are images
 * or PDFs).
 */
export async function uploadFile(options: {
  db: Db;
  storage: FileStorage;
  ownerId: number;
  data: Buffer;
  originalName: string;
  purpose?: FilePurpose;
}): Promise<UploadedFile> {
  const { purpose, ...upload } = options;
  const chosen = purpose ?? ((await detectType(upload.data))?.kind === 'image' ? 'image' : 'document');
  return presentFile(await storeUpload({ ...upload, ...PURPOSES[chosen] }), options.storage);
}

/**
 * Checks an upload by its bytes, stores it under a random key and records it in `files`.
 * Images are PNG or JPEG up to 5 MiB and 4096 px a side, re-encoded without metadata; PDFs are
 * kept as they are, up to 10 MiB. Anything else is refused.
 */
export async function storeUpload(options: StoreUploadOptions): Promise<FileRow> {
  const { db, storage, data, accept, visibility } = options;
  const field = options.field ?? 'file';
  if (data.length > UPLOAD_LIMITS.fileMaxBytes) throw fileTooLargeError(field);
  const detected = await detectType(data);
  if (!detected || !accept.includes(detected.kind)) {
    throw unsupportedFileError(accept, field, options.documentProblem);
  }

  let body = data;
  let variants: Record<string, Buffer> = {};
  if (detected.kind === 'image') {
    if (data.length > UPLOAD_LIMITS.imageMaxBytes) throw fileTooLargeError(field);
    body = await reencodeImage(data, detected, field);
    if (options.variants ?? visibility === 'public') variants = await resizeVariants(body);
  } else if (data.length > UPLOAD_LIMITS.pdfMaxBytes) {
    throw fileTooLargeError(field);
  }

  const key = newStorageKey(detected.ext, options.now ?? new Date());
  const variantKeys = Object.fromEntries(Object.keys(variants).map((name) => [name, variantKey(key, name)]));
  const written: string[] = [];
  try {
    await storage.put(key, body, { visibility, contentType: detected.contentType });
    written.push(key);
    for (const [name, bytes] of Object.entries(variants)) {
      const target = variantKeys[name] as string;
      await storage.put(target, bytes, { visibility, contentType: IMAGE_VARIANT_ENCODING.contentType });
      written.push(target);
    }
    const { ownerId } = options;
    return await db.transaction(async (tx) => {
      if (ownerId !== null) await assertWithinQuota(tx, ownerId, body.length);
      const [row] = await tx
        .insert(files)
        .values({
          owner_id: ownerId,
          storage_key: key,
          visibility,
          original_name: cleanFileName(options.originalName, detected.ext),
          content_type: detected.contentType,
          size: body.length,
          variants: variantKeys,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    });
  } catch (error) {
    await Promise.allSettled(written.map((target) => storage.delete(target, visibility)));
    throw error;
  }
}

/**
 * A file sent inside a JSON body, as a data URL or bare base64 (the spec's wizard and credential
 * calls), stored as `storeUpload` stores any upload: the type the data URL declares is not
 * trusted, the bytes decide.
 */
export async function storeInlineUpload(
  options: Omit<StoreUploadOptions, 'data'> & { content: string },
): Promise<FileRow> {
  const { content, ...upload } = options;
  // A data URL's header ends at its first comma; bare base64 has none.
  return storeUpload({ ...upload, data: Buffer.from(content.slice(content.indexOf(',') + 1), 'base64') });
}

/** Removes a stored file, its variants and its row. */
export async function deleteStoredFile(options: { db: Db; storage: FileStorage; file: FileRow }) {
  const { db, storage, file } = options;
  await db.delete(files).where(eq(files.id, file.id));
  await deleteStoredBytes(storage, file);
}

/** The file's bytes and variants; a storage failure leaves them behind rather than failing the caller. */
export async function deleteStoredBytes(storage: FileStorage, file: FileRow) {
  const keys = [file.storage_key, ...Object.values(file.variants ?? {})];
  await Promise.allSettled(keys.map((key) => storage.delete(key, file.visibility as FileVisibility)));
}

/** Files are uploaded before the form that uses them is saved; one never saved goes after a day. */
export const UNATTACHED_FILE_GRACE_MS = 24 * 60 * 60_000;
const SWEEP_BATCH = 200;

/**
 * Every file id a record points at (the advisors' photo and CV, the companies' logo and
 * certificate, the files of content items and messages, the documents of awards and certificates, the images of
 * advisors' education).
 */
const attachedFileIds = sql`(
  select ${advisorProfiles.photo_file_id} from ${advisorProfiles}
    where ${advisorProfiles.photo_file_id} is not null
  union all select ${advisorProfiles.cv_file_id} from ${advisorProfiles}
    where ${advisorProfiles.cv_file_id} is not null
  union all select ${companyProfiles.company_logo_file_id} from ${companyProfiles}
    where ${companyProfiles.company_logo_file_id} is not null
  union all select ${companyProfiles.certificate_file_id} from ${companyProfiles}
    where ${companyProfiles.certificate_file_id} is not null
  union all select ${companyProfiles.brochure_file_id} from ${companyProfiles}
    where ${companyProfiles.brochure_file_id} is not null
  union all select ${companyProfiles.financial_report_file_id} from ${companyProfiles}
    where ${companyProfiles.financial_report_file_id} is not null
  union all select ${contentFiles.file_id} from ${contentFiles}
  union all select ${messageFiles.file_id} from ${messageFiles}
  union all select ${credentials.file_id} from ${credentials}
    where ${credentials.file_id} is not null
  union all select ${educations.image_file_id} from ${educations}
    where ${educations.image_file_id} is not null
)`;

/**
 * Removes uploads that no record uses and that are older than the grace period, with their
 * bytes. Each batch is one delete, so instances sweeping at once never remove a file twice.
 * Answers how many files went.
 */
export async function sweepUnattachedFiles(options: {
  db: Db;
  storage: FileStorage;
  now?: Date;
}): Promise<number> {
  const { db, storage } = options;
  const cutoff = new Date((options.now ?? new Date()).getTime() - UNATTACHED_FILE_GRACE_MS);
  let removed = 0;
  for (;;) {
    const batch = db
      .select({ id: files.id })
      .from(files)
      .where(and(lt(files.created_at, cutoff), sql`${files.id} not in ${attachedFileIds}`))
      .limit(SWEEP_BATCH);
    const deleted = await db.delete(files).where(inArray(files.id, batch)).returning();
    for (const file of deleted) await deleteStoredBytes(storage, file);
    removed += deleted.length;
    if (deleted.length < SWEEP_BATCH) return removed;
  }
}

const VARIANT_BACKFILL_BATCH = 20;

/**
 * The copies an image lacks because it was stored before that copy existed (the large copy came
 * after the thumbnail and the medium one), made from its stored original. Only files that have
 * copies are looked at: a file stored without any is meant to have none. A file whose original
 * cannot be read or decoded is logged and left for the next run. Answers how many files gained
 * copies.
 */
export async function completeImageVariants(options: {
  db: Db;
  storage: FileStorage;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): Promise<number> {
  const { db } = options;
  const names = sql.join(
    VARIANT_NAMES.map((name) => sql`${name}`),
    sql`, `,
  );
  let after = 0;
  let completed = 0;
  for (;;) {
    const batch = await db
      .select()
      .from(files)
      .where(
        and(
          gt(files.id, after),
          sql`${files.variants} <> '{}'::jsonb`,
          sql`not (${files.variants} ?& array[${names}])`,
        ),
      )
      .orderBy(files.id)
      .limit(VARIANT_BACKFILL_BATCH);
    for (const file of batch) {
      if (await completeVariantsOf({ ...options, file })) completed += 1;
    }
    const last = batch.at(-1);
    if (!last || batch.length < VARIANT_BACKFILL_BATCH) return completed;
    after = last.id;
  }
}

async function completeVariantsOf(options: {
  db: Db;
  storage: FileStorage;
  log: Pick<FastifyBaseLogger, 'warn'>;
  file: FileRow;
}): Promise<boolean> {
  const { db, storage, file } = options;
  const visibility = file.visibility as FileVisibility;
  const missing = VARIANT_NAMES.filter((name) => !(name in file.variants));
  let copies: Record<string, Buffer>;
  try {
    const original = await storage.get(file.storage_key, visibility);
    if (!original) throw new Error('the original is not in the storage');
    copies = await resizeVariants(original.data, missing);
  } catch (error) {
    options.log.warn({ fileId: file.id, err: error }, 'could not make the missing image copies');
    return false;
  }
  // A copy's key is derived from the original's, so a run that stopped halfway writes the same ones again.
  const keys: Record<string, string> = {};
  for (const [name, bytes] of Object.entries(copies)) {
    const key = variantKey(file.storage_key, name);
    await storage.put(key, bytes, { visibility, contentType: IMAGE_VARIANT_ENCODING.contentType });
    keys[name] = key;
  }
  // Merged, not replaced: another run may have added its copies meanwhile (the keys are the same).
  const updated = await db
    .update(files)
    .set({ variants: sql`${files.variants} || ${JSON.stringify(keys)}::jsonb` })
    .where(eq(files.id, file.id))
    .returning({ id: files.id });
  if (updated.length === 0) {
    // Swept while the copies were made: they would belong to nothing.
    await Promise.allSettled(Object.values(keys).map((key) => storage.delete(key, visibility)));
    return false;
  }
  return true;
}

export async function findFile(options: { db: Db; id: number }): Promise<FileRow | undefined> {
  const [row] = await options.db.select().from(files).where(eq(files.id, options.id)).limit(1);
  return row;
}

/**
 * A private file shared by what it is attached to: a content item the caller may open (a
 * published offer's brochure), a credential others may see (published and approved), or the CV of
 * an advisor the caller works with. The rules
 * rules are read from where they are defined (the content engine's `visibleTo`, the db's
 * `isPublicCredential` beside its columns) rather than from the credentials feature, which
 * presents files and so depends on this one.
 */
async function isShared(options: { db: Db; principal: Principal; id: number }) {
  const { db, principal, id } = options;
  const [shared] = await unionAll(
    db
      .select({ id: contentFiles.content_id })
      .from(contentFiles)
      .innerJoin(contentItems, eq(contentItems.id, contentFiles.content_id))
      .where(and(eq(contentFiles.file_id, id), visibleTo(principal.userId))),
    db
      .select({ id: credentials.id })
      .from(credentials)
      .where(and(eq(credentials.file_id, id), isPublicCredential())),
    // A company's brochure and financial report, which its public profile shows every member.
    db
      .select({ id: companyProfiles.user_id })
      .from(companyProfiles)
      .innerJoin(users, eq(users.id, companyProfiles.user_id))
      .where(
        and(
          or(eq(companyProfiles.brochure_file_id, id), eq(companyProfiles.financial_report_file_id, id)),
          // Of an active account (status 0), like a public credential's owner.
          eq(users.status, 0),
        ),
      ),
    // An advisor's CV, for the companies the advisor works with (their public profile offers it),
    // unless the advisor keeps their identity hidden: a CV names its author.
    db
      .select({ id: advisorProfiles.user_id })
      .from(advisorProfiles)
      .innerJoin(
        advisorParticipants,
        and(
          eq(advisorParticipants.advisor_id, advisorProfiles.user_id),
          eq(advisorParticipants.participant_id, principal.userId),
        ),
      )
      .where(and(eq(advisorProfiles.cv_file_id, id), eq(advisorProfiles.hide_identity, false))),
  ).limit(1);
  return shared !== undefined;
}

/**
 * Whether a file is attached to a message, and whether the caller is a member of one of those
 * conversations: such a file is theirs alone (decision 043).
 */
async function messageReaders(options: { db: Db; principal: Principal; id: number }) {
  const { db, principal, id } = options;
  const { rows } = (await db.execute(sql`select
    exists (select 1 from ${messageFiles} where ${messageFiles.file_id} = ${id}) as attached,
    exists (select 1 from ${messageFiles}
      join ${messages} on ${messages.id} = ${messageFiles.message_id}
      join ${conversationMembers} on ${conversationMembers.conversation_id} = ${messages.conversation_id}
        and ${conversationMembers.user_id} = ${principal.userId}
      where ${messageFiles.file_id} = ${id}) as member`)) as unknown as {
    rows: { attached: boolean; member: boolean }[];
  };
  const row = rows[0];
  return { attached: row?.attached === true, member: row?.member === true };
}

/**
 * The file's bytes and headers when the caller may read it; 404 otherwise, so nothing is revealed.
 * A file attached to a message is read by the conversation's two members and no one else.
 */
export async function readFileFor(options: {
  db: Db;
  storage: FileStorage;
  principal: Principal;
  id: number;
}) {
  const file = await findFile(options);
  const inMessages = file ? await messageReaders(options) : undefined;
  const readable = inMessages?.attached
    ? inMessages.member
    : file !== undefined && (canReadFile(options.principal, file) || (await isShared(options)));
  if (!file || !readable) throw new AppError({ code: 'file_not_found' });
  const stored = await options.storage.get(file.storage_key, file.visibility as FileVisibility);
  if (!stored) throw new AppError({ code: 'file_not_found' });
  return presentDownload(file, stored.data);
}
