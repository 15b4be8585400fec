import { type ContentType, TIERS } from '@acorn/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import { decideContent } from '../features/content';
import { bearer } from './accounts';
import { createUser, type TestUser } from './factories/accounts';
import { createTestApp, type TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The ids of a list's answer, in its order. */
export const listedIds = (res: { json(): { data: Array<{ id: number }> } }) =>
  res.json().data.map((item) => item.id);

/**
 * What every content type's tests use: an app with an operator, members of a tier, a signed-in
 * call to /api and the operator's approval. Call it at the top of a test file.
 */
export function useContentTestApp(options: Parameters<typeof createTestApp>[0] = {}) {
  let app: TestApp | undefined;
  let operator: TestUser | undefined;
  const started = () => {
    if (!app || !operator) throw new Error('the test app starts in beforeAll');
    return { app, operator };
  };
  beforeAll(async () => {
    app = await createTestApp(options);
    operator = await createUser({ db: app.database.db, cb_roles_id: 3 });
  });
  afterAll(async () => {
    await app?.close();
  });
  const call = (user: TestUser, method: Method, url: string, payload?: object) =>
    started().app.app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(user.token),
      ...(payload ? { payload } : {}),
    });
  return {
    get t() {
      return started().app;
    },
    get operator() {
      return started().operator;
    },
    member: (tier: number = TIERS.silver) => createUser({ db: started().app.database.db, package_id: tier }),
    call,
    /** Creates an item by POST `url` as `owner`, expecting 201, and answers it. */
    create: async <Item = { id: number; status: string }>(owner: TestUser, url: string, payload: object) => {
      const res = await call(owner, 'POST', url, payload);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as Item;
    },
    approve: (type: ContentType, id: number) =>
      decideContent({
        db: started().app.database.db,
        operatorId: started().operator.id,
        type,
        id,
        decision: { approve: true },
      }),
  };
}
