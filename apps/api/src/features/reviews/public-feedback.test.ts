import { ROLES } from '@acorn/contracts';
import { referrals, reviews, users } from '@acorn/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/accounts';
import { createUser } from '../../test/factories/accounts';
import { createFile } from '../../test/factories/files';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, token: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });

const reviewsOf = (token: string, userId: number | string) =>
  post('/api/listPublicReview', token, { user_id: userId });
const referralsOf = (token: string, userId: number | string, type = 'recommendation') =>
  post('/api/listPublicReferral', token, { user_id: userId, reffer_type: type });

/** A company with a logo that gives feedback, one that receives it, and a member who reads it. */
async function parties() {
  const db = t.database.db;
  const logo = await createFile({
    db,
    visibility: 'public',
    content_type: 'image/png',
    original_name: 'logo.png',
  });
  const giver = await createUser({
    db,
    package_id: 3,
    profile: {
      company_name: 'Quinta Azul',
      company_logo_file_id: logo.id,
      personal_email: 'ines@quinta.example',
    },
  });
  const company = await createUser({ db, package_id: 2, profile: { company_name: 'Nortejo' } });
  const reader = await createUser({ db, package_id: 1 });
  return { giver, company, reader };
}

describe('a company profile’s reviews', () => {
  it('shows members the public reviews, newest first, with their average and who gave them', async () => {
    const { giver, company, reader } = await parties();
    await t.database.db.insert(reviews).values([
      {
        user_id: company.id,
        reviewer_id: giver.id,
        name: 'Inês Duarte',
        job_function: 'Head of exports',
        company_name: 'typed by the giver',
        project_name: 'Iberian distribution',
        description: 'Delivered on every milestone.',
        rating_value: 5,
        show_public: true,
        created_at: new Date('2026-10-01T10:00:00Z'),
      },
      {
        user_id: company.id,
        name: 'Marta Gil',
        company_name: 'Gil & Filhos',
        description: 'Good, a little slow.',
        rating_value: 4,
        show_public: true,
        created_at: new Date('2026-11-01T10:00:00Z'),
      },
      // Hidden by the company: neither listed nor counted.
      { user_id: company.id, name: 'Hidden', description: 'Not shown', rating_value: 1, show_public: false },
      // Hidden by an operator after a report, though switched public.
      {
        user_id: company.id,
        name: 'Reported',
        description: 'Taken down',
        rating_value: 2,
        show_public: true,
        hidden_at: new Date(),
        hidden_reason: 'Abusive language',
      },
    ]);

    const answer = await reviewsOf(reader.token, company.id);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.summary).toEqual({ total: 2, average: 4.5, histogram: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 } });
    expect(body.success.map((review: { description: string }) => review.description)).toEqual([
      'Good, a little slow.',
      'Delivered on every milestone.',
    ]);
    const [guest, member] = body.success;
    // A guest's company is the name typed; a member's links to its profile, with tier and logo.
    expect(guest.company).toEqual({ id: null, name: 'Gil & Filhos', subscription: null, image: null });
    expect(member.company).toMatchObject({ id: giver.id, name: 'Quinta Azul', subscription: 'Gold' });
    expect(member.company.image).toMatch(/^\/uploads\//);
    expect(member.reviewer).toEqual({ name: 'Inês Duarte', position: 'Head of exports' });
    expect(member.rating_value).toBe(5);
    // Nothing about the giver beyond the allowlist.
    expect(JSON.stringify(body)).not.toContain('ines@quinta.example');
    expect(JSON.stringify(body)).not.toContain(giver.email);
  });

  it('counts each score of all the public reviews, beyond the newest it lists', async () => {
    const { company, reader } = await parties();
    await t.database.db.insert(reviews).values(
      [1, 3, 3, 5, 5, 5].map((rating_value) => ({
        user_id: company.id,
        name: 'Giver',
        description: `Scored ${rating_value}`,
        rating_value,
        show_public: true,
      })),
    );
    expect((await reviewsOf(reader.token, company.id)).json().summary).toEqual({
      total: 6,
      average: 3.7,
      histogram: { 1: 1, 2: 0, 3: 2, 4: 0, 5: 3 },
    });
  });

  it('has nothing to show for a company without public reviews or one that is not active', async () => {
    const { company, reader } = await parties();
    await t.database.db
      .insert(reviews)
      .values({ user_id: company.id, name: 'A', description: 'Fine', rating_value: 3, show_public: true });
    expect((await reviewsOf(reader.token, reader.id)).json()).toEqual({
      success: [],
      summary: { total: 0, average: null, histogram: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
    });
    await t.database.db.update(users).set({ status: 1 }).where(eq(users.id, company.id));
    expect((await reviewsOf(reader.token, company.id)).json().success).toEqual([]);
  });

  it('no longer links a giver whose account was deactivated', async () => {
    const { giver, company, reader } = await parties();
    await t.database.db.insert(reviews).values({
      user_id: company.id,
      reviewer_id: giver.id,
      name: 'Inês Duarte',
      company_name: 'Quinta Azul (typed)',
      description: 'Great',
      rating_value: 5,
      show_public: true,
    });
    await t.database.db.update(users).set({ status: 1 }).where(eq(users.id, giver.id));
    const [review] = (await reviewsOf(reader.token, company.id)).json().success;
    expect(review.company).toEqual({
      id: null,
      name: 'Quinta Azul (typed)',
      subscription: null,
      image: null,
    });
  });

  it('answers members only, and refuses what is not a user id', async () => {
    const { company, reader } = await parties();
    const advisor = await createUser({ db: t.database.db, cb_roles_id: ROLES.advisor });
    expect((await reviewsOf(advisor.token, company.id)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/listPublicReview', payload: { user_id: company.id } }))
        .statusCode,
    ).toBe(401);
    for (const bad of [0, -1, 2 ** 31, '1\u0000', 'x', 3.5]) {
      const answer = await reviewsOf(reader.token, bad as number);
      expect(answer.statusCode, `user_id ${String(bad)}`).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
    }
  });
});

describe('a company profile’s recommendations and testimonials', () => {
  it('shows members the public ones of the type asked for, with the project and its dates', async () => {
    const { giver, company, reader } = await parties();
    await t.database.db.insert(referrals).values([
      {
        user_id: company.id,
        reviewer_id: giver.id,
        reffer_type: 'testimonial',
        name: 'Inês Duarte',
        job_function: 'CEO',
        project_name: 'Export plan 2026',
        from_date: '2026-01-05',
        to_date: '2026-06-30',
        description: 'They opened three markets for us.',
        show_public: true,
      },
      {
        user_id: company.id,
        reffer_type: 'recommendation',
        name: 'Marta Gil',
        company_name: 'Gil & Filhos',
        description: 'Reliable partner.',
        show_public: true,
      },
      {
        user_id: company.id,
        reffer_type: 'recommendation',
        name: 'Hidden',
        description: 'Not public',
        show_public: false,
      },
    ]);

    const testimonials = (await referralsOf(reader.token, company.id, 'testimonial')).json().success;
    expect(testimonials).toHaveLength(1);
    expect(testimonials[0]).toMatchObject({
      reffer_type: 'testimonial',
      project_name: 'Export plan 2026',
      from_date: '2026-01-05',
      to_date: '2026-06-30',
      reviewer: { name: 'Inês Duarte', position: 'CEO' },
      company: { id: giver.id, name: 'Quinta Azul', subscription: 'Gold' },
    });
    const recommendations = (await referralsOf(reader.token, company.id)).json().success;
    expect(recommendations.map((item: { description: string }) => item.description)).toEqual([
      'Reliable partner.',
    ]);
    expect(JSON.stringify(testimonials)).not.toContain('ines@quinta.example');
  });

  it('refuses an unknown type, a missing type or an id out of range', async () => {
    const { company, reader } = await parties();
    expect((await referralsOf(reader.token, company.id, 'review')).statusCode).toBe(422);
    expect((await referralsOf(reader.token, 2 ** 31)).statusCode).toBe(422);
    expect((await post('/api/listPublicReferral', reader.token, { user_id: company.id })).statusCode).toBe(
      422,
    );
  });
});
