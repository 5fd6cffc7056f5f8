import { COMPILE_HINT } from '../lib/postbuild/boot-scripts';
import { BOOT_LOADER_ID, HYDRATED_ATTRIBUTE } from '../lib/runtime/boot';
import { expect, route, test } from './fixtures';

// The post-build step moves React's and Next's boot scripts behind the first contentful paint
// (lib/postbuild/boot-scripts.ts): the page must paint before any script is requested, and still
// hydrate after.
for (const path of ['/', '/docs/intro', '/api/word', '/does-not-exist']) {
  test.describe(path, () => {
    // The browser logs the not-found page's own 404 status.
    if (path === '/does-not-exist') test.use({ allowedConsole: [/status of 404 \(Not Found\)/] });
    test(`${path} paints before it requests any script, then hydrates`, async ({ page }) => {
      await page.goto(route(path));
      // The colour-mode toggle is disabled until React has mounted it, and the root layout marks <html>.
      await expect(page.getByRole('button', { name: /Switch between dark and light mode/ })).toBeEnabled();
      await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, '');
      const { fcp, scripts } = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({ url: entry.name, start: entry.startTime })),
      }));
      expect(fcp).toBeGreaterThan(0);
      expect(scripts.length).toBeGreaterThan(3);
      for (const script of scripts) expect(script.start, script.url).toBeGreaterThan(fcp!);
    });
  });
}

test('the boot scripts carry the compile hint', async ({ page, request }) => {
  await page.goto(route('/docs/intro'));
  const loader = (await page.locator(`#${BOOT_LOADER_ID}`).textContent()) ?? '';
  const boot = JSON.parse(/\((\[.*\])\)$/.exec(loader)?.[1] ?? '[]') as string[];
  expect(boot.length).toBeGreaterThan(3);
  for (const src of boot) expect((await (await request.get(src)).text()).startsWith(COMPILE_HINT), src).toBe(true);
});

test('no stylesheet is preloaded and left unused (Chromium warns of one a few seconds after load)', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/preloaded using link preload but not used/.test(message.text())) warnings.push(message.text());
  });
  await page.goto(route('/docs/intro'));
  // Chromium reports an unused preload three seconds after the load event.
  await page.waitForTimeout(4_000);
  expect(warnings).toEqual([]);
});
