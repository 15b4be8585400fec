import { expect, type Page, test } from '@playwright/test';
import { fetchPolicyPage } from './shell-api';

const storedLanguage = (page: Page) => page.evaluate(() => localStorage.getItem('lang'));

/** Opens the header's language menu, named in the current language, and picks `name`. */
async function chooseLanguage(page: Page, menuName: string, name: string) {
  await page.getByRole('banner').getByRole('button', { name: menuName }).click();
  await page.getByRole('menuitemradio', { name }).click();
}

test.describe('language selector', () => {
  test('Portuguese and Spanish persist across reloads and reach policy pages', async ({ page, request }) => {
    const [privacyPt, privacyEs, termsEs] = await Promise.all([
      fetchPolicyPage(request, 'privacy-policy', 'pt'),
      fetchPolicyPage(request, 'privacy-policy', 'es'),
      fetchPolicyPage(request, 'terms-of-use', 'es'),
    ]);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Useful links' })).toBeVisible();

    await chooseLanguage(page, 'EN: change language', 'Português');
    await expect(footer.getByRole('heading', { name: 'Ligações úteis' })).toBeVisible();
    await expect(page.getByRole('main').getByText('por mês').first()).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'PT: mudar de idioma' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    expect(await storedLanguage(page)).toBe('pt');
    // The tier names come from the API in the chosen language.
    await expect(page.getByRole('heading', { name: 'Cristal', exact: true })).toBeVisible();

    await page.reload();
    await expect(footer.getByRole('heading', { name: 'Ligações úteis' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    expect(await storedLanguage(page)).toBe('pt');

    await footer.getByRole('link', { name: 'Política de privacidade' }).click();
    await expect(page).toHaveURL('/page/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacyPt.title);
    await expect(page.getByRole('table', { name: 'Descarregar em PDF' })).toBeVisible();

    await chooseLanguage(page, 'PT: mudar de idioma', 'Español');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await storedLanguage(page)).toBe('es');
    // The open policy page is fetched again in the new language.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacyEs.title);
    await expect(footer.getByRole('heading', { name: 'Enlaces útiles' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Descargar en PDF' })).toBeVisible();

    await footer.getByRole('link', { name: 'Condiciones de uso' }).click();
    await expect(page).toHaveURL('/page/terms-of-use');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(termsEs.title);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(termsEs.title);
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'ES: cambiar de idioma' }),
    ).toBeVisible();

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Cristal', exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText('al mes').first()).toBeVisible();
  });

  test.describe('a first visit', () => {
    // A browser that prefers Portuguese still starts in English: the product's default.
    test.use({ locale: 'pt-PT' });

    test('starts in English', async ({ page }) => {
      await page.goto('/');
      await expect(
        page.getByRole('contentinfo').getByRole('heading', { name: 'Useful links' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Crystal', exact: true })).toBeVisible();
      await expect(
        page.getByRole('banner').getByRole('button', { name: 'EN: change language' }),
      ).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      expect((await storedLanguage(page)) ?? 'en').toBe('en');
    });
  });
});

test.describe('first translations', () => {
  test("start downloading with the page, in the visitor's language, each file once", async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      const match = /\/assets\/i18n\/([a-z-]+)\/([a-z]{2})\.[0-9a-f]{10}\.json$/.exec(request.url());
      if (match) requested.push(`${match[1]}/${match[2]}`);
    });
    await page.goto('/');
    // Once the app has started: it records the language it starts in.
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Useful links' })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('lang', 'es'));
    requested.length = 0;
    await page.reload();
    await expect(
      page.getByRole('contentinfo').getByRole('heading', { name: 'Enlaces útiles' }),
    ).toBeVisible();

    // The shell's four namespaces come as one file, which the head's script asked for before the
    // app's code ran; the app's own request was answered from that preload, so it went over the
    // wire once, and none of the four was asked for on its own.
    const preloaded = await page
      .locator('link[rel="preload"][as="fetch"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(preloaded.filter((href) => href.includes('/assets/i18n/shell/es.'))).toHaveLength(1);
    expect(requested.filter((file) => file === 'shell/es')).toHaveLength(1);
    for (const namespace of ['common', 'errors', 'validation', 'forms']) {
      expect(requested.filter((file) => file.startsWith(`${namespace}/`))).toEqual([]);
    }
    expect(requested.filter((file) => file.endsWith('/en'))).toEqual([]);
  });
});
