/**
 * A content mistake found at build time. The message starts with "file:line" (or "file" and a JSON
 * pointer) so an editor can jump there, says what is wrong and how to fix it.
 */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | undefined,
    problem: string,
    options?: ErrorOptions,
  ) {
    super(`${line ? `${file}:${line}` : file}: ${problem}`, options);
    this.name = 'ContentError';
  }
}

/**
 * The 1-based file line of a top-level front matter key ("key:" at the start of a line), given the
 * raw YAML that starts on file line 2 (after the opening "---"). Falls back to line 1.
 */
export function frontMatterLine(yaml: string, key: string | number | undefined): number {
  if (typeof key !== 'string') return 1;
  const index = yaml.split('\n').findIndex((line) => line.startsWith(`${key}:`));
  return index === -1 ? 1 : index + 2;
}
