import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SearchButton } from '@/components/layout/search-button.client';

// WCAG 2.5.3 (axe's label-content-name-mismatch, on by default since axe-core 4.14): the button's
// accessible name must contain its visible label. The button shows "Search" and a "Ctrl K" hint.

const root = path.join(import.meta.dirname, '../..');
const html = renderToStaticMarkup(<SearchButton browse={[]} />);
const button = parseDocument(html).children.find((node): node is Element => node.type === 'tag' && node.name === 'button')!;

/** Text of a subtree; `forName` leaves out what aria-hidden hides from assistive technology. */
function textOf(node: ChildNode, forName: boolean): string {
  if (node.type === 'text') return node.data;
  if (node.type !== 'tag' || (forName && node.attribs['aria-hidden'] === 'true')) return '';
  return node.children.map((child) => textOf(child, forName)).join(' ');
}
const words = (text: string) => text.split(/\s+/).filter(Boolean).join(' ');

describe('the navbar search button', () => {
  it('takes its name from its visible label, not from an aria-label that leaves the hint out', () => {
    expect(button.attribs['aria-label']).toBeUndefined();
    expect(button.attribs['aria-labelledby']).toBeUndefined();
    expect(words(textOf(button, true))).toBe('Search');
    expect(words(textOf(button, false))).toBe('Search Ctrl K');
  });

  it('shows the shortcut as an aria-hidden hint and exposes the keys with aria-keyshortcuts', () => {
    expect(html).toMatch(/<kbd[^>]*aria-hidden="true"[^>]*>Ctrl K<\/kbd>/);
    expect(button.attribs['aria-keyshortcuts']).toBe('Control+K Meta+K /');
  });

  it('keeps its label for screen readers where only the icon shows (hidden visually, not display: none)', () => {
    const css = readFileSync(path.join(root, 'components/layout/search-button.module.css'), 'utf8');
    const label = /\.label\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(label).toMatch(/clip-path:\s*inset\(50%\)/);
    expect(label).not.toMatch(/display:\s*none/);
    // app/globals.css hides .search-button__label with display: none below 996 px.
    expect(html).not.toContain('search-button__label');
  });

  it('is checked by the a11y suite with the rule enabled', () => {
    const spec = readFileSync(path.join(root, 'e2e/a11y.spec.ts'), 'utf8');
    expect(spec).not.toMatch(/disableRules|label-content-name-mismatch/);
    expect(spec).toContain("'wcag21a'");
  });
});
