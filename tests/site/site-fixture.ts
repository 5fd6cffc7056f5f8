import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { vi } from 'vitest';
import { prepareSite } from '@/lib/site/prepare';

// Helpers for tests that read a prepared site (lib/config/prepared.ts) other than the repository's
// own: the site folder is prepared into a temporary file, SITE_PREPARED points at it, and the
// modules that read it are imported afresh.

export const FIXTURE_SITES = path.join(process.cwd(), 'tests', 'fixtures', 'sites');

const temp: string[] = [];

/** A site folder in the system's temp folder with these files; removeTempSites() deletes them. */
export function tempSite(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  temp.push(dir);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

export function removeTempSites(): void {
  temp.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
}

/** Prepares a site folder as the build does (with these environment variables) and makes it the one later imports read. */
export async function prepareTestSite(siteDir: string, env: Record<string, string> = {}): Promise<void> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'prepared-')), 'site.json');
  temp.push(path.dirname(file));
  await prepareSite({ siteDir, file, env });
  vi.stubEnv('SITE_PREPARED', file);
  vi.resetModules();
}
