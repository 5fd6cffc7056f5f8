// The importer's output as text: the source of site.config.mjs and one line per report.

import { IMPORT_REF, isImportRef } from './markdown-plugins';
import { isObj, type ImportReport } from './types';

/** JavaScript source for plain data (strings, numbers, booleans, null, RegExps, arrays, objects), indented. */
export function toSource(value: unknown, indent = ''): string {
  const next = `${indent}  `;
  if (value instanceof RegExp) return value.toString();
  if (isImportRef(value)) return value[IMPORT_REF].name;
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')}'`;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((item) => toSource(item, next));
    const oneLine = `[${items.join(', ')}]`;
    return oneLine.length + indent.length < 100 && !oneLine.includes('\n') ? oneLine : `[\n${items.map((item) => `${next}${item},`).join('\n')}\n${indent}]`;
  }
  if (isObj(value)) {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    if (entries.length === 0) return '{}';
    const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : toSource(k));
    const parts = entries.map(([k, item]) => `${key(k)}: ${toSource(item, next)}`);
    const oneLine = `{ ${parts.join(', ')} }`;
    return oneLine.length + indent.length < 100 && !oneLine.includes('\n') ? oneLine : `{\n${parts.map((part) => `${next}${part},`).join('\n')}\n${indent}}`;
  }
  return 'undefined';
}

/** The imports a mapped config refers to (plugins from npm), once each, by package. */
function importsOf(value: unknown, found = new Map<string, string>()): Map<string, string> {
  if (isImportRef(value)) found.set(value[IMPORT_REF].from, value[IMPORT_REF].name);
  else if (Array.isArray(value)) value.forEach((item) => importsOf(item, found));
  else if (isObj(value)) Object.values(value).forEach((item) => importsOf(item, found));
  return found;
}

/** The text of site.config.mjs for a mapped config: its imports (plugins from npm), then the config. */
export function siteConfigSource(config: Record<string, unknown>, from: string): string {
  const imports = [...importsOf(config)].map(([pkg, name]) => `import ${name} from '${pkg}';\n`).join('');
  return `// Imported from ${from} by \`npm run import:docusaurus\`; every field is documented in lib/config/schema.ts.\n${imports}${imports ? '\n' : ''}export default ${toSource(config)};\n`;
}

/** One line per report, for the terminal and IMPORT-REPORT.md. */
export function formatReport(report: ImportReport): string {
  if (report.carried) return `${report.where}: ${report.what}`;
  return `${report.where}: ${report.what}. To do: ${report.todo}`;
}
