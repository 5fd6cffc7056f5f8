// Where in its file a mistake is: the line numbers error messages start with.

/**
 * The 1-based file line of a top-level front matter key (`key:`, `"key":` or `'key':` at the start of
 * a line), given the raw front matter text after the opening "---" (gray-matter's `matter`, whose
 * leading line break is optional). Undefined when the key is not written at the top level.
 */
export function frontMatterLine(rawFrontMatter: string | undefined, key: string | number | undefined): number | undefined {
  if (!rawFrontMatter || typeof key !== 'string') return undefined;
  const lines = rawFrontMatter.replace(/^\r?\n/, '').split(/\r?\n/);
  const index = lines.findIndex((line) => line.startsWith(`${key}:`) || line.startsWith(`"${key}":`) || line.startsWith(`'${key}':`));
  return index === -1 ? undefined : index + 2;
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
