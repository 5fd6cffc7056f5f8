import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { atRoute, expect, route, test } from './fixtures';

const searchButton = (page: Page) => page.getByRole('button', { name: 'Search', exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the site' });
const input = (page: Page) => dialog(page).getByRole('combobox');
const options = (page: Page) => dialog(page).getByRole('option');

/** Opens the dialog with the button, once the page is interactive. */
async function open(page: Page, path = '/docs/intro') {
  await page.goto(route(path));
  await expect(searchButton(page)).toBeEnabled();
  await searchButton(page).click();
  await expect(input(page)).toBeFocused();
}

/** Types a query and waits until the first result is the expected one. */
async function search(page: Page, query: string, firstTitle: string | RegExp) {
  await input(page).fill(query);
  await expect(options(page).first()).toContainText(firstTitle);
}

/** True when the element's top is inside the viewport, below the fixed navbar. */
function inView(page: Page, id: string) {
  return page.evaluate((target) => {
    const element = document.getElementById(target);
    if (!element) return false;
    const { top } = element.getBoundingClientRect();
    return top >= 0 && top < window.innerHeight / 2;
  }, id);
}

test.describe('search', () => {
  test('downloads nothing of search before it is opened, then only the index files it needs', async ({ page }) => {
    const searchFiles: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith(route('/search/'))) searchFiles.push(request.url());
    });
    await page.goto(route('/docs/intro'));
    await page.waitForLoadState('networkidle');
    await expect(searchButton(page)).toBeEnabled();
    expect(searchFiles).toEqual([]);
    // The dialog's code is a separate chunk, not part of the first load.
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    const dialogCode = await page.evaluate(async (urls) => {
      for (const url of urls.filter((u) => u.endsWith('.js'))) if ((await (await fetch(url)).text()).includes('fuzzyGet')) return url;
      return null;
    }, scripts);
    expect(dialogCode).toBeNull();

    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(new URL(route('/'), page.url()).href)) elsewhere.push(request.url());
    });
    await searchButton(page).click();
    await search(page, 'divide', 'Divide two numbers');
    await search(page, 'front matter', /front matter/i);
    // Code and index come from the site itself, under its base path: no service, any static host, offline.
    expect(elsewhere).toEqual([]);
    expect(new URL(searchFiles[0]!).pathname).toBe(route('/search/index.json'));
    for (const url of searchFiles)
      expect(new URL(url).pathname).toMatch(
        /\/search\/(index|terms\.[0-9a-f]{12}|postings\.[0-9a-f]{12}|records\.[0-9a-f]{12}\.\d+)\.json$/,
      );
  });

  test('opens with Ctrl+K, Cmd+K and "/", but "/" typed in a field stays a character', async ({ page }) => {
    await page.goto(route('/blog/mdx-blog-post'));
    await expect(searchButton(page)).toBeEnabled();
    for (const keys of ['Control+k', 'Meta+k', '/']) {
      await page.keyboard.press(keys);
      await expect(input(page), keys).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
    }
    const field = page.getByRole('textbox', { name: 'Text to count' });
    // The counter answers typing once it is interactive.
    await expect(async () => {
      await field.fill('one two');
      await expect(page.getByTestId('word-count')).toHaveText('2', { timeout: 500 });
    }).toPass();
    await field.press('/');
    await expect(field).toHaveValue('one two/');
    await expect(dialog(page)).toBeHidden();
  });

  test('keeps what the reader types right after Ctrl+K, while the dialog code is still loading', async ({ page }) => {
    await page.goto(route('/docs/intro'));
    await expect(searchButton(page)).toBeEnabled();
    await page.waitForLoadState('networkidle');
    // Every script fetched from now on is the dialog's lazy code: hold it back, as a slow network would.
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await request.continue();
    });
    await page.keyboard.press('Control+k');
    await page.keyboard.type('divx', { delay: 20 });
    await page.keyboard.press('Backspace');
    await page.keyboard.type('ide', { delay: 20 });
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveValue('divide');
    await expect(options(page).first()).toContainText('Divide');
  });

  test('groups results, shows where each lives and marks the matched words', async ({ page }) => {
    await open(page);
    await search(page, 'divide', 'Divide two numbers');
    const first = options(page).first();
    await expect(first).toContainText('Calculator API › POST /api/calc/divide');
    await expect(first.locator('mark').first()).toHaveText('Divide');
    await expect(dialog(page).getByRole('group', { name: 'API' })).toBeVisible();
    await expect(dialog(page).getByRole('group', { name: 'Docs' })).toBeVisible();
    await expect(dialog(page).getByRole('status')).toHaveText(/\d+ results?/);
    // A word every section uses: one group for each, and each result in the group of its section.
    await search(page, 'word', /Word|word/);
    for (const name of ['Docs', 'Blog', 'API', 'Pages']) await expect(dialog(page).getByRole('group', { name })).toBeVisible();
    await expect(dialog(page).getByRole('group', { name: 'Blog' }).getByRole('option').first()).toHaveAttribute('href', /\/blog\//);
    await expect(dialog(page).getByRole('group', { name: 'API' }).getByRole('option').first()).toHaveAttribute('href', /\/api\//);
  });

  test('arrow keys move through the results and Enter lands on a doc heading', async ({ page }) => {
    await open(page, '/');
    await search(page, 'front matter', 'Front matter');
    const combobox = input(page);
    const firstId = await options(page).first().getAttribute('id');
    await expect(combobox).toHaveAttribute('aria-activedescendant', firstId!);
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    if ((await options(page).count()) > 1) {
      await page.keyboard.press('ArrowDown');
      await expect(combobox).toHaveAttribute('aria-activedescendant', (await options(page).nth(1).getAttribute('id'))!);
      await page.keyboard.press('ArrowUp');
      await expect(combobox).toHaveAttribute('aria-activedescendant', firstId!);
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(atRoute('/docs/tutorial-basics/create-a-document#front-matter'));
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: 'Front matter' })).toBeVisible();
    await expect.poll(() => inView(page, 'front-matter')).toBe(true);
  });

  const operations: [query: string, title: string, path: string, anchor: string][] = [
    ['divide', 'Divide two numbers', '/api/calculator', 'operation/divide'],
    ['/api/calc/divide', 'Divide two numbers', '/api/calculator', 'operation/divide'],
    ['Division by zero', 'Divide two numbers', '/api/calculator', 'operation/divide'],
    ['wordCount', 'Count the words', '/api/word', 'operation/wordCount'],
  ];
  for (const [query, title, path, anchor] of operations) {
    test(`"${query}" lands on the operation's anchor`, async ({ page }) => {
      await open(page, '/docs/intro');
      await search(page, query, title);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(atRoute(`${path}#${anchor}`));
      await expect.poll(() => inView(page, anchor)).toBe(true);
    });
  }

  test('a result on the page already open scrolls to it', async ({ page }) => {
    await open(page, '/api/calculator');
    await search(page, 'multiply', 'Multiply two numbers');
    await options(page).first().click();
    await expect(page).toHaveURL(atRoute('/api/calculator#operation/multiply'));
    await expect.poll(() => inView(page, 'operation/multiply')).toBe(true);
  });

  test('tolerates typos and prefixes; an empty result suggests what to do', async ({ page }) => {
    await open(page);
    await search(page, 'dvide', 'Divide two numbers');
    await search(page, 'deplo', 'Deploy your site');
    await input(page).fill('xqzvwk');
    await expect(dialog(page).getByText('No results for “xqzvwk”.')).toBeVisible();
    await expect(dialog(page).getByText(/Check the spelling/)).toBeVisible();
    await expect(dialog(page).getByRole('link', { name: 'Calculator API' })).toHaveAttribute('href', route('/api/calculator'));
    await input(page).fill('a');
    await expect(dialog(page).getByText(/Keep typing/)).toBeVisible();
  });

  test('Esc closes it and focus returns to the search button; Tab stays inside', async ({ page }) => {
    await open(page);
    await search(page, 'deploy', 'Deploy your site');
    const focusInDialog = () => page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await focusInDialog(), key).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
    // Opened again, it keeps the last query and its results.
    await page.keyboard.press('Control+k');
    await expect(input(page)).toHaveValue('deploy');
    await expect(options(page).first()).toContainText('Deploy your site');
  });

  test('Esc and "/" pressed in quick succession close it and open it again', async ({ page }) => {
    await page.goto(route('/docs/intro'));
    await expect(searchButton(page)).toBeEnabled();
    // Opened from the keyboard with nothing focused, so closing has no button to give focus back to.
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    // Both keys in one task, each sent where the browser would send it (the focused element): the
    // browser's "close" event for the first arrives after the second, and it moves focus out of a
    // closed dialog only at its next rendering update.
    const focusLeftDialog = await page.evaluate(async () => {
      const key = (k: string) =>
        (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
      key('Escape');
      // Let React render the close (microtasks only: no task may run in between).
      for (let i = 0; i < 20 && document.querySelector('dialog')?.open; i += 1) await Promise.resolve();
      const left = !document.querySelector('dialog')?.open && !document.activeElement?.closest('dialog');
      key('/');
      return left;
    });
    expect(focusLeftDialog).toBe(true);
    await expect(input(page)).toBeFocused();
    await page.waitForTimeout(300);
    await expect(dialog(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
  });

  test('without JavaScript the search slot is shown disabled', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(route('/docs/intro'));
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeDisabled();
    await context.close();
  });
});

