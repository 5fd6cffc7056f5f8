import { existsSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { preparedParsesDir } from '../lib/config/env.mjs';
import { expect, route, test } from './fixtures';

// Runs against out-generated/ (the "fixture build (generated docs)" step of `npm test`): a site of 40
// docs from bench/generate-docs-site.mjs in four categories of ten, Topic 1 with a generated index,
// Topic 2 with a page of its own (index.md), Topic 3 with none, Topic 4 with a generated index and a
// nested "Topic 4, advanced" with none. Issue 29: a doc page renders the categories on its path open and every other
// closed without its items; opening one reads them from the sidebar's shared file, fetched once.

const DOC = '/docs/topic-01/guide-001';
const SHARED_FILE = /\/_next\/static\/sidebars\/[0-9a-f]{12}\.json$/;

const sidebarOf = (page: Page): Locator => page.locator('aside').getByRole('navigation', { name: 'Docs sidebar' });

/** The category's list item, found by the label of its row (a link, or the toggle when it has no page). */
const categoryItem = (sidebar: Locator, label: string): Locator =>
  sidebar.locator('li').filter({ has: sidebar.page().locator(`:scope > div :text-is("${label}")`) });

/** Every link element of a category, hidden ones included: what the page carries, not what shows. */
const linksIn = (category: Locator): Locator => category.locator('a[href]:not([role="button"])');

test.describe('a generated docs site: closed categories without their items', () => {
  test('a closed category has no items in the page; opening two reads them from one shared file, fetched once', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (SHARED_FILE.test(new URL(request.url()).pathname)) fetched.push(request.url());
    });
    await page.goto(route(DOC));
    const sidebar = sidebarOf(page);
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveText('Guide 1');
    // The reader's category is open with its docs; the others are closed and have no items at all.
    await expect(sidebar.getByRole('link', { name: 'Guide 2', exact: true })).toBeVisible();
    const topic2 = categoryItem(sidebar, 'Topic 2');
    const topic3 = categoryItem(sidebar, 'Topic 3');
    await expect(topic2).toHaveCount(1);
    await expect(topic3).toHaveCount(1);
    await expect(linksIn(topic2)).toHaveCount(1);
    await expect(linksIn(topic3)).toHaveCount(0);
    expect(fetched).toEqual([]);

    // Topic 2 has a page: its label is a link and a separate button opens it.
    await sidebar.getByRole('button', { name: "Expand sidebar category 'Topic 2'" }).click();
    await expect(sidebar.getByRole('button', { name: "Collapse sidebar category 'Topic 2'" })).toHaveAttribute('aria-expanded', 'true');
    await expect(topic2.getByRole('link').nth(1)).toBeVisible();
    // Topic 3 has none: its label is the toggle.
    const toggle3 = sidebar.getByRole('button', { name: 'Topic 3', exact: true });
    await toggle3.click();
    await expect(toggle3).toHaveAttribute('aria-expanded', 'true');
    await expect(topic3.getByRole('link').first()).toBeVisible();
    expect(await topic3.getByRole('link').count()).toBeGreaterThan(1);
    // A nested closed category opens from the same file too.
    await sidebar.getByRole('button', { name: "Expand sidebar category 'Topic 4'" }).click();
    const advanced = sidebar.getByRole('button', { name: 'Topic 4, advanced', exact: true });
    await expect(advanced).toHaveAttribute('aria-expanded', 'false');
    await advanced.click();
    await expect(categoryItem(sidebar, 'Topic 4, advanced').getByRole('link').first()).toBeVisible();
    expect(fetched).toHaveLength(1);

    // Closing still animates to nothing, and the reader's current page stays marked.
    await toggle3.click();
    await expect(toggle3).toHaveAttribute('aria-expanded', 'false');
    await expect(topic3.getByRole('link').first()).toBeHidden();
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveText('Guide 1');
  });

  test('a category without a page, a link acting as its toggle, opens and closes with Space and Enter', async ({ page }) => {
    await page.goto(route(DOC));
    const toggle3 = sidebarOf(page).getByRole('button', { name: 'Topic 3', exact: true });
    await toggle3.focus();
    await page.keyboard.press('Space');
    await expect(toggle3).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page
        .locator(`#${await toggle3.getAttribute('aria-controls')}`)
        .getByRole('link')
        .first(),
    ).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(toggle3).toHaveAttribute('aria-expanded', 'false');
    // Neither key followed the link.
    await expect(page).toHaveURL(new RegExp(`${route(DOC)}$`));
  });

  test('the mobile menu reads the sidebar from the shared file, the reader’s category open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(route(DOC));
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(menu.locator('a[aria-current="page"]')).toHaveText('Guide 1');
    const toggle3 = menu.getByRole('button', { name: 'Topic 3', exact: true });
    await toggle3.click();
    // Opening a category keeps the menu open (the toggle is a link without JavaScript).
    await expect(menu).toBeVisible();
    await expect(toggle3).toHaveAttribute('aria-expanded', 'true');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a closed category leads to its page, or to its first doc when it has none', async ({ page }) => {
      await page.goto(route(DOC));
      const sidebar = sidebarOf(page);
      await expect(sidebar.getByRole('link', { name: 'Topic 2', exact: true })).toHaveAttribute('href', route('/docs/topic-02'));
      await sidebar.getByRole('button', { name: 'Topic 3', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${route('/docs/topic-03/')}`));
      // The doc it led to is the first of Topic 3, now open on the reader's path.
      const topic3 = categoryItem(sidebarOf(page), 'Topic 3');
      await expect(topic3.getByRole('link').first()).toHaveAttribute('aria-current', 'page');
    });
  });
});

test('the build leaves none of the syntax trees its render workers read on disk', () => {
  // The content check writes each doc's tree beside the prepared site for next build's workers
  // (lib/mdx/pipeline.ts, writeSharedParses): about 14 KB a doc, 140 MB at 10,000 docs, which stayed
  // after every build until the post-build step removed them.
  expect(existsSync(preparedParsesDir({ ...process.env, NEXT_DIST_DIR: 'out-generated', SITE_PREPARED: undefined }))).toBe(false);
});
