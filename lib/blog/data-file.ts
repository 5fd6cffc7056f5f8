import { ContentError } from '@/lib/errors/build-error';
import { existsSync, readFileSync } from 'node:fs';
import yaml from 'js-yaml';

/** A YAML or JSON data file (authors.yml, authors.json, tags.yml); undefined when it does not exist. */
export function readDataFile(absolute: string, file: string): unknown {
  if (!existsSync(absolute)) return undefined;
  const text = readFileSync(absolute, 'utf8');
  if (absolute.endsWith('.json')) {
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new ContentError(file, undefined, `is not valid JSON: ${error instanceof Error ? error.message : String(error)}`, {
        fix: 'Fix the JSON syntax (quotes, commas)',
      });
    }
  }
  try {
    return yaml.load(text);
  } catch (error) {
    const reason = error instanceof yaml.YAMLException ? `${error.reason} at line ${error.mark.line + 1}` : String(error);
    throw new ContentError(file, undefined, `is not valid YAML: ${reason}`, { fix: 'Fix the YAML syntax (indentation, quotes, colons)' });
  }
}
