import path from 'node:path';
import { siteConfig } from '@/lib/config';
import { loadDocs, type DocsData } from './docs';

let cached: DocsData | undefined;

/** The site's docs (content/docs), loaded once per build process. Drafts appear only in `next dev`. */
export function getDocs(): DocsData {
  cached ??= loadDocs({
    root: path.join(process.cwd(), 'content', 'docs'),
    repoRoot: process.cwd(),
    includeDrafts: process.env.NODE_ENV !== 'production',
    editUrl: siteConfig.editUrl,
    onDuplicateRoute: siteConfig.checks.duplicateRoutes,
  });
  return cached;
}
