/**
 * The blog on a phone against the real server (issue 18, blogs part 1): /blogs shows the seeded
 * articles from the store and filters them by city (kept in the URL); an article page carries its
 * canonical and JSON-LD Article, in the server's HTML and in the app; an admin writes an article
 * with a Markdown preview, publishes it, finds it on /blogs, then deletes it (with a confirm).
 */
import { expect, test } from '@playwright/test';
import { asClient } from './support/client-address';
import { ADMIN, heading, main, signInOnPage } from './support/posting';

test.use(asClient(140));

type Page = { items: { slug: string; title: string; city: string | null; category: string }[] };

test('/blogs shows the articles from the store and filters them by city', async ({ page, request }) => {
  const all = (await (await request.get('/api/blogs?limit=12')).json()) as Page;
  expect(all.items.length).toBeGreaterThan(1);

  await page.goto('/blogs');
  await expect(heading(page)).toHaveText('Blogs');
  const cards = main(page).getByTestId('article-card');
  await expect(cards).toHaveCount(all.items.length);
  // The newest is featured, with its city (or category) tag.
  await expect(cards.first()).toContainText('Featured');
  await expect(cards.first()).toContainText(all.items[0]!.title);

  for (const city of ['Noida', 'Gurgaon', 'Delhi']) {
    const expected = (await (await request.get(`/api/blogs?city=${city}&limit=12`)).json()) as Page;
    await main(page).getByRole('button', { name: city, exact: true }).click();
    await expect(page).toHaveURL(`/blogs?city=${city}`);
    await expect(main(page).getByRole('button', { name: city, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(cards).toHaveCount(expected.items.length);
    for (const a of expected.items) await expect(main(page).getByText(a.title)).toBeVisible();
  }

  await main(page).getByRole('button', { name: 'All Cities' }).click();
  await expect(page).toHaveURL('/blogs');
  await expect(cards).toHaveCount(all.items.length);

  // Entered cold with a city in the URL: the filter is applied.
  await page.goto('/blogs?city=Noida');
  await expect(main(page).getByRole('button', { name: 'Noida', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(main(page).getByTestId('article-card').first()).toContainText('Noida');
});

test('an article page has its canonical and JSON-LD, in the HTML and in the app', async ({
  page,
  request,
}) => {
  const [first] = ((await (await request.get('/api/blogs?limit=1')).json()) as Page).items;
  const path = `/blogs/${first!.slug}`;

  const html = await (await request.get(path)).text();
  expect(html).toContain(`<link rel="canonical" href="`);
  expect(html).toContain(`${path}" />`);
  expect(html).toMatch(/"@type":"Article"/);
  expect((await request.get('/blogs/no-such-article')).status()).toBe(404);

  await page.goto('/blogs');
  await main(page).getByTestId('article-card').first().click();
  await expect(page).toHaveURL(path);
  await expect(heading(page)).toHaveText(first!.title);
  await expect(main(page).getByText(/min read/)).toBeVisible();
  await expect(main(page).locator('.article-body h2').first()).toBeVisible();
  await expect(page).toHaveTitle(`${first!.title} | PropAI`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
  const ld = JSON.parse((await page.locator('script[data-page-jsonld]').textContent()) ?? '[]') as Array<{
    '@type': string;
    headline: string;
  }>;
  expect(ld[0]).toMatchObject({ '@type': 'Article', headline: first!.title });
});

test('an admin writes an article that then appears on /blogs, and deletes it', async ({ page }) => {
  test.slow(); // a sign-in and a round trip through the editor
  const title = `Delhi test article ${Date.now().toString(36)}`;
  await signInOnPage(page, ADMIN);
  await expect(page.getByText('Welcome, PropAI!')).toBeVisible();

  await page.goto('/admin/blogs');
  await expect(heading(page)).toHaveText('Blog articles');
  await main(page).getByRole('link', { name: 'New article' }).click();
  await expect(heading(page)).toHaveText('New article');
  const form = main(page);
  await form.getByLabel('Title').fill(title);
  await expect(form.getByLabel('Slug')).toHaveValue(/^delhi-test-article-/);
  await form.getByLabel('Description').fill('Written by the end-to-end test.');
  await form.getByRole('button', { name: 'Delhi', exact: true }).click();
  await form.getByLabel('Category').fill('Test');
  await form
    .getByLabel('Article (Markdown)')
    .fill('## A heading\n\n<script>window.hacked = 1</script>\n\n[bad](javascript:alert(1))');
  await form.getByRole('tab', { name: 'Preview' }).click();
  await expect(form.getByTestId('article-preview').locator('h2')).toHaveText('A heading');
  await expect(form.getByTestId('article-preview')).toContainText('<script>window.hacked = 1</script>');
  await form.getByRole('button', { name: 'Publish' }).click();

  await expect(page).toHaveURL('/admin/blogs');
  await expect(main(page).getByTestId('admin-article').filter({ hasText: title })).toContainText('Published');

  await page.goto('/blogs?city=Delhi');
  const featured = main(page).getByTestId('article-card').first();
  await expect(featured).toContainText(title);
  await featured.click();
  await expect(heading(page)).toHaveText(title);
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();

  // Delete it again (the other specs on this server read the newest article).
  await page.goto('/admin/blogs');
  await main(page)
    .getByTestId('admin-article')
    .filter({ hasText: title })
    .getByRole('link', { name: 'Edit' })
    .click();
  await expect(heading(page)).toHaveText('Edit article');
  await main(page).getByRole('button', { name: 'Delete', exact: true }).click();
  await main(page).getByRole('button', { name: 'Delete article' }).click();
  await expect(page).toHaveURL('/admin/blogs');
  await expect(main(page).getByTestId('admin-article').filter({ hasText: title })).toHaveCount(0);
  await page.goto('/blogs?city=Delhi');
  await expect(main(page).getByTestId('article-card').first()).toBeVisible();
  await expect(main(page).getByText(title)).toHaveCount(0);
});
