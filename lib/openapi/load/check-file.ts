import type { CheckLevel } from '@/lib/config/schema';
import { OpenApiSpecError } from './errors';
import { checkExamples, type ExampleCheckInput, type ExampleReport } from '../examples/check';
import { loadSpec } from './load';
import type { ApiModel } from '../model/types';
import { buildApiModel } from '../model/view-model';

export type CheckResult =
  | { ok: true; title: string; version: string; openapi: string; kind: 'OpenAPI' | 'AsyncAPI'; tags: number; counts: ApiModel['counts']; examples: ExampleReport; level: CheckLevel; notes: string[] }
  | { ok: false; message: string };

/**
 * What `npm run openapi:check` reports for one file: the build's own load, view model and example
 * check, the examples at `examples` (the command resolves the level and rules from the site config),
 * after the configured API's `overlays` (its notes: actions whose target matched nothing).
 */
export async function checkSpec(file: string, examples: ExampleCheckInput, overlays: string[] = []): Promise<CheckResult> {
  try {
    const loaded = await loadSpec(file, process.cwd(), { overlays });
    const notes = (loaded.overlayNotes ?? []).map((note) => `${note.file}: ${note.message}`);
    const model = buildApiModel(loaded.document, loaded.convertedFrom);
    const report = await checkExamples(loaded, examples);
    return { ok: true, title: model.info.title, version: model.info.version, openapi: model.openapi, kind: model.asyncapi ? 'AsyncAPI' : 'OpenAPI', tags: model.tags.length, counts: model.counts, examples: report, level: examples.validateExamples, notes };
  } catch (error) {
    if (error instanceof OpenApiSpecError) return { ok: false, message: error.message };
    return { ok: false, message: `${file}: ${error instanceof Error ? error.message : String(error)}` };
  }
}
