import { TIERS } from '@acorn/contracts';
import { describe, expect, it } from 'vitest';
import { listedIds, useContentTestApp } from '../../test/content';
import type { TestUser } from '../../test/factories/accounts';
import { createFile } from '../../test/factories/files';

const kit = useContentTestApp();
const { call } = kit;

const PORTUGAL = 152;
const listing = {
  name: 'Marta Figueiredo',
  job_function: 'Export director',
  experience_start_date: '2008-03-01',
  hide_identity: false,
  bio: 'Twenty years opening Iberian food brands to Latin America',
  about_company: '<p>I help producers find <strong>importers</strong>.</p>',
  languages: [1],
  user_country_of_operations: [PORTUGAL],
  user_services: [1],
  user_industry_sectors: [1],
  business_areas: ['sales', 'marketing'],
  experience_previous_functions: ['general-management'],
  main_career_achievement: 'Opened 14 markets for a cork producer',
  geography: 'Iberia and Latin America',
  email: 'marta@example.com',
  phone_number: '+351 912 345 678',
  website: 'https://marta.example.com',
  linkedin: 'https://www.linkedin.com/in/marta',
  city: 'Porto',
  country: PORTUGAL,
};

const member = (tier: number = TIERS.platinum) => kit.member(tier);

const createListing = (owner: TestUser, body: object = listing) =>
  kit.create(owner, '/advisor-listings', body);

const approve = (id: number) => kit.approve('advisor', id);
const ids = listedIds;

