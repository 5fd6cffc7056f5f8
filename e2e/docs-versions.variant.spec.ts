import { expect, route, test } from './fixtures';

// Runs against the test build (out-test/), which adds tests/fixtures/versioned-docs/site: versions
// 1.0.0 and 0.9.0 (noIndex) of the demo's docs, which stay the current and last version at /docs,
// and a second docs instance, versioned-community, whose version 1.x is last and whose current
// docs are at /versioned-community/next.

const canonicalOf = (page: import('@playwright/test').Page) => page.locator('link[rel="canonical"]').getAttribute('href');
const robotsOf = (page: import('@playwright/test').Page) => page.locator('meta[name="robots"]').getAttribute('content');

test.describe('docs versions', () => {
  test('an older version renders at /docs/<name> with its own sidebar, and is canonical to the last version where the doc exists there', async ({
    page,
  }) => {
    await page.goto(route('/docs/1.0.0/intro'));
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to release 1.0.0' })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' }).first();
    await expect(sidebar.getByRole('link', { name: 'Welcome to release 1.0.0' })).toHaveAttribute('href', route('/docs/1.0.0/intro'));
    await expect(
      sidebar
        .getByRole('button', { name: 'Kiln' })
        .or(sidebar.getByText('Kiln', { exact: true }))
        .first(),
    ).toBeVisible();
    expect(new URL((await canonicalOf(page))!).pathname).toBe(route('/docs/intro'));
    expect(await robotsOf(page)).toBe('index, follow');
    // A relative link inside the version stays in the version.
    await page.getByRole('main').getByRole('link', { name: 'kiln setup', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${route('/docs/1.0.0/versioned-kiln')}$`));
    expect(new URL((await canonicalOf(page))!).pathname).toBe(route('/docs/1.0.0/versioned-kiln'));
  });

  test('a noIndex version carries robots noindex, nofollow and is not in the sitemap; every page of the others is, canonical to the latest or not', async ({
    page,
    request,
  }) => {
    await page.goto(route('/docs/0.9.0/intro'));
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to preview 0.9.0' })).toBeVisible();
    expect(await robotsOf(page)).toBe('noindex, nofollow');
    await page.goto(route('/docs/0.9.0/versioned-kiln'));
    expect(await robotsOf(page)).toBe('noindex, nofollow');

    const xml = await (await request.get(route('/sitemap.xml'))).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths).toContain(route('/docs/intro'));
    expect(paths).toContain(route('/docs/1.0.0/versioned-kiln'));
    expect(paths).toContain(route('/versioned-community'));
    expect(paths).toContain(route('/versioned-community/next/versioned-meetups'));
    expect(paths.filter((p) => p.includes('/docs/0.9.0'))).toEqual([]);
    // Listed, though canonical to /docs/intro (one rule for docs and API versions); the version root, an alias of it, is not.
    expect(paths).toContain(route('/docs/1.0.0/intro'));
    expect(paths).not.toContain(route('/docs/1.0.0'));
  });

  test('tags pages exist per version', async ({ page }) => {
    await page.goto(route('/docs/1.0.0/tags/versioned-archive'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('tagged with');
    await expect(page.getByRole('main').getByRole('link', { name: /Kiln setup in 1\.0\.0/ })).toHaveAttribute(
      'href',
      route('/docs/1.0.0/versioned-kiln'),
    );
    await page.goto(route('/docs/1.0.0/tags'));
    await expect(page.getByRole('main').getByRole('link', { name: /versioned-archive/ })).toBeVisible();
  });

  test('a version without its own sidebars file has no sidebar and no previous/next links, as in Docusaurus 3', async ({ page }) => {
    await page.goto(route('/docs/0.9.0/intro'));
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to preview 0.9.0' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Docs pages' })).toHaveCount(0);
    // Version 1.0.0 has its sidebars file: its pages keep their sidebar.
    await page.goto(route('/docs/1.0.0/intro'));
    await expect(page.getByRole('navigation', { name: 'Docs sidebar' }).first()).toBeVisible();
  });

  test('Markdown twins and llms.txt cover every version', async ({ request }) => {
    const twin = await request.get(route('/docs/1.0.0/versioned-kiln.md'));
    expect(twin.status()).toBe(200);
    const text = await twin.text();
    expect(text).toMatch(/^# Kiln setup in 1\.0\.0\n/);
    // The relative link in the source points to the same version's page.
    expect(text).toContain(`${route('/docs/1.0.0/intro')})`);
    const llms = await (await request.get(route('/llms.txt'))).text();
    expect(llms).toContain(`${route('/docs/1.0.0/versioned-kiln.md')})`);
    expect(llms).toMatch(new RegExp(`## Other versions\\n[^#]*${route('/docs/1.0.0/intro.md').replace(/\./g, '\\.')}`));
    expect(llms).not.toContain('/docs/0.9.0/');
  });
});

test.describe('a second docs instance', () => {
  test('its last version is at its route base, its current docs at /next, canonical to the last version', async ({ page }) => {
    await page.goto(route('/versioned-community'));
    await expect(page.getByRole('heading', { level: 1, name: "Potters' circle" })).toBeVisible();
    expect(new URL((await canonicalOf(page))!).pathname).toBe(route('/versioned-community'));
    await page.goto(route('/versioned-community/next'));
    await expect(page.getByRole('heading', { level: 1, name: "Potters' circle (next)" })).toBeVisible();
    expect(new URL((await canonicalOf(page))!).pathname).toBe(route('/versioned-community'));
    await page.getByRole('main').getByRole('link', { name: 'meetups', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${route('/versioned-community/next/versioned-meetups')}$`));
  });

  test('the default docs keep their routes: the demo is the current and last version at /docs', async ({ page }) => {
    await page.goto(route('/docs/intro'));
    expect(new URL((await canonicalOf(page))!).pathname).toBe(route('/docs/intro'));
    expect(await robotsOf(page)).toBe('index, follow');
  });
});
