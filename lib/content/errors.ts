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

/**
 * The 1-based line of a JSON.parse error in `text`. Newer Node versions give the position; Node 20
 * gives only a 20-character excerpt around it ("...", ten characters before the error), found here.
 */
export function jsonErrorLine(text: string, error: unknown): number | undefined {
  const message = String(error);
  const position = /position (\d+)/.exec(message)?.[1];
  if (position) return text.slice(0, Number(position)).split('\n').length;
  const excerpt = /Unexpected token '?([^',]*)'?, (\.\.\.)?"([\s\S]*?)"(?:\.\.\.)? is not valid JSON/.exec(message);
  if (!excerpt) return undefined;
  const start = text.indexOf(excerpt[3]!);
  if (start === -1) return undefined;
  const offset = excerpt[2] ? 10 : Math.max(0, excerpt[3]!.indexOf(excerpt[1]!));
  return text.slice(0, start + offset).split('\n').length;
}
