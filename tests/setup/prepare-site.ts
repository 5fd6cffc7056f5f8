// Unit tests read the site config through the prepared site (lib/config/prepared.ts), as the build
// does: prepare the repository's own site folder once before they run. public/ is left alone.
import path from 'node:path';
import { prepareSite } from '@/lib/site/prepare';
import { preparedSiteFile } from '@/lib/config/prepared';

export default async function setup(): Promise<void> {
  await prepareSite({ siteDir: process.cwd(), file: preparedSiteFile({ SITE_PREPARED: path.join('.site', 'vitest.json') }), env: {} });
}
