import fs from 'node:fs';
import path from 'node:path';
import type { PreparedSite } from '../config/prepared';

/**
 * The site's static folders that exist, absolute. The generated public/ is never one of them: with the
 * project root as site folder, "public" names the folder being filled.
 */
export function staticFolders(site: Pick<PreparedSite, 'siteDir' | 'config'>, publicDir: string): string[] {
  const generated = path.resolve(publicDir);
  return site.config.staticDirectories
    .map((dir) => path.resolve(site.siteDir, dir))
    .filter((abs) => abs !== generated && !generated.startsWith(`${abs}${path.sep}`) && fs.existsSync(abs));
}
