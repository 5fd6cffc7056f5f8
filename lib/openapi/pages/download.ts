import path from 'node:path';
import type { ApiEntry } from '@/lib/config/schema';
import { downloadStem } from '../versions/routes';

/** The downloadable spec file's name: "{id}.{yaml|json}" ("word.v1.yaml" for version v1 of "word"), served at /api/openapi/{name}. */
export function specDownloadName(api: Pick<ApiEntry, 'id' | 'spec'>): string {
  const ext = path.extname(api.spec).toLowerCase() === '.json' ? 'json' : 'yaml';
  return `${downloadStem(api.id)}.${ext}`;
}

/** The spec file's route, copied into the export as written (only a spec that validates gets that far). */
export function specDownloadRoute(api: Pick<ApiEntry, 'id' | 'spec'>): string {
  return `/api/openapi/${specDownloadName(api)}`;
}
