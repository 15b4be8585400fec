import type { DbExecutor } from '../../client';
import { auditLog } from '../../schema/index';

/** One operator action of the demo history, entered as the console records it (apps/api lib/audit.ts). */
export type DemoAuditEntry = Pick<
  typeof auditLog.$inferInsert,
  'action' | 'entity_type' | 'entity_id' | 'before' | 'after' | 'created_at'
>;

/** An entry for `action` on the entity, with the change it made, at the time it happened. */
export const operatorAction = (
  action: string,
  entity: { type: string; id: number },
  change: Pick<DemoAuditEntry, 'before' | 'after'>,
  at: Date,
): DemoAuditEntry => ({
  action,
  entity_type: entity.type,
  entity_id: String(entity.id),
  ...change,
  created_at: at,
});

/** The demo operator did these: each seeded action has its entry, dated when it happened. */
export async function recordOperatorActions(options: {
  tx: DbExecutor;
  operatorId: number;
  entries: DemoAuditEntry[];
}) {
  const { tx, operatorId, entries } = options;
  if (entries.length === 0) return;
  await tx.insert(auditLog).values(entries.map((entry) => ({ ...entry, actor_id: operatorId })));
}
