import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROLES, TIERS } from '@acorn/contracts';
import { users } from '@acorn/db';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { useContentTestApp } from '../../test/content';
import { createUser, type TestUser } from '../../test/factories/accounts';
import { createFile } from '../../test/factories/files';

/** The built web app's shell, as the share pages receive it. */
const webRoot = mkdtempSync(join(tmpdir(), 'acorn-share-web-'));
writeFileSync(
  join(webRoot, 'index.html'),
  '<!doctype html><html><head><meta name="description" content="The network." /><title>Acorn</title></head><body><div id="root"></div></body></html>',
);

afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const kit = useContentTestApp({ webRoot, env: { PUBLIC_URL: 'https://acorn.example' } });
const { call } = kit;
const db = () => kit.t.database.db;
const page = (url: string) => kit.t.app.inject({ method: 'GET', url });

const tag = (html: string, attribute: string, key: string) =>
  html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`))?.[1];

async function createPost(
  owner: TestUser,
  values: { title: string; description: string; published?: string },
) {
  const header = await createFile({
    db: db(),
    owner,
    original_name: 'header.png',
    content_type: 'image/png',
    visibility: 'public',
    storage_key: `uploads/${owner.id}/${randomUUID()}-header.png`,
  });
  const thumbnail = await createFile({ db: db(), owner, content_type: 'image/png', visibility: 'public' });
  const res = await call(owner, 'POST', '/addBlog', {
    categories: [1],
    header_image: header.id,
    thumbnail_image: thumbnail.id,
    ...values,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

const campaignBody = (values: { title: string; product?: string; advantage?: string }) => ({
  sectors: [1],
  countries: [152],
  services: [1],
  campaign_will: 'problem',
  business_case: 'favorable',
  product: 'Vibration sensors',
  advantage: 'Installed in a day',
  pains: 'Unplanned stops',
  gains: 'Planned maintenance',
  decision_maker: ['operations'],
  end_user: ['operations'],
  opening_date: '2026-01-01',
  deadline: '2099-06-30',
  ...values,
});

/** The patterns String.replace reads in a replacement string, and how the page writes each. */
const REPLACE_PATTERNS = [
  ['$`', '$`'],
  ['$&', '$&amp;'],
  ["$'", '$&#39;'],
] as const;

/** The page holds the shell once and the text where it belongs: nothing of the page copied in. */
function expectHeadOf(html: string, title: string) {
  expect(html.split('<div id="root"></div>')).toHaveLength(2);
  expect(html.split('<head>')).toHaveLength(2);
  expect(html).toContain(`<title>${title} · Acorn</title>`);
  expect(tag(html, 'property', 'og:title')).toBe(title);
  expect(tag(html, 'name', 'twitter:title')).toBe(title);
}

describe('share pages', () => {
  it("gives a published post's page and share link the title, text, picture and address a preview shows", async () => {
    const owner = await kit.member(TIERS.crystal);
    const id = await createPost(owner, {
      title: 'Exportação "sem" <fronteiras>',
      description: `<p>Três mudanças&nbsp;na fábrica.</p><p>${'Palavra '.repeat(60)}</p>`,
    });
    await kit.approve('post', id);

    const res = await page(`/post/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<title>Exportação &quot;sem&quot; &lt;fronteiras&gt; · Acorn</title>');
    expect(html).not.toContain('<fronteiras>');
    expect(tag(html, 'property', 'og:title')).toBe('Exportação &quot;sem&quot; &lt;fronteiras&gt;');
    const description = tag(html, 'property', 'og:description') ?? '';
    expect(description).toMatch(/^Três mudanças na fábrica\. Palavra/);
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description.endsWith('…')).toBe(true);
    expect(tag(html, 'name', 'description')).toBe(description);
    expect(tag(html, 'property', 'og:url')).toBe(`https://acorn.example/post/${id}`);
    expect(html).toContain(`<link rel="canonical" href="https://acorn.example/post/${id}" />`);
    expect(tag(html, 'property', 'og:image')).toMatch(/^https:\/\/acorn\.example\/.+header\.png$/);
    expect(tag(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(tag(html, 'name', 'twitter:title')).toBe(tag(html, 'property', 'og:title'));

    const link = await page(`/api/shareblog/${id}`);
    expect(link.statusCode).toBe(200);
    expect(link.body).toContain(`<meta http-equiv="refresh" content="0; url=/post/${id}" />`);
    expect(tag(link.body, 'property', 'og:url')).toBe(`https://acorn.example/post/${id}`);
    expect(tag(link.body, 'property', 'og:description')).toBe(description);
  });

  it('answers 404 and the plain app for what strangers may not see: pending, draft, a deactivated owner', async () => {
    const owner = await kit.member(TIERS.gold);
    const pending = await createPost(owner, { title: 'Not yet approved', description: '<p>Soon.</p>' });
    const draft = await createPost(owner, {
      title: 'A draft',
      description: '<p>Later.</p>',
      published: 'no',
    });
    const campaign = await call(
      owner,
      'POST',
      '/campaigns',
      campaignBody({ title: 'Sensors for food plants' }),
    );
    const campaignId = campaign.json().data.id as number;

    for (const url of [`/post/${pending}`, `/post/${draft}`, `/campaign/${campaignId}`]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('og:title');
    }
    const link = await page(`/api/shareblog/${draft}`);
    expect(link.statusCode).toBe(404);
    expect(link.body).toContain('<meta name="robots" content="noindex" />');
    expect(link.body).not.toContain('A draft');

    await kit.approve('campaign', campaignId);
    expect(tag((await page(`/campaign/${campaignId}`)).body, 'property', 'og:title')).toBe(
      'Sensors for food plants',
    );
    await db().update(users).set({ status: 1 }).where(eq(users.id, owner.id));
    expect((await page(`/campaign/${campaignId}`)).statusCode).toBe(404);
  });

  it('previews a registered company with its name, headline and logo; not an advisor or an unfinished registration', async () => {
    const logo = await createFile({ db: db(), content_type: 'image/png', visibility: 'public' });
    const company = await createUser({
      db: db(),
      profile: {
        company_name: 'Tecnimetal Ibérica',
        headline: 'Precision parts for rail',
        company_logo_file_id: logo.id,
      },
    });
    const res = await page(`/company/${company.id}`);
    expect(res.statusCode).toBe(200);
    expect(tag(res.body, 'property', 'og:title')).toBe('Tecnimetal Ibérica');
    expect(tag(res.body, 'property', 'og:description')).toBe('Precision parts for rail');
    expect(tag(res.body, 'property', 'og:image')).toMatch(/^https:\/\/acorn\.example\//);

    const unfinished = await createUser({ db: db(), step: 2, profile: { company_name: 'Half way' } });
    const advisor = await createUser({ db: db(), cb_roles_id: ROLES.advisor });
    for (const url of [
      `/company/${unfinished.id}`,
      `/company/${advisor.id}`,
      '/company/abc',
      '/company/2147483648',
    ]) {
      const answer = await page(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body).toContain('<div id="root"></div>');
    }
    expect((await page('/api/shareblog/%00')).statusCode).toBe(404);
  });

  it('lists published posts, campaigns, companies and the policy pages in the sitemap, and names it in robots.txt', async () => {
    const owner = await kit.member(TIERS.crystal);
    const published = await createPost(owner, { title: 'In the sitemap', description: '<p>Yes.</p>' });
    await kit.approve('post', published);
    const pending = await createPost(owner, { title: 'Not in the sitemap', description: '<p>No.</p>' });
    const company = await createUser({ db: db(), profile: { company_name: 'Listed company' } });

    const sitemap = await page('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset /);
    expect(sitemap.body).toContain('<url><loc>https://acorn.example/</loc></url>');
    expect(sitemap.body).toMatch(
      new RegExp(`<loc>https://acorn.example/post/${published}</loc><lastmod>\\d{4}-`),
    );
    expect(sitemap.body).not.toContain(`/post/${pending}<`);
    expect(sitemap.body).toContain(`<loc>https://acorn.example/company/${company.id}</loc>`);
    expect(sitemap.body).toContain('<loc>https://acorn.example/page/privacy-policy</loc>');

    const robots = await page('/robots.txt');
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('Disallow: /api/\n');
    expect(robots.body).toContain('Allow: /api/shareblog/\n');
    expect(robots.body).toContain('Sitemap: https://acorn.example/sitemap.xml\n');
  });

  it('writes titles, texts and company names with $ patterns as they are', async () => {
    const owner = await kit.member(TIERS.gold);
    for (const [pattern, written] of REPLACE_PATTERNS) {
      const title = `Sale ${pattern} now`;
      const post = await createPost(owner, { title, description: `<p>Text ${pattern} here.</p>` });
      await kit.approve('post', post);
      const campaign = await kit.create(
        owner,
        '/campaigns',
        campaignBody({ title, product: `Kit ${pattern}` }),
      );
      await kit.approve('campaign', campaign.id);
      const company = await createUser({
        db: db(),
        profile: { company_name: `Metal ${pattern} Works`, headline: `Parts ${pattern} fast` },
      });

      const shown = `Sale ${written} now`;
      const postPage = (await page(`/post/${post}`)).body;
      expectHeadOf(postPage, shown);
      expect(tag(postPage, 'name', 'description')).toBe(`Text ${written} here.`);
      expect(tag(postPage, 'property', 'og:description')).toBe(`Text ${written} here.`);
      const campaignPage = (await page(`/campaign/${campaign.id}`)).body;
      expectHeadOf(campaignPage, shown);
      expect(tag(campaignPage, 'name', 'description')).toBe(`Kit ${written} Installed in a day`);
      const companyPage = (await page(`/company/${company.id}`)).body;
      expectHeadOf(companyPage, `Metal ${written} Works`);
      expect(tag(companyPage, 'name', 'description')).toBe(`Parts ${written} fast`);
      const link = (await page(`/api/shareblog/${post}`)).body;
      expect(link.split('<head>')).toHaveLength(2);
      expect(link).toContain(`<title>${shown} · Acorn</title>`);
      expect(tag(link, 'property', 'og:title')).toBe(shown);
    }
  });

  it('escapes markup in titles, plain descriptions and company names', async () => {
    const owner = await kit.member(TIERS.gold);
    const markup = '<a href="https://evil.example">x</a><img src=x onerror=alert(1)>';
    const escaped =
      '&lt;a href=&quot;https://evil.example&quot;&gt;x&lt;/a&gt;&lt;img src=x onerror=alert(1)&gt;';
    const campaign = await kit.create(
      owner,
      '/campaigns',
      campaignBody({ title: `Offer ${markup}`, product: `"><script>alert(1)</script>` }),
    );
    await kit.approve('campaign', campaign.id);
    const company = await createUser({
      db: db(),
      profile: { company_name: `Evil ${markup}`, headline: `"><img src=x onerror=alert(1)>` },
    });

    // Plain texts are shown as typed: the markup is there, as text.
    for (const [url, title, description] of [
      [
        `/campaign/${campaign.id}`,
        `Offer ${escaped}`,
        '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; Installed in a day',
      ],
      [`/company/${company.id}`, `Evil ${escaped}`, '&quot;&gt;&lt;img src=x onerror=alert(1)&gt;'],
    ] as const) {
      const html = (await page(url)).body;
      expectHeadOf(html, title);
      expect(html).not.toMatch(/<(a|img|script)\b/);
      expect(tag(html, 'name', 'description')).toBe(description);
      expect(tag(html, 'property', 'og:description')).toBe(description);
      expect(tag(html, 'name', 'twitter:description')).toBe(description);
    }
  });
});
