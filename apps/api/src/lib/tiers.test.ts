import { TIERS } from '@acorn/contracts';
import { type Db, packages } from '@acorn/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories/accounts';
import { createTestDatabase } from '../test/test-database';
import { AppError } from './errors';
import { requireFeature } from './tiers';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database.close();
});

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof AppError ? { code: error.code, params: error.params } : error),
  );

describe('tier features on the server', () => {
  it('lets a tier use what it includes and names the cheapest tier that has the rest', async () => {
    const crystal = await createUser({ db, package_id: TIERS.crystal });
    const silver = await createUser({ db, package_id: TIERS.silver });
    const unpaid = await createUser({ db, package_id: null });

    expect(
      await refusal(requireFeature({ db, userId: crystal.id, feature: 'CONTENTS_BLOG_FEATURE' })),
    ).toBeNull();
    expect(await refusal(requireFeature({ db, userId: crystal.id, feature: 'LOG_MARKET_FEATURE' }))).toEqual({
      code: 'feature_not_in_plan',
      params: { targetSubscription: 'Silver' },
    });
    expect(
      await refusal(requireFeature({ db, userId: silver.id, feature: 'LOG_MARKET_FEATURE' })),
    ).toBeNull();
    expect(
      await refusal(requireFeature({ db, userId: silver.id, feature: 'CAMPAIGNS_FEATURE' })),
    ).toMatchObject({
      params: { targetSubscription: 'Gold' },
    });
    expect(
      await refusal(requireFeature({ db, userId: unpaid.id, feature: 'REVIEWS_FEATURE' })),
    ).toMatchObject({
      params: { targetSubscription: 'Crystal' },
    });
  });

  it("follows the operator's edits of a tier's features", async () => {
    const crystal = await createUser({ db, package_id: TIERS.crystal });
    await db
      .update(packages)
      .set({ available_features: sql`array_append(${packages.available_features}, 'LOG_MARKET_FEATURE')` })
      .where(eq(packages.id, TIERS.crystal));
    try {
      expect(
        await refusal(requireFeature({ db, userId: crystal.id, feature: 'LOG_MARKET_FEATURE' })),
      ).toBeNull();
    } finally {
      await db
        .update(packages)
        .set({ available_features: sql`array_remove(${packages.available_features}, 'LOG_MARKET_FEATURE')` })
        .where(eq(packages.id, TIERS.crystal));
    }
  });
});
