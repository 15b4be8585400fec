import { LANGUAGES } from '@acorn/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../lib/sanitize';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('policy pages', () => {
  it('answers a page by id with content and a PDF per language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pages/2' });
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ id: 2, slug: 'privacy-policy' });
    expect(page.name).toMatch(/privacy/i);
    expect(page.content).toContain('<h2');
    expect(page.upload_pdf).toMatch(/^\/uploads\/.+-en\.pdf$/);
    expect(page.upload_pdf_pr).toMatch(/^\/uploads\/.+-pt\.pdf$/);
    expect(page.upload_pdf_es).toMatch(/^\/uploads\/.+-es\.pdf$/);
  });

  it('answers by slug in the language asked for', async () => {
    const en = (await t.app.inject({ method: 'GET', url: '/api/page/terms-of-use' })).json().data;
    const pt = (await t.app.inject({ method: 'GET', url: '/api/page/terms-of-use?lang=pt' })).json().data;
    const es = (
      await t.app.inject({
        method: 'GET',
        url: '/api/page/terms-of-use',
        headers: { 'accept-language': 'es' },
      })
    ).json().data;
    expect(en.id).toBe(3);
    expect(new Set([en.content, pt.content, es.content]).size).toBe(3);
    expect(new Set([en.name, pt.name, es.name]).size).toBe(3);
  });

  it('has the four policy pages', async () => {
    for (const [id, slug] of [
      [2, 'privacy-policy'],
      [3, 'terms-of-use'],
      [4, 'cookies-policy'],
      [5, 'participants-terms-of-service'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/page/${slug}` });
      expect(res.json().data.id).toBe(id);
    }
  });

  // The web shows a page's content as HTML: only what the one sanitizer lets through is stored.
  it('answers contents the rich-text sanitizer leaves as they are, in every language', async () => {
    for (const slug of [
      'privacy-policy',
      'terms-of-use',
      'cookies-policy',
      'participants-terms-of-service',
    ]) {
      for (const lang of LANGUAGES) {
        const { content } = (
          await t.app.inject({ method: 'GET', url: `/api/page/${slug}?lang=${lang}` })
        ).json().data;
        expect(content.length, `${slug} ${lang}`).toBeGreaterThan(100);
        expect(sanitizeRichText(content), `${slug} ${lang}`).toBe(content);
      }
    }
  });

  it('explains how reviews work in every language, as a page without PDFs', async () => {
    const names = new Set<string>();
    for (const lang of LANGUAGES) {
      const res = await t.app.inject({ method: 'GET', url: `/api/page/how-reviews-work?lang=${lang}` });
      expect(res.statusCode).toBe(200);
      const page = res.json().data;
      expect(page).toMatchObject({ id: 6, upload_pdf: null, upload_pdf_pr: null, upload_pdf_es: null });
      expect(sanitizeRichText(page.content)).toBe(page.content);
      expect(page.content).toContain('<h2>');
      names.add(page.name);
    }
    expect(names.size).toBe(3);
  });

  it('answers an unknown page with 404 page_not_found', async () => {
    const byId = await t.app.inject({ method: 'GET', url: '/api/pages/999' });
    expect(byId.statusCode).toBe(404);
    expect(byId.json()).toMatchObject({ code: 'page_not_found', error: 'Page not found' });
    const bySlug = await t.app.inject({ method: 'GET', url: '/api/page/no-such-page' });
    expect(bySlug.statusCode).toBe(404);
    const badSlug = await t.app.inject({ method: 'GET', url: '/api/page/..%2Fetc' });
    expect(badSlug.statusCode).toBe(400);
  });
});
