import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, route, test } from './fixtures';

/** Records the layout shifts not caused by input, from the start of the page, in window.layoutShifts. */
function recordShifts() {
  const shifts: number[] = [];
  Object.assign(window, { layoutShifts: shifts });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) shifts.push(entry.value);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

// Lighthouse's CLS budget is 0 (bench/budgets.json); this catches the shifts a static page can make
// while it hydrates, such as a client-only control appearing above the content.
for (const path of ['/docs/intro', '/blog/welcome', '/api/word']) {
  test(`${path} does not shift its layout while it hydrates`, async ({ page }) => {
    await page.addInitScript(recordShifts);
    await page.goto(route(path));
    // The Copy page as Markdown button is the last thing to appear: it renders once hydrated.
    await expect(page.getByRole('button', { name: 'Copy page as Markdown' })).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    expect(shifts).toEqual([]);
  });
}

// A slow phone parses a large page in several goes and may paint between them; so does any browser
// whose HTML arrives in pieces. A half-built navbar that grows later is a layout shift.
test('a page that arrives in pieces paints its navbar whole, without shifting', async ({ page, baseURL }) => {
  // In front of the static server: the HTML document is sent cut inside the navbar, the rest 800 ms later.
  const proxy = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(`${baseURL}${request.url}`);
      const body = Buffer.from(await upstream.arrayBuffer());
      const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
      response.writeHead(upstream.status, { 'content-type': type });
      const cut = type.startsWith('text/html') ? body.indexOf('class="search-button"') : -1;
      if (cut < 0) return response.end(body);
      response.write(body.subarray(0, cut));
      setTimeout(() => response.end(body.subarray(cut)), 800);
    })();
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  try {
    await page.addInitScript(recordShifts);
    await page.goto(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}${route('/api/word')}`);
    await expect(page.getByRole('button', { name: 'Copy page as Markdown' })).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    expect(shifts).toEqual([]);
  } finally {
    proxy.close();
  }
});
