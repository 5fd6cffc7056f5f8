import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';

/** A file's dates as Docusaurus reads them from git; the loader takes these as injectable functions. */
export interface FileDates {
  /** When the file was first committed, else its modification time: the date of an undated post. */
  created: (absoluteFile: string) => Date | undefined;
  /** The last commit's date and author (showLastUpdateTime / showLastUpdateAuthor). */
  lastUpdate: (absoluteFile: string) => { date?: Date; author?: string } | undefined;
}

function git(args: string[], file: string): string | undefined {
  try {
    return (
      execFileSync('git', args, { cwd: path.dirname(file), encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined
    );
  } catch {
    // Not a repository, or git missing (a tarball build): the caller falls back.
    return undefined;
  }
}

/** The dates from git, with the file's mtime when git knows nothing (an uncommitted post). */
export const gitFileDates: FileDates = {
  created(file) {
    const first = git(['log', '--follow', '--diff-filter=A', '--format=%aI', '--', path.basename(file)], file)
      ?.split('\n')
      .pop();
    return first ? new Date(first) : statSync(file).mtime;
  },
  lastUpdate(file) {
    const line = git(['log', '-1', '--format=%aI\t%an', '--', path.basename(file)], file);
    if (!line) return { date: statSync(file).mtime };
    const [date, author] = line.split('\t');
    return { date: new Date(date!), author };
  },
};
