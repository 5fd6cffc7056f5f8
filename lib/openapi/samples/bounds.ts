// Long samples are shown cut, with the whole text a download away. A generated sample follows the
// schema's every property, and Google's recursive schemas made one operation's samples 1.67 MB; a
// page of them cannot be read, only scrolled. The panel shows the start of such a sample, and the
// export holds each whole one as a file beside the reference (lib/postbuild writes them).
import { modelOperations } from '../model/each-operation';
import { slug } from '../model/resolve';
import { samplesOf } from './samples';
import type { ApiModel, OperationView, SampleView } from '../model/types';

/** A sample longer than this many characters is cut (a 200-line JSON response is about 6,000). */
export const SAMPLE_CUT_ABOVE = 10_000;
/** What a cut sample shows: whole lines up to this many characters. */
export const SAMPLE_CUT_TO = 4_000;

/** Where the whole samples of an API live, below its route: a name no split page takes (pages.ts). */
export const SAMPLES_DIR = 'samples';

function extension(sample: SampleView): string {
  return sample.lang === 'json' ? 'json' : sample.lang === 'xml' ? 'xml' : 'txt';
}

/** Cuts one sample in place when it is too long to show whole. */
function bound(sample: SampleView, route: string, name: string): void {
  if (sample.code.length <= SAMPLE_CUT_ABOVE) return;
  const lines = sample.code.split('\n');
  let shown = 0;
  let length = 0;
  while (shown < lines.length && length + lines[shown]!.length + 1 <= SAMPLE_CUT_TO) length += lines[shown++]!.length + 1;
  // One very long line (minified JSON, a base64 string): show its start.
  const code = shown === 0 ? `${lines[0]!.slice(0, SAMPLE_CUT_TO)}…` : lines.slice(0, shown).join('\n');
  sample.full = { route: `${route}/${SAMPLES_DIR}/${name}.${extension(sample)}`, code: sample.code, lines: lines.length, shown: Math.max(shown, 1) };
  sample.code = code;
}

/** "operation/pets.get" → "operation/pets.get"; each segment a safe file name. */
function folder(op: OperationView): string {
  return op.anchor.split('/').map((part) => (/^\.+$/.test(slug(part)) ? '_' : slug(part))).join('/');
}

function boundOperation(op: OperationView, route: string): void {
  const base = folder(op);
  for (const sample of op.requestSamples) bound(sample, route, `${base}/request-${slug(sample.id)}`);
  if (op.requestBodyFile) bound(op.requestBodyFile, route, `${base}/request-body`);
  for (const response of op.responseSamples) {
    for (const sample of response.samples) bound(sample, route, `${base}/response-${slug(response.status)}-${slug(sample.id.replace(/\//g, '-'))}`);
  }
  for (const callback of op.callbacks) for (const inner of callback.operations) boundOperation(inner, route);
}

/** Cuts every long sample of a model (before highlighting: only what is shown is highlighted). Mutates and returns it. */
export function boundSamples(model: ApiModel, route: string): ApiModel {
  for (const op of modelOperations(model)) boundOperation(op, route);
  return model;
}

/** The whole samples of a model, as files of the export: route (below the base path) and text. */
export function sampleFiles(model: ApiModel): { route: string; content: string }[] {
  const files = new Map<string, string>();
  const add = (op: OperationView) => {
    for (const sample of samplesOf(op)) if (sample.full) files.set(sample.full.route, sample.full.code);
    op.callbacks.forEach((callback) => callback.operations.forEach(add));
  };
  modelOperations(model).forEach(add);
  return [...files].map(([route, content]) => ({ route, content }));
}
