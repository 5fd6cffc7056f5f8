import { expect, route, test } from './fixtures';

// Lighthouse's CLS budget is 0 (bench/budgets.json); this catches the shifts a static page can make
// while it hydrates, such as a client-only control appearing above the content.
for (const path of ['/docs/intro', '/blog/welcome', '/api/word']) {
  test(`${path} does not shift its layout while it hydrates`, async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(route(path));
    // The Copy page as Markdown button is the last thing to appear: it renders once hydrated.
    await expect(page.getByRole('button', { name: 'Copy page as Markdown' })).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    expect(shifts).toEqual([]);
  });
}
