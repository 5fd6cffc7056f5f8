// Checks every request, response and parameter example of a spec against its schema, so that the
// samples readers copy are true. Works on the bundled document (internal $refs kept) with Ajv.
import Ajv, { type ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import { DEFAULT_EXAMPLE_RULES, requiredIn, schemasForExamples, type ExampleContext, type ExampleRules } from './ajv-schema';
import { exampleSites } from './sites';
import { isObject, lookup, type Json } from '../model/resolve';

export type { ExampleRules } from './ajv-schema';

export interface ExampleProblem {
  /** JSON pointer of the example value in the spec (in `#/components/examples/X` for a `$ref`'d one). */
  pointer: string;
  /** Where a `$ref`'d example is used: the media type's or parameter's `examples` entry. */
  usedAt?: string;
  message: string;
}

const DOC = 'https://openapi.invalid/document.json';

/**
 * One Ajv for the document, made on first use. Requests and responses share it: the direction is
 * given per example (`REQUIRED_IN`), so the schemas are copied, added and compiled once.
 */
function validatorFor(document: Json, rules: ExampleRules) {
  // 3.1 and 3.2 schemas are JSON Schema 2020-12.
  const is31 = /^3\.[12]/.test(String(document.openapi ?? ''));
  const options = { strict: false, allErrors: true, validateFormats: false, validateSchema: false, passContext: true } as const;
  let made: { ajv: Ajv; schemas: Json; compiled: Map<string, ValidateFunction> } | undefined;
  return () => {
    if (!made) {
      const ajv = is31 ? new Ajv2020(options) : new Ajv(options);
      ajv.addKeyword(requiredIn);
      const schemas = schemasForExamples(document, { is31, rules });
      // The document is added once, so "#/components/…" refs resolve inside it and Ajv walks the
      // components once, not once per schema (that walk took 30 s of the 60 s on GitHub's spec).
      ajv.addSchema(schemas, DOC);
      made = { ajv, schemas, compiled: new Map() };
    }
    return made;
  };
}

/** Validates every example of a bundled OpenAPI 3.x document; returns the mismatches, each once. */
export function validateExamples(document: Record<string, unknown>, rules: ExampleRules = DEFAULT_EXAMPLE_RULES): ExampleProblem[] {
  const validator = validatorFor(document, rules);
  const problems: ExampleProblem[] = [];
  const said = new Set<string>();
  const report = (problem: ExampleProblem) => {
    const key = `${problem.pointer} ${problem.usedAt ?? ''} ${problem.message}`;
    if (said.has(key)) return;
    said.add(key);
    problems.push(problem);
  };
  for (const site of exampleSites(document)) {
    let made: ReturnType<typeof validator>;
    try {
      made = validator();
    } catch (error) {
      // Ajv refused the document's schemas as a whole: say so once, as a problem of this spec, not a crash of the build.
      report({ pointer: '/components/schemas', message: `examples cannot be checked: ${(error as Error).message}` });
      return problems;
    }
    const { ajv, schemas, compiled } = made;
    // One compiled validator per schema: GitHub's spec has ~2,000 examples over far fewer schemas, and
    // compiling each time took 100 s. A schema that is only a $ref is keyed by the ref it names.
    const schema = lookup(schemas, `#${site.schemaPointer}`);
    const onlyRef = isObject(schema) && typeof schema.$ref === 'string' && schema.$ref.startsWith('#') && Object.keys(schema).length === 1;
    const target = onlyRef ? (schema.$ref as string).slice(1) : site.schemaPointer;
    let validate = compiled.get(target);
    if (!validate) {
      try {
        validate = ajv.compile({ $ref: `${DOC}#${target}` });
      } catch (error) {
        report({ pointer: site.schemaPointer, message: `schema cannot be checked: ${(error as Error).message}` });
        continue;
      }
      compiled.set(target, validate);
    }
    const context: ExampleContext = { direction: site.direction };
    if (validate.call(context, site.value)) continue;
    for (const error of validate.errors ?? []) {
      const where = error.instancePath ? ` at ${error.instancePath}` : '';
      const allowed = Array.isArray(error.params?.allowedValues) ? ` (${error.params.allowedValues.map((v: unknown) => JSON.stringify(v)).join(', ')})` : '';
      report({ pointer: site.pointer, usedAt: site.usedAt, message: `example${where} ${error.message ?? 'does not match the schema'}${allowed}` });
    }
  }
  return problems;
}
