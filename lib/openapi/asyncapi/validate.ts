// AsyncAPI documents are validated against the official JSON Schemas of their version
// (@asyncapi/specs, the schemas the AsyncAPI parser itself uses) with the Ajv the OpenAPI side
// already has. Measured against @asyncapi/parser 3.6 on this machine (slack-rtm 3.1 example,
// 25 KB; the same replicated to 1 MB): parser 2.3 s to import, 4.7 s and 12.5 s to parse;
// Ajv 2.8 s to compile the 3.1 schema once, then 35 ms and 0.6 s. The parser installs 54 MB
// (136 packages, Spectral among them); the schemas 7.2 MB (one package).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { problemsFromValidator, type SpecProblem } from '../load/errors';

/** The versions @asyncapi/specs ships a schema for: a document's `x.y.z` is checked against `x.y.0`. */
export const ASYNCAPI_VERSIONS = ['2.0.0', '2.1.0', '2.2.0', '2.3.0', '2.4.0', '2.5.0', '2.6.0', '3.0.0', '3.1.0'];

export function schemaVersion(version: string): string | undefined {
  const match = /^(\d+)\.(\d+)\.\d+$/.exec(version);
  const wanted = match ? `${match[1]}.${match[2]}.0` : '';
  return ASYNCAPI_VERSIONS.includes(wanted) ? wanted : undefined;
}

const compiled = new Map<string, ValidateFunction>();

/**
 * The official schema of one version, compiled once per process. The schemas carry their own copy
 * of the draft-07 meta-schema (same `$id` as Ajv's), so Ajv is told not to add its own.
 */
function validatorFor(version: string): ValidateFunction {
  const hit = compiled.get(version);
  if (hit) return hit;
  // Read from the project's node_modules at run time: the build's bundler never inlines 3 MB of JSON.
  const require = createRequire(path.join(process.cwd(), 'package.json'));
  const folder = path.dirname(require.resolve('@asyncapi/specs/package.json'));
  const schema = JSON.parse(readFileSync(path.join(folder, 'schemas', `${version}.json`), 'utf8')) as object;
  const validate = new Ajv({ allErrors: true, strict: false, validateFormats: false, meta: false, validateSchema: false }).compile(schema);
  compiled.set(version, validate);
  return validate;
}

/**
 * Ajv explains a failed `oneOf` between a Reference Object and the object itself with both
 * branches' errors. The Reference branch's ("must have required property '$ref'") says nothing when
 * the object branch has something to say at or below the same place; summaries (if/oneOf/anyOf)
 * never do.
 */
function usefulErrors(errors: ErrorObject[]): ErrorObject[] {
  const summaries = new Set(['if', 'oneOf', 'anyOf', 'not']);
  const refMissing = (e: ErrorObject) => e.keyword === 'required' && (e.params as { missingProperty?: string }).missingProperty === '$ref';
  const refExtra = (e: ErrorObject) => e.keyword === 'additionalProperties' && /Reference/i.test(e.schemaPath);
  const detailed = errors.filter((e) => !summaries.has(e.keyword) && !refMissing(e) && !refExtra(e));
  if (!detailed.length) return errors.filter((e) => !summaries.has(e.keyword)).slice(0, 1);
  for (const e of detailed) {
    const allowed = (e.params as { allowedValues?: unknown[] }).allowedValues;
    if (e.keyword === 'enum' && allowed) e.message = `must be one of: ${allowed.map((v) => JSON.stringify(v)).join(', ')}`;
  }
  // Keep the deepest problems: a parent reported only because a child failed adds nothing.
  return detailed.filter((e) => !detailed.some((other) => other !== e && other.instancePath.startsWith(`${e.instancePath}/`) && e.keyword !== 'additionalProperties'));
}

/** Problems of one bundled document against its version's official schema, at JSON pointers of the document as written. */
export function schemaProblems(doc: Record<string, unknown>, version: string): SpecProblem[] {
  const validate = validatorFor(version);
  if (validate(doc)) return [];
  return problemsFromValidator({ details: usefulErrors(validate.errors ?? []) });
}
