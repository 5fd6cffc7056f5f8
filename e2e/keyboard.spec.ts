import type { Page } from '@playwright/test';
import { atRoute, expect, route, test } from './fixtures';

// A keyboard-only walk: every widget a reader meets is reached with Tab from page load, works
// with Enter, Space, arrows and Esc, and shows where focus is. Each step is its own test.

interface Focused {
  tag: string;
  name: string;
  /** A visible focus indicator: an outline or a box-shadow on the element (or a text field's box). */
  visible: boolean;
  inMain: boolean;
  inHeader: boolean;
  inAnnouncement: boolean;
}

async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body)
      return { tag: 'body', name: '', visible: false, inMain: false, inHeader: false, inAnnouncement: false };
    const ring = (target: Element) => {
      const style = getComputedStyle(target);
      return (
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || (style.boxShadow !== 'none' && style.boxShadow !== '')
      );
    };
    // A text field may draw its ring on the box around it (:focus-within), as the search field does.
    const parent = el.parentElement;
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ');
    return {
      tag: el.tagName.toLowerCase(),
      name,
      visible: ring(el) || (!!parent && el.matches('input, textarea') && ring(parent)),
      inMain: !!el.closest('main'),
      inHeader: !!el.closest('header, nav.navbar, .navbar'),
      inAnnouncement: !!el.closest('.announcement'),
    };
  });
}

/** Presses Tab once and returns what has focus, failing if it shows no focus indicator. */
async function tab(page: Page, shift = false): Promise<Focused> {
  await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
  const now = await focused(page);
  expect(now.visible, `focus is visible on <${now.tag}> "${now.name}"`).toBe(true);
  return now;
}

/** Tabs until `match` (evaluated on the focused element) holds; every stop on the way must show focus. */
async function tabTo(page: Page, selector: string, max = 150): Promise<Focused[]> {
  const path: Focused[] = [];
  for (let i = 0; i < max; i += 1) {
    path.push(await tab(page));
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return path;
  }
  throw new Error(`Tab never reached ${selector}; stops: ${path.map((f) => f.name).join(' | ')}`);
}

