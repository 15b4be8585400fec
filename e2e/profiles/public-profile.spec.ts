import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, loginViaApi } from '../accounts/accounts-support';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { clippedTexts } from '../support/layout';
import { openAs } from './profiles-support';

/** Reads the company profiles only: any demo participant may visit. */
const VISITOR = 'gold@demo.acorn.example';
const SELLER = 'consulting@demo.acorn.example';

const tab = (page: Page, name: string) => page.getByRole('tab', { name });

test.describe('public company profiles', () => {
  test('a member opens a seller from the directory and reads its profile, credentials, reviews and channel @mobile', async ({
    page,
    request,
  }) => {
    await openAs(page, request, VISITOR, '/seller-directory');
    await page
      .getByRole('article')
      .filter({ hasText: 'Nortejo Consulting' })
      .getByRole('link', { name: 'View profile' })
      .click();
    await expect(page).toHaveURL(/\/company\/\d+$/);
    const companyPath = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { name: 'Nortejo Consulting', level: 1 })).toBeVisible();
    await expect(page.getByText('Seller', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Website' })).toHaveAttribute('href', /^https:\/\//);
    // What the company shares, and nothing of its owner's own details; no edit for a visitor.
    const contact = page.getByRole('heading', { name: 'Contact', level: 2 }).locator('../..');
    await expect(contact).toContainText('Contact person');
    await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'About', level: 2 })).toBeVisible();
    // Its credit report's scores, with the scales' words.
    const risk = page.getByRole('heading', { name: 'Financial risk', level: 2 }).locator('..');
    await expect(risk).toContainText('1 · Low risk');
    await expect(risk).toContainText('1 · Minimal risk');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);

    await tab(page, 'Credentials').click();
    await expect(page).toHaveURL(/[?&]tab=credentials/);
    await expect(page.getByRole('heading', { name: 'Certificates', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Awards', level: 2 })).toBeVisible();
    // The reviews the company shows, with their average; the one it keeps off its profile is not there.
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByText('4.2 out of 5 · 5 reviews')).toBeVisible();
    const byRating = reviews.getByRole('list', { name: 'Reviews by rating' });
    await expect(byRating.getByRole('listitem').first()).toContainText('5 stars: 2 reviews');
    const reviewCards = reviews
      .getByRole('listitem')
      .filter({ has: page.getByRole('img', { name: /^Rated/ }) });
    await expect(reviewCards).toHaveCount(5);
    await expect(reviews).not.toContainText('The study came late.');
    // A long text is cut at 200 characters until asked for.
    const long = reviews.getByRole('listitem').filter({ hasText: 'Export plan for acoustic panels' });
    await expect(long).not.toContainText('honest when a lead was not worth our time');
    await long.getByRole('button', { name: 'view more' }).click();
    await expect(long).toContainText('honest when a lead was not worth our time');
    // A member who gave feedback links to its own profile, with its tier.
    await expect(long.getByRole('link', { name: 'Corticeira Atlântica' })).toHaveAttribute(
      'href',
      /\/company\/\d+$/,
    );
    await expect(long).toContainText('Platinum');
    await expect(page.getByRole('region', { name: 'Recommendations' }).getByRole('listitem')).toHaveCount(1);
    const testimonials = page.getByRole('region', { name: 'Testimonials' });
    await expect(testimonials.getByRole('listitem')).toHaveCount(2);
    await expect(testimonials).toContainText('Cost review of the logistics contracts');
    await expectNoSeriousA11yViolations(page);

    await tab(page, 'Channel').click();
    await expect(page.getByText(/^\d+ results?$/)).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards.first()).toContainText('Nortejo Consulting');
    await expect(cards.filter({ hasNotText: 'Nortejo Consulting' })).toHaveCount(0);
    // The tab survives a reload: the address holds it.
    await page.reload();
    await expect(tab(page, 'Channel')).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousA11yViolations(page);

    await page.goto('/company/999999');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    // A profile by id alone opens by the member's type.
    await page.goto(companyPath.replace('/company/', '/profile/'));
    await expect(page).toHaveURL(companyPath);
  });

  test('in Spanish on a 320 px phone the financial risk shows every badge whole', async ({
    page,
    request,
  }) => {
    const seller = await loginViaApi(request, SELLER, DEMO_PASSWORD);
    const me = await request.get('/api/me', { headers: { authorization: `Bearer ${seller}` } });
    const { id } = (await me.json()) as { id: number };
    await page.setViewportSize({ width: 320, height: 800 });
    await page.addInitScript(() => localStorage.setItem('lang', 'es'));
    await openAs(page, request, VISITOR, `/company/${id}`);
    const risk = page.getByRole('heading', { name: 'Riesgo financiero', level: 2 }).locator('..');
    await expect(risk).toContainText('Deudas con la seguridad social');
    expect(await clippedTexts(risk)).toEqual([]);
  });

  test('the owner edits a section in place, and finds the rest of its profile one link away', async ({
    page,
    request,
  }) => {
    const { id } = await openAs(page, request, SELLER, '/feed');
    await page.goto(`/company/${id}`);
    await expect(page.getByRole('heading', { name: 'Nortejo Consulting', level: 1 })).toBeVisible();
    // The about text, edited in its dialog: saved, the dialog closes and the profile shows it.
    const about = `We also run export bootcamps (${Date.now()}).`;
    await page.getByRole('button', { name: 'Edit About' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit contact and about' });
    // A required field left empty: the form says so, for two seconds (spec §8).
    const headline = dialog.getByRole('textbox', { name: 'Headline' });
    const before = await headline.inputValue();
    await headline.fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('There are errors in the form fields')).toBeVisible();
    await headline.fill(before);
    await dialog.getByLabel('About the company').fill(about);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(about)).toBeVisible();

    await page.getByRole('link', { name: 'Edit profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });
});
