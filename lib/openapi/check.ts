import { OpenApiSpecError } from './errors';
import { loadSpec } from './load';
import type { ApiModel } from './types';
import { buildApiModel } from './view-model';

export type CheckResult =
  | { ok: true; title: string; version: string; openapi: string; tags: number; counts: ApiModel['counts'] }
  | { ok: false; message: string };

/** What `npm run openapi:check` reports for one file: the build's own load and view model. */
export async function checkSpec(file: string): Promise<CheckResult> {
  try {
    const { document, convertedFrom } = await loadSpec(file);
    const model = buildApiModel(document, convertedFrom);
    return { ok: true, title: model.info.title, version: model.info.version, openapi: model.openapi, tags: model.tags.length, counts: model.counts };
  } catch (error) {
    if (error instanceof OpenApiSpecError) return { ok: false, message: error.message };
    return { ok: false, message: `${file}: ${error instanceof Error ? error.message : String(error)}` };
  }
}
