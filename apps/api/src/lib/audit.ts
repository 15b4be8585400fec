import { auditLog, type Db, type DbExecutor, RETENTION_DAYS } from '@acorn/db';
import { and, isNotNull } from 'drizzle-orm';
import { endedMoreThan } from './retention';

export interface AuditEntry {
  /** null: done on the server itself (the command line), not by a signed-in operator. */
  actorId: number | null;
  action: string;
  entityType: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
  reason?: string;
  ip?: string;
}

/** Written in the same transaction as the change, so there is no change without its entry. */
export async function recordAudit(db: DbExecutor, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actor_id: entry.actorId,
    action: entry.action,
    entity_type: entry.entityType,
    entity_id: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    ip: entry.ip ?? null,
  });
}

/** Forgets the client address of entries older than RETENTION_DAYS.auditAddresses; answers how many. */
export async function forgetAuditAddresses(options: { db: Db }): Promise<number> {
  const forgotten = await options.db
    .update(auditLog)
    .set({ ip: null })
    .where(and(isNotNull(auditLog.ip), endedMoreThan(auditLog.created_at, RETENTION_DAYS.auditAddresses)))
    .returning({ id: auditLog.id });
  return forgotten.length;
}
