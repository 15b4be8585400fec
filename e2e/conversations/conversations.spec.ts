import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, loginViaApi } from '../accounts/accounts-support';
import { openAs } from '../profiles/profiles-support';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { clippedTexts } from '../support/layout';
import { pngImage } from '../support/png';

/** A minimal one-page PDF: the server checks the %PDF- signature. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** Two demo companies that have never dealt with each other: the first message is a request. */
const WRITER = { email: 'logistics@demo.acorn.example', name: 'Rheinfracht Logistik' };
const RECIPIENT = { email: 'health@demo.acorn.example', name: 'Grupo Salud Mediterránea' };

async function userId(request: APIRequestContext, email: string): Promise<number> {
  const token = await loginViaApi(request, email, DEMO_PASSWORD);
  const me = await request.get('/api/me', { headers: { authorization: `Bearer ${token}` } });
  return ((await me.json()) as { id: number }).id;
}

const log = (page: Page, name: string) => page.getByRole('region', { name: `Messages with ${name}` });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });

test.describe('messages between two companies', () => {
  test('a first contact is accepted, and each side sees the other write without reloading', async ({
    browser,
    request,
  }) => {
    const writerContext = await browser.newContext();
    const recipientContext = await browser.newContext();
    const writer = await writerContext.newPage();
    const recipient = await recipientContext.newPage();
    const recipientId = await userId(request, RECIPIENT.email);

    // The recipient waits on its Requests, which are empty.
    await openAs(recipient, request, RECIPIENT.email, '/messages?folder=requests');
    await expect(recipient.getByText('No requests waiting')).toBeVisible();

    // The writer opens the recipient's profile and writes from its header.
    await openAs(writer, request, WRITER.email, `/company/${recipientId}`);
    await writer.getByRole('link', { name: 'Message', exact: true }).click();
    await expect(writer).toHaveURL(new RegExp(`/messages/new\\?to=${recipientId}$`));
    await expect(writer.getByText(`To ${RECIPIENT.name}`)).toBeVisible();
    const first = `Could you ship pallets to Valencia every week? ${Date.now()}`;
    await composer(writer).fill(first);
    await composer(writer).press('Enter');
    await expect(writer).toHaveURL(/\/messages\/\d+$/);
    await expect(log(writer, RECIPIENT.name)).toContainText(first);
    await expect(
      writer.getByText(`Your message is waiting for ${RECIPIENT.name} to accept it.`),
    ).toBeVisible();

    // The request arrives in the recipient's open list, unread, without a reload.
    const request_ = recipient.getByRole('link', { name: new RegExp(WRITER.name) });
    await expect(request_).toBeVisible();
    await expect(request_).toContainText('1 unread message');
    await expect(
      recipient.getByRole('banner').getByRole('link', { name: /^Messages, [1-9]\d* unread$/ }),
    ).toBeVisible();
    await request_.click();
    await expect(log(recipient, WRITER.name)).toContainText(first);
    await expectNoSeriousA11yViolations(recipient);
    await recipient.getByRole('button', { name: 'Accept' }).click();

    // The writer, still on the thread, may write again as soon as it is accepted.
    await expect(composer(writer)).toBeVisible();

    const reply = 'Yes, on Tuesdays. Which pallet size?';
    await composer(recipient).fill(reply);
    await recipient.getByRole('button', { name: 'Send' }).click();
    await expect(log(recipient, WRITER.name)).toContainText(reply);
    await expect(composer(recipient)).toHaveValue('');
    await expect(log(writer, RECIPIENT.name)).toContainText(reply);

    // The recipient read it: the writer's last message shows 'Seen'.
    await expect(log(writer, RECIPIENT.name).getByText('Seen')).toBeVisible();

    // The writer answers with a photo and a PDF, attached as a user picks them.
    const answer = 'Euro pallets, twelve a week: the photo and our terms.';
    const chooser = writer.waitForEvent('filechooser');
    await writer.getByRole('button', { name: 'Attach images or PDFs' }).click();
    await (await chooser).setFiles([
      { name: 'pallet.png', mimeType: 'image/png', buffer: pngImage(64, 48) },
      { name: 'terms.pdf', mimeType: 'application/pdf', buffer: PDF },
    ]);
    const pending = writer.getByRole('list', { name: 'Files to send' });
    await expect(pending.getByRole('listitem')).toHaveCount(2);
    await expect(pending.getByLabel('Uploading')).toHaveCount(0);
    await composer(writer).fill(answer);
    await composer(writer).press('Enter');
    await expect(pending).toHaveCount(0);
    const received = log(recipient, WRITER.name);
    await expect(received).toContainText(answer);
    // The image shows as a thumbnail read with the member's session; the PDF as a named chip.
    await expect(received.getByRole('button', { name: 'Open pallet.png' }).locator('img')).toBeVisible();
    await expect(received.getByRole('button', { name: 'Open terms.pdf' })).toBeVisible();
    await expectNoSeriousA11yViolations(writer);

    await writerContext.close();
    await recipientContext.close();
  });

  test('on a phone the list and the thread are screens of their own @mobile', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, request, 'platinum@demo.acorn.example', '/messages');
    const thread = page
      .getByRole('list', { name: 'Inbox' })
      .getByRole('link', { name: /Tecnimetal Ibérica/ });
    await thread.click();
    await expect(log(page, 'Tecnimetal Ibérica')).toBeVisible();
    // The offer it is about, at the top, links to its page.
    await expect(
      page.getByRole('link', { name: 'Precision sheet-metal parts for machinery makers' }),
    ).toHaveAttribute('href', /^\/20-log-market\/iws\/\d+$/);
    await expect(thread).toBeHidden();
    await expectNoSeriousA11yViolations(page);
    // On the narrowest phones the name takes a second line rather than lose its end.
    await page.setViewportSize({ width: 320, height: 700 });
    const name = page.getByRole('heading', { name: 'Tecnimetal Ibérica', level: 2 });
    await expect(name).toBeVisible();
    expect(await clippedTexts(name)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('link', { name: 'Back to the conversations' }).click();
    await expect(page).toHaveURL(/\/messages$/);
    await expect(thread).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
