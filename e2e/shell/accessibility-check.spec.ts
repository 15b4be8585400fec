import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';

const html = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>${body}</main></body></html>`;

test.describe("the journeys' accessibility check", () => {
  test('fails a page with faint text, an image without a text and a button without a name', async ({
    page,
  }) => {
    await page.setContent(
      html(
        '<p style="color:#bbb;background:#fff">Faint words</p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button>',
      ),
    );
    const failure = await expectNoSeriousA11yViolations(page).then(
      () => '',
      (error: Error) => error.message,
    );
    for (const rule of ['color-contrast', 'image-alt', 'button-name']) expect(failure).toContain(rule);
  });

  test('fails a level skipped in the headings, a moderate finding', async ({ page }) => {
    await page.setContent(html('<h3>Too deep</h3><p>Text</p>'));
    await expect(expectNoSeriousA11yViolations(page)).rejects.toThrow(/heading-order/);
  });

  test('passes the same page made right', async ({ page }) => {
    await page.setContent(
      html(
        '<p style="color:#333;background:#fff">Clear words</p><img alt="A dot" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button>Send</button><h2>Next</h2>',
      ),
    );
    await expectNoSeriousA11yViolations(page);
  });
});
