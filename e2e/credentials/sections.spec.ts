import { expect, test } from '@playwright/test';
import { openAs } from '../profiles/profiles-support';
import { expectNoSeriousA11yViolations } from '../support/axe';

const ADVISOR = 'advisor@demo.acorn.example';
const MEMBER = 'health@demo.acorn.example';

test.describe("an advisor's education and work experience", () => {
  test.describe.configure({ timeout: 120_000 });

  test('the advisor adds a current job on the section list page, and members read it on the profile @mobile', async ({
    page,
    request,
    browser,
  }) => {
    const company = `Atlântico Foods ${Date.now()}`;
    const { id: advisorId } = await openAs(page, request, ADVISOR, '/credentials/expertise');
    await expect(page.getByRole('heading', { name: 'Work experience', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add experience' }).click();
    const draft = page.getByRole('listitem', { name: 'New experience' });
    // Company, position and start date are required (spec §5).
    await draft.getByRole('button', { name: 'Save' }).click();
    await expect(draft.getByText('This field is required')).toHaveCount(3);

    await draft.getByLabel('Company').fill(company);
    await draft.getByLabel('Position').fill('Export director');
    await draft.getByLabel('Start date').fill('2021-04-01');
    await draft.getByLabel('End date').fill('2020-01-01');
    await draft.getByRole('button', { name: 'Save' }).click();
    await expect(draft.getByText('The end date cannot be before the start date')).toBeVisible();
    // A current job has no end date (spec §4).
    await draft.getByLabel('I currently work here').check();
    await expect(draft.getByLabel('End date')).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await draft.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('This information has been correctly submitted')).toBeVisible();
    const saved = page.getByRole('listitem', { name: `Export director at ${company}` });
    await expect(saved).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'New experience' })).toHaveCount(0);

    // A member reads it on the advisor's profile, and the education under credentials.
    const member = await (await browser.newContext()).newPage();
    // A profile by id alone opens by the member's type: here, the advisor's page.
    await openAs(member, request, MEMBER, `/profile/${advisorId}`);
    await expect(member).toHaveURL(`/advisor/${advisorId}`);
    const experience = member.getByRole('heading', { name: 'Work experience', level: 2 }).locator('../..');
    await expect(experience.getByText(`Export director at ${company}`)).toBeVisible();
    await expect(experience.getByText(/^01\/04\/2021 – present · /)).toBeVisible();
    await expect(member.getByRole('link', { name: 'Edit work experience' })).toHaveCount(0);
    await member.getByRole('tab', { name: 'Credentials' }).click();
    await expect(member.getByRole('heading', { name: 'Education', level: 2 })).toBeVisible();
    await expectNoSeriousA11yViolations(member);
    await member.close();

    // The advisor deletes it after confirming.
    await saved.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Are you sure that you want to delete this experience ?')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Removed successfully')).toBeVisible();
    await expect(saved).toHaveCount(0);
  });
});
