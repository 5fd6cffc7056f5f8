import type { Page } from '@playwright/test';
import { expect, route, test } from './fixtures';

const POSTS_NEWEST_FIRST = [
  'Welcome to the new API Docs site',
  'An MDX post with a live word counter',
  'How the API reference is built, step by step',
  'First blog post',
];

/** Titles of the posts listed in <main>, in page order. */
async function listedTitles(page: Page): Promise<string[]> {
  return page.locator('main article h2').allInnerTexts();
}

test.describe('blog list and pagination', () => {
  test('lists every post newest first with excerpt, Read more and the feeds in <head>', async ({ page }) => {
    await page.goto(route('/blog'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
    expect(await listedTitles(page)).toEqual(POSTS_NEWEST_FIRST);
    const welcome = page.locator('main article').first();
    await expect(welcome).toContainText('served under a base');
    // The excerpt stops at the truncate marker.
    await expect(welcome).not.toContainText('What is on the site');
    await expect(page.getByRole('link', { name: 'Read more about Welcome to the new API Docs site' })).toHaveAttribute(
      'href',
      route('/blog/welcome'),
    );
    for (const [type, path] of [
      ['application/rss+xml', '/blog/rss.xml'],
      ['application/atom+xml', '/blog/atom.xml'],
      ['application/feed+json', '/blog/feed.json'],
    ] as const) {
      const href = await page.locator(`head link[rel="alternate"][type="${type}"]`).getAttribute('href');
      expect(href).toMatch(new RegExp(`^https?://[^/]+${route(path).replace(/[.]/g, '\\.')}$`));
    }
  });

  test('four posts fit on one page: no pager, /blog/page/1 repeats it with /blog as canonical, /blog/page/2 is not found', async ({
    page,
  }) => {
    await page.goto(route('/blog'));
    await expect(page.getByRole('navigation', { name: 'Blog list pages' })).toHaveCount(0);
    await expect(page.locator('main article')).toHaveCount(4);

    await page.goto(route('/blog/page/1'));
    expect(await listedTitles(page)).toEqual(POSTS_NEWEST_FIRST);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${route('/blog')}$`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    const missing = await page.request.get(route('/blog/page/2'));
    expect(missing.status()).toBe(404);
  });

  test('Read more opens the post', async ({ page }) => {
    await page.goto(route('/blog'));
    await page.getByRole('link', { name: 'Read more about First blog post' }).click();
    await expect(page).toHaveURL(route('/blog/first-blog-post'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('First blog post');
  });
});

test('archive lists posts by year', async ({ page }) => {
  await page.goto(route('/blog'));
  await page.getByRole('navigation', { name: 'Browse the blog' }).getByRole('link', { name: 'Archive' }).click();
  await expect(page).toHaveURL(route('/blog/archive'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Archive');
  const year = page.getByRole('region', { name: '2026' });
  await expect(year.getByRole('link')).toHaveText(POSTS_NEWEST_FIRST);
  await expect(year.locator('time').first()).toHaveText('November 20, 2026');
});

test('tags list counts and each tag page lists its posts', async ({ page }) => {
  await page.goto(route('/blog/tags'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tags');
  const tags = page.locator('main ul li a');
  // The accessible name keeps the label and the count apart ("Hola 1 post", not "Hola1 post").
  const names = ['Docusaurus 4 posts', 'Facebook 2 posts', 'Hello 3 posts', 'Hola 1 post'];
  await expect(tags).toHaveText(names);
  for (const name of names) await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  for (const [slug, heading, count] of [
    ['docusaurus', '4 posts tagged with "Docusaurus"', 4],
    ['facebook', '2 posts tagged with "Facebook"', 2],
    ['hello', '3 posts tagged with "Hello"', 3],
    ['hola', '1 post tagged with "Hola"', 1],
  ] as const) {
    await page.goto(route(`/blog/tags/${slug}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('main article')).toHaveCount(count);
  }
  await page.getByRole('link', { name: 'View all tags' }).click();
  await expect(page).toHaveURL(route('/blog/tags'));
});

test.describe('authors', () => {
  test('the authors page lists both authors with post counts and links to both kinds of author page', async ({ page }) => {
    await page.goto(route('/blog/authors'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Authors');
    await expect(page.getByRole('link', { name: 'Mara Okafor' })).toHaveAttribute('href', route('/blog/authors/mara'));
    await expect(page.getByRole('link', { name: 'Jonas Berg' })).toHaveAttribute('href', route('/blog/authors/all-jonas-articles'));
    for (const name of ['Mara Okafor', 'Jonas Berg']) {
      await expect(
        page
          .locator('main li')
          .filter({ hasText: name })
          .filter({ hasText: /posts?$/ }),
      ).toContainText('3 posts');
    }
  });

  test("/blog/authors/{name} shows that author's posts", async ({ page }) => {
    await page.goto(route('/blog/authors/mara'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mara Okafor');
    expect(await listedTitles(page)).toEqual([POSTS_NEWEST_FIRST[0], POSTS_NEWEST_FIRST[1], POSTS_NEWEST_FIRST[3]]);
    await expect(page.getByRole('list', { name: 'Mara Okafor elsewhere' }).getByRole('link', { name: /GitHub/ })).toHaveAttribute(
      'href',
      'https://github.com/mara-okafor',
    );
  });

  test("/blog/authors/all-{name}-articles shows the other author's posts, reached from a post", async ({ page }) => {
    await page.goto(route('/blog/long-blog-post'));
    await page.locator('main header').getByRole('link', { name: 'Jonas Berg' }).click();
    await expect(page).toHaveURL(route('/blog/authors/all-jonas-articles'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jonas Berg');
    expect(await listedTitles(page)).toEqual(POSTS_NEWEST_FIRST.slice(0, 3));
  });
});

test.describe('post page', () => {
  test('shows title, date, reading time, authors, tags, anchors, TOC, neighbours and the sidebar', async ({ page }) => {
    await page.goto(route('/blog/long-blog-post'));
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How the API reference is built, step by step');
    const header = page.locator('main article header');
    await expect(header.locator('time')).toHaveAttribute('datetime', '2026-09-14T00:00:00.000Z');
    await expect(header).toContainText('September 14, 2026');
    await expect(header).toContainText(/\d+ min read/);
    await expect(header).toContainText('Writes the tutorials and keeps the build fast');
    const avatar = header.locator('img');
    await expect(avatar).toHaveAttribute('src', route('/img/blog/jonas-berg.svg'));
    expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.locator('main article footer').getByRole('link', { name: 'Hello' })).toHaveAttribute(
      'href',
      route('/blog/tags/hello'),
    );

    const anchor = page.getByRole('link', { name: 'Direct link to Validating it' });
    await expect(anchor).toHaveAttribute('href', '#validating-it');

    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    await expect(toc).toBeVisible();
    await expect(toc.getByRole('link')).toHaveText([
      'Loading the description',
      'Validating it',
      'Bundling references',
      'Building the view model',
      'Schemas as a flat table',
      'Samples',
      'Rendering the page',
      'The sidebar',
      'What ships to the browser',
      'What we measure',
      'What comes next',
    ]);
    await toc.getByRole('link', { name: 'What we measure' }).click();
    await expect(page).toHaveURL(/#what-we-measure$/);
    await expect(page.locator('#what-we-measure')).toBeInViewport();

    const pager = page.getByRole('navigation', { name: 'Blog post navigation' });
    await expect(pager.getByRole('link', { name: /Newer post/ })).toHaveAttribute('href', route('/blog/mdx-blog-post'));
    await expect(pager.getByRole('link', { name: /Older post/ })).toHaveAttribute('href', route('/blog/first-blog-post'));

    const sidebar = page.getByRole('navigation', { name: 'Recent posts' });
    await expect(sidebar.getByRole('link')).toHaveText(POSTS_NEWEST_FIRST);
    await expect(sidebar.getByRole('link', { name: 'How the API reference is built, step by step' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('a folder post shows the image kept beside its index.md', async ({ page }) => {
    await page.goto(route('/blog/welcome'));
    const image = page.getByRole('img', { name: /How the site is organised/ });
    await expect(image).toHaveAttribute('src', route('/assets/files/content/blog/2026-11-20-welcome/site-overview.svg'));
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  });

  test('"Edit this post" opens the post\'s source file under the configured edit URL', async ({ page }) => {
    await page.goto(route('/blog/welcome'));
    await expect(page.getByRole('link', { name: /Edit this post/ })).toHaveAttribute(
      'href',
      'https://github.com/example/api-docs-site/edit/main/content/blog/2026-11-20-welcome/index.md',
    );
  });

  test('below 996 px the sidebar folds into the mobile menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(route('/blog/long-blog-post'));
    await expect(page.getByRole('navigation', { name: 'Recent posts' })).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(menu).toContainText('Recent posts');
    await expect(menu.getByRole('listitem').getByRole('link')).toHaveText(POSTS_NEWEST_FIRST);
    await menu.getByRole('link', { name: 'First blog post' }).click();
    await expect(page).toHaveURL(route('/blog/first-blog-post'));
    await expect(menu).toBeHidden();
  });
});

test("the MDX post's React component works", async ({ page }) => {
  await page.goto(route('/blog/mdx-blog-post'));
  const counter = page.getByTestId('word-counter');
  await expect(counter.getByTestId('word-count')).toHaveText('13');
  await expect(counter.getByTestId('top-words')).toHaveText('the (3), dog (2), and (1)');
  const input = counter.getByRole('textbox', { name: 'Text to count' });
  await input.fill('Hello hello world');
  await expect(counter.getByTestId('word-count')).toHaveText('3');
  await expect(counter.getByTestId('top-words')).toHaveText('hello (2), world (1)');
  await counter.getByRole('button', { name: 'Clear' }).click();
  await expect(counter.getByTestId('word-count')).toHaveText('0');
  await expect(input).toHaveValue('');
  await expect(counter.getByRole('button', { name: 'Clear' })).toBeDisabled();
});

test('feeds are served with full content and absolute URLs under the base path', async ({ request }) => {
  const rss = await request.get(route('/blog/rss.xml'));
  expect(rss.status()).toBe(200);
  const rssText = await rss.text();
  expect(rssText).toContain('<rss version="2.0"');
  expect(rssText).toMatch(new RegExp(`<link>https?://[^<]+${route('/blog/welcome')}</link>`));
  expect(rssText).toContain('<h2 id="what-is-on-the-site">');
  const atom = await (await request.get(route('/blog/atom.xml'))).text();
  expect(atom).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
  expect(atom).toMatch(new RegExp(`src="https?://[^"]+${route('/assets/files/content/blog/2026-11-20-welcome/site-overview.svg')}"`));
  const json = await (await request.get(route('/blog/feed.json'))).json();
  expect(json.items.map((item: { title: string }) => item.title)).toEqual(POSTS_NEWEST_FIRST);
});

test('every blog page has exactly one h1', async ({ page }) => {
  for (const path of [
    '/blog',
    '/blog/page/1',
    '/blog/archive',
    '/blog/authors',
    '/blog/authors/mara',
    '/blog/authors/all-jonas-articles',
    '/blog/tags',
    '/blog/tags/hola',
    '/blog/welcome',
    '/blog/first-blog-post',
    '/blog/mdx-blog-post',
    '/blog/long-blog-post',
  ]) {
    await page.goto(route(path));
    await expect(page.locator('h1'), path).toHaveCount(1);
    await expect(page.locator('main'), path).toHaveCount(1);
  }
});
