import { companyProfiles, userExpertiseSectors } from '@acorn/db';
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

/** The user detail's fields in the order accounts spec §3 lists them. */
const SPEC_USER_DETAIL_FIELDS = [
  'id',
  'cb_roles_id',
  'step',
  'status',
  'payment_status',
  'is_seller',
  'accept_rgpd',
  'isReadOnlyUser',
  'subscription',
  '_provider',
  'user_services',
  'user_country_of_operations',
  'expertises',
  'pomservicesseller',
  'phone_number',
  'personal_online_presence',
  'certificado',
  'name',
  'job_function',
  'company_name',
  'company_sector',
  'bio',
];

describe('GET /api/me', () => {
  it('answers every field of the spec’s user detail', async () => {
    const user = await createUser({ db: t.database.db, package_id: 3 });
    const detail = (await t.app.inject({ url: '/api/me', headers: bearer(user.token) })).json();
    for (const field of SPEC_USER_DETAIL_FIELDS) expect(detail, field).toHaveProperty(field);
    expect(detail.subscription).toHaveProperty('id');
    expect(detail.subscription).toHaveProperty('name');
  });

  it('fills the seller and certificate fields from the profile', async () => {
    const user = await createUser({
      db: t.database.db,
      profile: {
        is_seller: true,
        pomservicesseller: true,
        personal_online_presence: [{ level: 'LinkedIn', value: 'https://linkedin.com/in/ana' }],
      },
    });
    await t.database.db.insert(userExpertiseSectors).values([
      { user_id: user.id, sector_id: 2 },
      { user_id: user.id, sector_id: 5 },
    ]);
    const certificate = await createFile({ db: t.database.db, owner: user, original_name: 'iso-9001.pdf' });
    await t.database.db
      .update(companyProfiles)
      .set({ certificate_file_id: certificate.id })
      .where(eq(companyProfiles.user_id, user.id));

    const detail = (await t.app.inject({ url: '/api/me', headers: bearer(user.token) })).json();
    expect(detail.pomservicesseller).toBe(true);
    expect(detail.expertises.map((sector: { id: number }) => sector.id)).toEqual([2, 5]);
    expect(detail.expertises[0].name).toEqual(expect.any(String));
    expect(JSON.parse(detail.personal_online_presence)).toEqual([
      { level: 'LinkedIn', value: 'https://linkedin.com/in/ana' },
    ]);
    expect(detail.certificado).toBe(`/api/protected/files/${certificate?.id}`);
    expect(detail.certificado).not.toContain('show/');
  });
});
