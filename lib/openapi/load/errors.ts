import { BuildError } from '@/lib/errors/build-error';
/** One problem in a spec: where (file and JSON pointer) and what the validator said. */
export interface SpecProblem {
  pointer: string;
  message: string;
  /** The file the pointer is in, when not the spec itself (a file its `$ref`s read, an overlay). */
  file?: string;
}

/**
 * A spec that cannot become a page. Its message names the file, each JSON pointer and the
 * validator's words, so the build log says exactly what to fix.
 */
export class OpenApiSpecError extends BuildError {
  readonly file: string;
  readonly problems: SpecProblem[];

  /** `kind`: what the file is, as the message names it ("AsyncAPI document" for an event API). */
  constructor(file: string, problems: SpecProblem[], hint?: string, kind = 'OpenAPI description') {
    const lines = problems.map((p) => `  ${p.file ?? file}${p.pointer ? `#${p.pointer}` : ''}: ${p.message}`);
    super(`Invalid ${kind} ${file}:\n${lines.join('\n')}${hint ? `\n${hint}` : ''}`);
    this.name = 'OpenApiSpecError';
    this.file = file;
    this.problems = problems;
  }
}

interface AjvLikeError {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Turns swagger-parser's error (JSON-schema details or a plain message) into problems. */
export function problemsFromValidator(error: unknown): SpecProblem[] {
  const details = (error as { details?: AjvLikeError[] }).details;
  if (Array.isArray(details) && details.length > 0) {
    const seen = new Set<string>();
    const problems: SpecProblem[] = [];
    for (const detail of details) {
      const extra = detail.params?.additionalProperty ?? detail.params?.unevaluatedProperty;
      const message = `${detail.message ?? 'is invalid'}${typeof extra === 'string' ? ` ("${extra}")` : ''}`;
      const pointer = detail.instancePath || '/';
      const key = `${pointer} ${message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      problems.push({ pointer, message });
    }
    return problems;
  }
  const message = error instanceof Error ? error.message : String(error);
  // Semantic errors carry the location in the text, e.g. "Validation failed. /paths/~1a/get has ..."
  const pointer = /(\/paths\/\S+|#\/\S+)/.exec(message)?.[1]?.replace(/^#/, '') ?? '';
  return [{ pointer, message: message.replace(/\s+/g, ' ').trim() }];
}

/** Examples that do not match their schemas, in an API whose `validateExamples` is 'throw'. The message is the whole report. */
export class OpenApiExampleError extends BuildError {
  override name = 'OpenApiExampleError';
}
