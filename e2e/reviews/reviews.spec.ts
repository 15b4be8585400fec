import { expect, test } from '@playwright/test';
import { openAs, pickOption } from '../profiles/profiles-support';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { mailedLinkPath } from '../support/mailbox';

/** The company that asks for a review (Quinta do Vale Verde) and the member it asks (Rheinfracht). */
const ASKER = 'crystal@demo.acorn.example';
const REVIEWER = 'logistics@demo.acorn.example';

test.describe('reviews', () => {
  test('a company asks a member for a review, the member rates it by keyboard from the e-mailed link, the company shows it', async ({
    page,
    browser,
    request,
  }) => {
    const project = `Wine logistics ${Date.now()}`;
    const { id: companyId } = await openAs(page, request, ASKER, '/reviews');
    await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
    const ask = page.getByRole('region', { name: 'Ask for a review' });
    await pickOption(page, ask.getByRole('combobox', { name: 'Company' }), 'Rheinfracht Logistik', {
      search: true,
    });
    await ask.getByLabel('Project name').fill(project);
    await ask.getByLabel('Message').fill('Would you review how our shipments to Hamburg went?');
    await ask.getByRole('button', { name: 'Ask for a review' }).click();
    await expect(page.getByText('Request sent successfully!')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const givePath = await mailedLinkPath(page, {
      to: REVIEWER,
      subject: 'Quinta do Vale Verde asks you for a review',
      action: 'Write it',
    });
    expect(givePath).toMatch(/^\/give\/review\/[\w-]+$/);

    // The member opens it signed in, in a browser of their own.
    const reviewerContext = await browser.newContext();
    const reviewer = await reviewerContext.newPage();
    await openAs(reviewer, request, REVIEWER, givePath);
    await expect(reviewer.getByRole('heading', { name: 'Leave a review', level: 1 })).toBeVisible();
    await expect(reviewer.getByText(`Project: ${project}`)).toBeVisible();
    await reviewer.getByLabel('Your name').fill('Jonas Weber');
    await reviewer.getByLabel(/^From\b/).fill('2026-03-01');
    await reviewer.getByLabel(/^To\b/).fill('2026-06-30');
    await pickOption(
      reviewer,
      reviewer.getByRole('combobox', { name: 'Sector' }),
      'Logistics & Transportation',
      {
        search: true,
      },
    );
    await reviewer
      .getByLabel('Your review')
      .fill('Pallets always ready on time and labelled for customs. We will ship with them again.');
    // The stars by keyboard: from the first, three steps right.
    const stars = reviewer.getByRole('radiogroup', { name: 'Rating' });
    await expect(stars.getByRole('radio', { name: '1 star' })).toBeChecked();
    await stars.getByRole('radio', { name: '1 star' }).focus();
    for (let step = 0; step < 3; step++) await reviewer.keyboard.press('ArrowRight');
    await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(stars.getByRole('radio', { name: '4 stars' })).toBeFocused();
    await expectNoSeriousA11yViolations(reviewer);
    await reviewer.getByRole('button', { name: 'Submit' }).click();
    await expect(reviewer.getByText('Review submitted')).toBeVisible();

    // The company shows it; the reviewer reads it on the profile with its rating and evidence.
    await page.goto('/reviews');
    const item = page.getByRole('listitem').filter({ hasText: project });
    await expect(item).toContainText('Jonas Weber');
    await expect(item.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await item.getByRole('switch', { name: /Show public/ }).check();
    await expect(item.getByRole('switch', { name: /Show public/ })).toBeChecked();

    await reviewer.goto(`/company/${companyId}?tab=credentials`);
    const card = reviewer
      .getByRole('region', { name: 'Reviews' })
      .getByRole('listitem')
      .filter({ hasText: project });
    await expect(card.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(card.getByRole('button', { name: /Invited by e-mail|Verified relationship/ })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Report/ })).toBeVisible();
    await reviewerContext.close();
  });
});
