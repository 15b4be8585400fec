import { expect, type Page, test } from '@playwright/test';
import { storeSession } from '../accounts/accounts-support';
import { chooseFile, openAs } from '../profiles/profiles-support';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { journeysOperatorSession } from '../support/content';

/** The owner adds to its certificates; the visitor reads its profile. */
const OWNER = 'logistics@demo.acorn.example';
const VISITOR = 'silver@demo.acorn.example';

/** A small PDF: its first bytes are what the server checks. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

const certificateOnProfile = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ hasText: title });

test.describe('awards and certificates', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an owner adds and publishes a certificate, the operator approves it, and a visitor sees it', async ({
    page,
    request,
    browser,
  }) => {
    const title = `ISO 14001 environmental management ${Date.now()}`;
    const { id: ownerId } = await openAs(page, request, OWNER, '/certifications');
    await expect(page.getByRole('heading', { name: 'Certificates', level: 1 })).toBeVisible();

    // Title and description are required: Save says so under the fields and sends nothing.
    await page.getByRole('button', { name: 'Add certificate' }).click();
    const item = page.getByRole('listitem', { name: 'New certificate' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(item.getByText('This field is required')).toHaveCount(2);

    await item.getByLabel('Title').fill(title);
    // The item is named after its title from now on.
    const named = page.getByRole('listitem', { name: title });
    await named.getByLabel('Description').fill('Certified by an accredited body for our three warehouses.');
    await chooseFile(page, named.getByRole('button', { name: /Choose file/ }), {
      name: 'iso-14001.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expect(named.getByText('iso-14001.pdf')).toBeVisible();
    await named.getByRole('switch', { name: 'Publish' }).check();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Changes updated successfully')).toBeVisible();
    const saved = page.getByRole('listitem', { name: title });
    await expect(saved.getByText('Under review')).toBeVisible();
    await expect(saved.getByText('Unsaved changes')).toHaveCount(0);

    // A visitor sees nothing until the operator approves it.
    const visitor = await (await browser.newContext()).newPage();
    await openAs(visitor, request, VISITOR, `/company/${ownerId}?tab=credentials`);
    await expect(visitor.getByRole('heading', { name: 'Certificates', level: 2 })).toBeVisible();
    await expect(certificateOnProfile(visitor, title)).toHaveCount(0);

    // The operator finds it in the console's queue and approves it.
    const console = await (await browser.newContext()).newPage();
    await storeSession(console, await journeysOperatorSession(request), 3);
    await console.goto('/admin/credentials');
    await console.getByRole('button', { name: `Review ${title}` }).click();
    const review = console.getByRole('dialog', { name: 'Review credential' });
    await expect(review.getByRole('button', { name: 'iso-14001.pdf' })).toBeVisible();
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(console.getByText(`“${title}” is approved; the owner has been told.`)).toBeVisible();
    await console.close();

    await visitor.reload();
    await expect(certificateOnProfile(visitor, title)).toBeVisible();
    await expect(
      certificateOnProfile(visitor, title).getByRole('button', { name: `Open the document of ${title}` }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(visitor);
    await visitor.close();

    // The owner sees the decision, and deletes the certificate after confirming.
    await page.reload();
    await expect(page.getByRole('listitem', { name: title }).getByText('Approved')).toBeVisible();
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await expect(page.getByText('Are you sure that you want to delete this certificate ?')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Removed successfully')).toBeVisible();
    await expect(page.getByRole('listitem', { name: title })).toHaveCount(0);
  });

  test('awards use the same editor, on a phone too @mobile', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, request, OWNER, '/awards');
    await expect(page.getByRole('heading', { name: 'Awards', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add award' }).click();
    await expect(page.getByRole('listitem', { name: 'New award' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
    // A new item is dropped without asking the server.
    await page.getByRole('button', { name: 'Delete New award' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('listitem', { name: 'New award' })).toHaveCount(0);
  });
});
