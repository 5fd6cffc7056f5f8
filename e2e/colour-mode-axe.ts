import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Shows the page in a colour mode as the colour-mode switch would (the test build has no switch: it
 * is light only), with transitions off so axe reads settled colours.
 */
export async function showColourMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  await page.evaluate((theme) => {
    const root = document.documentElement;
    root.dataset.theme = theme;
    root.classList.remove('light', 'dark');
    root.classList.add(theme);
    root.style.colorScheme = theme;
  }, mode);
}

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe's WCAG A/AA violations (plus best practice when asked) of the page or of one part of it, each as "rule: targets". */
export async function axeViolations(
  page: Page,
  { include, bestPractice = false }: { include?: string; bestPractice?: boolean } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(bestPractice ? [...WCAG_AA, 'best-practice'] : WCAG_AA);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
