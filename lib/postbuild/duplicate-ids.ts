// An id names one element. Written twice, a "#id" link, a label's `for` and aria-labelledby reach
// only the first, and a reader's deep link may land on the wrong one. Real specs made the API pages
// repeat ids (a property named `title`, an operation under two tags, `+1` and `-1`); the pages now
// take every id from one allocator, and this check, over every exported page, keeps the class of
// bug from coming back: a duplicate fails the build.
import { scanHtml, type ScannedPage } from '@/lib/checks/html-scan';

export interface DuplicateIdProblem {
  /** The exported HTML file, relative to the working directory. */
  file: string;
  route: string;
  id: string;
  count: number;
  /** Line of the second element with the id. */
  line: number;
}

/** The ids one HTML page writes more than once, with how many times (for tests and single pages). */
export function duplicateIds(html: string): { id: string; count: number }[] {
  return scanHtml(html).duplicateIds.map(({ id, count }) => ({ id, count }));
}

/** Every duplicate id of the scanned export (the post-build scan already counted them). */
export function duplicateIdProblems(pages: Map<string, Pick<ScannedPage, 'duplicateIds'> & { file: string }>): DuplicateIdProblem[] {
  const problems: DuplicateIdProblem[] = [];
  for (const [route, page] of pages) for (const dup of page.duplicateIds) problems.push({ file: page.file, route, ...dup });
  return problems;
}

/** The build's error: each page, id, count and line (30 at most), then what to do. */
export function formatDuplicateIds(problems: DuplicateIdProblem[]): string {
  const lines = problems.slice(0, 30).map((p) => `  - ${p.file}:${p.line} (${p.route}): id "${p.id}" is on ${p.count} elements`);
  if (problems.length > 30) lines.push(`  - and ${problems.length - 30} more`);
  const pages = new Set(problems.map((p) => p.route)).size;
  return (
    `\nDuplicate ids (${problems.length} on ${pages} page(s)), the build fails:\n${lines.join('\n')}\n` +
    'An id must name one element: links to it reach only the first. In Markdown, give one of the headings a ' +
    'custom id (`## Title {#other-id}`) or rename the id written in HTML or a component; on an API reference page ' +
    'the ids come from the spec, so report it as a bug of the reference with the spec that shows it.'
  );
}
