import type { Feature } from '@acorn/contracts';
import { type DbExecutor, packages, users } from '@acorn/db';
import { eq, sql } from 'drizzle-orm';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifySchema {
    /** The tier feature the route's calls need (requireFeature), shown in the OpenAPI document. */
    'x-feature'?: Feature;
  }
}

/**
 * Refuses a call to a feature the user's tier lacks (DESIGN §4: the server enforces the tiers, not
 * only the menu): 403 `feature_not_in_plan` naming the cheapest tier that has it. The operator
 * edits each tier's features, so they are read from the packages, never assumed.
 */
export async function requireFeature(options: { db: DbExecutor; userId: number; feature: Feature }) {
  const { db, userId, feature } = options;
  const [own] = await db
    .select({ features: packages.available_features })
    .from(users)
    .innerJoin(packages, eq(packages.id, users.package_id))
    .where(eq(users.id, userId));
  if (own?.features.includes(feature)) return;
  const [cheapest] = await db
    .select({ name: packages.name })
    .from(packages)
    .where(sql`${feature} = any(${packages.available_features})`)
    .orderBy(packages.monthly_cost, packages.id)
    .limit(1);
  throw new AppError({ code: 'feature_not_in_plan', params: { targetSubscription: cheapest?.name ?? '' } });
}
