import { randomBytes } from 'node:crypto';
import { ROLES } from '@acorn/contracts';
import { credentials, files, users } from '@acorn/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/accounts';
import { createUser, type TestUser } from '../../test/factories/accounts';
import { createCredential } from '../../test/factories/credentials';
import { createFile } from '../../test/factories/files';
import { createTestApp, type TestApp } from '../../test/test-app';
import { dataUrl, HTML_PAGE, multipartBody, pdfDocument, pngImage } from '../files/files.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
const db = () => t.database.db;

const call = (user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: user ? bearer(user.token) : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

const certificate = {
  title: 'ISO 9001:2015',
  description: 'Quality management, certified by Bureau Veritas.',
};

async function add(owner: TestUser, body: object = certificate, path = '/addCertificate') {
  const res = await call(owner, 'POST', path, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().success as { id: number; admin_status: string; user_status: string };
}

const listOwn = async (owner: TestUser, path = '/listCertificates') => {
  const res = await call(owner, 'GET', path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Array<{ id: number; title: string; admin_status: string; user_status: string }>;
};

/** The owner's save of an item as the editor sends it: the item's texts, with `changes`. */
const editAs = (
  owner: TestUser,
  item: { id: number; title: string; description: string },
  changes: object = {},
) =>
  call(owner, 'POST', '/editCertificate', {
    title: item.title,
    description: item.description,
    id: item.id,
    ...changes,
  });

const stored = async (id: number) => {
  const [row] = await db().select().from(credentials).where(eq(credentials.id, id));
  return row;
};

/** An upload of `owner`'s through POST /api/files: a PNG (stored public) or a PDF (a private document). */
async function upload(owner: TestUser, kind: 'png' | 'pdf') {
  const body = multipartBody([
    kind === 'png'
      ? { name: 'file', filename: 'award.png', contentType: 'image/png', data: await pngImage() }
      : {
          name: 'file',
          filename: 'iso-9001.pdf',
          contentType: 'application/pdf',
          data: await pdfDocument('ISO'),
        },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/files',
    payload: body.payload,
    headers: { ...bearer(owner.token), 'content-type': body.contentType },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; url: string };
}

describe("the owner's editor", () => {
  it('adds, lists newest first, edits, publishes and deletes, each kind on its own calls', async () => {
    const owner = await createUser({ db: db() });
    const first = await add(owner);
    expect(first).toMatchObject({
      type: 'certificate',
      title: certificate.title,
      description: certificate.description,
      documentfile: null,
      user_status: 'unpublish',
      admin_status: 'underreview',
    });
    const second = await add(owner, { ...certificate, title: 'EN 9100' });
    const award = await add(
      owner,
      { title: 'Exporter of the year', description: 'AICEP, 2025' },
      '/addAward',
    );

    expect((await listOwn(owner)).map((item) => item.id)).toEqual([second.id, first.id]);
    expect((await listOwn(owner, '/listAwards')).map((item) => item.id)).toEqual([award.id]);
    const byPost = await call(owner, 'POST', '/listAwards', {});
    expect(byPost.json().data.map((item: { id: number }) => item.id)).toEqual([award.id]);

    const edited = await call(owner, 'POST', '/editCertificate', {
      id: first.id,
      title: 'ISO 9001:2015 (renewed)',
      description: certificate.description,
      user_status: 'publish',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      success: { id: first.id, title: 'ISO 9001:2015 (renewed)', user_status: 'publish' },
      message: 'Changes updated successfully',
    });

    // An award's id is not a certificate: each kind's calls touch only their own.
    expect((await call(owner, 'POST', '/editCertificate', { ...certificate, id: award.id })).statusCode).toBe(
      404,
    );
    expect((await call(owner, 'POST', '/deleteCertificate', { id: award.id })).statusCode).toBe(404);

    const removed = await call(owner, 'POST', '/deleteCertificate', { ...certificate, id: second.id });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ success: 'Remove successfully' });
    expect((await listOwn(owner)).map((item) => item.id)).toEqual([first.id]);
    expect((await call(owner, 'POST', '/deleteCertificate', { id: second.id })).statusCode).toBe(404);
  });

  it('answers the spec texts and needs a title and a description', async () => {
    const owner = await createUser({ db: db(), cb_roles_id: ROLES.advisor });
    const res = await call(owner, 'POST', '/addAward', {
      title: 'Best advisor',
      description: 'Chamber of commerce',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('This information has been correctly submited');

    const empty = await call(owner, 'POST', '/addAward', { title: '  ', description: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      title: ['This field is required'],
      description: ['This field is required'],
    });
    expect(empty.json().errorCodes).toEqual({ title: ['required'], description: ['required'] });
  });

  it("ignores the statuses, owner and dates a body sends: they are the server's", async () => {
    const owner = await createUser({ db: db() });
    const other = await createUser({ db: db() });
    const item = await add(owner, {
      ...certificate,
      admin_status: 'approved',
      user_id: other.id,
      created_at: '2001-01-01T00:00:00Z',
      id: 123,
    });
    const row = await stored(item.id);
    expect(row).toMatchObject({ user_id: owner.id, admin_status: 'underreview' });
    expect(row?.created_at.getUTCFullYear()).toBeGreaterThan(2001);

    const edited = await call(owner, 'POST', '/editCertificate', {
      ...certificate,
      id: item.id,
      admin_status: 'approved',
      user_id: other.id,
    });
    expect(edited.statusCode).toBe(200);
    expect(await stored(item.id)).toMatchObject({ user_id: owner.id, admin_status: 'underreview' });
  });

  it('sends an approved or declined item back to review when what was judged changes, not for the Publish switch', async () => {
    const owner = await createUser({ db: db() });
    const approved = await createCredential({ db: db(), owner, admin_status: 'approved' });
    const saved = async (item: { id: number; title: string; description: string }, changes: object) => {
      const res = await editAs(owner, item, changes);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().success;
    };

    expect(await saved(approved, { user_status: 'publish' })).toMatchObject({
      user_status: 'publish',
      admin_status: 'approved',
    });
    expect(await saved(approved, { user_status: 'unpublish' })).toMatchObject({
      user_status: 'unpublish',
      admin_status: 'approved',
    });
    expect(await saved(approved, { title: 'ISO 14001', user_status: 'publish' })).toMatchObject({
      title: 'ISO 14001',
      admin_status: 'underreview',
    });

    const declined = await createCredential({
      db: db(),
      owner,
      admin_status: 'declined',
      deny_reason: 'The scan is unreadable',
    });
    const file = await upload(owner, 'pdf');
    expect(await saved(declined, { uploadedfile: file.id })).toMatchObject({ admin_status: 'underreview' });
    expect(await stored(declined.id)).toMatchObject({ file_id: file.id, deny_reason: null });

    const withFile = await createCredential({ db: db(), owner, admin_status: 'approved', file_id: file.id });
    expect(await saved(withFile, { uploadedfile: file.id })).toMatchObject({ admin_status: 'approved' });
    expect(await saved(withFile, { filedeleted: '1' })).toMatchObject({
      documentfile: null,
      admin_status: 'underreview',
    });
  });

  it("takes the caller's own PNG, JPEG or PDF, and refuses another's upload or another type", async () => {
    const owner = await createUser({ db: db() });
    const png = await upload(owner, 'png');
    const item = await add(owner, { ...certificate, uploadedfile: png.id });
    expect(item).toMatchObject({
      documentfile: png.url,
      documenttype: 'image/png',
      documentname: 'award.png',
    });

    const saved = { ...certificate, id: item.id };
    const pdf = await upload(owner, 'pdf');
    const withPdf = await editAs(owner, saved, { uploadedfile: pdf.id });
    expect(withPdf.json().success).toMatchObject({
      documentfile: `/api/protected/files/${pdf.id}`,
      documenttype: 'application/pdf',
    });
    // Removing the file and picking another sends both: the new upload is kept.
    const replaced = await editAs(owner, saved, { uploadedfile: png.id, filedeleted: '1' });
    expect(replaced.json().success.documentfile).toBe(png.url);
    const kept = await editAs(owner, saved);
    expect(kept.json().success.documentfile).toBe(png.url);

    const stranger = await createUser({ db: db() });
    const theirs = await upload(stranger, 'pdf');
    const refused = await call(owner, 'POST', '/addCertificate', { ...certificate, uploadedfile: theirs.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errorCodes).toEqual({ uploadedfile: ['invalid'] });
    const onEdit = await editAs(owner, saved, { uploadedfile: theirs.id });
    expect(onEdit.statusCode).toBe(422);
    expect((await stored(item.id))?.file_id).toBe(png.id);

    const text = await createFile({
      db: db(),
      owner,
      content_type: 'text/plain',
      original_name: 'notes.txt',
    });
    const wrongType = await call(owner, 'POST', '/addCertificate', { ...certificate, uploadedfile: text.id });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().errorCodes).toEqual({ uploadedfile: ['credentialFileOnly'] });
    const missing = await call(owner, 'POST', '/addCertificate', {
      ...certificate,
      uploadedfile: 2_147_483_647,
    });
    expect(missing.statusCode).toBe(422);
  });

  it('takes the file itself as a data URL or bare base64, checked by its bytes as any upload', async () => {
    const owner = await createUser({ db: db() });
    const png = await pngImage();
    const award = await add(owner, { ...certificate, uploadedfile: dataUrl('image/png', png) }, '/addAward');
    expect(award).toMatchObject({ documenttype: 'image/png', documentname: 'award.png' });
    const fileId = (await stored(award.id))?.file_id as number;
    expect(award).toMatchObject({ documentfile: `/api/protected/files/${fileId}` });
    const [file] = await db().select().from(files).where(eq(files.id, fileId));
    expect(file).toMatchObject({ owner_id: owner.id, visibility: 'private', content_type: 'image/png' });
    const member = await createUser({ db: db() });
    const download = (user: TestUser) =>
      t.app.inject({ method: 'GET', url: `/api/protected/files/${fileId}`, headers: bearer(user.token) });
    expect((await download(owner)).statusCode).toBe(200);
    expect((await download(member)).statusCode).toBe(404);

    // A PDF past the 1 MiB other bodies may be, as bare base64, on an edit.
    const item = await add(owner);
    const saved = { ...certificate, id: item.id };
    const pdf = Buffer.concat([await pdfDocument('ISO'), randomBytes(1024 * 1024)]);
    const withPdf = await editAs(owner, saved, { uploadedfile: pdf.toString('base64') });
    expect(withPdf.statusCode, withPdf.body).toBe(200);
    expect(withPdf.json().success).toMatchObject({
      documenttype: 'application/pdf',
      documentname: 'certificate.pdf',
    });
    const pdfId = (await stored(item.id))?.file_id as number;

    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    for (const uploadedfile of [
      dataUrl('image/png', gif),
      dataUrl('image/jpeg', HTML_PAGE),
      dataUrl('image/gif', gif),
      HTML_PAGE.toString('base64'),
      '%%% not base64 at all %%%',
    ]) {
      const refused = await call(owner, 'POST', '/addCertificate', { ...certificate, uploadedfile });
      expect(refused.statusCode, uploadedfile.slice(0, 30)).toBe(422);
      expect(refused.json().errorCodes).toEqual({ uploadedfile: ['credentialFileOnly'] });
      const onEdit = await editAs(owner, saved, { uploadedfile });
      expect(onEdit.statusCode).toBe(422);
    }
    expect((await stored(item.id))?.file_id).toBe(pdfId);

    // An id still names an upload: the caller's own, never another's.
    const theirs = await upload(member, 'pdf');
    const foreign = await editAs(owner, saved, { uploadedfile: theirs.id });
    expect(foreign.json().errorCodes).toEqual({ uploadedfile: ['invalid'] });
    const mine = await upload(owner, 'png');
    const byId = await editAs(owner, saved, { uploadedfile: mine.id });
    expect(byId.json().success).toMatchObject({ documentfile: mine.url, documenttype: 'image/png' });
  });

  it("hides another member's items: their edit and delete are 404 and change nothing", async () => {
    const owner = await createUser({ db: db() });
    const intruder = await createUser({ db: db() });
    const item = await add(owner);
    const edit = await call(intruder, 'POST', '/editCertificate', {
      ...certificate,
      title: 'Mine',
      id: item.id,
    });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().code).toBe('content_not_found');
    expect((await call(intruder, 'POST', '/deleteCertificate', { id: item.id })).statusCode).toBe(404);
    expect(await stored(item.id)).toMatchObject({ title: certificate.title });
    expect(await listOwn(intruder)).toEqual([]);
  });

  it('is for participants and advisors signed in', async () => {
    const operator = await createUser({ db: db(), cb_roles_id: ROLES.operator });
    expect((await call(operator, 'GET', '/listAwards')).statusCode).toBe(403);
    expect((await call(operator, 'POST', '/addAward', certificate)).statusCode).toBe(403);
    expect((await call(null, 'GET', '/listCertificates')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/addCertificate', certificate)).statusCode).toBe(401);
    expect((await call(null, 'POST', '/userCertificatesList', { user_id: 1 })).statusCode).toBe(401);
  });

  it('refuses ids beyond an integer and NUL characters with 4xx, never 500', async () => {
    const owner = await createUser({ db: db() });
    const item = await add(owner);
    for (const [path, body] of [
      ['/editCertificate', { ...certificate, id: 2 ** 31 }],
      ['/deleteAward', { id: 2 ** 31 }],
      ['/deleteAward', { id: '99999999999' }],
      ['/userAwardsList', { user_id: 2 ** 31 }],
      ['/addCertificate', { ...certificate, uploadedfile: 2 ** 31 }],
      ['/addCertificate', { ...certificate, title: 'ISO\u00009001' }],
      ['/editCertificate', { ...certificate, id: item.id, description: 'x\u0000' }],
      ['/addCertificate', { ...certificate, user_status: 'everyone' }],
      ['/addCertificate', { ...certificate, filedeleted: 1 }],
      ['/addCertificate', 'not json'],
    ] as const) {
      const res = await call(owner, 'POST', path, body);
      expect(res.statusCode, `${path} ${JSON.stringify(body)}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBeLessThan(500);
    }
  });

  it('keeps two identical adds sent at once as two items', async () => {
    const owner = await createUser({ db: db() });
    const [one, two] = await Promise.all([
      call(owner, 'POST', '/addAward', certificate),
      call(owner, 'POST', '/addAward', certificate),
    ]);
    expect([one?.statusCode, two?.statusCode]).toEqual([201, 201]);
    expect(one?.json().success.id).not.toBe(two?.json().success.id);
    expect(await listOwn(owner, '/listAwards')).toHaveLength(2);
  });
});

describe("a member's credentials as others see them", () => {
  it('lists only published and approved items, newest first, without statuses', async () => {
    const owner = await createUser({ db: db() });
    const visitor = await createUser({ db: db(), cb_roles_id: ROLES.advisor });
    const older = await createCredential({
      db: db(),
      owner,
      user_status: 'publish',
      admin_status: 'approved',
    });
    const newer = await createCredential({
      db: db(),
      owner,
      title: 'ISO 14001',
      user_status: 'publish',
      admin_status: 'approved',
    });
    await createCredential({ db: db(), owner, user_status: 'unpublish', admin_status: 'approved' });
    await createCredential({ db: db(), owner, user_status: 'publish', admin_status: 'underreview' });
    await createCredential({ db: db(), owner, user_status: 'publish', admin_status: 'declined' });
    const award = await createCredential({
      db: db(),
      owner,
      kind: 'award',
      user_status: 'publish',
      admin_status: 'approved',
    });

    const res = await call(visitor, 'POST', '/userCertificatesList', { user_id: owner.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((item: { id: number }) => item.id)).toEqual([newer.id, older.id]);
    expect(Object.keys(res.json().data[0]).sort()).toEqual(
      [
        'created_at',
        'description',
        'documentfile',
        'documentname',
        'documenttype',
        'id',
        'title',
        'type',
      ].sort(),
    );
    const awards = await call(visitor, 'POST', '/userAwardsList', { user_id: String(owner.id), extra: 1 });
    expect(awards.json().data.map((item: { id: number }) => item.id)).toEqual([award.id]);
    expect((await call(visitor, 'POST', '/userAwardsList', { user_id: 2_147_483_647 })).json()).toEqual({
      data: [],
    });

    // A deactivated member's credentials leave with them.
    await db().update(users).set({ status: 1 }).where(eq(users.id, owner.id));
    expect((await call(visitor, 'POST', '/userCertificatesList', { user_id: owner.id })).json().data).toEqual(
      [],
    );
  });
});

describe("a credential's document", () => {
  const download = (user: TestUser, id: number) =>
    t.app.inject({ method: 'GET', url: `/api/protected/files/${id}`, headers: bearer(user.token) });

  it('opens for any signed-in member once published and approved, and stays private otherwise', async () => {
    const owner = await createUser({ db: db() });
    const member = await createUser({ db: db() });
    const pdf = await upload(owner, 'pdf');
    const item = await add(owner, { ...certificate, uploadedfile: pdf.id, user_status: 'publish' });
    expect((await download(owner, pdf.id)).statusCode).toBe(200);
    // Published but under review.
    expect((await download(member, pdf.id)).statusCode).toBe(404);

    await db().update(credentials).set({ admin_status: 'approved' }).where(eq(credentials.id, item.id));
    const opened = await download(member, pdf.id);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');

    // Approved but hidden by its owner.
    await db().update(credentials).set({ user_status: 'unpublish' }).where(eq(credentials.id, item.id));
    expect((await download(member, pdf.id)).statusCode).toBe(404);

    await db()
      .update(credentials)
      .set({ user_status: 'publish', admin_status: 'declined' })
      .where(eq(credentials.id, item.id));
    expect((await download(member, pdf.id)).statusCode).toBe(404);

    // Another private file of the owner's is not opened by the credential's.
    const cv = await upload(owner, 'pdf');
    await db().update(credentials).set({ admin_status: 'approved' }).where(eq(credentials.id, item.id));
    expect((await download(member, pdf.id)).statusCode).toBe(200);
    expect((await download(member, cv.id)).statusCode).toBe(404);
  });
});
