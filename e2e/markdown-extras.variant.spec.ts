import { expect, route, test } from './fixtures';

// Runs against the test build (out-test/), which adds tests/fixtures/features: one page with a
// mermaid diagram, formulas, npm2yarn tabs and each code block meta, all made at build time.
const PAGE = route('/docs/zz-features/markdown-extras');

test('the mermaid diagram is an SVG drawn in the site colours, in light and in dark mode', async ({ page }) => {
  await page.goto(PAGE);
  const diagram = page.getByRole('img', { name: 'Parcel route' });
  await expect(diagram).toBeVisible();
  await expect(diagram.locator('text', { hasText: 'Sorting depot' })).toBeVisible();
  await expect(page.getByText('How a parcel travels')).toBeVisible();
  const box = await diagram.boundingBox();
  expect(box!.width).toBeGreaterThan(200);
  expect(box!.height).toBeGreaterThan(50);
  // No mermaid runtime: the page ships no script that mentions it.
  const scripts = await page.locator('script[src]').evaluateAll((els) => els.map((el) => (el as HTMLScriptElement).src));
  expect(scripts.filter((src) => /mermaid/i.test(src))).toEqual([]);

  const label = diagram.locator('text', { hasText: 'Sorting depot' });
  const colours = async () => ({
    text: await label.evaluate((el) => getComputedStyle(el).fill),
    page: await page.evaluate(() => getComputedStyle(document.body).color),
  });
  const light = await colours();
  expect(light.text).toBe(light.page);
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  const dark = await colours();
  expect(dark.text).toBe(dark.page);
  expect(dark.text).not.toBe(light.text);
  await expect(diagram).toBeVisible();
});

test('formulas are MathML that Chromium lays out', async ({ page }) => {
  await page.goto(PAGE);
  const inline = page.locator('p math').first();
  await expect(inline).toBeVisible();
  await expect(inline.locator('msup')).toHaveCount(1);
  const block = page.locator('math[display="block"]');
  await expect(block).toBeVisible();
  await expect(block.locator('mfrac')).toHaveCount(1);
  // Laid out as maths, not run together as text: the numerator sits above the denominator.
  const numerator = (await block.locator('mfrac > :first-child').boundingBox())!;
  const denominator = (await block.locator('mfrac > :last-child').boundingBox())!;
  expect(numerator.y + numerator.height).toBeLessThanOrEqual(denominator.y + 1);
  await expect(page.locator('.katex, link[href*="katex"]')).toHaveCount(0);
});

test('npm2yarn tabs switch, and every block of the group follows', async ({ page }) => {
  await page.goto(PAGE);
  const groups = page.locator('[data-group="npm2yarn"]');
  await expect(groups).toHaveCount(2);
  const first = groups.nth(0);
  const second = groups.nth(1);
  await expect(first.getByRole('tab')).toHaveText(['npm', 'Yarn', 'pnpm']);
  await expect(first.getByRole('tabpanel')).toContainText('npm install --save-dev paper-lantern');
  await first.getByRole('tab', { name: 'Yarn' }).click();
  await expect(first.getByRole('tabpanel')).toContainText('yarn add --dev paper-lantern');
  await expect(second.getByRole('tab', { name: 'Yarn' })).toHaveAttribute('aria-selected', 'true');
  await expect(second.getByRole('tabpanel')).toContainText('yarn build');
  await second.getByRole('tab', { name: 'pnpm' }).click();
  await expect(first.getByRole('tabpanel')).toContainText('pnpm add --save-dev paper-lantern');
  await expect(second.getByRole('tabpanel')).toContainText('pnpm run build');
});

test('code blocks show their title, line numbers and highlighted lines', async ({ page }) => {
  await page.goto(PAGE);
  const titled = page.locator('[data-codeblock]', { hasText: 'lantern.config.js' });
  await expect(titled.getByText('lantern.config.js', { exact: true })).toBeVisible();
  const lines = titled.locator('.line');
  await expect(lines).toHaveCount(5);
  const highlighted = await lines.evaluateAll((els) => els.map((el) => el.classList.contains('highlighted')));
  expect(highlighted).toEqual([true, false, false, true, true]);
  // Line numbers are a CSS counter on each line; a block numbered from another line shows each
  // line's data-line instead (a counter's start would need a style attribute, which the CSP refuses).
  const numbering = (block: typeof titled) =>
    block.locator('pre').evaluate((el) => {
      const first = el.querySelector('.line')!;
      return [
        getComputedStyle(el.parentElement!).counterReset,
        getComputedStyle(first, '::before').content,
        first.getAttribute('data-line'),
      ];
    });
  expect(await numbering(titled)).toEqual(['line 0', 'counter(line)', null]);
  const python = page.locator('[data-codeblock][data-language="python"]');
  expect(await numbering(python)).toEqual(['line 0', '"5"', '5']);
  await expect(python).not.toContainText('highlight-next-line');
  await expect(python.locator('.line.highlighted')).toHaveText('    return sheet * 2');
  const html = page.locator('[data-codeblock][data-language="html"]');
  await expect(html).not.toContainText('highlight-');
  await expect(html.locator('.line.highlighted')).toHaveText(['  <li>Red</li>', '  <li>Amber</li>']);
});