describe('advisor listings', () => {
  it('creates a listing pending approval, ignoring status and owner_id, with its fields and links', async () => {
    const owner = await member();
    const other = await member();
    const created = await createListing(owner, { ...listing, status: 'published', owner_id: other.id });
    expect(created).toMatchObject({
      item_type: 'advisor',
      status: 'pending',
      title: 'Marta Figueiredo',
      name: 'Marta Figueiredo',
      hide_identity: false,
      bio: listing.bio,
      business_areas: ['sales', 'marketing'],
      languages: [{ id: 1, name: expect.any(String) }],
      countries: [{ id: PORTUGAL, name: 'Portugal' }],
      services: [{ id: 1 }],
      sectors: [{ id: 1 }],
      country: { id: PORTUGAL, name: 'Portugal' },
      email: 'marta@example.com',
      avatar: null,
      user: { id: owner.id },
    });
  });

  it('answers the two required fields by code, and refuses a headline over 250 and bad links', async () => {
    const owner = await member();
    const empty = await call(owner, 'POST', '/advisor-listings', {});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errorCodes).sort()).toEqual(['about_company', 'name']);
    const blank = await call(owner, 'POST', '/advisor-listings', { name: 'A', about_company: '<p> </p>' });
    expect(blank.json().errorCodes).toEqual({ about_company: ['required'] });
    const wrong = await call(owner, 'POST', '/advisor-listings', {
      ...listing,
      bio: 'x'.repeat(251),
      website: 'ftp://example.com',
      linkedin: 'https://example.com/marta',
      languages: [99999],
    });
    expect(wrong.json().errorCodes).toEqual({
      bio: ['maxLength250'],
      website: ['urlInvalid'],
      linkedin: ['linkedinInvalid'],
    });
    const language = await call(owner, 'POST', '/advisor-listings', { ...listing, languages: [99999] });
    expect(language.json().errorCodes).toEqual({ languages: ['optionInvalid'] });
  });

  it('hides the identity by default from everyone but the owner', async () => {
    const owner = await member();
    const reader = await member();
    const avatar = await createFile({ db: kit.t.database.db, owner });
    const { hide_identity: _, ...rest } = listing;
    const created = await createListing(owner, { ...rest, avatar: avatar.id });
    await approve(created.id);

    const seen = (await call(reader, 'GET', `/advisor-listings/${created.id}`)).json().data;
    expect(seen).toMatchObject({
      hide_identity: true,
      name: 'Nondisclosure',
      title: 'Nondisclosure',
      avatar: null,
      email: null,
      phone_number: null,
      website: null,
      linkedin: null,
      city: null,
      user: { id: 0, company_name: null },
      bio: listing.bio,
      geography: listing.geography,
    });
    expect(JSON.stringify(seen)).not.toContain('Marta');
    const found = await call(reader, 'GET', '/advisor-listings?search=marta');
    expect(ids(found)).not.toContain(created.id);
    // Nor is it listed under its company, where a named listing of the same company is.
    const named = await createListing(owner);
    await approve(named.id);
    for (const path of [`/advisor-listings?user=${owner.id}`, `/feed?user=${owner.id}`]) {
      const byOwner = await call(reader, 'GET', path);
      expect(ids(byOwner), path).toContain(named.id);
      expect(ids(byOwner), path).not.toContain(created.id);
      expect(byOwner.json().meta.total, path).toBe(1);
    }
    expect(ids(await call(owner, 'GET', `/advisor-listings?user=${owner.id}`))).toContain(created.id);

    const own = (await call(owner, 'GET', `/advisor-listings/${created.id}`)).json().data;
    expect(own).toMatchObject({
      name: 'Marta Figueiredo',
      email: 'marta@example.com',
      linkedin: listing.linkedin,
      city: 'Porto',
      avatar: { id: avatar.id },
    });
  });

  it("lists others' published listings only, filtered by sector, country and service, opens them by id, and lists one's own in every status", async () => {
    const owner = await member();
    const reader = await member();
    const pending = await createListing(owner, { ...listing, name: 'Still waiting' });
    const published = await createListing(owner, { ...listing, bio: 'Cold chain logistics advisor' });
    await approve(published.id);
    const mine = await createListing(reader);
    await approve(mine.id);

    const directory = await call(reader, 'GET', '/advisor-listings?perPage=50');
    expect(ids(directory)).toContain(published.id);
    expect(ids(directory)).not.toContain(pending.id);
    expect(ids(directory)).not.toContain(mine.id);
    const filtered = (query: string) => call(reader, 'GET', `/advisor-listings?perPage=50&${query}`);
    expect(ids(await filtered(`countries=${PORTUGAL}&sectors=1;2&services=1`))).toContain(published.id);
    expect(ids(await filtered('sectors=2'))).not.toContain(published.id);
    expect(ids(await filtered('services=2&services=3'))).not.toContain(published.id);
    expect((await filtered('countries=abc')).statusCode).toBe(400);
    expect((await call(reader, 'GET', `/advisor-listings/${pending.id}`)).json()).toMatchObject({
      code: 'content_not_found',
    });
    expect((await call(reader, 'GET', `/advisor-listings/${published.id}`)).json().data).toMatchObject({
      name: 'Marta Figueiredo',
      email: 'marta@example.com',
    });

    const own = await call(owner, 'GET', `/advisor-listings?user=${owner.id}`);
    expect(own.json()).toMatchObject({ meta: { total: 2 } });
    expect(
      own
        .json()
        .data.map((item: { status: string }) => item.status)
        .sort(),
    ).toEqual(['pending', 'published']);
  });

  it('lets only the owner edit or delete, and sends an edited published listing back to the operator', async () => {
    const owner = await member();
    const other = await member();
    const created = await createListing(owner);
    await approve(created.id);

    expect((await call(other, 'PUT', `/advisor-listings/${created.id}`, listing)).statusCode).toBe(404);
    const edited = await call(owner, 'PUT', `/advisor-listings/${created.id}`, {
      ...listing,
      about_company: '<p>Now also <img src=x onerror=alert(1)> Brazil</p><script>alert(1)</script>',
    });
    expect(edited.json().data).toMatchObject({ status: 'pending' });
    expect(edited.json().data.description).not.toMatch(/onerror|script/);
    expect((await call(other, 'GET', `/advisor-listings/${created.id}`)).statusCode).toBe(404);

    expect((await call(other, 'DELETE', `/advisor-listings/${created.id}`)).statusCode).toBe(404);
    const removed = await call(owner, 'DELETE', `/advisor-listings/${created.id}`);
    expect(removed.json()).toEqual({ success: 'Remove successfully' });
    expect((await call(owner, 'GET', `/advisor-listings/${created.id}`)).statusCode).toBe(404);
  });

  it('refuses the tiers without advisors, naming Platinum', async () => {
    const gold = await member(TIERS.gold);
    for (const [method, url] of [
      ['GET', '/advisor-listings'],
      ['POST', '/advisor-listings'],
    ] as const) {
      const res = await call(gold, method, url, method === 'POST' ? listing : undefined);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'feature_not_in_plan',
        params: { targetSubscription: 'Platinum' },
      });
    }
  });

  it('answers an id above 2^31 and a NUL byte with a 4xx, never a 500', async () => {
    const owner = await member();
    for (const url of ['/advisor-listings/2147483648', '/advisor-listings/99999999999']) {
      const res = await call(owner, 'GET', url);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const nul = await call(owner, 'POST', '/advisor-listings', { ...listing, name: 'Marta\u0000' });
    expect(nul.statusCode).toBeGreaterThanOrEqual(400);
    expect(nul.statusCode).toBeLessThan(500);
    const search = await call(owner, 'GET', '/advisor-listings?search=a%00b');
    expect(search.statusCode).toBeLessThan(500);
  });
});
