import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../accounts/accounts-support';
import { openAs } from '../profiles/profiles-support';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { mailedLinkPath } from '../support/mailbox';

/** The company that asks (Quinta do Vale Verde) and a member who visits its profile. */
const ASKER = 'crystal@demo.acorn.example';
const VISITOR = 'logistics@demo.acorn.example';

test.describe('referrals', () => {
  test('a company asks a guest for a testimonial, the guest writes it from the e-mailed link, the company shows it with its evidence @mobile', async ({
    page,
    browser,
    request,
  }) => {
    const guestEmail = uniqueEmail('testimonial-guest');
    const project = `Harvest festival ${Date.now()}`;
    const { id: companyId } = await openAs(page, request, ASKER, '/referrals');
    await expect(page.getByRole('heading', { name: 'Referrals', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Testimonials' })).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousA11yViolations(page);

    const guestAsk = page.getByRole('region', { name: 'Ask someone outside the platform' });
    await guestAsk.getByLabel('Name').fill('Marta Lopes');
    await guestAsk.getByLabel('E-mail').fill('not-an-address');
    await guestAsk
      .getByLabel('Message')
      .fill('Could you write a few words about the harvest festival we ran?');
    await guestAsk.getByRole('button', { name: 'Send request' }).click();
    await expect(guestAsk.getByText('Email is not valid')).toBeVisible();
    await guestAsk.getByLabel('E-mail').fill(guestEmail);
    await guestAsk.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Request sent successfully!')).toBeVisible();

    // The guest opens the mailed link in a browser of their own, without an account. The mail is
    // in the asker's language: Quinta do Vale Verde's member reads Portuguese.
    const givePath = await mailedLinkPath(page, {
      to: guestEmail,
      subject: 'Quinta do Vale Verde pede-lhe um testemunho',
      action: 'Escrever',
    });
    expect(givePath).toMatch(/^\/give\/guest-referral\/[\w-]+$/);
    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    await guest.goto(givePath);
    await expect(guest.getByRole('heading', { name: 'Give a testimonial', level: 1 })).toBeVisible();
    await expect(guest.getByText('For Quinta do Vale Verde')).toBeVisible();
    await expectNoSeriousA11yViolations(guest);
    await guest.getByLabel('Your name').fill('Marta Lopes');
    await guest.getByLabel('Job function').fill('Events director');
    await guest.getByLabel('Company name').fill('Lopes Eventos');
    await guest.getByLabel('Project name').fill(project);
    await guest.getByLabel(/^From\b/).fill('2026-09-01');
    await guest.getByLabel(/^To\b/).fill('2026-09-30');
    await guest
      .getByLabel('Your testimonial')
      .fill('Quinta do Vale Verde hosted 300 guests over three weekends without a single hitch.');
    await guest.getByRole('button', { name: 'Submit' }).click();
    await expect(guest.getByText('Referral testimonial submitted')).toBeVisible();
    // The code was single-use: opening it again goes home.
    await guest.goto(givePath);
    await expect(guest).toHaveURL('/');
    await guestContext.close();

    // The company finds it in its list, invited by e-mail, and shows it on its profile.
    await page.goto('/referrals');
    const item = page.getByRole('listitem').filter({ hasText: project });
    await expect(item).toContainText('Marta Lopes');
    await expect(item.getByRole('button', { name: /Invited by e-mail/ })).toBeVisible();
    const showPublic = item.getByRole('switch', { name: /Show public/ });
    await expect(showPublic).not.toBeChecked();
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/changeMyReferral'));
    await showPublic.check();
    expect((await saved).ok()).toBe(true);
    await expect(showPublic).toBeChecked();

    // Another member reads it on the company's profile, with how it came about.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await openAs(visitor, request, VISITOR, `/company/${companyId}?tab=credentials`);
    const testimonials = visitor.getByRole('region', { name: 'Testimonials' });
    const card = testimonials.getByRole('listitem').filter({ hasText: project });
    await expect(card).toContainText('Lopes Eventos');
    await card.getByRole('button', { name: /Invited by e-mail/ }).click();
    const explanation = visitor.getByRole('dialog');
    await expect(explanation).toContainText('The company asked for this feedback with a single-use link');
    await expect(explanation.getByRole('link', { name: 'How reviews work' })).toHaveAttribute(
      'href',
      '/page/how-reviews-work',
    );
    await expectNoSeriousA11yViolations(visitor);
    await visitorContext.close();
  });
});
