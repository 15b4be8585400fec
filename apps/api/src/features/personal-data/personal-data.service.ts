import {
  type EraseAccountInput,
  type Language,
  PERSONAL_DATA_EXPORT_INTERVAL_HOURS,
  ROLES,
} from '@acorn/contracts';
import { type Db, users } from '@acorn/db';
import { eq } from 'drizzle-orm';
import type { FileStorage } from '../../integrations/storage/file-storage';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { getUserDetail } from '../accounts';
import { deleteStoredBytes } from '../files';
import { type ExportArchive, streamExportArchive } from './personal-data.archive';
import { presentPersonalData } from './personal-data.presenter';
import {
  claimExport,
  type ErasedStorage,
  eraseAccountRows,
  lockAccount,
  selectPersonalData,
} from './personal-data.queries';

/**
 * The member's data as a zip (decision 055): the JSON document of everything the account holds
 * and the files it uploaded. Once a day: the claim and the reads share a transaction, so a failed
 * read leaves the day's export unused; a second request that day answers 429.
 */
export async function exportPersonalData(options: {
  db: Db;
  storage: FileStorage;
  userId: number;
  language: Language;
}): Promise<ExportArchive> {
  const { db, storage, userId } = options;
  const { rows, waitSeconds } = await db.transaction(async (tx) => {
    const waitSeconds = await claimExport(tx, userId, PERSONAL_DATA_EXPORT_INTERVAL_HOURS);
    if (waitSeconds !== null) return { rows: null, waitSeconds };
    return { rows: await selectPersonalData(tx, userId), waitSeconds: null };
  });
  if (!rows) {
    throw new AppError({
      code: 'personal_data_export_limited',
      headers: { 'retry-after': String(waitSeconds) },
    });
  }
  // The member's own view of their profile, as GET /api/me answers it, beside the rows.
  const profile = await getUserDetail({ db, userId, language: options.language, storage });
  const document = presentPersonalData({ rows, profile, exportedAt: new Date() });
  return streamExportArchive({ document, files: rows.files, storage });
}

/** Operators are deactivated by another operator, never erased: the audit log names them. */
function assertErasable(user: { role: number }) {
  if (user.role === ROLES.operator) throw new AppError({ code: 'operator_not_erasable' });
}

/** POST /api/me/delete: the password confirms it, then the account is erased at once. */
export async function eraseOwnAccount(options: {
  db: Db;
  storage: FileStorage;
  userId: number;
  input: EraseAccountInput;
  ip: string;
}) {
  const { db, userId } = options;
  const [user] = await db
    .select({ role: users.cb_roles_id, provider: users.provider, password_hash: users.password_hash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new AppError({ code: 'unauthenticated' });
  assertErasable(user);
  if (user.provider) throw new AppError({ code: 'provider_account_erasure' });
  if (!(await verifyPassword(user.password_hash, options.input.password))) {
    throw new AppError({ code: 'current_password_wrong', fields: { password: ['currentPasswordWrong'] } });
  }
  await eraseAccount({
    db,
    storage: options.storage,
    userId,
    actorId: userId,
    action: 'user.erase_self',
    ip: options.ip,
  });
}

/** The console's erasure of a member, audited with the operator's reason. */
export async function eraseMemberAccount(options: {
  db: Db;
  storage: FileStorage;
  userId: number;
  operatorId: number;
  reason: string;
  ip: string;
}) {
  await eraseAccount({
    db: options.db,
    storage: options.storage,
    userId: options.userId,
    actorId: options.operatorId,
    action: 'user.erase',
    reason: options.reason,
    ip: options.ip,
  });
}

/**
 * One transaction erases the rows and writes the audit entry; the storage is cleared after the
 * commit (a failure there leaves unreachable bytes, never a half-erased account). An account
 * already erased is left as it is: a second erasure at once answers as the first.
 */
async function eraseAccount(options: {
  db: Db;
  storage: FileStorage;
  userId: number;
  actorId: number;
  action: 'user.erase' | 'user.erase_self';
  reason?: string;
  ip: string;
}) {
  const { db, userId } = options;
  const erased: ErasedStorage | null = await db.transaction(async (tx) => {
    const user = await lockAccount(tx, userId);
    if (!user) throw new AppError({ code: 'user_not_found' });
    assertErasable(user);
    if (user.erased_at) return null;
    const storage = await eraseAccountRows(tx, user);
    await recordAudit(tx, {
      actorId: options.actorId,
      action: options.action,
      entityType: 'user',
      entityId: userId,
      // What the account was, never who: the entry outlives the erasure.
      before: { role: user.role, status: user.status },
      after: { erased: true },
      reason: options.reason,
      ip: options.ip,
    });
    return storage;
  });
  if (!erased) return;
  for (const file of erased.files) await deleteStoredBytes(options.storage, file);
  await Promise.allSettled(erased.invoicePdfKeys.map((key) => options.storage.delete(key, 'private')));
}
