import { randomUUID } from 'node:crypto';
import { TIERS } from '@acorn/contracts';
import { companyProfiles, type Database, openDatabase, seedReferenceData, sessions } from '@acorn/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { loadConfig } from './config';
import { decideContent } from './features/content';
import { REPLICA_PROBE_INTERVAL_MS } from './lib/read-replicas';
import { sanitizeRichText } from './lib/sanitize';
import { openConfiguredDatabase, openConfiguredReplicas } from './startup';
import { bearer } from './test/accounts';
import { createUser, type TestUser } from './test/factories/accounts';
import { createFile } from './test/factories/files';
import { memoryFileStore } from './test/memory-file-store';
import { type ReplicaCluster, startReplicaCluster } from './test/replica-cluster';
import { createTestApp, type TestApp } from './test/test-app';

const template = inject('databaseTemplate');

/** The bound of the app most tests use: longer than any pause of theirs. */
const MAX_LAG_MS = 8000;

const post = async (db: Database['db'], owner: TestUser, title: string) => ({
  title,
  categories: [1],
  levers_of_growth: [2],
  description: '<p>What we learnt.</p>',
  header_image: (await createFile({ db, owner, original_name: 'header.png' })).id,
  thumbnail_image: (await createFile({ db, owner, original_name: 'thumb.png' })).id,
});

const offer = (title: string) => ({
  title,
  description: '<p>We open doors in Spain.</p>',
  service_id: 1,
  sectors: [1],
  countries: [152],
  deadline: '2099-12-31',
  what_brand_famous: 'Our cork',
  proposalFactors: [1],
  scoring_board_reviews: 'yes',
});

