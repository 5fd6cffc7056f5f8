// Inline styles out of the exported pages, so the Content-Security-Policy needs no style-src
// 'unsafe-inline' (deploy/nginx.conf.template).
//
// The site's own components write no style attribute, but content may: raw HTML in Markdown
// (`<div style="…">`) and a site's React components with style props. Each `style="…"` left in a page
// becomes a class, one per distinct declaration set (named by its hash), whose rule goes in one
// generated stylesheet that the pages needing it link. React does not compare style or class
// attributes when it hydrates in production, and the <link> it does not expect in <head> is skipped.
//
// The rule's selector is `.st-<hash>:not(#\#)`: an id's weight, so it still beats the site's own
// rules as the inline style did; a style set later through the DOM (a component's state change)
// still wins over it. One difference remains: a property that a client update removes from the
// style prop falls back to the moved rule, not to the stylesheet's.
//
// Then the guard: any `style` attribute or `<style>` element still in a page (one whose CSS could not
// be carried, a <style> written in content) fails the build, naming the page, line and element.
import { createHash } from 'node:crypto';
import { decodeAttribute, lineOf, startTags, type HtmlTag } from '@/lib/html/tags';
import { escapeHtml } from '@/lib/html/escape';

/** Where the moved rules are written, under the export folder (with the base path in links). */
export const INLINE_STYLES_DIR = '_styles';
export const CLASS_PREFIX = 'st-';

/** The declarations of a style attribute, trimmed, or undefined when one could escape its rule ({, }, an open quote or comment). */
export function declarations(style: string): string[] | undefined {
  const out: string[] = [];
  let current = '';
  let quote: string | undefined;
  let depth = 0;
  for (let i = 0; i < style.length; i += 1) {
    const c = style[i]!;
    if (c === '\\') {
      current += c + (style[i + 1] ?? '');
      i += 1;
      continue;
    }
    if (quote) {
      if (c === quote) quote = undefined;
      else if (c === '\n') return undefined;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth += 1;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === '{' || c === '}' || c === '<' || (c === '/' && style[i + 1] === '*')) return undefined;
    else if (c === ';' && depth === 0) {
      if (current.trim()) out.push(current.trim());
      current = '';
      continue;
    }
    current += c;
  }
  if (quote || depth > 0) return undefined;
  if (current.trim()) out.push(current.trim());
  return out;
}

/** The moved rules of a build: one class per distinct declaration set. */
export class InlineStyleSheet {
  private readonly rules = new Map<string, string>();

  /** The class for a style attribute's value (decoded), or undefined when it cannot be moved safely. */
  classFor(style: string): string | undefined {
    const list = declarations(style);
    if (!list) return undefined;
    const body = list.join(';');
    const name = `${CLASS_PREFIX}${createHash('sha256').update(body).digest('hex').slice(0, 8)}`;
    this.rules.set(name, body);
    return name;
  }

  get size(): number {
    return this.rules.size;
  }

  /** The stylesheet: rules sorted by class, so the same pages give the same file. */
  css(): string {
    return [...this.rules]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([name, body]) => `.${name}:not(#\\#){${body}}\n`)
      .join('');
  }

  /** The file's route under the export folder, named by its content. */
  route(): string {
    return `/${INLINE_STYLES_DIR}/inline.${createHash('sha256').update(this.css()).digest('hex').slice(0, 12)}.css`;
  }
}

/** True when a page may hold a style attribute or element: the fast path that skips most pages. */
export function mayHoldInlineStyles(html: string): boolean {
  return /\sstyle\s*=|<style[\s>]/i.test(html);
}

/**
 * Moves a page's style attributes into `sheet` and writes their classes instead (added to the
 * element's class attribute, or as one). Returns the page and how many attributes moved; a style
 * that cannot be moved safely is left for the guard.
 */
export function moveStyleAttributes(html: string, sheet: InlineStyleSheet): { html: string; moved: number } {
  if (!mayHoldInlineStyles(html)) return { html, moved: 0 };
  const edits: { start: number; end: number; text: string }[] = [];
  let moved = 0;
  for (const tag of startTags(html)) {
    const style = tag.attributes.find((a) => a.name === 'style');
    if (!style) continue;
    const className = sheet.classFor(decodeAttribute(style.raw));
    if (!className) continue;
    moved += 1;
    const existing = tag.attributes.find((a) => a.name === 'class');
    // Remove the style attribute with the whitespace before it.
    let cut = style.start;
    while (cut > tag.start && /\s/.test(html[cut - 1]!)) cut -= 1;
    if (existing) {
      edits.push({ start: cut, end: style.end, text: '' });
      const value = decodeAttribute(existing.raw).trim();
      edits.push({ start: existing.start, end: existing.end, text: `class="${escapeHtml(value ? `${value} ${className}` : className)}"` });
    } else {
      edits.push({ start: cut, end: style.end, text: ` class="${className}"` });
    }
  }
  if (moved === 0) return { html, moved };
  edits.sort((a, b) => a.start - b.start);
  let out = '';
  let from = 0;
  for (const edit of edits) {
    out += html.slice(from, edit.start) + edit.text;
    from = edit.end;
  }
  return { html: out + html.slice(from), moved };
}

/** Links the moved rules' stylesheet at the end of <head>, once. */
export function linkStylesheet(html: string, href: string): string {
  const link = `<link rel="stylesheet" href="${escapeHtml(href)}"/>`;
  if (html.includes(link)) return html;
  const head = html.search(/<\/head>/i);
  return head < 0 ? link + html : html.slice(0, head) + link + html.slice(head);
}

/** One inline style still in a page. */
export interface InlineStyleProblem {
  line: number;
  /** The element as written, shortened: `<div class="x" style="…">` or `<style>`. */
  element: string;
  kind: 'attribute' | 'element';
}

function shortTag(html: string, tag: HtmlTag): string {
  const text = html.slice(tag.start, tag.end).replace(/\s+/g, ' ');
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

/** Every style attribute and <style> element of a page. */
export function findInlineStyles(html: string): InlineStyleProblem[] {
  if (!mayHoldInlineStyles(html)) return [];
  const problems: InlineStyleProblem[] = [];
  for (const tag of startTags(html)) {
    if (tag.name === 'style') problems.push({ line: lineOf(html, tag.start), element: shortTag(html, tag), kind: 'element' });
    else if (tag.attributes.some((a) => a.name === 'style')) {
      problems.push({ line: lineOf(html, tag.start), element: shortTag(html, tag), kind: 'attribute' });
    }
  }
  return problems;
}

/** The build's message for the pages that still hold inline styles. */
export function formatInlineStyleProblems(problems: { file: string; problem: InlineStyleProblem }[]): string {
  const lines = problems.map(({ file, problem }) => `  - ${file}:${problem.line}: ${problem.element}`);
  return (
    `\nInline styles in exported pages (${problems.length}), the build fails: the Content-Security-Policy ` +
    `(deploy/nginx.conf.template) has no style-src 'unsafe-inline', so browsers would ignore them.\n${lines.join('\n')}\n` +
    "A <style> element: move its CSS into a .css file in the site's static folder and link it, or use classes. " +
    'A style attribute that could not be moved holds "{", "}", "<", a comment or an open quote: write it as plain declarations.'
  );
}
