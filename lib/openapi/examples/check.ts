// The one place example validation is run and reported: by the content check before `next build`
// (each configured API at its `validateExamples` level) and by `npm run openapi:check`.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { levelOutcome } from '@/lib/config/checks';
import type { CheckLevel } from '@/lib/config/schema';
import { asyncExampleProblems } from '../asyncapi/load';
import { DEFAULT_EXAMPLE_RULES, type ExampleRules } from './ajv-schema';
import { parseSpecText, type LoadedSpec } from '../load/load';
import { swagger2Pointer } from '../load/swagger2-pointers';
import { validateExamples, type ExampleProblem } from './validate';

export interface ExampleCheckInput {
  /** The API's id in the site config; absent for a bare file given to openapi:check. */
  id?: string;
  validateExamples: CheckLevel;
  exampleRules?: Partial<ExampleRules>;
}

export interface ExampleReport {
  problems: ExampleProblem[];
  /** The text to print (empty when there is nothing to say). */
  message: string;
  /** True when the level is `throw` and an example is wrong: the build stops. */
  fail: boolean;
}

/**
 * Pointers into the file the writer edits. For a Swagger 2.0 source the build validates its OpenAPI 3
 * conversion, so each pointer is translated back to the 2.0 file (swagger2-pointers.ts).
 */
async function inSource(loaded: LoadedSpec, problems: ExampleProblem[]): Promise<ExampleProblem[]> {
  // The 2.0 source is read again only to map problems: a clean spec costs no second parse.
  if (!loaded.convertedFrom || problems.length === 0) return problems;
  const source = parseSpecText(await readFile(path.resolve(loaded.file), 'utf8'), loaded.file);
  return problems.map((problem) => {
    const value = swagger2Pointer(source, loaded.document, problem.pointer);
    const used = problem.usedAt === undefined ? undefined : swagger2Pointer(source, loaded.document, problem.usedAt);
    const note = value.exact ? '' : ` (at ${problem.pointer} of its OpenAPI 3 conversion)`;
    return { pointer: value.pointer, usedAt: used?.pointer, message: `${problem.message}${note}` };
  });
}

/** Formats the problems of one spec at its level: the value's pointer, and where a `$ref`'d example is used. */
export function exampleOutcome(file: string, problems: ExampleProblem[], input: ExampleCheckInput): { message: string; fail: boolean } {
  return levelOutcome(input.validateExamples, {
    count: problems.length,
    heading: `${file}: ${problems.length} example(s) do not match their schema`,
    details: problems.map((p) => `  - ${file}#${p.pointer}${p.usedAt ? ` (used at #${p.usedAt})` : ''}: ${p.message}`).join('\n'),
    setting: 'validateExamples',
    check: 'apis[].validateExamples',
    verdict: 'the build stops',
    fix: 'Fix the example or the schema',
    relax: (level) => (input.id ? `set validateExamples: '${level}' for API "${input.id}" in site.config.ts` : `run with --examples ${level}`),
  });
}

/** The example problems of one loaded spec, with pointers into the file the writer edits. */
export async function exampleProblems(loaded: LoadedSpec, exampleRules?: Partial<ExampleRules>): Promise<ExampleProblem[]> {
  // An AsyncAPI document's examples are its messages' (payload and headers against their schemas).
  if (typeof loaded.document.asyncapi === 'string' && loaded.document.openapi === undefined) return asyncExampleProblems(loaded.document);
  return inSource(loaded, validateExamples(loaded.document, { ...DEFAULT_EXAMPLE_RULES, ...exampleRules }));
}

/** Validates the examples of one loaded spec at the given level and says what to print. */
export async function checkExamples(loaded: LoadedSpec, input: ExampleCheckInput): Promise<ExampleReport> {
  // 'ignore' does not validate at all (levelOutcome would only say nothing after the work).
  if (input.validateExamples === 'ignore') return { problems: [], message: '', fail: false };
  const problems = await exampleProblems(loaded, input.exampleRules);
  return { problems, ...exampleOutcome(loaded.file, problems, input) };
}
