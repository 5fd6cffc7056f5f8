// HTML files a writer keeps in a static folder (Docusaurus' static/, our public/) are their own files,
// served as they are: a project's older sites, a generated API reference (Sequelize ships its v1 to v5
// sites and typedoc output there). Docusaurus copies static/ into the build and never checks or
// rewrites those files; the post-build step does the same. They still count as files, so a link from
// a page into them resolves.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The HTML files of an export that came from static folders, as the post-build step treats them. */
export interface StaticHtml {
  /** Paths relative to the export folder, with "/" separators ("v5/index.html"). */
  files: Set<string>;
  /** The static folders, as the build names them ("static/"). */
  folders: string[];
}

function htmlFilesUnder(dir: string, root = dir, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) htmlFilesUnder(full, root, out);
    else if (entry.name.endsWith('.html')) out.push(path.relative(root, full).split(path.sep).join('/'));
  }
  return out;
}

function sameFile(a: string, b: string): boolean {
  try {
    if (statSync(a).size !== statSync(b).size) return false;
    return readFileSync(a).equals(readFileSync(b));
  } catch {
    return false;
  }
}

/**
 * The exported HTML files that are byte-for-byte copies of a file at the same path in one of the
 * static folders (absolute). A page the build wrote at the same path is not one: it differs.
 * `name` says how to show a folder in the build's message (relative to the site folder).
 */
export function staticHtmlFiles(
  exportDir: string,
  staticDirs: readonly string[],
  name: (dir: string) => string = (dir) => dir,
): StaticHtml {
  const files = new Set<string>();
  const folders: string[] = [];
  for (const dir of staticDirs) {
    let found = 0;
    for (const relative of htmlFilesUnder(dir)) {
      if (files.has(relative) || !sameFile(path.join(dir, relative), path.join(exportDir, relative))) continue;
      files.add(relative);
      found += 1;
    }
    if (found > 0) folders.push(`${name(dir)}/`);
  }
  return { files, folders };
}

/** The build's line for them: "541 HTML files from static/ were copied as they are and not checked …". */
export function staticHtmlMessage({ files, folders }: StaticHtml): string | undefined {
  if (files.size === 0) return undefined;
  const count = files.size === 1 ? '1 HTML file' : `${files.size} HTML files`;
  const verb = files.size === 1 ? 'was' : 'were';
  return (
    `${count} from ${folders.join(' and ')} ${verb} copied as they are and not checked ` +
    "(links, anchors, ids and inline styles are the writer's own there, as in Docusaurus); links from the pages into them are checked."
  );
}
