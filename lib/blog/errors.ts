/**
 * A content mistake that stops the build. The message names the file, what is wrong and the fix,
 * e.g. "content/blog/welcome.md: unknown author "maria". Add "maria" to content/blog/authors.yml or
 * use one of: mara, jonas."
 */
export class BlogContentError extends Error {
  constructor(
    readonly file: string,
    problem: string,
    fix: string,
  ) {
    super(`${file}: ${problem}. ${fix}`);
    this.name = 'BlogContentError';
  }
}

/** Where non-fatal reports go: console.warn and console.info in the build, arrays in tests. */
export interface Reporter {
  warn: (message: string) => void;
  log?: (message: string) => void;
}

/**
 * One place for Docusaurus' 'ignore' | 'log' | 'warn' | 'throw' levels (onInlineTags,
 * onInlineAuthors): throw fails with the file and fix, log and warn print the same sentence.
 */
export function report(level: 'ignore' | 'log' | 'warn' | 'throw', file: string, problem: string, fix: string, reporter: Reporter): void {
  if (level === 'ignore') return;
  if (level === 'throw') throw new BlogContentError(file, problem, fix);
  const message = `[blog] ${file}: ${problem}. ${fix}.`;
  if (level === 'log') (reporter.log ?? console.info)(message);
  else reporter.warn(message);
}
