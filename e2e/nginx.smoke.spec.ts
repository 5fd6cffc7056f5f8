import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { exportedPages, MISSING_ROUTE, onePerKind } from './exported-routes';
import { atRoute, expect, route, test } from './fixtures';

// The exported site behind Debian's nginx with the rendered deploy/nginx.conf.template, run by
// `node scripts/nginx-e2e.mjs`. The console fixture fails a test on any console error; the init
// script below turns every Content-Security-Policy violation into one, so a page whose inline
// scripts miss from the policy fails here. Chromium's own "Refused to apply inline style" console
// errors fail it too.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      const what = `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`;
      seen.push(what);
      console.error(`CSP violation: ${what}`);
    });
  });
});

/** The violations the page has reported so far. */
function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
}

/**
 * A page of each kind, read from out/ (a new kind of page is covered without editing a list), loaded
 * under the policy with style-src 'self' and no
 * 'unsafe-inline': the colour mode switched both ways, every tab of the first tab list chosen, and
 * a search typed and answered. Zero violations, and none in the console.
 */
function checkUnderPolicy(path: string) {
  test(`${path}: 0 CSP violations`, async ({ page }) => {
    const response = await page.goto(route(path));
    expect(response?.status()).toBe(path === MISSING_ROUTE ? 404 : 200);
    const csp = (await response?.headerValue('content-security-policy')) ?? '';
    expect(csp).toMatch(/style-src 'self';/);
    expect(csp).not.toContain('unsafe-inline');
    // A redirect page (the /docs alias) goes on to its target: check the page it lands on.
    await page.waitForLoadState('load');
    const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ });
    // The test build switches the toggle off (colorMode.disableSwitch): there the page shows one mode.
    if (await toggle.count()) {
      await toggle.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await toggle.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    }
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    for (let i = (await tabs.count()) - 1; i >= 0; i -= 1) {
      await tabs.nth(i).click();
      await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
    }
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('combobox', { name: /Search docs/ }).fill('divide');
    await expect(page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await violations(page)).toEqual([]);
  });
}

/** The export folder nginx serves (scripts/nginx-e2e.mjs): out/, or the test build's out-test/. */
const exportDir = process.env.NEXT_DIST_DIR || 'out';

/**
 * The pages of the export under test: one of each kind (onePerKind: per path shape and per set of CSS
 * modules), since the post-build step already fails the build on any page with a style attribute, a
 * <style> element or an inline script the policy does not hash (lib/postbuild/inline-styles.ts,
 * inline-scripts.ts); what only a browser sees (a client component setting styles, a script the
 * policy blocks at run time) belongs to templates. Over the test build only the pages the demo has
 * no like of: a diagram, a formula, tabs from an import, raw HTML, a site component.
 */
function pagesUnderTest(): string[] {
  const pages = exportedPages(exportDir).filter((path) => path !== MISSING_ROUTE);
  if (exportDir === 'out') return onePerKind(pages, exportDir);
  const features = /data-diagram="mermaid"|<math|role="tablist"|data-fixture=|<iframe/;
  return pages.filter((path) => features.test(readFileSync(`${exportDir}${path === '/' ? '/index' : path}.html`, 'utf8')));
}

test.describe('a page of each kind shows and works with no inline style or script outside the policy', () => {
  for (const path of pagesUnderTest()) checkUnderPolicy(path);
  test.describe('the not-found page', () => {
    // The browser logs the document's own 404 status.
    test.use({ allowedConsole: [/status of 404 \(Not Found\)/] });
    checkUnderPolicy(MISSING_ROUTE);
  });
});

