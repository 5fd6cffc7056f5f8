import { execFileSync } from 'node:child_process';
import path from 'node:path';

export interface LastUpdate {
  /** ISO date. */
  date?: string;
  author?: string;
}

/**
 * The last commit that touched a file, from git; undefined when git is missing, the folder is not
 * a repository or the file was never committed (then front matter `last_update` is used).
 */
export function gitLastUpdate(absFile: string): LastUpdate | undefined {
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%ct%x09%an', '--', path.basename(absFile)], {
      cwd: path.dirname(absFile),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 5000,
    }).trim();
    const [seconds, author] = out.split('\t');
    if (!seconds) return undefined;
    return { date: new Date(Number(seconds) * 1000).toISOString(), author: author || undefined };
  } catch {
    return undefined;
  }
}

/** Front matter `last_update` in the same shape; gray-matter already turns YAML dates into Date objects. */
export function frontMatterLastUpdate(value: { date?: Date | string; author?: string } | undefined): LastUpdate | undefined {
  if (!value) return undefined;
  const date = value.date instanceof Date ? value.date : value.date ? new Date(value.date) : undefined;
  return { date: date && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined, author: value.author };
}
