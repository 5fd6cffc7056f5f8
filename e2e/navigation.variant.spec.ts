import type { Page } from '@playwright/test';
import { atRoute, expect, route, test, untilHydrated } from './fixtures';

// Runs against the test build (out-test/), which has the test-only pages used here
// (tests/fixtures/test-only: Markdown links on a long page, site components that crash or load on demand).

/** A Markdown link of the navigation test page, by its text. */
const link = (page: Page, name: string) => page.getByRole('link', { name, exact: true });

/** Records when #nprogress first appears (ms after the recorder starts), or null. */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { barAt: number | null; clickAt: number };
    w.barAt = null;
    w.clickAt = performance.now();
    new MutationObserver(() => {
      if (w.barAt === null && document.getElementById('nprogress')) w.barAt = performance.now() - w.clickAt;
    }).observe(document.documentElement, { childList: true, subtree: true });
  });
}
const barDelay = (page: Page) => page.evaluate(() => (window as unknown as { barAt: number | null }).barAt);

test.describe('progress bar', () => {
  test('starts 200 ms after a slow navigation begins and finishes when the page renders', async ({ page }) => {
    // Keep the target's page segment out of the prefetch cache, so the click has to fetch it.
    // One catch-all route renders every page: its segment file is named after [[...slug]] ($oc$slug).
    await page.route(/\/markdown-page\/__next\.(\$|%24)oc(\$|%24)slug\.__PAGE__\.txt/, (r) =>
      r.request().headers()['next-router-prefetch'] ? r.fulfill({ status: 204, body: '' }) : r.continue(),
    );
    await page.goto(route('/test-only/navigation'));
    await page.waitForLoadState('networkidle');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 1500, downloadThroughput: -1, uploadThroughput: -1 });
    await recordProgress(page);
    await link(page, 'To the markdown page').click();
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    const delay = await barDelay(page);
    expect(delay).toBeGreaterThanOrEqual(190);
    expect(delay).toBeLessThan(1200);
    await expect(page.getByRole('heading', { level: 1, name: 'Markdown page' })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('does not show for a fast navigation or a hash change', async ({ page }) => {
    await page.goto(route('/test-only/navigation'));
    await page.waitForLoadState('networkidle');
    await recordProgress(page);
    await link(page, 'To the end of this page').click();
    await expect(page).toHaveURL(/#section-end$/);
    await page.waitForTimeout(400);
    expect(await barDelay(page)).toBeNull();
    await page.waitForTimeout(500);
    await recordProgress(page);
    await link(page, 'To the markdown page, from the bottom').click();
    await page.getByRole('heading', { level: 1, name: 'Markdown page' }).waitFor();
    const navigationMs = await page.evaluate(() => performance.now() - (window as unknown as { clickAt: number }).clickAt);
    await page.waitForTimeout(400);
    // The page was prefetched, so the switch is fast; a bar may only appear if this machine was too
    // busy to render it within 200 ms.
    const bar = await barDelay(page);
    expect(bar === null || navigationMs >= 200, `bar at ${bar} ms for a ${navigationMs} ms navigation`).toBe(true);
  });
});

test.describe('prefetch policy', () => {
  const prefetches = (page: Page) => {
    const seen: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/markdown-page') && !request.url().endsWith('.html')) seen.push(request.url());
    });
    return seen;
  };

  test('links in view are prefetched on a normal connection', async ({ page }) => {
    const seen = prefetches(page);
    await page.goto(route('/test-only/navigation'));
    await expect.poll(() => seen.length, { timeout: 5000 }).toBeGreaterThan(0);
  });

  for (const connection of [
    { saveData: true, effectiveType: '4g' },
    { saveData: false, effectiveType: '2g' },
  ]) {
    test(`nothing is prefetched with ${JSON.stringify(connection)}`, async ({ page }) => {
      await page.addInitScript((value) => {
        Object.defineProperty(navigator, 'connection', {
          configurable: true,
          value: { ...value, addEventListener() {}, removeEventListener() {} },
        });
      }, connection);
      const seen = prefetches(page);
      await page.goto(route('/test-only/navigation'));
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      expect(seen).toEqual([]);
      // Navigation still works, it just loads on click.
      await link(page, 'To the markdown page').click();
      await expect(page.getByRole('heading', { level: 1, name: 'Markdown page' })).toBeVisible();
    });
  }
});

test.describe('scroll', () => {
  test('lands on the hash target below the fixed navbar', async ({ page }) => {
    await page.goto(route('/test-only/navigation'));
    await link(page, 'To a heading on the markdown page').click();
    await expect(page).toHaveURL(/#markdown-works-as-you-expect$/);
    const heading = page.getByRole('heading', { name: 'Markdown works as you expect' });
    await expect.poll(async () => (await heading.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(60);
    const top = (await heading.boundingBox())!.y;
    expect(top).toBeLessThan(140);
  });

  test('goes to the top of a new page and back restores the reading position', async ({ page }) => {
    await page.goto(route('/test-only/navigation'));
    await link(page, 'To the markdown page, from the bottom').scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(500);
    await link(page, 'To the markdown page, from the bottom').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Markdown page' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Navigation test' })).toBeAttached();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
  });
});

