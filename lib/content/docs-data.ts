import path from 'node:path';
import { siteConfig } from '@/lib/config';
import { readBuildEnv } from '@/lib/config/env.mjs';
import { loadDocs, type DocsData } from './docs';

let cached: DocsData | undefined;

/** The site's docs (content/docs), loaded once per build process. Drafts appear only in `next dev`. */
export function getDocs(): DocsData {
  cached ??= loadDocs({
    root: path.resolve(process.cwd(), readBuildEnv().contentDir, 'docs'),
    repoRoot: process.cwd(),
    includeDrafts: process.env.NODE_ENV !== 'production',
    editUrl: siteConfig.editUrl,
    onDuplicateRoute: siteConfig.checks.duplicateRoutes,
  });
  return cached;
}