test.describe('keyboard walk at desktop width', () => {
  test('the skip link comes first and moves focus to main, then the navbar follows', async ({ page }) => {
    await page.goto(route('/docs/intro'));
    const first = await tab(page);
    expect(first.name).toBe('Skip to main content');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeInViewport();
    // Then the announcement bar (when shown), then the navbar.
    let next = await tab(page);
    while (!next.inHeader) {
      expect(next.inAnnouncement, `after the skip link come the announcement bar and the navbar, got "${next.name}"`).toBe(true);
      next = await tab(page);
    }

    await page.goto(route('/docs/intro'));
    await tab(page);
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    // The next Tab starts inside main, past the navbar.
    const after = await tab(page);
    expect(after.inMain, `after skipping, Tab continues in main, got "${after.name}"`).toBe(true);
  });

  test('the navbar items are reached in order and each shows focus', async ({ page }) => {
    await page.goto(route('/'));
    const stops = await tabTo(page, 'main a, main button');
    const names = stops.map((stop) => stop.name);
    for (const item of ['Word API', 'Calculator API', 'Tutorial', 'Blog']) {
      expect(
        names.some((name) => name.includes(item)),
        `${item} in ${names.join(' | ')}`,
      ).toBe(true);
    }
    expect(names.indexOf('Word API')).toBeLessThan(names.indexOf('Calculator API'));
  });

  test('docs sidebar categories open and close with Enter and Space', async ({ page }) => {
    await page.goto(route('/docs/intro'));
    const toggle = 'nav[aria-label="Docs sidebar"] button[aria-expanded]';
    await tabTo(page, toggle);
    const button = page.locator(`${toggle}:focus`);
    const before = await button.getAttribute('aria-expanded');
    const flipped = before === 'true' ? 'false' : 'true';
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', flipped);
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', before!);
    // Opened, its links are the next Tab stops.
    if (before === 'false') await page.keyboard.press('Enter');
    const list = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(list).toBeVisible();
    const next = await tab(page);
    expect(await list.getByRole('link').allInnerTexts()).toContain(next.name);
  });

  test('a table-of-contents link moves to its heading', async ({ page }) => {
    await page.goto(route('/docs/tutorial-basics/markdown-features'));
    await tabTo(page, 'a[data-toc-link="tabs"]');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#tabs$/);
    const heading = page.locator('h2#tabs');
    await expect(heading).toBeInViewport();
    // Below the fixed navbar, not under it.
    const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(55);
    expect(top).toBeLessThan(200);
  });

  test('code tabs follow the tabs pattern: one Tab stop, arrows, Home and End', async ({ page }) => {
    await page.goto(route('/docs/tutorial-basics/markdown-features'));
    const tablist = page.getByRole('tablist').first();
    const tabs = tablist.getByRole('tab');
    const count = await tabs.count();
    expect(count).toBeGreaterThan(1);
    await tabTo(page, '[role="tab"][aria-selected="true"]');
    await expect(tabs.first()).toBeFocused();

    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    const panel = page.locator(`#${await tabs.nth(1).getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    expect((await focused(page)).visible).toBe(true);

    await page.keyboard.press('End');
    await expect(tabs.nth(count - 1)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.first()).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(count - 1)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    // Only the selected tab is a Tab stop: the next Tab leaves the tab list.
    await tab(page);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).not.toBe('tab');
  });

  test('API schema expanders open and close with Enter and Space', async ({ page }) => {
    await page.goto(route('/api/calculator'));
    const summary = 'main details:not([open]) > summary';
    await tabTo(page, summary, 250);
    const details = page.locator('details:has(> summary:focus)');
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('open', '');
    await page.keyboard.press('Space');
    await expect(details).not.toHaveAttribute('open', '');
    await page.keyboard.press('Space');
    await expect(details).toHaveAttribute('open', '');
    // What it revealed is reachable next.
    const next = await tab(page);
    expect(next.inMain).toBe(true);
  });

  test('search opens from its button, arrows pick a result, Enter opens it; Ctrl+K and Esc return focus', async ({ page }) => {
    await page.goto(route('/docs/intro'));
    const button = page.getByRole('button', { name: 'Search', exact: true });
    await expect(button).toBeEnabled();
    await tabTo(page, 'button.search-button');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await expect(dialog).toBeVisible();
    const input = dialog.getByRole('combobox');
    await expect(input).toBeFocused();
    await page.keyboard.type('divide');
    const options = dialog.getByRole('option');
    await expect(options.first()).toBeVisible();
    // The input keeps focus; the active result is its aria-activedescendant.
    const first = await input.getAttribute('aria-activedescendant');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(input).toHaveAttribute('aria-activedescendant', first!);
    await expect(page.locator(`[id="${first}"]`)).toHaveAttribute('aria-selected', 'true');
    // Tab stays in the dialog, each stop visible.
    for (let i = 0; i < 4; i += 1) {
      await tab(page);
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    }
    await input.focus();
    const target = await page.locator(`[id="${first}"]`).locator('xpath=ancestor-or-self::a | descendant::a').first().getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === target);

    // Ctrl+K opens it from anywhere; Esc closes it and focus goes back where it was.
    await page.goto(route('/docs/intro'));
    await tabTo(page, 'main a');
    const before = await focused(page);
    await page.keyboard.press('Control+k');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect((await focused(page)).name).toBe(before.name);
  });

  test('the colour-mode toggle works from the keyboard', async ({ page }) => {
    await page.goto(route('/'));
    const toggle = page.locator('header button[aria-label*="mode" i], .navbar button[aria-label*="mode" i]').first();
    const label = await toggle.getAttribute('aria-label');
    await tabTo(page, 'button[aria-label*="mode" i]');
    await page.keyboard.press('Enter');
    await expect(toggle).not.toHaveAttribute('aria-label', label!);
    await expect(toggle).toBeFocused();
  });
});

test.describe('keyboard walk at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens from the keyboard, traps focus on visible items, and Esc returns focus', async ({ page }) => {
    await page.goto(route('/docs/intro'));
    await tabTo(page, 'button[aria-controls="mobile-menu"]');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(menu).toBeVisible();
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('#mobile-menu'))).toBe(true);

    // Forward and backward, focus stays on visible items inside the menu and wraps around.
    const seen = new Set<string>();
    for (const shift of [false, false, false, false, false, false, false, false, false, false, false, false, true, true, true]) {
      const stop = await tab(page, shift);
      seen.add(stop.name);
      expect(
        await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          return !!el?.closest('#mobile-menu') && el.getClientRects().length > 0;
        }),
        `"${stop.name}" is a visible item of the menu`,
      ).toBe(true);
    }
    expect(seen.size).toBeGreaterThan(2);

    // The docs sidebar is the menu's second level; "Back to main menu" reaches the navbar items.
    await tabTo(page, '.mobile-menu__back', 30);
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('link', { name: 'Word API' })).toBeVisible();
    await tabTo(page, '#mobile-menu a[href$="/api/word"]', 30);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeFocused();
    await expect(page).toHaveURL(atRoute('/docs/intro'));
  });
});
