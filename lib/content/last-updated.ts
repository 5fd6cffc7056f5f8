import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileStamp } from '@/lib/files/tree';

export interface LastUpdate {
  /** ISO date. */
  date?: string;
  author?: string;
}

/** A repository: its top folder, its index file and the files it tracks as of the index's last write. */
interface Repository {
  top: string;
  index: string;
  stamp?: string;
  files: Set<string>;
}

/** Per folder asked about: its repository, or null outside a repository (or without git). */
const repositories = new Map<string, Repository | null>();
/** Per folder asked about: the nearest folder at or above it that holds a `.git` (folder or file), or null for none. */
const gitParents = new Map<string, string | null>();

const git = (cwd: string, args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 5000, maxBuffer: 1 << 30 });

function indexStamp(index: string): string {
  return fileStamp(index) ?? '';
}

/**
 * Where git's own search for a repository would stop: the nearest folder at or above `dir` with a `.git`
 * in it (a worktree or submodule has a `.git` file). Every folder below it, up to the next `.git`, is in
 * the same repository, so git is asked once per repository, not once per folder of docs (400 `git
 * rev-parse` processes for 10,000 generated docs), and not at all for a site outside any repository.
 */
function gitParentOf(dir: string): string | null {
  let found = gitParents.get(dir);
  if (found !== undefined) return found;
  const parent = path.dirname(dir);
  found = fs.existsSync(path.join(dir, '.git')) ? dir : parent === dir ? null : gitParentOf(parent);
  gitParents.set(dir, found);
  return found;
}

function repositoryOf(folder: string): Repository | null {
  // GIT_DIR or GIT_WORK_TREE name the repository whatever the folders: git is asked from the folder itself.
  const dir = process.env.GIT_DIR || process.env.GIT_WORK_TREE ? folder : gitParentOf(folder);
  if (dir === null) return null;
  if (!repositories.has(dir)) {
    try {
      const [top, index] = git(dir, ['rev-parse', '--show-toplevel', '--git-path', 'index']).trim().split('\n');
      const indexFile = path.resolve(dir, index!);
      const known = [...repositories.values()].find((repo) => repo?.index === indexFile);
      repositories.set(dir, known ?? { top: path.resolve(top!), index: indexFile, files: new Set() });
    } catch {
      repositories.set(dir, null);
    }
  }
  return repositories.get(dir)!;
}

/**
 * Whether git tracks a file, from one `git ls-files` per repository, listed again whenever its index
 * is written (a file becomes tracked only by being added to the index, so a development server sees
 * it). False outside a repository or without git; undefined when the list cannot be read.
 */
function isTracked(absFile: string): boolean | undefined {
  let real: string;
  try {
    // git names files by their real path (a site folder reached through a symbolic link).
    real = fs.realpathSync(absFile);
  } catch {
    return undefined;
  }
  const repo = repositoryOf(path.dirname(real));
  // Outside a repository (or without git) `git log` has nothing to say either.
  if (!repo) return false;
  const stamp = indexStamp(repo.index);
  if (stamp !== repo.stamp || !stamp) {
    try {
      const listed = git(repo.top, ['ls-files', '-z', '--full-name']).split('\0').filter(Boolean);
      repo.files = new Set(listed.map((file) => path.join(repo.top, file)));
      repo.stamp = stamp;
    } catch {
      return undefined;
    }
  }
  return repo.files.has(real);
}

/**
 * The last commit that touched a file, from git; undefined when git is missing, the folder is not
 * a repository or the file was never committed (then front matter `last_update` is used). A file git
 * does not track (a generated doc, a site outside any repository) is not asked about: a `git log`
 * per file took 9 ms each, 10 of the content check's 45 CPU s on 1,000 untracked docs.
 */
export function gitLastUpdate(absFile: string): LastUpdate | undefined {
  if (isTracked(absFile) === false) return undefined;
  try {
    const out = git(path.dirname(absFile), ['log', '-1', '--format=%ct%x09%an', '--', path.basename(absFile)]).trim();
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
