import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, loginViaApi } from '../accounts/accounts-support';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { pngImage } from '../support/png';
import { authorization, consoleNav, openConsole } from './admin-support';

// The operator's second factor is enrolled once per run (admin-support): one journey after the other.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.describe("the operator's review of content", () => {
  test('an operator opens a pending offer and sees every field and its image before approving it', async ({
    page,
    request,
  }) => {
    const token = await loginViaApi(request, 'platinum@demo.acorn.example', DEMO_PASSWORD);
    const upload = await request.post('/api/files', {
      headers: authorization(token),
      multipart: {
        purpose: 'image',
        file: { name: 'cork-samples.png', mimeType: 'image/png', buffer: pngImage(64, 48) },
      },
    });
    expect(upload.status(), await upload.text()).toBe(200);
    const uploaded = (await upload.json()) as { id?: number; data?: { id: number } };
    const fileId = uploaded.data?.id ?? uploaded.id;
    const title = `Cork samples for review ${Date.now()}`;
    const created = await request.post('/api/market/offers', {
      headers: authorization(token),
      data: {
        title,
        description: '<p>Natural cork stoppers, <strong>graded by hand</strong>.</p>',
        service_id: 1,
        sectors: [1],
        countries: [152],
        deadline: '2099-12-31',
        what_brand_famous: 'A century of cork from Alentejo',
        strengths: 'Delivery in ten days',
        scoring_board_awards: 'yes',
        files: [fileId],
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    await openConsole(page);
    await consoleNav(page).getByRole('link', { name: 'Content' }).click();
    await page.getByRole('button', { name: `Review ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Review content' });
    // The whole item, as its detail page shows members: the type's own fields, not only the text.
    await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
    await expect(dialog.getByText('graded by hand')).toBeVisible();
    await expect(dialog.getByText('A century of cork from Alentejo')).toBeVisible();
    await expect(dialog.getByText('Delivery in ten days')).toBeVisible();
    await expect(dialog.getByText('Portugal')).toBeVisible();
    await expect(dialog.getByText('2099', { exact: false }).first()).toBeVisible();
    // Its image opens for the operator.
    const image = dialog.getByRole('button', { name: 'cork-samples.png' });
    await expect(image).toBeVisible();
    const popup = page.waitForEvent('popup');
    await image.click();
    const opened = await popup;
    await expect.poll(() => opened.url()).toMatch(/\.png$|^blob:/);
    const shown = await request.get(opened.url().startsWith('blob:') ? '/api/health' : opened.url());
    expect(shown.ok()).toBe(true);
    await opened.close();
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('button', { name: 'Approve and publish' }).click();
    await expect(page.getByRole('alert').filter({ hasText: `“${title}” is published` })).toBeVisible();
  });
});
