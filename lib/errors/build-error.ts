// The build's one family of errors written for the person who edits the site: the message is the whole
// story (the file with its line or JSON pointer, what is wrong, the fix), so a command prints it without
// a stack. Anything else thrown during a build is a bug in the product and keeps its stack.

// A brand rather than instanceof alone: tsx and Next's bundler can each load this module, and an error
// made by one copy must still be recognised by the other.
const BRAND = Symbol.for('api-docs-site.build-error');

/** Base of every error whose message tells a writer what to fix (ContentError, SiteConfigError, OpenApiSpecError, …). */
export class BuildError extends Error {
  override name = 'BuildError';
  readonly [BRAND] = true;
}

/** True for an error of the BuildError family, from whichever copy of this module made it. */
export function isBuildError(error: unknown): error is BuildError {
  return error instanceof Error && (error as { [BRAND]?: boolean })[BRAND] === true;
}

/**
 * A content mistake found at build time. The message starts with "file:line" (or "file" alone) so an
 * editor can jump there, says what is wrong and how to fix it (in the problem's words, or as `fix`,
 * written after it as its own sentence).
 */
export class ContentError extends BuildError {
  constructor(
    readonly file: string,
    readonly line: number | undefined,
    problem: string,
    options?: ErrorOptions & { fix?: string },
  ) {
    super(`${line ? `${file}:${line}` : file}: ${problem}${options?.fix ? `. ${options.fix}` : ''}`, options);
    this.name = 'ContentError';
  }
}
