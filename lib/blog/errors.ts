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
