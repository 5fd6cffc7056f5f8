import fs from 'node:fs';
import path from 'node:path';

/** What a walk skips and keeps: `skip` sees each entry's name before descending, `keep` each file's posix path. */
export interface TreeFilter {
  /** An entry (folder or file) not to enter or list, by its name and its posix path below the root. */
  skip?: (name: string, rel: string) => boolean;
  /** A file to list or copy, by its posix path below the root. */
  keep?: (rel: string) => boolean;
}

/** A path as messages show it: relative to the working folder (the project root) with "/" when inside it, else absolute. */
export function displayPath(abs: string, cwd = process.cwd()): string {
  const rel = path.relative(cwd, abs);
  return rel.startsWith('..') || path.isAbsolute(rel) ? abs : rel.split(path.sep).join('/');
}

/**
 * A file's stamp, its modification time and size ("<mtimeMs>:<size>"), or undefined when there is
 * none: what the caches compare to tell a file changed (a write into it changes the time or both).
 */
export function fileStamp(file: string): string | undefined {
  try {
    const stat = fs.statSync(file);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    // Gone, or not readable: no stamp.
    return undefined;
  }
}

/** Every file under `dir` as a posix path relative to it, sorted by name within each folder; none when `dir` is missing. */
export function listFiles(dir: string, { skip = () => false, keep = () => true }: TreeFilter = {}): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    const entries = fs
      .readdirSync(path.join(dir, rel), { withFileTypes: true })
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (skip(entry.name, child)) continue;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile() && keep(child)) out.push(child);
    }
  };
  if (fs.existsSync(dir)) walk('');
  return out;
}

/** Copies the files of `from` that the filter keeps to the same paths under `to`; returns how many. */
export function copyTree(from: string, to: string, filter: TreeFilter = {}): number {
  const files = listFiles(from, filter);
  for (const rel of files) {
    fs.mkdirSync(path.dirname(path.join(to, rel)), { recursive: true });
    fs.copyFileSync(path.join(from, rel), path.join(to, rel));
  }
  return files.length;
}