// Streaming replication needs servers the test starts itself (see test/replica-cluster.ts), next to
// the PostgreSQL of the PostgreSQL pass: this file runs in that pass only (*.postgres.test.ts).
describe('reads from a streaming replica', () => {
  let cluster: ReplicaCluster;
  let database: Database;
  let readReplicas: { url: string; database: Database }[];
  let t: TestApp;
  let operator: TestUser;
  /** The company that writes. */
  let writer: TestUser;
  /** A member who reads and has not written lately. */
  let reader: TestUser;
  let firstPost: number;
  let firstOffer: number;

  const call = (
    app: TestApp,
    user: TestUser | undefined,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ) =>
    app.app.inject({
      method,
      url: `/api${url}`,
      headers: user ? bearer(user.token) : {},
      ...(payload ? { payload } : {}),
    });
  const get = (user: TestUser | undefined, url: string, app = t) => call(app, user, 'GET', url);
  const create = async (user: TestUser, url: string, payload: object) => {
    const res = await call(t, user, 'POST', url, payload);
    expect(res.statusCode, res.body).toBe(201);
    return (res.json().data as { id: number }).id;
  };
  const approve = (type: 'post' | 'offer', id: number) =>
    decideContent({ db: database.db, operatorId: operator.id, type, id, decision: { approve: true } });
  const ids = (res: { statusCode: number; body: string; json(): { data: { id: number }[] } }) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.map((item) => item.id);
  };
  /** A session last used half a minute ago: long enough not to count as having just written. */
  const idle = (user: TestUser) =>
    database.db
      .update(sessions)
      .set({ last_used_at: sql`now() - interval '30 seconds'` })
      .where(eq(sessions.user_id, user.id));

  beforeAll(async () => {
    if (template.engine !== 'postgres')
      throw new Error('this file needs TEST_DATABASE_URL (a PostgreSQL server)');
    cluster = await startReplicaCluster('acorn_replica');
    const seeding = await openDatabase({ url: cluster.primaryUrl, poolSize: 2 });
    await seeding.migrate();
    await seedReferenceData(seeding.db, {
      brandName: 'Acorn',
      files: memoryFileStore(),
      sanitizeHtml: sanitizeRichText,
    });
    await seeding.close();

    const env = {
      DATABASE_URL: cluster.primaryUrl,
      DATABASE_REPLICA_URL: cluster.replicaUrl,
      DATABASE_REPLICA_MAX_LAG_MS: String(MAX_LAG_MS),
    };
    const config = loadConfig(env);
    database = await openConfiguredDatabase(config);
    readReplicas = await openConfiguredReplicas(config);
    t = await createTestApp({ env, database, readReplicas });

    operator = await createUser({ db: database.db, cb_roles_id: 3 });
    writer = await createUser({ db: database.db, package_id: TIERS.platinum });
    reader = await createUser({ db: database.db, package_id: TIERS.platinum });
    firstPost = await create(writer, '/addBlog', await post(database.db, writer, 'Before the pause'));
    firstOffer = await create(writer, '/market/offers', offer('Offer before the pause'));
    await approve('post', firstPost);
    await approve('offer', firstOffer);
    // Once the replica has replayed these, and the app's next probes found it keeping up, visitors read from it.
    const [replica] = readReplicas;
    await vi.waitFor(
      async () => {
        const found = await replica?.database.executeSql('select id from content_items where id = $1', [
          firstPost,
        ]);
        expect(found?.rows).toHaveLength(1);
      },
      { timeout: 15_000, interval: 100 },
    );
    await new Promise((resolve) => setTimeout(resolve, 2.5 * REPLICA_PROBE_INTERVAL_MS));
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await Promise.all((readReplicas ?? []).map((replica) => replica.database.close()));
    await database?.close();
    await cluster?.remove();
  });

  it('answers visitors and members who have not written from the replica, and the writer from the primary', async () => {
    await idle(writer);
    await idle(reader);
    const renamed = `Renamed ${randomUUID()}`;
    await cluster.pauseReplay();
    try {
      // The writer's own calls; and what others change, written on the primary only.
      const laterPost = await create(
        writer,
        '/addBlog',
        await post(database.db, writer, 'While the replica lags'),
      );
      const laterOffer = await create(writer, '/market/offers', offer('Offer while the replica lags'));
      await approve('post', laterPost);
      await approve('offer', laterOffer);
      await database.db
        .update(companyProfiles)
        .set({ company_name: renamed })
        .where(eq(companyProfiles.user_id, writer.id));

      // Visitors: the posts list and the public previews.
      const visitorList = ids(await get(undefined, '/blogs'));
      expect(visitorList).toContain(firstPost);
      expect(visitorList).not.toContain(laterPost);
      expect((await get(undefined, `/public/content/post/${firstPost}`)).statusCode).toBe(200);
      expect((await get(undefined, `/public/content/post/${laterPost}`)).statusCode).toBe(404);
      expect((await get(undefined, `/public/companies/${writer.id}`)).body).not.toContain(renamed);

      // A member who has not written: the feed, the market, the directory and a public profile.
      const feed = ids(await get(reader, '/feed'));
      expect(feed).toContain(firstPost);
      expect(feed).not.toContain(laterPost);
      const market = ids(await get(reader, '/market?type=offers'));
      expect(market).toContain(firstOffer);
      expect(market).not.toContain(laterOffer);
      expect((await get(reader, '/companies')).body).not.toContain(renamed);
      expect((await get(reader, `/companies/${writer.id}`)).body).not.toContain(renamed);

      // The writer reads what it wrote, and all that was written before it.
      expect(ids(await get(writer, '/blogs'))).toContain(laterPost);
      expect(ids(await get(writer, '/feed'))).toContain(laterPost);
      expect((await get(writer, `/blogDetail/${laterPost}`)).statusCode).toBe(200);
      expect((await get(writer, `/companies/${writer.id}`)).body).toContain(renamed);
    } finally {
      await cluster.resumeReplay();
    }

    await expect.poll(async () => ids(await get(undefined, '/blogs')), { timeout: 15_000 }).toHaveLength(2);
    await expect.poll(async () => (await get(reader, `/companies/${writer.id}`)).body).toContain(renamed);
  });

  it('sends reads to the primary while the replica lags beyond the bound', async () => {
    // An instance with a bound shorter than the pause; the same servers.
    const strict = await createTestApp({
      env: { DATABASE_URL: cluster.primaryUrl, DATABASE_REPLICA_MAX_LAG_MS: '500' },
      database,
      readReplicas,
    });
    try {
      await cluster.pauseReplay();
      try {
        const lagging = await create(
          writer,
          '/addBlog',
          await post(database.db, writer, 'Written while replay stays paused'),
        );
        await approve('post', lagging);
        // Read from the replica at first, then, once it is found lagging, from the primary.
        await expect
          .poll(async () => ids(await get(undefined, '/blogs', strict)), { timeout: 10_000 })
          .toContain(lagging);
        expect((await get(undefined, `/public/content/post/${lagging}`, strict)).statusCode).toBe(200);
      } finally {
        await cluster.resumeReplay();
      }
    } finally {
      await strict.close();
    }
  });

  it('answers from the primary while the replica is down', async () => {
    await idle(reader);
    await cluster.stopReplica();
    try {
      const written = await create(
        writer,
        '/addBlog',
        await post(database.db, writer, 'Written while the replica is down'),
      );
      await approve('post', written);
      // The first probe after the replica went away sends its reads to the primary.
      await expect.poll(async () => (await get(undefined, '/blogs')).statusCode, { timeout: 5000 }).toBe(200);
      for (let i = 0; i < 3; i++) expect(ids(await get(undefined, '/blogs'))).toContain(written);
      expect(ids(await get(reader, '/feed'))).toContain(written);
      expect((await get(reader, `/companies/${writer.id}`)).statusCode).toBe(200);
    } finally {
      await cluster.startReplica();
    }
  });

  it("opens every connection without parallel workers or JIT, and the replica's read-only", async () => {
    const [replica] = readReplicas;
    const setting = async (db: Database | undefined, name: string) =>
      (await db?.executeSql(`select current_setting('${name}') as value`))?.rows[0]?.value;
    expect(await setting(database, 'max_parallel_workers_per_gather')).toBe('0');
    expect(await setting(database, 'jit')).toBe('off');
    expect(await setting(database, 'default_transaction_read_only')).toBe('off');
    expect(await setting(replica?.database, 'max_parallel_workers_per_gather')).toBe('0');
    expect(await setting(replica?.database, 'jit')).toBe('off');
    expect(await setting(replica?.database, 'default_transaction_read_only')).toBe('on');
  });

  it("never sends a write to the replica's connections", async () => {
    const statements = (await cluster.replicaLog())
      .split('\n')
      .filter((line) => /LOG:\s+(statement|execute [^:]*):/.test(line));
    // The replica did serve the lists and profiles...
    expect(statements.some((line) => /from "content_items"/.test(line))).toBe(true);
    // ...and received nothing that writes.
    expect(statements.filter((line) => /\b(insert into|update "|delete from)\b/i.test(line))).toEqual([]);
  });
});
