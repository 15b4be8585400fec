import { FEATURES, type Feature, ROLES, TIERS } from '@acorn/contracts';
import { auditLog } from '@acorn/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/accounts';
import { createUser, type TestUser } from '../../test/factories/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let operator: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  operator = await createUser({ db: t.database.db, cb_roles_id: ROLES.operator });
});
afterAll(async () => {
  await t.close();
});

interface AdminPackage {
  id: number;
  name: string;
  monthly_cost: number;
  yearly_cost: number;
  available_features: Feature[];
}

function call(user: TestUser, method: 'GET' | 'PUT', url: string, payload?: unknown, app = t) {
  return app.app.inject({
    method,
    url: `/api${url}`,
    headers: bearer(user.token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const packagesOf = async (user: TestUser) => {
  const res = await call(user, 'GET', '/admin/packages');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AdminPackage[];
};
const featuresOf = async (tier: number) =>
  (await packagesOf(operator)).find((item) => item.id === tier)!.available_features;
const setFeatures = (tier: number, available_features: unknown, user = operator) =>
  call(user, 'PUT', `/admin/packages/${tier}/features`, { available_features });
const without = (features: readonly Feature[], feature: Feature) => features.filter((f) => f !== feature);

describe('tier features in the console', () => {
  it('lists the four tiers with their prices and features, cheapest first', async () => {
    const tiers = await packagesOf(operator);
    expect(tiers.map((tier) => [tier.id, tier.name, tier.monthly_cost, tier.yearly_cost])).toEqual([
      [1, 'Crystal', 49, 490],
      [2, 'Silver', 149, 1490],
      [3, 'Gold', 499, 4990],
      [4, 'Platinum', 1200, 12000],
    ]);
    expect(Object.keys(tiers[0]!).sort()).toEqual(
      ['available_features', 'id', 'monthly_cost', 'name', 'name_prt', 'name_spn', 'yearly_cost'].sort(),
    );
    expect(tiers[3]!.available_features).toEqual(expect.arrayContaining([...FEATURES]));
  });

  it("changes a tier's features: known names only, repeats and unknown fields dropped, audited", async () => {
    const before = await featuresOf(TIERS.crystal);
    const changed = await setFeatures(TIERS.crystal, [
      'SAMPLING_FEATURE',
      'REGISTER_FEATURE',
      'SAMPLING_FEATURE',
      'REVIEWS_FEATURE',
    ]);
    expect(changed.statusCode, changed.body).toBe(200);
    // The order of FEATURES, each once.
    expect(changed.json()).toMatchObject({
      id: TIERS.crystal,
      name: 'Crystal',
      available_features: ['REGISTER_FEATURE', 'REVIEWS_FEATURE', 'SAMPLING_FEATURE'],
    });
    expect(await featuresOf(TIERS.crystal)).toEqual(changed.json().available_features);

    const sneaky = await call(operator, 'PUT', `/admin/packages/${TIERS.crystal}/features`, {
      available_features: before,
      monthly_cost: 1,
      name: 'Free',
    });
    expect(sneaky.statusCode).toBe(200);
    expect(sneaky.json()).toMatchObject({ name: 'Crystal', monthly_cost: 49 });
    expect([...sneaky.json().available_features].sort()).toEqual([...before].sort());

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, 'package'), eq(auditLog.entity_id, String(TIERS.crystal))))
      .orderBy(auditLog.id);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      action: 'package.set_features',
      actor_id: operator.id,
      before: { available_features: before },
      after: { available_features: ['REGISTER_FEATURE', 'REVIEWS_FEATURE', 'SAMPLING_FEATURE'] },
    });
    const log = await call(
      operator,
      'GET',
      `/admin/audit-log?entity_type=package&entity_id=${TIERS.crystal}`,
    );
    expect(log.json().data[0]).toMatchObject({ action: 'package.set_features', actor: operator.email });

    // The same set again changes nothing and writes no entry.
    expect((await setFeatures(TIERS.crystal, before)).statusCode).toBe(200);
    expect(
      await t.database.db.$count(
        auditLog,
        and(eq(auditLog.entity_type, 'package'), eq(auditLog.entity_id, String(TIERS.crystal))),
      ),
    ).toBe(2);
  });

  it('refuses unknown features, a missing list, unknown tiers and ids no integer column holds', async () => {
    const unknown = await setFeatures(TIERS.gold, ['REGISTER_FEATURE', 'TELEPORT_FEATURE']);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      code: 'validation_failed',
      errorCodes: { 'available_features.1': ['optionInvalid'] },
    });
    const missing = await call(operator, 'PUT', `/admin/packages/${TIERS.gold}/features`, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errorCodes).toEqual({ available_features: ['required'] });
    expect((await setFeatures(TIERS.gold, 'LOG_MARKET_FEATURE')).statusCode).toBe(422);
    expect(await featuresOf(TIERS.gold)).toContain('LOG_MARKET_FEATURE');

    const absent = await setFeatures(99, ['REGISTER_FEATURE']);
    expect(absent.statusCode).toBe(404);
    expect(absent.json()).toMatchObject({ code: 'plan_not_found', error: 'This plan does not exist' });
    // Above 2^31 - 1 the path is refused as malformed before any query: never a 500.
    for (const id of ['2147483648', '99999999999']) {
      const huge = await call(operator, 'PUT', `/admin/packages/${id}/features`, {
        available_features: ['REGISTER_FEATURE'],
      });
      expect(huge.statusCode, id).toBe(400);
      expect(huge.json().code).toBe('validation_failed');
    }
    expect((await setFeatures(2_147_483_647, ['REGISTER_FEATURE'])).statusCode).toBe(404);
  });

  it('is for operators only', async () => {
    const participant = await createUser({ db: t.database.db, package_id: TIERS.gold });
    const advisor = await createUser({ db: t.database.db, cb_roles_id: ROLES.advisor });
    for (const user of [participant, advisor]) {
      expect((await call(user, 'GET', '/admin/packages')).statusCode).toBe(403);
      const put = await setFeatures(TIERS.gold, [...FEATURES], user);
      expect(put.statusCode).toBe(403);
      // The role is checked before the body is read: nothing about the body is told.
      expect((await setFeatures(TIERS.gold, ['NONSENSE'], user)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/packages' })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/admin/packages/${TIERS.gold}/features`,
          payload: { available_features: [] },
        })
      ).statusCode,
    ).toBe(401);
    expect(await featuresOf(TIERS.gold)).toContain('LOG_MARKET_FEATURE');
  });

  it('takes effect at once: the market refuses Gold, naming the cheapest tier that still has it', async () => {
    const gold = await createUser({ db: t.database.db, package_id: TIERS.gold });
    const goldFeatures = await featuresOf(TIERS.gold);
    const silverFeatures = await featuresOf(TIERS.silver);
    expect((await call(gold, 'GET', '/market/offers')).statusCode).toBe(200);
    try {
      expect((await setFeatures(TIERS.gold, without(goldFeatures, 'LOG_MARKET_FEATURE'))).statusCode).toBe(
        200,
      );
      const refused = await call(gold, 'GET', '/market/offers');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'feature_not_in_plan',
        params: { targetSubscription: 'Silver' },
      });
      const me = await call(gold, 'GET', '/me');
      expect(me.json().subscription.available_features).not.toContain('LOG_MARKET_FEATURE');

      // Without it in Silver either, the cheapest tier left is Platinum.
      await setFeatures(TIERS.silver, without(silverFeatures, 'LOG_MARKET_FEATURE'));
      expect((await call(gold, 'GET', '/market/offers')).json().params).toEqual({
        targetSubscription: 'Platinum',
      });
    } finally {
      await setFeatures(TIERS.gold, goldFeatures);
      await setFeatures(TIERS.silver, silverFeatures);
    }
    expect((await call(gold, 'GET', '/market/offers')).statusCode).toBe(200);
  });

  it('is seen at once by every instance: the public list of packages is read fresh', async () => {
    const other = await createTestApp({ sameDatabaseAs: t, env: { REFERENCE_CACHE_SECONDS: '600' } });
    try {
      const publicFeatures = async () => {
        const res = await other.app.inject({ method: 'GET', url: '/api/packages' });
        expect(res.headers['cache-control']).toBe('no-cache');
        return (res.json().data as AdminPackage[]).find((item) => item.id === TIERS.platinum)!
          .available_features;
      };
      const platinum = await publicFeatures();
      expect(platinum).toContain('SCORING_BOARD_FEATURE');
      // Changed through this instance, read through the other one, which has just answered the list.
      await setFeatures(TIERS.platinum, without(platinum, 'SCORING_BOARD_FEATURE'));
      expect(await publicFeatures()).not.toContain('SCORING_BOARD_FEATURE');
      await setFeatures(TIERS.platinum, platinum);
      expect(await publicFeatures()).toContain('SCORING_BOARD_FEATURE');
      // Lists that do not carry the tiers are still kept for a while.
      const countries = await other.app.inject({ method: 'GET', url: '/api/countries' });
      expect(countries.headers['cache-control']).toBe('public, max-age=300');
    } finally {
      await other.close();
    }
  });
});
