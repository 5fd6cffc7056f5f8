import type { Element, Root } from 'hast';
import { renderToStaticMarkup } from 'react-dom/server';
import rehypeRaw from 'rehype-raw';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { announcementScript } from '@/components/layout/announcement-bar';
import { storageKeys } from '@/lib/runtime/storage';

// The bar's id comes from the site config, which the Docusaurus importer copies from a config it did
// not write: whatever it holds, the inline script stays one script and carries the id unchanged.

/** The script as app/layout.tsx renders it, parsed by the HTML standard's parser (parse5, through rehype-raw). */
function scriptsOf(id: string): Element[] {
  // Parsed as a whole document, the element lands in <head>, where the layout puts it.
  const html = renderToStaticMarkup(<script dangerouslySetInnerHTML={{ __html: announcementScript(id) }} />);
  const tree = unified()
    .use(rehypeRaw)
    .runSync({ type: 'root', children: [{ type: 'raw', value: html }] } as Root) as Root;
  const found: Element[] = [];
  const visit = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (child.tagName === 'script') found.push(child);
      visit(child);
    }
  };
  visit(tree);
  return found;
}

/** Runs a script's text against a fake localStorage and <html>: what the bar's script leaves there. */
function run(script: Element, stored: Record<string, string>) {
  const text = script.children.map((child) => (child.type === 'text' ? child.value : '')).join('');
  const attributes = new Set<string>();
  const localStorage = {
    getItem: (key: string) => stored[key] ?? null,
    setItem: (key: string, value: string) => void (stored[key] = value),
    removeItem: (key: string) => void delete stored[key],
  };
  const document = { documentElement: { setAttribute: (name: string) => attributes.add(name) } };
  new Function('window', 'document', text)({ localStorage }, document);
  return { stored, dismissed: attributes.has('data-announcement-dismissed') };
}

const IDS = [
  'welcome-2026-11',
  '</script><script>alert(1)</script>',
  '</SCRIPT ><script>alert(1)</script>',
  '<!--<script>',
  'line\u2028separator\u2029and &amp; "quotes" \\ too',
];

describe('the announcement bar script', () => {
  it.each(IDS)('stays one script element with the id %j', (id) => {
    const scripts = scriptsOf(id);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.properties).toEqual({});
  });

  it.each(IDS)('remembers and forgets the dismissal by the id %j exactly', (id) => {
    const [script] = scriptsOf(id);
    // First visit: the id is stored as written.
    expect(run(script!, {})).toEqual({ stored: { [storageKeys.announcementId]: id }, dismissed: false });
    // Dismissed (announcement-close.client.tsx stores "true") under the same id: hidden before paint.
    expect(run(script!, { [storageKeys.announcementId]: id, [storageKeys.announcementDismiss]: 'true' }).dismissed).toBe(true);
    // Dismissed under another id: the dismissal is forgotten.
    const changed = run(script!, { [storageKeys.announcementId]: `${id}-old`, [storageKeys.announcementDismiss]: 'true' });
    expect(changed).toEqual({ stored: { [storageKeys.announcementId]: id }, dismissed: false });
  });
});
