// Docs versions as Docusaurus keeps them (versions.json, versioned_docs/, versioned_sidebars/ and the
// `<id>_` prefixed ones of further docs instances), copied unchanged: the build reads them as they are.
import fs from 'node:fs';
import path from 'node:path';
import { versionDocsFolder, versionsFileName } from '@/lib/content/versions';
import type { ImportReport } from './types';

/** The files and folders that hold an instance's versions, relative to the site folder. */
export function versionPathsOf(pluginId: string): string[] {
  const prefix = pluginId === 'default' ? '' : `${pluginId}_`;
  return [versionsFileName(pluginId), `${prefix}versioned_docs`, `${prefix}versioned_sidebars`];
}

function copyPath(from: string, to: string): number {
  if (fs.statSync(from).isFile()) {
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
    return 1;
  }
  let count = 0;
  for (const entry of fs.readdirSync(from, { withFileTypes: true }))
    count += copyPath(path.join(from, entry.name), path.join(to, entry.name));
  return count;
}

/**
 * Copies every docs instance's versions into the new site folder; returns the number of files and
 * the versioned docs folders (their Markdown may import or link to other files of the site).
 */
export function copyDocsVersions(
  siteDir: string,
  outDir: string,
  pluginIds: string[],
  reports: ImportReport[],
): { copied: number; docsRoots: string[] } {
  let copied = 0;
  const docsRoots: string[] = [];
  for (const pluginId of pluginIds) {
    const present = versionPathsOf(pluginId).filter((rel) => fs.existsSync(path.join(siteDir, rel)));
    if (present.length === 0) continue;
    for (const rel of present) copied += copyPath(path.join(siteDir, rel), path.join(outDir, rel));
    const versionsFile = path.join(siteDir, versionsFileName(pluginId));
    let names: string[] = [];
    try {
      names = fs.existsSync(versionsFile) ? (JSON.parse(fs.readFileSync(versionsFile, 'utf8')) as string[]) : [];
    } catch {
      // The build names the file and line of bad JSON.
    }
    for (const name of Array.isArray(names) ? names : []) {
      const folder = path.join(siteDir, versionDocsFolder(pluginId, String(name)));
      if (fs.existsSync(folder)) docsRoots.push(folder);
    }
    reports.push({
      where: present.join(', '),
      what: `docs versions${pluginId === 'default' ? '' : ` of docs instance "${pluginId}"`} copied unchanged (${names.length} in ${versionsFileName(pluginId)})`,
      todo: 'nothing: the build reads them as Docusaurus does',
      carried: true,
    });
  }
  return { copied, docsRoots };
}
