// The one place example validation is run and reported: by the content check before `next build`
// (each configured API at its `validateExamples` level) and by `npm run openapi:check`.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_EXAMPLE_RULES, type ExampleRules } from './example-schema';
import { parseSpecText, type LoadedSpec } from './load';
import { swagger2Pointer } from './swagger2-pointers';
import { validateExamples, type ExampleProblem } from './validate-examples';

export type ExampleLevel = 'ignore' | 'warn' | 'throw';

export interface ExampleCheckInput {
  /** The API's id in the site config; absent for a bare file given to openapi:check. */
  id?: string;
  validateExamples: ExampleLevel;
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
  if (!loaded.convertedFrom) return problems;
  const source = parseSpecText(await readFile(path.resolve(loaded.file), 'utf8'), loaded.file);
  return problems.map((problem) => {
    const value = swagger2Pointer(source, loaded.document, problem.pointer);
    const used = problem.usedAt === undefined ? undefined : swagger2Pointer(source, loaded.document, problem.usedAt);
    const note = value.exact ? '' : ` (at ${problem.pointer} of its OpenAPI 3 conversion)`;
    return { pointer: value.pointer, usedAt: used?.pointer, message: `${problem.message}${note}` };
  });
}

function configNote(input: ExampleCheckInput): string {
  const set = (level: ExampleLevel) => (input.id ? `set validateExamples: '${level}' for API "${input.id}" in site.config.ts` : `run with --examples ${level}`);
  if (input.validateExamples === 'throw') return `Fix the example or the schema, or ${set('warn')} to publish it with a warning.`;
  // Already 'warn': the writer is not told to set what is set.
  return `Fix the example or the schema (or ${set('ignore')} to stop checking).`;
}

/** Formats the problems of one spec: the value's pointer, and where a `$ref`'d example is used. */
export function formatExampleProblems(file: string, problems: ExampleProblem[], input: ExampleCheckInput): string {
  const verdict = input.validateExamples === 'throw' ? 'the build stops' : 'a warning';
  const lines = problems.map((p) => `  - ${file}#${p.pointer}${p.usedAt ? ` (used at #${p.usedAt})` : ''}: ${p.message}`);
  return `${file}: ${problems.length} example(s) do not match their schema, ${verdict} (validateExamples: '${input.validateExamples}'):\n${lines.join('\n')}\n${configNote(input)}`;
}

/** Validates the examples of one loaded spec at the given level and says what to print. */
export async function checkExamples(loaded: LoadedSpec, input: ExampleCheckInput): Promise<ExampleReport> {
  if (input.validateExamples === 'ignore') return { problems: [], message: '', fail: false };
  const rules = { ...DEFAULT_EXAMPLE_RULES, ...input.exampleRules };
  const problems = await inSource(loaded, validateExamples(loaded.document, rules));
  if (problems.length === 0) return { problems, message: '', fail: false };
  return { problems, message: formatExampleProblems(loaded.file, problems, input), fail: input.validateExamples === 'throw' };
}
