import { deflateSync } from 'node:zlib';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, loginViaApi, storeSession } from '../accounts/accounts-support';

/** Demo participants these journeys edit, one per test so parallel tests never share one. */
export const DEMO = {
  seller: 'analytics@demo.acorn.example',
  company: 'health@demo.acorn.example',
  contact: 'platinum@demo.acorn.example',
  rules: 'logistics@demo.acorn.example',
  advisor: 'advisor@demo.acorn.example',
} as const;

/** Signs the browser in as a demo account (through the API) and opens `path`. */
export async function openAs(page: Page, request: APIRequestContext, email: string, path: string) {
  const token = await loginViaApi(request, email, DEMO_PASSWORD);
  const me = await request.get('/api/me', { headers: { authorization: `Bearer ${token}` } });
  expect(me.ok()).toBe(true);
  const { id, cb_roles_id } = (await me.json()) as { id: number; cb_roles_id: number };
  await storeSession(page, token, cb_roles_id);
  await page.goto(path);
  return { token, id };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (solid colour, RGB), small enough for any upload field. */
export function pngImage(width = 24, height = 24, rgb: [number, number, number] = [31, 111, 74]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Chooses a file through the field's button, as a user does with the file picker. */
export async function chooseFile(
  page: Page,
  button: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

/** Picks an option of a Mantine select (typing first when it is searchable). */
export async function pickOption(page: Page, field: Locator, option: string, { search = false } = {}) {
  await field.click();
  if (search) await field.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The visible panel of a profile tab. */
export const tabPanel = (page: Page, name: string) => page.getByRole('tabpanel', { name });

/** The success notice of a save. */
export const savedNotice = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Changes updated successfully' });
