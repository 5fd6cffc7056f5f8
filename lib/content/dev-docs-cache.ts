// Development only (`npm run dev`): the docs loader's caches of each file's text (by its size and
// modification time) and of each doc's front matter (by its text), so that a load after an edit reads
// and parses only the edited files. They are shared with the other processes of the dev server
// through a file beside the prepared site, which the watcher writes after its first preparation (and
// again once many entries are stale: saveDevDocsCache): Next's
// dev server runs a page's generateStaticParams in a fresh process on every request, which read and
// parsed the whole docs folder again (10,000 files and front matters on the 10,000-doc site, about
// 4 CPU seconds); reading the file instead is one read. An entry is used only while its file's size
// and modification time are the same, so a stale file costs reads, never a stale page.
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { preparedSiteFile } from '@/lib/config/prepared';
import { writeAtomic } from '@/lib/files/write-if-changed';
import { parseDocFrontMatter, type DocFrontMatter, type ParsedSource } from './front-matter';

interface TextEntry {
  size: number;
  mtimeMs: number;
  text: string;
}

/** A text's front matter, stored without its body (the end of the text). */
interface StoredEntry extends TextEntry {
  frontMatter?: { data: DocFrontMatter; yaml: string; bodyFrom: number };
}

const texts = new Map<string, TextEntry>();
const parsed = new Map<string, { source: string; parsed: ParsedSource<DocFrontMatter> }>();
let read = false;
/** Files (absolute) read or whose front matter was parsed since the cache file was last written. */
const changed = new Set<string>();
/** Whether this process has written the cache file. */
let saved = false;

/**
 * After its first write, the cache file is written again only once this many of its entries are
 * stale: an entry is used only while its file is unchanged, so a stale entry costs a process that
 * reads the file one read and parse, where writing the file again costs serialising every doc's text
 * (0.3-0.4 CPU s at 10,000 docs, which the watcher paid after every edit).
 */
export const staleEntriesToSave = (entries: number) => Math.max(50, Math.ceil(entries / 50));

const developing = () => process.env.NODE_ENV === 'development';

/** The cache file of the prepared site: `.site/out.dev-docs.bin` beside `.site/out.json`. */
export function devDocsCacheFile(): string {
  return preparedSiteFile().replace(/(\.json)?$/, '.dev-docs.bin');
}

/** How the loader names a file in messages (and keys its front matter): from the project root. */
const shown = (absFile: string) => path.relative(process.cwd(), absFile).split(path.sep).join('/');

function readStored(): void {
  if (read) return;
  read = true;
  let stored: Map<string, StoredEntry>;
  try {
    stored = v8.deserialize(fs.readFileSync(devDocsCacheFile())) as Map<string, StoredEntry>;
  } catch {
    return;
  }
  for (const [absFile, { frontMatter, ...entry }] of stored) {
    if (!texts.has(absFile)) texts.set(absFile, entry);
    const file = shown(absFile);
    if (frontMatter && !parsed.has(file)) {
      const { data, yaml, bodyFrom } = frontMatter;
      parsed.set(file, { source: entry.text, parsed: { data, yaml, body: entry.text.slice(bodyFrom) } });
    }
  }
}

/** A doc or category file's text: in development the last read's while the file is unchanged. */
export function sourceText(absFile: string): string {
  if (!developing()) return fs.readFileSync(absFile, 'utf8');
  readStored();
  const stat = fs.statSync(absFile);
  const known = texts.get(absFile);
  if (known && known.size === stat.size && known.mtimeMs === stat.mtimeMs) return known.text;
  const text = fs.readFileSync(absFile, 'utf8');
  texts.set(absFile, { size: stat.size, mtimeMs: stat.mtimeMs, text });
  changed.add(absFile);
  return text;
}

/** A doc's front matter: in development the last parse's while its text is the same. */
export function docFrontMatter(source: string, file: string): ParsedSource<DocFrontMatter> {
  if (!developing()) return parseDocFrontMatter(source, file);
  readStored();
  const known = parsed.get(file);
  if (known?.source === source) return known.parsed;
  const result = parseDocFrontMatter(source, file);
  parsed.set(file, { source, parsed: result });
  changed.add(path.resolve(file));
  return result;
}

/**
 * Writes the caches for the dev server's other processes (the watcher calls it after each
 * preparation): the first time, then when enough entries are stale (staleEntriesToSave). True when written.
 */
export function saveDevDocsCache(): boolean {
  if (changed.size === 0 || (saved && changed.size < staleEntriesToSave(texts.size))) return false;
  const stored = new Map<string, StoredEntry>();
  for (const [absFile, entry] of texts) {
    const known = parsed.get(shown(absFile));
    const body = known?.parsed.body;
    // A body is the end of its text (gray-matter's content): stored once, as where it starts.
    const frontMatter =
      known?.source === entry.text && body !== undefined && entry.text.endsWith(body)
        ? { data: known.parsed.data, yaml: known.parsed.yaml, bodyFrom: entry.text.length - body.length }
        : undefined;
    stored.set(absFile, frontMatter ? { ...entry, frontMatter } : entry);
  }
  writeAtomic(devDocsCacheFile(), v8.serialize(stored));
  changed.clear();
  saved = true;
  return true;
}
