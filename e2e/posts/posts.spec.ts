import { expect, test } from '@playwright/test';
import { ownItem } from '../market/market-support';
import { chooseFile, openAs, pickOption } from '../profiles/profiles-support';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { submitForApproval } from '../support/content';
import { pngImage } from '../support/png';

const GOLD = 'gold@demo.acorn.example';
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: pngImage(64, 40) });

test.describe('blog posts', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a company reads the blog, writes a draft post and finds it among its publications', async ({
    page,
    request,
  }) => {
    await openAs(page, request, GOLD, '/blog');
    await expect(page.getByRole('heading', { name: 'Blog', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Cork, carbon and public tenders' }).click();
    await expect(
      page.getByRole('heading', { name: 'Cork, carbon and public tenders', level: 1 }),
    ).toBeVisible();
    // The spec's long date: '1st January 2021, 3:05'.
    await expect(page.getByText(/^\d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4}, \d{1,2}:\d{2}$/)).toBeVisible();
    await expect(page.getByText('Branding & Positioning')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/create/post');
    await expect(page.getByRole('heading', { name: 'Create new blog post', level: 1 })).toBeVisible();
    const title = `What robotic welding taught us ${Date.now()}`;
    await page.getByLabel('Title').fill(title);
    await pickOption(page, page.getByRole('combobox', { name: 'Categories' }), 'Training & Workshops', {
      search: true,
    });
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type('Cycle times fell by a third in six months.');
    // An image goes up from the toolbar and shows at the caret.
    await chooseFile(page, page.getByRole('button', { name: 'Insert an image' }), image('cycle-times.png'));
    const content = page.getByRole('textbox', { name: 'Content' });
    await expect(content.getByRole('img', { name: 'cycle times' })).toBeVisible();
    await expect(content.getByRole('img', { name: 'cycle times' })).toHaveAttribute(
      'src',
      /^\/uploads\/.+\.png$/,
    );
    await chooseFile(
      page,
      page.getByRole('button', { name: 'Choose file: Header image' }),
      image('header.png'),
    );
    await chooseFile(page, page.getByRole('button', { name: 'Choose file: Thumbnail' }), image('thumb.png'));
    await expect(page.getByText('thumb.png')).toBeVisible();
    await page.getByLabel('Published').uncheck();
    await submitForApproval(page);

    await page.goto('/publications');
    await expect(ownItem(page, title).getByText('Draft')).toBeVisible();
    // A post has no closing date: its line says only when it was created.
    await expect(ownItem(page, title).getByText(/^Created on \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a member shares a published post: the networks in a popup, the link copied, a preview for crawlers', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const title = 'Cork, carbon and public tenders';
    await openAs(page, request, GOLD, '/blog');
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    const postPath = new URL(page.url()).pathname;
    const id = postPath.split('/').pop();

    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share' });
    const shareLink = `${new URL(page.url()).origin}/api/shareblog/${id}`;
    await expect(dialog.getByRole('textbox', { name: 'Link to share' })).toHaveValue(shareLink);
    await expectNoSeriousA11yViolations(page);

    // The networks open in a popup with the share link (their sites are not reached here).
    await context.route(/linkedin\.com/, (route) => route.fulfill({ body: 'LinkedIn' }));
    const popup = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'LinkedIn' }).click();
    const linkedIn = await popup;
    expect(linkedIn.url()).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(shareLink)}`,
    );
    await linkedIn.close();

    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Copied to clipboard!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareLink);
    // The message shows for two seconds.
    await expect(dialog.getByRole('status')).toHaveText('', { timeout: 5_000 });
    await page.keyboard.press('Escape');

    // A crawler reads the post's preview at the link; a person is taken to the post.
    const preview = await (await request.get(shareLink)).text();
    expect(preview).toContain(`<meta property="og:title" content="${title}" />`);
    expect(preview).toContain('<meta property="og:description" content="More and more public tenders');
    await page.goto(shareLink);
    await expect(page).toHaveURL(postPath);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  });

  test('a visitor reads the blog from the footer and opens a post, with nothing to edit or create', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(page.getByRole('heading', { name: 'Blog', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'How we cut our lead times in half' })).toBeVisible();
    // Pending posts and drafts stay out.
    await expect(page.getByText('Three pricing mistakes industrial SMEs make')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Create/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Cork, carbon and public tenders' }).click();
    await expect(
      page.getByRole('heading', { name: 'Cork, carbon and public tenders', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    // The header offers the way in; the sign-in page is the home page.
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await expect(page.getByRole('region', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  });
});
