import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { exportedRoutes, onePerKind, spread } from './exported-routes';
import { expect, route, test } from './fixtures';

// axe-core on one route of each kind (onePerKind: per path shape and per set of CSS modules the
// markup uses) in light mode at desktop and phone width and in dark mode at desktop width: zero violations of WCAG 2.1 A/AA and
// axe's best practices. Routes are batched per test on one page so the run stays short; the list
// comes from out/, so a new kind of page is checked without editing this. Every route in every
// sweep took a quarter of the e2e step's time; pages of one kind share their templates, and the
// rules that depend on an instance's content (headings, names, ids) are unit-tested per renderer.
// Dark mode changes colour variables only (no element, name or role differs), so there axe runs the
// rules whose outcome depends on colour; that halves its cost (about 0.6 s instead of 1.3 s a page).

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const routes = exportedRoutes('out');
const GROUPS = 2;

async function violationsOn(page: Page, path: string, coloursOnly: boolean): Promise<string[]> {
  await page.goto(route(path));
  // Colour transitions would let axe measure contrast half-way between two themes.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  const axe = new AxeBuilder({ page });
  const { violations } = await (coloursOnly ? axe.withRules(COLOUR_RULES) : axe.withTags(TAGS)).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${path} ${violation.id}: ${node.target.join(' ')} (${node.failureSummary?.split('\n').slice(1, 2).join('').trim()})`,
    ),
  );
}

test('the route list comes from the export and covers every section, and the sample keeps every kind', () => {
  const sample = onePerKind(routes);
  expect(sample.length).toBeLessThan(routes.length);
  for (const kind of ['/', '/api/calculator', '/docs/intro', '/blog', '/blog/first-blog-post', '/this-page-does-not-exist'])
    expect(sample).toContain(kind);
  for (const expected of ['/', '/api/word', '/docs/intro', '/blog', '/blog/tags', '/markdown-page', '/this-page-does-not-exist']) {
    expect(routes).toContain(expected);
  }
});

// Dark mode runs the colour rules only, and colours do not change with the width: it is swept at desktop width.
const SWEEPS = [
  ['light', 1280],
  ['light', 390],
  ['dark', 1280],
] as const;

for (const [mode, width] of SWEEPS) {
  test.describe(`${mode} mode at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 800 : 844 }, colorScheme: mode });
    // The 404 page is a real console error (the failed document request); nothing else is allowed.
    test.use({ allowedConsole: [/status of 404/] });

    const swept = onePerKind(routes);
    spread(swept, GROUPS).forEach((group, index) => {
      test(`axe finds no violations, routes group ${index + 1} of ${GROUPS}`, async ({ page }) => {
        test.setTimeout(40_000 + group.length * 8_000);
        await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
        const found: string[] = [];
        for (const path of group) {
          found.push(...(await violationsOn(page, path, mode === 'dark')));
          expect(await page.evaluate(() => document.documentElement.dataset.theme ?? document.documentElement.className)).toContain(mode);
        }
        expect(found, found.join('\n')).toEqual([]);
      });
    });
  });
}
