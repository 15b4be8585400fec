import type { AdminPackage, Feature, ListMeta } from '@acorn/contracts';
import { type Db, packages } from '@acorn/db';
import { asc, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { listMeta, pageWindow } from '../../lib/pagination';
import { type AdminPackageRow, presentAdminPackage } from './admin.presenter';
import type { OperatorAction } from './admin.service';

const adminPackageColumns = {
  id: packages.id,
  name: packages.name,
  name_prt: packages.name_prt,
  name_spn: packages.name_spn,
  monthly_cost: packages.monthly_cost,
  yearly_cost: packages.yearly_cost,
  available_features: packages.available_features,
} satisfies Record<keyof AdminPackageRow, unknown>;

const sameFeatures = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((feature) => b.includes(feature));

/** Every tier (Crystal to Platinum) with its prices and features, as the table holds them now. */
export async function listPackagesForOperators(options: {
  db: Db;
}): Promise<{ data: AdminPackage[]; meta: ListMeta }> {
  const rows = await options.db.select(adminPackageColumns).from(packages).orderBy(asc(packages.id));
  return { data: rows.map(presentAdminPackage), meta: listMeta(pageWindow({ page: 1 }), rows.length) };
}

/**
 * Gives a tier exactly `features`, audited with the set before and after. Nothing keeps a copy:
 * requireFeature, GET /api/me and GET /api/packages read the table, so every instance follows at
 * once. Saving the same set again changes nothing and writes no entry.
 */
export async function setPackageFeatures(
  action: OperatorAction & { packageId: number; features: Feature[] },
): Promise<AdminPackage> {
  const { db, operatorId, packageId, features } = action;
  const row = await db.transaction(async (tx) => {
    const [before] = await tx
      .select(adminPackageColumns)
      .from(packages)
      .where(eq(packages.id, packageId))
      .for('update');
    if (!before) throw new AppError({ code: 'plan_not_found' });
    if (sameFeatures(before.available_features, features)) return before;
    const [after] = await tx
      .update(packages)
      .set({ available_features: features, updated_at: sql`now()` })
      .where(eq(packages.id, packageId))
      .returning(adminPackageColumns);
    await recordAudit(tx, {
      actorId: operatorId,
      action: 'package.set_features',
      entityType: 'package',
      entityId: packageId,
      before: { available_features: before.available_features },
      after: { available_features: after!.available_features },
      ip: action.ip,
    });
    return after!;
  });
  return presentAdminPackage(row);
}
