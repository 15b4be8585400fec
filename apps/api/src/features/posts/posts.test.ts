import { ROLES, TIERS } from '@acorn/contracts';
import { describe, expect, it } from 'vitest';
import { listedIds, useContentTestApp } from '../../test/content';
import { createUser, type TestUser } from '../../test/factories/accounts';
import { createFile } from '../../test/factories/files';
import { pngImage } from '../files/files.fixtures';
import {
  findFile,
  storeUpload,
  sweepUnattachedFiles,
  UNATTACHED_FILE_GRACE_MS,
} from '../files/files.service';

const kit = useContentTestApp();
const { call } = kit;
const member = () => kit.member(TIERS.crystal);

async function images(owner: TestUser) {
  const db = kit.t.database.db;
  const header = await createFile({ db, owner, original_name: 'header.png' });
  const thumbnail = await createFile({ db, owner, original_name: 'thumb.png' });
  return { header_image: header.id, thumbnail_image: thumbnail.id };
}

const post = {
  title: 'How we cut our lead times in half',
  categories: [1],
  levers_of_growth: [2],
  description: '<p>Three changes on the shop floor.</p><script>alert(1)</script>',
};

const ids = listedIds;

describe('blog posts', () => {
  it('creates a post pending approval, sanitized, with its tags, levers of growth and images', async () => {
    const owner = await member();
    const res = await call(owner, 'POST', '/addBlog', { ...post, ...(await images(owner)) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      item_type: 'post',
      status: 'pending',
      published: true,
      tags: [{ id: 1 }],
      leversOfGrowth: [{ id: 2 }],
      headerImage: { name: 'header.png' },
      thumbnailImage: { name: 'thumb.png' },
    });
    expect(res.json().data.description).not.toMatch(/script/);
  });

  it("keeps an unpublished post as its owner's draft, and sends it to the operator once published", async () => {
    const owner = await member();
    const reader = await member();
    const body = { ...post, ...(await images(owner)), published: 'no' };
    const created = await call(owner, 'POST', '/addBlog', body);
    const { id } = created.json().data as { id: number };
    expect(created.json().data).toMatchObject({ status: 'draft', published: false });
    expect((await call(reader, 'GET', `/blogDetail/${id}`)).statusCode).toBe(404);

    const published = await call(owner, 'POST', `/editBlog/${id}`, { ...body, published: 'yes' });
    expect(published.json().data).toMatchObject({ status: 'pending', published: true });
    await kit.approve('post', id);
    expect(ids(await call(reader, 'GET', '/blogs?perPage=50'))).toContain(id);
    expect((await call(reader, 'GET', `/blogDetail/${id}`)).json().data).toMatchObject({
      status: 'published',
    });

    const hidden = await call(owner, 'POST', `/editBlog/${id}`, { ...body, published: '' });
    expect(hidden.json().data).toMatchObject({ status: 'draft', published: false });
    expect(ids(await call(reader, 'GET', '/blogs?perPage=50'))).not.toContain(id);
    expect((await call(reader, 'DELETE', '/deleteBlog', { blogId: id })).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', '/deleteBlog', { blogId: id })).json()).toEqual({
      success: 'Remove successfully',
    });
  });

  it('answers the required fields by code', async () => {
    const owner = await member();
    const empty = await call(owner, 'POST', '/addBlog', { header_image: null });
    expect(Object.keys(empty.json().errorCodes).sort()).toEqual(
      ['categories', 'description', 'header_image', 'thumbnail_image', 'title'].sort(),
    );
  });

  it("keeps the images a post's text shows from the sweep of unused uploads, while it shows them", async () => {
    const owner = await member();
    const stranger = await member();
    const upload = async (user: TestUser, name: string) =>
      storeUpload({
        db: kit.t.database.db,
        storage: kit.t.storage,
        ownerId: user.id,
        data: await pngImage(),
        originalName: name,
        accept: ['image'],
        visibility: 'public',
      });
    const inline = await upload(owner, 'chart.png');
    const foreign = await upload(stranger, 'theirs.png');
    const src = (file: { storage_key: string }) => kit.t.storage.publicUrl(file.storage_key);
    const body = {
      ...post,
      ...(await images(owner)),
      description: `<p>Before and after:</p><img src="${src(inline)}" alt="chart"><img src="${src(foreign)}">`,
    };
    const created = await call(owner, 'POST', '/addBlog', body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.description).toContain(`<img src="${src(inline)}" alt="chart" />`);

    const sweepLater = () =>
      sweepUnattachedFiles({
        db: kit.t.database.db,
        storage: kit.t.storage,
        now: new Date(Date.now() + UNATTACHED_FILE_GRACE_MS + 60 * 60_000),
      });
    const exists = async (file: { id: number }) =>
      (await findFile({ db: kit.t.database.db, id: file.id })) !== undefined;
    await sweepLater();
    expect(await exists(inline)).toBe(true);
    // Another company's upload is not made the post's own by showing its address.
    expect(await exists(foreign)).toBe(false);

    const { id } = created.json().data as { id: number };
    const edited = await call(owner, 'POST', `/editBlog/${id}`, {
      ...body,
      description: '<p>No pictures now.</p>',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await sweepLater();
    expect(await exists(inline)).toBe(false);
  });

  it('lets visitors and advisors read published posts, and nothing else of the blog', async () => {
    const owner = await member();
    const body = { ...post, ...(await images(owner)) };
    const published = (await call(owner, 'POST', '/addBlog', body)).json().data.id as number;
    await kit.approve('post', published);
    const pending = (await call(owner, 'POST', '/addBlog', body)).json().data.id as number;
    const visitor = (method: 'GET' | 'POST', url: string, payload?: object) =>
      kit.t.app.inject({ method, url: `/api${url}`, ...(payload ? { payload } : {}) });

    const list = await visitor('GET', '/blogs?perPage=50');
    expect(list.statusCode, list.body).toBe(200);
    expect(ids(list)).toContain(published);
    expect(ids(list)).not.toContain(pending);
    const detail = await visitor('GET', `/blogDetail/${published}`);
    expect(detail.json().data).toMatchObject({ id: published, status: 'published', deny_reason: null });
    expect((await visitor('GET', `/blogDetail/${pending}`)).statusCode).toBe(404);
    expect((await visitor('POST', '/addBlog', body)).statusCode).toBe(401);

    const advisor = await createUser({ db: kit.t.database.db, cb_roles_id: ROLES.advisor });
    expect(ids(await call(advisor, 'GET', '/blogs?perPage=50'))).toContain(published);
    expect((await call(advisor, 'GET', `/blogDetail/${pending}`)).statusCode).toBe(404);
    expect((await call(advisor, 'POST', '/addBlog', body)).statusCode).toBe(403);
  });
});
