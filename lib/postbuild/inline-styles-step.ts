// The post-build step that moves inline styles out of the exported pages and fails on what is left
// (see inline-styles.ts). Pages are rewritten as the export scan reads them; the stylesheet's name
// is a hash of all moved rules, so the pages that need it get its <link> at the end.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { writeAtomic } from '@/lib/files/write-if-changed';
import path from 'node:path';
import { findInlineStyles, InlineStyleSheet, linkStylesheet, moveStyleAttributes, type InlineStyleProblem } from './inline-styles';

export interface InlineStyleStep {
  /** Rewrites one page as read (moving its style attributes); checks it; returns its text now. */
  page(html: string, file: string): string;
  /** Writes the stylesheet and links it from the pages that need it; returns what it did and what is left. */
  finish(): { moved: number; pages: number; rules: number; stylesheet?: string; problems: { file: string; problem: InlineStyleProblem }[] };
}

/**
 * The step over the export folder `dir`. With `move: false` (the post-build's --check-only run) it
 * only checks pages. Files are named relative to the working directory in problems.
 */
export function inlineStyleStep(dir: string, basePath: string, options: { move?: boolean } = {}): InlineStyleStep {
  const move = options.move ?? true;
  const sheet = new InlineStyleSheet();
  const linked: string[] = [];
  const problems: { file: string; problem: InlineStyleProblem }[] = [];
  let moved = 0;
  return {
    page(html, file) {
      let text = html;
      if (move) {
        const result = moveStyleAttributes(html, sheet);
        if (result.moved > 0) {
          text = result.html;
          moved += result.moved;
          linked.push(file);
          // Replaced, not written into: the page may be a link to the export cache's file (lib/files/links.mjs).
          writeAtomic(file, text);
        }
      }
      for (const problem of findInlineStyles(text)) problems.push({ file: path.relative(process.cwd(), file), problem });
      return text;
    },
    finish() {
      if (sheet.size === 0) return { moved, pages: 0, rules: 0, problems };
      const route = sheet.route();
      const target = path.join(dir, route);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, sheet.css());
      for (const file of linked) writeAtomic(file, linkStylesheet(readFileSync(file, 'utf8'), `${basePath}${route}`));
      return { moved, pages: linked.length, rules: sheet.size, stylesheet: route, problems };
    },
  };
}