test.describe('search on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('fills the screen, closes with Cancel and lands on a result', async ({ page }) => {
    await open(page, '/docs/intro');
    const box = await dialog(page).boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    await search(page, 'wordCount', 'Count the words');
    const scrollWidth = await dialog(page).evaluate((element) => element.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
    await dialog(page).getByRole('button', { name: 'Cancel search' }).click();
    await expect(dialog(page)).toBeHidden();
    await searchButton(page).click();
    await options(page).first().click();
    await expect(page).toHaveURL(atRoute('/api/word#operation/wordCount'));
  });
});

test.describe('search in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('its text meets WCAG AA contrast', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await open(page);
    await search(page, 'divide', 'Divide two numbers');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const ratios = await dialog(page).evaluate((root) => {
      const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
      const luminance = ([r, g, b]: number[]) => {
        const [R, G, B] = [r!, g!, b!].map((v) => {
          const c = v / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
      };
      const background = (element: Element | null): number[] => {
        for (let node = element; node; node = node.parentElement) {
          const color = rgb(getComputedStyle(node).backgroundColor);
          if (color.length === 3 || (color[3] ?? 0) > 0.9) return color.slice(0, 3);
        }
        return [255, 255, 255];
      };
      const selectors = ['input', '[role=option] > span', '[role=option] mark', '[role=group] > div', '[role=status]', 'p kbd'];
      return selectors.flatMap((selector) =>
        [...root.querySelectorAll(selector)].slice(0, 4).map((element) => {
          const a = luminance(rgb(getComputedStyle(element).color));
          const b = luminance(background(element));
          return { selector, ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05) };
        }),
      );
    });
    expect(ratios.length).toBeGreaterThan(6);
    for (const { selector, ratio } of ratios) expect(ratio, selector).toBeGreaterThanOrEqual(4.5);
  });
});

test.describe('the open search dialog passes axe', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const width of [1280, 390]) {
      test(`${mode} mode at ${width} px, with results and with none`, async ({ page }) => {
        await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
        await page.emulateMedia({ colorScheme: mode });
        await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
        await open(page);
        await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
        const check = async () => {
          const { violations } = await new AxeBuilder({ page })
            .include('dialog[open]')
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
            .analyze();
          return violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
        };
        expect(await check(), 'empty').toEqual([]);
        await search(page, 'divide', 'Divide two numbers');
        expect(await check(), 'results').toEqual([]);
        await input(page).fill('xqzvwk');
        await expect(dialog(page).getByText(/No results/)).toBeVisible();
        expect(await check(), 'no results').toEqual([]);
      });
    }
  }
});
