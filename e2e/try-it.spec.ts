import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, route, test } from './fixtures';

// The seed's site enables no Try it console (site.config.ts has no `tryIt`): its export holds none
// of the console's code, not even the launcher leaf, and its API pages make no call off the site.

const OUT = 'out';
const MARKERS = ['data-try-it', 'try-it-button', '/_try/'];

test('the export has no console code: no chunk names its button, launcher or proxy path', () => {
  const chunks = path.join(OUT, '_next', 'static');
  const files = readdirSync(chunks, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && /\.(js|css)$/.test(entry.name),
  );
  expect(files.length).toBeGreaterThan(0);
  const found = files.flatMap((entry) => {
    const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    return MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${entry.name}: ${marker}`);
  });
  expect(found).toEqual([]);
});

for (const api of ['/api/word', '/api/calculator']) {
  test(`${api} has no Try it button and no request leaves the base path`, async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(route(api));
    await page.waitForLoadState('networkidle');
    await expect(page.locator('button[data-try-it]')).toHaveCount(0);
    const base = `${new URL(page.url()).origin}${route('/')}`;
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((url) => !url.startsWith(base))).toEqual([]);
  });
}