test('a style moved out of the page keeps its look, code keeps its colours, and React hydrates both quietly', async ({ page }) => {
  // The demo's <Highlight color="#0b5cad"> renders a style prop; the post-build step made it a class.
  await page.goto(route('/docs/tutorial-basics/markdown-features'));
  const phrase = page.getByText('a highlighted phrase');
  await expect(phrase).toHaveCSS('background-color', 'rgb(11, 92, 173)');
  expect(await phrase.getAttribute('style')).toBeNull();
  expect(await phrase.getAttribute('class')).toMatch(/(^| )st-[0-9a-f]{8}$/);
  await expect(page.locator('link[rel="stylesheet"][href*="/_styles/inline."]')).toHaveCount(1);
  // A code token's colour comes from its palette class (the site stylesheet), in both modes.
  const token = page.locator('pre.shiki span[class^="sc-"]').first();
  const hex = /sc-([0-9a-f]{6})/.exec((await token.getAttribute('class')) ?? '')?.[1] ?? '';
  const rgb = `rgb(${[0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
  await expect(token).toHaveCSS('color', rgb);
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(token).toHaveCSS('color', rgb); // the demo uses one code theme for both modes
  expect(await violations(page)).toEqual([]);
});

const PAGES: [string, string][] = [
  ['/', 'API Docs'],
  ['/docs/intro', 'Tutorial intro'],
  ['/blog/welcome', 'Welcome'],
  ['/api/calculator', 'Calculator API'],
];

test.describe('pages load under the policy', () => {
  for (const [path, heading] of PAGES) {
    test(`${path} answers 200 and runs without CSP violations`, async ({ page }) => {
      const response = await page.goto(route(path));
      expect(response?.status()).toBe(200);
      const csp = (await response?.headerValue('content-security-policy')) ?? '';
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
      // The inline RSC payload ran and React hydrated: the colour-mode toggle answers.
      const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ });
      await toggle.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    });
  }
});

test('client navigation works under the policy', async ({ page }) => {
  await page.goto(route('/docs/intro'));
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('navigation', { name: 'Docs pages' }).locator('a[rel="next"]').click();
  await expect(page).toHaveURL(atRoute('/docs/category/tutorial---basics'));
  await expect(page.locator('main h1')).toHaveText('Tutorial - Basics');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('search loads its index and answers under the policy', async ({ page }) => {
  await page.goto(route('/docs/intro'));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('combobox', { name: /Search docs/ }).fill('divide');
  await expect(page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first()).toBeVisible();
});

test.describe('refused inline script', () => {
  test.use({ allowedConsole: [/CSP violation: script-src|Executing inline script violates/] });

  test('a script injected into the page does not run', async ({ page }) => {
    await page.goto(route('/docs/intro'));
    const violation = page.waitForEvent('console', (message) => message.text().startsWith('CSP violation: script-src'));
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.body.append(script);
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    await violation;
  });
});

test.describe('not found', () => {
  // The browser logs the document's own 404 status; that is the point of this test.
  test.use({ allowedConsole: [/status of 404 \(Not Found\)/] });

  for (const path of ['/no/such/page', '/docs/intro/']) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(route(path));
      expect(response?.status()).toBe(404);
      expect(await response?.headerValue('content-type')).toMatch(/^text\/html/);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    });
  }
});

test.describe('headers', () => {
  test('hashed assets are cached for a year, pages are revalidated', async ({ page, request }) => {
    const assets: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/_next/static/')) assets.push(response.url());
    });
    const html = await page.goto(route('/docs/intro'));
    expect(await html?.headerValue('cache-control')).toBe('public, max-age=0, must-revalidate');
    await expect.poll(() => assets.length).toBeGreaterThan(0);
    for (const asset of [assets.find((url) => url.endsWith('.js')), assets.find((url) => url.endsWith('.css'))]) {
      expect(asset).toBeDefined();
      const response = await request.get(asset ?? '');
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  test('search shards and record blocks, named by their content hash, are cached for a year; the search manifest is revalidated', async ({
    request,
  }) => {
    const manifest = await request.get(route('/search/index.json'));
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    const text = await manifest.text();
    const shards = [...text.matchAll(/terms\.[0-9a-f]{12}\.json/g)].map((match) => match[0]);
    expect(shards.length).toBeGreaterThan(0);
    // Record blocks share one hash: block n is records.<hash>.<n>.json.
    shards.push(`${/records\.[0-9a-f]{12}/.exec(text)![0]}.0.json`);
    for (const shard of new Set(shards)) {
      const response = await request.get(route(`/search/${shard}`));
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  test('HTML is gzipped when the client asks, and every answer carries nosniff and the referrer policy', async ({ request }) => {
    const page = await request.get(route('/docs/intro'), { headers: { 'Accept-Encoding': 'gzip' } });
    expect(page.headers()['content-encoding']).toBe('gzip');
    expect(page.headers()['vary']).toMatch(/Accept-Encoding/i);
    expect(await page.text()).toContain('Tutorial intro');
    const plain = await request.get(route('/docs/intro'), { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    for (const path of ['/docs/intro', '/no/such/page', '/robots.txt', '/docs/intro.md']) {
      const response = await request.get(route(path));
      expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
      expect(response.headers()['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    }
  });

  test('Markdown copies and OpenAPI downloads have text types', async ({ request }) => {
    const markdown = await request.get(route('/docs/intro.md'));
    expect(markdown.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    const spec = await request.get(route('/api/openapi/word.yaml'));
    expect(spec.headers()['content-type']).toBe('text/yaml; charset=utf-8');
  });
});

test.describe('clean URLs', () => {
  test('a page answers at its clean URL, not as its prefetch folder', async ({ request }) => {
    const response = await request.get(route('/docs/intro'), { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<h1');
  });

  test('.html and /index.html endings redirect to the clean URL', async ({ request }) => {
    const redirects: [string, string][] = [
      ['/docs/intro.html', '/docs/intro'],
      ['/docs/intro.html?x=1', '/docs/intro?x=1'],
      ['/index.html', '/'],
    ];
    for (const [from, to] of redirects) {
      const response = await request.get(route(from), { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      const location = new URL(response.headers()['location'] ?? '', 'http://x');
      expect(location.pathname + location.search).toBe(route(to));
    }
  });

  test('the base path answers with and without its trailing slash', async ({ request }) => {
    for (const path of [route('/'), route('/').replace(/\/$/, '')]) {
      if (!path) continue;
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
    }
  });
});

// The Try it console through nginx's proxy location, where the export enables it (the test build:
// word and calculator against `npm run api:demo`): opened, sent, answered, with no CSP violation.
// The seed's export has no console (e2e/try-it.spec.ts and try-it.nginx.smoke.spec.ts hold that).
const exportHasConsole = readFileSync(`${exportDir}/api/calculator.html`, 'utf8').includes('data-try-it');
if (exportHasConsole)
  test.describe('the Try it console', () => {
    // A 4xx answer is logged by the browser as an error: the one this test asks for is expected.
    test.use({ allowedConsole: [/status of 400/] });

    test('sends through <base>/_try/ and shows the answer, with its chunk and style under the policy', async ({ page }) => {
      await page.goto(route('/api/calculator'));
      const section = page.locator('section[id="operation/divide"]');
      await section.getByRole('button', { name: /^Try it/ }).click();
      const panel = page.locator('[id="operation/divide/try-it"]');
      await expect(panel.getByRole('radio', { name: /proxy/ })).toBeChecked();
      await panel.getByLabel('Body').fill('{"a": 1, "b": 0}');
      const request = page.waitForRequest((r) => r.url().includes('/_try/calculator/'));
      await panel.getByRole('button', { name: 'Send request' }).click();
      expect(new URL((await request).url()).pathname).toBe(route('/_try/calculator/0/api/calc/divide'));
      const outcome = panel.locator('[data-outcome="response"]');
      await expect(outcome).toContainText('Documented as 400: Division by zero.');
      await expect(outcome.getByLabel('Response body')).toContainText('"message": "Division by zero"');
      expect(await violations(page)).toEqual([]);
    });
  });
