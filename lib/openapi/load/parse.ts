import yaml from 'js-yaml';
import { OpenApiSpecError } from './errors';

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
export function parseSpecText(text: string, file: string, field = 'openapi'): Record<string, unknown> {
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
    throw new OpenApiSpecError(file, [{ pointer: '', message: `is not an object with an "${field}" field` }]);
  }
  return parsed as Record<string, unknown>;
}

/**
 * Whether a `$ref` target is a YAML or JSON document. Any other file (`get.php`, `intro.md`) is read
 * as its text, a string, as Redocly reads them: teams keep `x-codeSamples` sources and long
 * descriptions in files of their own.
 */
export function isDataFile(file: string): boolean {
  return /\.(ya?ml|json|avsc)$/i.test(file.replace(/[?#].*$/, ''));
}
