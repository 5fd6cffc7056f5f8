import path from 'node:path';
import type { CheckLevel } from '@/lib/config/schema';
import { OpenApiSpecError } from './errors';
import { checkExamples, type ExampleCheckInput, type ExampleReport } from './example-check';
import { loadSpec } from './load';
import type { ApiModel } from './types';
import { buildApiModel } from './view-model';

export type CheckResult =
  | { ok: true; title: string; version: string; openapi: string; tags: number; counts: ApiModel['counts']; examples: ExampleReport; level: ExampleCheckInput }
  | { ok: false; message: string };

/**
 * The configured API whose spec is `file`, from the site folder's config (SITE_DIR, default the current
 * folder): openapi:check then checks examples as the build will. Undefined for a file no API names,
 * or when the config cannot be read (the build reports that itself).
 */
export async function configuredApi(file: string): Promise<ExampleCheckInput | undefined> {
  try {
    const { loadSiteConfig, siteDirFromEnv } = await import('@/lib/site/prepare');
    const { config } = await loadSiteConfig(siteDirFromEnv());
    const api = config.apis.find((entry) => path.resolve(entry.spec) === path.resolve(file));
    return api && { id: api.id, validateExamples: api.validateExamples, exampleRules: api.exampleRules };
  } catch {
    return undefined;
  }
}

/**
 * What `npm run openapi:check` reports for one file: the build's own load, view model and example
 * check. Examples are checked at `level` when given, else at the configured API's level, else 'throw'.
 */
export async function checkSpec(file: string, level?: CheckLevel): Promise<CheckResult> {
  try {
    const loaded = await loadSpec(file);
    const model = buildApiModel(loaded.document, loaded.convertedFrom);
    const api = await configuredApi(file);
    const input: ExampleCheckInput = { ...api, validateExamples: level ?? api?.validateExamples ?? 'throw' };
    const examples = await checkExamples(loaded, input);
    return { ok: true, title: model.info.title, version: model.info.version, openapi: model.openapi, tags: model.tags.length, counts: model.counts, examples, level: input };
  } catch (error) {
    if (error instanceof OpenApiSpecError) return { ok: false, message: error.message };
    return { ok: false, message: `${file}: ${error instanceof Error ? error.message : String(error)}` };
  }
}
