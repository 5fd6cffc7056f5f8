import { expect, route, test } from './fixtures';

const DOC_ROUTES: [string, string][] = [
  ['/docs/intro', 'Tutorial intro'],
  ['/docs/tutorial-basics/create-a-page', 'Create a page'],
  ['/docs/tutorial-basics/create-a-document', 'Create a document'],
  ['/docs/tutorial-basics/create-a-blog-post', 'Create a blog post'],
  ['/docs/tutorial-basics/markdown-features', 'Markdown features'],
  ['/docs/tutorial-basics/deploy-your-site', 'Deploy your site'],
  ['/docs/tutorial-basics/congratulations', 'Congratulations!'],
  ['/docs/tutorial-extras/manage-docs-versions', 'Manage docs versions'],
  ['/docs/tutorial-extras/translate-your-site', 'Translate your site'],
  ['/docs/category/tutorial---basics', 'Tutorial - Basics'],
  ['/docs/category/tutorial---extras', 'Tutorial - Extras'],
];

const FEATURES = '/docs/tutorial-basics/markdown-features';

test.describe('docs routes', () => {
  for (const [path, title] of DOC_ROUTES) {
    test(`${path} renders its page`, async ({ page }) => {
      const response = await page.goto(route(path));
      expect(response?.status()).toBe(200);
      await expect(page.locator('main h1')).toHaveText(title);
      await expect(page).toHaveTitle(`${title} | API Docs`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${route(path)}$`));
      await expect(page.getByRole('navigation', { name: 'Docs sidebar' }).first()).toBeVisible();
    });
  }

  test('/docs shows the intro and moves to /docs/intro, with the canonical on /docs/intro', async ({ page, request }) => {
    const html = await (await request.get(route('/docs'))).text();
    expect(html).toContain(`<link rel="canonical" href="`);
    expect(html).toMatch(new RegExp(`rel="canonical" href="[^"]*${route('/docs/intro')}"`));
    expect(html).toContain(`http-equiv="refresh" content="0; url=${route('/docs/intro')}"`);
    expect(html).toContain('Tutorial intro');
    await page.goto(route('/docs'));
    await expect(page).toHaveURL(new RegExp(`${route('/docs/intro')}$`));
  });

  test('a category index lists a card per item with its description', async ({ page }) => {
    await page.goto(route('/docs/category/tutorial---basics'));
    await expect(page.locator('main')).toContainText('Add pages, docs and blog posts');
    const cards = page.locator('main article li a');
    await expect(cards).toHaveCount(6);
    await expect(cards.first()).toContainText('Create a page');
    await expect(cards.first()).toContainText('Standalone pages live under app/');
  });

  test('a doc has breadcrumbs, tags, edit link, last updated date and pager', async ({ page }) => {
    await page.goto(route('/docs/tutorial-basics/create-a-document'));
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.getByRole('link', { name: 'Tutorial - Basics' })).toHaveAttribute(
      'href',
      route('/docs/category/tutorial---basics'),
    );
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Create a document');
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
      'href',
      /\/edit\/main\/content\/docs\/tutorial-basics\/create-a-document\.md$/,
    );
    await expect(page.locator('main time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
    const pager = page.getByRole('navigation', { name: 'Docs pages' });
    await expect(pager.locator('a[rel="prev"]')).toHaveAttribute('href', route('/docs/tutorial-basics/create-a-page'));
    await expect(pager.locator('a[rel="next"]')).toHaveAttribute('href', route('/docs/tutorial-basics/create-a-blog-post'));
    await pager.locator('a[rel="next"]').click();
    await expect(page).toHaveURL(new RegExp(`${route('/docs/tutorial-basics/create-a-blog-post')}$`));
    await expect(page.locator('main h1')).toHaveText('Create a blog post');
    // After client navigation the TOC marker follows the new page's headings.
    await expect(page.getByRole('navigation', { name: 'Table of contents' }).locator('a[aria-current]')).toHaveText('Add a post');
  });
});

test.describe('docs sidebar', () => {
  test('marks the current page and opens its category only', async ({ page }) => {
    await page.goto(route('/docs/tutorial-extras/translate-your-site'));
    const sidebar = page.locator('aside').getByRole('navigation', { name: 'Docs sidebar' });
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveText('Translate your site');
    await expect(sidebar.getByRole('button', { name: "Collapse sidebar category 'Tutorial - Extras'" })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(sidebar.getByRole('button', { name: "Expand sidebar category 'Tutorial - Basics'" })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(sidebar.getByRole('link', { name: 'Create a page' })).toBeHidden();
  });

  test('a category opens and closes with a height animation whose duration follows the content', async ({ page }) => {
    await page.goto(route('/docs/intro'));
    const sidebar = page.locator('aside').getByRole('navigation', { name: 'Docs sidebar' });
    const toggle = sidebar.getByRole('button', { name: "Expand sidebar category 'Tutorial - Basics'" });
    const list = sidebar.locator('[data-testid="sidebar-collapsible"]').first();
    await toggle.click();
    await expect(sidebar.getByRole('link', { name: 'Create a page' })).toBeVisible();
    const duration = Number(await list.getAttribute('data-duration'));
    expect(duration).toBeGreaterThan(100);
    expect(await list.evaluate((el) => getComputedStyle(el).transitionProperty)).toBe('height');
    await expect(list).toHaveCSS('height', /px$/);
    await sidebar.getByRole('button', { name: "Collapse sidebar category 'Tutorial - Basics'" }).click();
    await expect(sidebar.getByRole('link', { name: 'Create a page' })).toBeHidden();
    await expect(list).toHaveCSS('height', '0px');
  });

  test('the animation takes 1 ms under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(route('/docs/intro'));
    const sidebar = page.locator('aside').getByRole('navigation', { name: 'Docs sidebar' });
    await sidebar.getByRole('button', { name: "Expand sidebar category 'Tutorial - Extras'" }).click();
    // A closed category's list exists once opened: found by the id its toggle names.
    const toggle = sidebar.getByRole('button', { name: "Collapse sidebar category 'Tutorial - Extras'" });
    const list = sidebar.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(list).toHaveAttribute('data-duration', '1');
    await expect(list).toHaveCSS('transition-duration', '0.001s');
    await expect(sidebar.getByRole('link', { name: 'Translate your site' })).toBeVisible();
  });
});

test.describe('markdown features', () => {
  test('the TOC marks the heading in view', async ({ page }) => {
    await page.goto(route(FEATURES));
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    await expect(toc.locator('a[aria-current]')).toHaveText('Text and links');
    await page.locator('#tabs').scrollIntoViewIfNeeded();
    await page.evaluate(() => document.getElementById('tabs')!.scrollIntoView({ block: 'start' }));
    await expect(toc.locator('a[aria-current]')).toHaveText('Tabs');
    await expect(toc.locator('a[aria-current]')).toHaveCount(1);
    expect(await toc.locator('a').allTextContents()).not.toContain('Footnotes ');
    await expect(toc.locator('a[href="#footnote-label"]')).toHaveCount(0);
  });

  test('tabs in one group switch together and the choice persists', async ({ page }) => {
    await page.goto(route(FEATURES));
    const groups = page.locator('[data-group="language"]');
    await expect(groups).toHaveCount(2);
    await groups.nth(0).getByRole('tab', { name: 'Python' }).click();
    await expect(groups.nth(1).getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
    await expect(groups.nth(1).getByRole('tabpanel')).toHaveText(/python script\.py/);
    expect(await page.evaluate(() => localStorage.getItem('tabs.language'))).toBe('python');
    await page.reload();
    await expect(groups.nth(0).getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
    await expect(groups.nth(0).getByRole('tabpanel')).toContainText('requests.post');
    await groups.nth(1).getByRole('tab', { name: 'Python' }).press('ArrowLeft');
    await expect(groups.nth(0).getByRole('tab', { name: 'JavaScript' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the copy button copies the code without line numbers or highlight comments', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(route(FEATURES));
    const block = page.locator('[data-codeblock]').filter({ hasText: 'function divide' });
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text).toContain("if (b === 0) throw new Error('Division by zero');");
    expect(text).not.toContain('highlight-');
    const numbered = page.locator('[data-codeblock][data-language="bash"]').filter({ hasText: 'npm run serve' });
    await numbered.hover();
    await numbered.getByRole('button', { name: 'Copy code to clipboard' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('npm run build\nnpm run serve -- --port 8080');
  });

  test('headings carry "Direct link to" anchors, explicit ids included', async ({ page }) => {
    await page.goto(route(FEATURES));
    const anchor = page.locator('h2#custom-heading-id a.heading-anchor');
    await expect(anchor).toHaveAttribute('href', '#custom-heading-id');
    await expect(anchor).toHaveAttribute('title', 'Direct link to Headings with ids');
    await expect(page.locator('h2#admonitions a.heading-anchor')).toHaveAttribute('aria-label', 'Direct link to Admonitions');
  });

  test('admonitions, details, images and relative doc links render', async ({ page }) => {
    await page.goto(route(FEATURES));
    for (const type of ['note', 'tip', 'info', 'warning', 'danger']) {
      await expect(page.locator(`[role="note"][data-admonition="${type}"]`).first()).toBeVisible();
    }
    await expect(page.locator('[data-admonition="tip"] [role="note"][data-admonition="note"]')).toContainText('An inner note.');
    await page.getByText('Why is the site static?').click();
    await expect(page.getByText('Static files are fast')).toBeVisible();
    const image = page.locator('main img[alt^="The build pipeline"]');
    await expect(image).toHaveAttribute('width', '640');
    await expect(image).toHaveAttribute('height', '160');
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
    await expect(page.locator('main article').getByRole('link', { name: 'create a page', exact: true })).toHaveAttribute(
      'href',
      route('/docs/tutorial-basics/create-a-page'),
    );
    await expect(page.getByRole('link', { name: 'choose the base path' })).toHaveAttribute(
      'href',
      route('/docs/tutorial-basics/deploy-your-site#choose-the-base-path'),
    );
    await expect(page.locator('main del')).toHaveText('strikethrough');
    await expect(page.locator('main input[type="checkbox"]')).toHaveCount(3);
  });
});

test.describe('docs on a narrow screen', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the sidebar lives in the mobile menu as a second level with a way back', async ({ page }) => {
    await page.goto(route('/docs/tutorial-basics/deploy-your-site'));
    await expect(page.locator('aside').getByRole('navigation', { name: 'Docs sidebar' })).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(menu.locator('a[aria-current="page"]')).toHaveText('Deploy your site');
    await menu.getByRole('button', { name: 'Back to main menu' }).click();
    await expect(menu.getByRole('link', { name: 'Blog' })).toBeVisible();
    await menu.getByRole('button', { name: /Docs/ }).click();
    await menu.getByRole('button', { name: "Expand sidebar category 'Tutorial - Extras'" }).click();
    await menu.getByRole('link', { name: 'Translate your site' }).click();
    await expect(page).toHaveURL(new RegExp(`${route('/docs/tutorial-extras/translate-your-site')}$`));
    await expect(menu).toBeHidden();
  });

  test('"On this page" is a collapsible above the content', async ({ page }) => {
    await page.goto(route(FEATURES));
    await expect(page.getByRole('navigation', { name: 'Table of contents' })).toBeHidden();
    const collapsible = page.getByTestId('toc-collapsible');
    await expect(collapsible.getByRole('link', { name: 'Tabs' })).toBeHidden();
    await collapsible.getByText('On this page').click();
    await collapsible.getByRole('link', { name: 'Tabs' }).click();
    await expect(page).toHaveURL(/#tabs$/);
  });
});

test('a stored preferred docs version that no longer exists is cleared; a known one is kept', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('docs-preferred-version-default', '1.0.0');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto(route('/docs/intro'));
  await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
  await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', 'current'));
  await page.reload();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
});
