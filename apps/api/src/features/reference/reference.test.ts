import { sectors } from '@acorn/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};

describe('GET /api/countries', () => {
  it('lists the built-in countries in alphabetical order with the EU flag', async () => {
    const { status, body } = await get('/api/countries');
    expect(status).toBe(200);
    const countries = body.data as { id: number; name: string; UE: boolean; status: number; code: string }[];
    expect(countries.length).toBeGreaterThanOrEqual(190);
    expect(countries.length).toBeLessThanOrEqual(200);
    expect(body.meta).toEqual({
      current_page: 1,
      last_page: 1,
      per_page: countries.length,
      total: countries.length,
    });
    expect(countries.every((c) => c.id >= 11 && c.id <= 210 && c.status === 1)).toBe(true);
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(countries.find((c) => c.id === 152)).toMatchObject({
      name: 'Portugal',
      UE: true,
      code: 'PT',
      calling_code: '351',
    });
    expect(countries.find((c) => c.id === 179)).toMatchObject({
      name: 'Spain',
      UE: true,
      code: 'ES',
      calling_code: '34',
    });
    expect(countries.filter((c) => c.UE)).toHaveLength(26);
    expect(countries.find((c) => c.code === 'CY')?.UE).toBe(false);
  });

  it('names countries in the language asked for', async () => {
    const pt = await get('/api/countries?lang=pt');
    expect(pt.body.data.find((c: { id: number }) => c.id === 179).name).toBe('Espanha');
    const es = await get('/api/countries', { 'accept-language': 'es-ES,es;q=0.9' });
    expect(es.body.data.find((c: { id: number }) => c.id === 152).name).toBe('Portugal');
    expect(es.body.data.find((c: { code: string }) => c.code === 'DE').name).toBe('Alemania');
    expect(es.headers.vary).toContain('accept-language');
  });

  it('paginates when perPage is given', async () => {
    const { body } = await get('/api/countries?perPage=20&page=2');
    expect(body.data).toHaveLength(20);
    expect(body.meta.current_page).toBe(2);
    expect(body.meta.per_page).toBe(20);
    expect(body.meta.last_page).toBe(Math.ceil(body.meta.total / 20));
    const beyond = await get('/api/countries?perPage=20&page=99');
    expect(beyond.body.data).toHaveLength(0);
    expect(beyond.body.meta.total).toBe(body.meta.total);
  });

  it('refuses a malformed page query', async () => {
    const { status, body } = await get('/api/countries?perPage=0');
    expect(status).toBe(400);
    expect(body.code).toBe('validation_failed');
  });
});

describe('reference lists', () => {
  it('lists sectors with id and a localized name, sorted by name', async () => {
    const en = await get('/api/sectors');
    expect(en.status).toBe(200);
    expect(en.body.data.length).toBeGreaterThanOrEqual(20);
    expect(Object.keys(en.body.data[0]).sort()).toEqual(['id', 'name']);
    const names = en.body.data.map((s: { name: string }) => s.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')));
    const pt = await get('/api/sectors?lang=pt');
    expect(pt.body.data.map((s: { name: string }) => s.name)).not.toEqual(names);
  });

  it('lists the services with service_name and service_stage', async () => {
    const { body } = await get('/api/services');
    expect(body.data).toHaveLength(20);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      service_name: expect.any(String),
      service_stage: expect.any(String),
    });
  });

  it('lists protocol categories, proposal factors and languages', async () => {
    const categories = await get('/api/pom_categories');
    expect(categories.body.data[0]).toEqual({ id: expect.any(Number), category_name: expect.any(String) });
    const factors = await get('/api/proposal-factors?lang=es');
    expect(factors.body.data[0]).toEqual({
      id: expect.any(Number),
      factorName: expect.any(String),
      factorStage: expect.any(String),
    });
    const languages = await get('/api/languages');
    expect(languages.body.data.map((l: { code: string }) => l.code)).toEqual(
      expect.arrayContaining(['en', 'pt', 'es']),
    );
  });

  it('lists the four packages with prices and cumulative features', async () => {
    const { body } = await get('/api/packages');
    const packages = body.data as {
      id: number;
      name: string;
      name_prt: string;
      name_spn: string;
      monthly_cost: number;
      yearly_cost: number;
      available_features: string[];
      full_description_spn: string;
    }[];
    expect(packages.map((p) => [p.id, p.name, p.monthly_cost, p.yearly_cost])).toEqual([
      [1, 'Crystal', 49, 490],
      [2, 'Silver', 149, 1490],
      [3, 'Gold', 499, 4990],
      [4, 'Platinum', 1200, 12000],
    ]);
    for (let i = 1; i < packages.length; i++) {
      expect(packages[i]!.available_features).toEqual(
        expect.arrayContaining(packages[i - 1]!.available_features),
      );
    }
    expect(packages[0]!.available_features.sort()).toEqual(
      ['CONTENTS_BLOG_FEATURE', 'REGISTER_FEATURE', 'REVIEWS_FEATURE'].sort(),
    );
    expect(packages[3]!.available_features).toContain('ADVISOR_FEATURE');
    expect(packages.every((p) => p.full_description_spn.length > 50)).toBe(true);
  });

  it('serves each option list in order, fields of study grouped in four groups', async () => {
    const sizes = await get('/api/options/company-size');
    expect(sizes.body.data.map((o: { key: string }) => o.key)).toEqual(['1-10', '11-50', '51-200', '200+']);
    const fields = await get('/api/options/fields-of-study?lang=pt');
    const groups = new Set(fields.body.data.map((o: { group: string }) => o.group));
    expect(groups.size).toBe(4);
    expect(fields.body.data.length).toBeGreaterThanOrEqual(30);
    const cases = await get('/api/options/business-case');
    expect(cases.body.data.map((o: { key: string }) => o.key)).toEqual([
      'undisputed',
      'favorable',
      'fair',
      'doubtful',
    ]);
    const unknown = await get('/api/options/shoe-sizes');
    expect(unknown.status).toBe(400);
  });
});

describe('the lists an instance keeps', () => {
  it('answers a list as read for REFERENCE_CACHE_SECONDS, and reads it every time with 0', async () => {
    const keeping = await createTestApp({ sameDatabaseAs: t, env: { REFERENCE_CACHE_SECONDS: '1' } });
    const reading = await createTestApp({ sameDatabaseAs: t, env: { REFERENCE_CACHE_SECONDS: '0' } });
    const [sector] = await t.database.db.select().from(sectors).limit(1);
    if (!sector) throw new Error('the seed has no sectors');
    const nameIn = async (instance: TestApp) => {
      const res = await instance.app.inject({ method: 'GET', url: '/api/sectors' });
      return (res.json().data as { id: number; name: string }[]).find((item) => item.id === sector.id)?.name;
    };
    const rename = (name: string) =>
      t.database.db.update(sectors).set({ name }).where(eq(sectors.id, sector.id));
    try {
      expect(await nameIn(keeping)).toBe(sector.name);
      expect(await nameIn(reading)).toBe(sector.name);
      await rename('Renamed sector');
      expect(await nameIn(keeping)).toBe(sector.name);
      expect(await nameIn(reading)).toBe('Renamed sector');
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(await nameIn(keeping)).toBe('Renamed sector');
    } finally {
      await rename(sector.name);
      await keeping.close();
      await reading.close();
    }
  });
});
