import fs from 'node:fs';
import path from 'node:path';

/** A Markdown/MDX file under the docs root. */
export interface SourceDoc {
  /** Path relative to the docs root, with "/" separators: "tutorial-basics/create-a-page.md". */
  file: string;
  absFile: string;
  source: string;
  format: 'md' | 'mdx';
}

/** A folder under the docs root, with its optional `_category_.json`. */
export interface SourceFolder {
  /** Relative folder path, "" for the root. */
  dir: string;
  name: string;
  categoryFile?: string;
  categoryText?: string;
  docs: SourceDoc[];
  folders: SourceFolder[];
}

const DOC_FILE = /\.mdx?$/;

/** Reads the docs folder tree (sorted by name, so builds are reproducible). Files and folders starting with "_" or "." are not pages. */
export function readDocsTree(root: string, dir = ''): SourceFolder {
  const absDir = path.join(root, dir);
  const entries = fs.readdirSync(absDir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  const folder: SourceFolder = { dir, name: path.basename(dir), docs: [], folders: [] };
  for (const entry of entries) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isFile() && /^_category_\.json$/.test(entry.name)) {
      folder.categoryFile = rel;
      folder.categoryText = fs.readFileSync(path.join(root, rel), 'utf8');
    }
    if (entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
    if (entry.isDirectory()) folder.folders.push(readDocsTree(root, rel));
    else if (entry.isFile() && DOC_FILE.test(entry.name)) {
      const absFile = path.join(root, rel);
      folder.docs.push({ file: rel, absFile, source: fs.readFileSync(absFile, 'utf8'), format: entry.name.endsWith('.mdx') ? 'mdx' : 'md' });
    }
  }
  return folder;
}

/** "01-basics" → { name: "basics", position: 1 }: Docusaurus-style number prefixes order files and folders. */
export function stripNumberPrefix(name: string): { name: string; position?: number } {
  const match = /^(\d+)[-_.\s]+(.+)$/.exec(name);
  return match ? { name: match[2]!, position: Number(match[1]) } : { name };
}