test('the page has a site icon at every moment of a client navigation, so the browser never asks the host root for /favicon.ico', async ({
  page,
}) => {
  const favicons: string[] = [];
  page.on('request', (request) => void (/\/favicon\.ico$/.test(new URL(request.url()).pathname) && favicons.push(request.url())));
  // Every icon the browser asks for: one link in the head, so one URL (Next's metadata icon was a second).
  const icons = new Set<string>();
  page.on('request', (request) => void (/\/icon\.svg$/.test(new URL(request.url()).pathname) && icons.add(request.url())));
  await page.goto(route('/test-only/navigation'));
  await expect(page.locator('link[rel~="icon"]')).toHaveCount(1);
  const icon = await page.locator('link[rel~="icon"]').evaluate((link) => (link as HTMLLinkElement).href);
  const served = await page.request.get(icon);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toContain('image/svg+xml');
  // The fewest icon links the document had after any change to it, and the links it had before.
  await page.evaluate(() => {
    const w = window as unknown as { fewestIcons: number };
    const count = () => document.querySelectorAll('link[rel~="icon"]').length;
    w.fewestIcons = count();
    for (const icon of document.querySelectorAll('link[rel~="icon"]')) icon.setAttribute('data-before', '');
    new MutationObserver(() => void (w.fewestIcons = Math.min(w.fewestIcons, count()))).observe(document, {
      childList: true,
      subtree: true,
    });
  });
  for (let round = 0; round < 3; round++) {
    await link(page, 'To the markdown page').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Markdown page' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Navigation test' })).toBeVisible();
  }
  expect(await page.evaluate(() => (window as unknown as { fewestIcons: number }).fewestIcons)).toBeGreaterThan(0);
  // The same document all along (client navigations), and an icon link it had from the start is still there.
  await expect(page.locator('link[rel~="icon"][data-before]')).not.toHaveCount(0);
  expect(favicons).toEqual([]);
  expect([...icons].every((url) => url === icon)).toBe(true);
});

test.describe('crash screen', () => {
  test.use({ allowedConsole: [/Rendering the test widget failed|Could not build the example table|Root cause/] });

  test('shows the message, the cause chain and a Try again button that re-renders', async ({ page }) => {
    await page.goto(route('/test-only/crash'));
    await page.getByRole('button', { name: 'Crash this page' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'This page crashed.' });
    await expect(alert.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
    await expect(alert).toContainText('Rendering the test widget failed');
    await expect(alert.getByRole('list', { name: 'Caused by' }).getByRole('listitem')).toHaveText([
      'Caused by: Could not build the example table',
      'Caused by: Root cause: the sample data is missing',
    ]);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'Crash this page' })).toBeVisible();
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
  });
});

test.describe('route load failure', () => {
  test.use({ allowedConsole: [/status of 404/] });

  test('a missing page payload during navigation warns, then loads the page in full', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route(/\/markdown-page(\.txt|\/__next\..*\.txt)/, (r) => r.fulfill({ status: 404, body: 'gone' }));
    await page.goto(route('/test-only/navigation'));
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await link(page, 'To the markdown page').click();
    await expect(page).toHaveURL(atRoute('/markdown-page'));
    await expect(page.getByRole('heading', { level: 1, name: 'Markdown page' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    expect(warnings.some((text) => text.includes(`Could not load ${route('/markdown-page')}`))).toBe(true);
  });
});

test.describe('loading', () => {
  test('a slow route shows a spinner, but only after 200 ms', async ({ page }) => {
    // The page's own segment never arrives by prefetch, and its payload takes 2.5 s: a wide window,
    // so a busy machine's late click or slow frames still leave samples on both sides of 200 ms.
    await page.route(/\/markdown-page(\.txt|\/__next\.(\$|%24)oc(\$|%24)slug\.__PAGE__\.txt)/, async (r) => {
      if (r.request().headers()['next-router-prefetch']) return r.fulfill({ status: 204, body: '' });
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await r.continue();
    });
    await page.goto(route('/test-only/navigation'));
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      const w = window as unknown as { spinner: { at: number; opacity: string }[]; t0: number };
      w.spinner = [];
      w.t0 = performance.now();
      const sample = () => {
        const el = document.querySelector('.route-loading');
        if (el) w.spinner.push({ at: performance.now() - w.t0, opacity: getComputedStyle(el).opacity });
        if (performance.now() - w.t0 < 6000 && !document.querySelector('h1')?.textContent?.includes('Markdown page')) {
          requestAnimationFrame(sample);
        }
      };
      requestAnimationFrame(sample);
    });
    await link(page, 'To the markdown page').click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: 'Markdown page' })).toBeVisible({ timeout: 10_000 });
    const samples = await page.evaluate(() => (window as unknown as { spinner: { at: number; opacity: string }[] }).spinner);
    // Timed from when the loading state begins (the fallback mounts).
    const begin = samples[0]?.at ?? 0;
    const early = samples.filter((s) => s.at - begin < 150);
    const late = samples.filter((s) => s.at - begin > 350 && s.at - begin < 2000);
    expect(early.length).toBeGreaterThan(0);
    expect(early.every((s) => s.opacity === '0')).toBe(true);
    expect(late.length).toBeGreaterThan(0);
    expect(late.every((s) => s.opacity === '1')).toBe(true);
  });

  test.describe('when the page code fails to load', () => {
    test.use({ allowedConsole: [/chunk|ChunkLoadError|Failed to load|net::ERR_FAILED/i] });

    test('shows the error text and a Retry button that loads it again', async ({ page }) => {
      await page.goto(route('/test-only/lazy'));
      await page.waitForLoadState('networkidle');
      // From now on no further script arrives: the widget's code-split chunk fails to load.
      await page.route(/\.js(\?.*)?$/, (r) => r.abort('failed'));
      await page.getByRole('button', { name: 'Load the widget' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'This page failed to load.' });
      await expect(alert).toBeVisible();
      await page.unroute(/\.js(\?.*)?$/);
      // Retry reloads the page; its button answers once the new page has hydrated.
      const reloaded = page.waitForEvent('load');
      await alert.getByRole('button', { name: 'Retry' }).click();
      await reloaded;
      await untilHydrated(page);
      await page.getByRole('button', { name: 'Load the widget' }).click();
      await expect(page.getByText('The widget loaded.')).toBeVisible();
    });
  });
});
