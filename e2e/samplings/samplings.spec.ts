import { expect, test } from '@playwright/test';
import { ownItem } from '../market/market-support';
import { openAs } from '../profiles/profiles-support';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { publishOwnItem, submitForApproval } from '../support/content';

/** Demo companies these journeys act as, one per test so parallel tests never share one. */
const SILVER = 'silver@demo.acorn.example';
const ANALYTICS = 'analytics@demo.acorn.example';

const card = (page: import('@playwright/test').Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });

test.describe('giveaways (sampling)', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a company asks for a sample, sees it taken, and finds the giveaway among its participations', async ({
    page,
    request,
  }) => {
    await openAs(page, request, SILVER, '/sampling-listing');
    await expect(page.getByRole('heading', { name: 'Sampling', level: 1 })).toBeVisible();
    const anchovies = card(page, 'Twelve jars of Cantabrian anchovies');
    await expect(anchovies.getByText('2 of 3 left')).toBeVisible();
    // All samples given: Want is disabled (spec §4).
    await expect(
      card(page, 'Cork wall panels for your meeting room').getByRole('button', { name: 'No samples left' }),
    ).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    await anchovies.getByRole('button', { name: 'Want: Twelve jars of Cantabrian anchovies' }).click();
    const done = page.getByRole('dialog', { name: 'Great!' });
    await expect(
      done.getByText('Your company has applied for this giveaway.', { exact: false }),
    ).toBeVisible();
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(anchovies.getByText('1 of 3 left')).toBeVisible();
    await expect(
      anchovies.getByRole('button', { name: 'Applied: Twelve jars of Cantabrian anchovies' }),
    ).toBeDisabled();

    await page.goto('/sampling-participating');
    await expect(card(page, 'Twelve jars of Cantabrian anchovies')).toBeVisible();
    await expect(page.getByText('1 result', { exact: true })).toBeVisible();
    await card(page, 'Twelve jars of Cantabrian anchovies').getByRole('link').first().click();
    await expect(
      page.getByRole('heading', { name: 'Twelve jars of Cantabrian anchovies', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText('Ideal for tasting menus and corporate gifts.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a company offers a giveaway through the form engine, its description held to 580 characters, published once approved @mobile', async ({
    page,
    request,
  }) => {
    await openAs(page, request, ANALYTICS, '/create/sampling');
    await expect(page.getByRole('heading', { name: 'Create new giveaway', level: 1 })).toBeVisible();
    const title = `Dashboard audit ${Date.now()}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('A'.repeat(600));
    await expect(page.getByLabel('Description')).toHaveValue('A'.repeat(580));
    await page.getByLabel('Number of samples').fill('2');
    await page.getByLabel('Preferred date').fill('2099-03-01');
    await submitForApproval(page);

    await page.goto('/sampling-participating?tab=own');
    await expect(ownItem(page, title).getByText('Pending')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await publishOwnItem(page, request, 'sampling', title);
    await expect(page.getByText('Our team is reviewing this item.')).toHaveCount(0);
  });
});
