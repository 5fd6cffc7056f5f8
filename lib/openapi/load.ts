import { readFile } from 'node:fs/promises';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import yaml from 'js-yaml';
import { OpenApiSpecError, problemsFromValidator } from './errors';

/** A validated spec, bundled: internal `$ref`s are kept, so it is a tree (never a cyclic graph). */
export interface LoadedSpec {
  file: string;
  /** The bundled OpenAPI 3.x document. */
  document: Record<string, unknown>;
  /** "swagger 2.0" when the source was converted. */
  convertedFrom?: string;
  /** The other local files its external `$ref`s read (absolute): development reloads when one changes. */
  refs: string[];
}

interface ErrorPlace {
  line?: number;
  column?: number;
  reason: string;
}

/** js-yaml's 0-based mark, as the 1-based line and column an editor shows. */
function yamlErrorPlace(error: unknown): ErrorPlace {
  if (error instanceof yaml.YAMLException) return { line: error.mark.line + 1, column: error.mark.column + 1, reason: error.reason };
  return { reason: error instanceof Error ? error.message : String(error) };
}

/** JSON.parse names a character offset ("at position 80"); turn it into a line and column. */
function jsonErrorPlace(error: unknown, source: string): ErrorPlace {
  const message = error instanceof Error ? error.message : String(error);
  const reason = message.replace(/\s*(in JSON )?at position \d+.*$/s, '');
  const position = /at position (\d+)/.exec(message)?.[1];
  if (position === undefined) return { reason };
  const before = source.slice(0, Number(position)).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1, reason };
}

/** Parses YAML or JSON text; a UTF-8 BOM is fine. Errors name the file, line and column, and the fix. */
export function parseSpecText(text: string, file: string): Record<string, unknown> {
  const source = text.replace(/^\uFEFF/, '');
  let parsed: unknown;
  try {
    // CORE_SCHEMA: no YAML timestamps, so `version: 2024-01-01` stays the string it means.
    parsed = file.endsWith('.json') ? JSON.parse(source) : yaml.load(source, { schema: yaml.CORE_SCHEMA, filename: file });
  } catch (error) {
    const json = file.endsWith('.json');
    const { line, column, reason } = json ? jsonErrorPlace(error, source) : yamlErrorPlace(error);
    const at = line ? ` at line ${line}, column ${column}` : '';
    throw new OpenApiSpecError(file, [{ pointer: '', message: `cannot be parsed${at}: ${reason}` }], json
      ? 'Fix the JSON syntax there (a missing or extra comma, an unquoted key, an unclosed bracket or string).'
      : 'Fix the YAML syntax there (indentation, a missing colon, an unclosed bracket or quote).');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new OpenApiSpecError(file, [{ pointer: '', message: 'is not an object with an "openapi" field' }]);
  }
  return parsed as Record<string, unknown>;
}

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

async function convertSwagger2(doc: Record<string, unknown>, file: string): Promise<Record<string, unknown>> {
  const { convertObj } = await import('swagger2openapi');
  try {
    const result = await convertObj(doc as never, { patch: true, warnOnly: true, resolveInternal: false } as never);
    return result.openapi as unknown as Record<string, unknown>;
  } catch (error) {
    throw new OpenApiSpecError(file, [{ pointer: '', message: `Swagger 2.0 could not be converted to OpenAPI 3: ${String(error)}` }]);
  }
}

/**
 * Reads, validates and bundles one spec. Swagger 2.0 is validated as 2.0, then converted to
 * OpenAPI 3.0 with swagger2openapi. Throws OpenApiSpecError for anything a writer must fix.
 */
export async function loadSpec(file: string, root = process.cwd()): Promise<LoadedSpec> {
  const absolute = path.resolve(root, file);
  let text: string;
  try {
    text = await readFile(absolute, 'utf8');
  } catch (error) {
    throw new OpenApiSpecError(file, [{ pointer: '', message: `cannot be read: ${(error as Error).message}` }]);
  }
  let doc = parseSpecText(text, file);
  const version = String(doc.openapi ?? doc.swagger ?? '');
  // TEMP (helper F): 3.2 loads unvalidated until the parser branch (helper P) validates it.
  const v32 = /^3\.2\.\d+/.test(version);
  if (!v32 && !/^(2\.0|3\.[01]\.\d+)/.test(version)) {
    throw new OpenApiSpecError(file, [
      { pointer: '/openapi', message: `unsupported version "${version || 'missing'}": use OpenAPI 3.0.x or 3.1.x (or Swagger 2.0)` },
    ]);
  }
  if (!v32) try {
    // validate() dereferences in place, so it gets a copy; `absolute` resolves external $refs beside the file.
    await SwaggerParser.validate(absolute, withoutServerVariableDescriptions(doc) as never, {});
  } catch (error) {
    throw new OpenApiSpecError(file, problemsFromValidator(error), 'Fix the spec, then check it with: npm run openapi:check -- ' + file);
  }
  let convertedFrom: string | undefined;
  if (version.startsWith('2.')) {
    doc = await convertSwagger2(doc, file);
    convertedFrom = `Swagger ${version}`;
  }
  const parser = new SwaggerParser();
  // TEMP (helper F): swagger-parser refuses to bundle "3.2.x"; it bundles a copy labelled 3.1.2, the label is put back.
  const copy = structuredClone(doc);
  if (v32) copy.openapi = '3.1.2';
  const bundled = (await parser.bundle(absolute, copy as never, {})) as unknown as Record<string, unknown>;
  if (v32) bundled.openapi = version;
  const refs = parser.$refs.paths('file').map((ref) => path.resolve(ref)).filter((ref) => ref !== absolute);
  return { file, document: bundled, convertedFrom, refs: [...new Set(refs)].sort() };
}
