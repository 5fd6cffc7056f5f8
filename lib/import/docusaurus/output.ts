// The importer's output as text: the source of site.config.mjs and one line per report.

import { manualPage } from '@/lib/config/manual';
import { IMPORT_REF, importName, isImportRef } from './markdown-plugins';
import { isObj, type ImportBinding, type ImportReport } from './types';

/** The local name of an import in site.config.mjs; {@link siteConfigSource} gives each import its own. */
type LocalName = (binding: ImportBinding) => string;

const defaultLocal: LocalName = (binding) => (binding.kind === 'named' ? binding.imported! : importName(binding.from));

/** `local.member(args)`: how the config uses an import. */
function usageOf(binding: ImportBinding, local: LocalName, indent: string): string {
  const members = (binding.member ?? []).map((name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `[${toSource(name)}]`)).join('');
  const call = binding.call ? `(${binding.call.map((arg) => toSource(arg, indent, local)).join(', ')})` : '';
  return `${local(binding)}${members}${call}`;
}

/** JavaScript source for plain data (strings, numbers, booleans, null, RegExps, arrays, objects) and imports, indented. */
export function toSource(value: unknown, indent = '', local: LocalName = defaultLocal): string {
  const next = `${indent}  `;
  if (value instanceof RegExp) return value.toString();
  if (isImportRef(value)) return usageOf(value[IMPORT_REF], local, indent);
  if (typeof value === 'string')
    return `'${value
      .replace(/\\/g, '\\\\')
      .replace(/'/g, "\\'")
      .replace(/\n/g, '\\n')
      .replace(/\r/g, '\\r')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029')}'`;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((item) => toSource(item, next, local));
    const oneLine = `[${items.join(', ')}]`;
    return oneLine.length + indent.length < 100 && !oneLine.includes('\n')
      ? oneLine
      : `[\n${items.map((item) => `${next}${item},`).join('\n')}\n${indent}]`;
  }
  if (isObj(value)) {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    if (entries.length === 0) return '{}';
    const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : toSource(k));
    const parts = entries.map(([k, item]) => `${key(k)}: ${toSource(item, next, local)}`);
    const oneLine = `{ ${parts.join(', ')} }`;
    return oneLine.length + indent.length < 100 && !oneLine.includes('\n')
      ? oneLine
      : `{\n${parts.map((part) => `${next}${part},`).join('\n')}\n${indent}}`;
  }
  return 'undefined';
}

/** The imports a mapped config refers to (plugins from npm), in the order they appear. */
function bindingsOf(value: unknown, found: ImportBinding[] = []): ImportBinding[] {
  if (isImportRef(value)) {
    found.push(value[IMPORT_REF]);
    for (const arg of value[IMPORT_REF].call ?? []) bindingsOf(arg, found);
  } else if (Array.isArray(value)) value.forEach((item) => bindingsOf(item, found));
  else if (isObj(value)) Object.values(value).forEach((item) => bindingsOf(item, found));
  return found;
}

/** The npm packages a mapped config imports (its remark and rehype plugins), by the specifiers written. */
export function importedSpecifiers(config: Record<string, unknown>): string[] {
  return [...new Set(bindingsOf(config).map((binding) => binding.from))];
}

const bindingKey = (binding: ImportBinding) => `${binding.from}\0${binding.kind}\0${binding.imported ?? ''}`;

/**
 * The import lines of site.config.mjs and the local name of each import: one line per module (a
 * namespace import on a line of its own), each export imported once, names made unique.
 */
function importLines(bindings: ImportBinding[]): { lines: string; local: LocalName } {
  const names = new Map<string, string>();
  const taken = new Set<string>();
  const modules = new Map<string, { default?: string; namespace?: string; named: [string, string][] }>();
  for (const binding of bindings) {
    const key = bindingKey(binding);
    if (names.has(key)) continue;
    const base = defaultLocal(binding) + (binding.kind === 'namespace' ? 'Module' : '');
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
    taken.add(name);
    names.set(key, name);
    const entry = modules.get(binding.from) ?? { named: [] };
    if (binding.kind === 'default') entry.default = name;
    else if (binding.kind === 'namespace') entry.namespace = name;
    else entry.named.push([binding.imported!, name]);
    modules.set(binding.from, entry);
  }
  const lines = [...modules].flatMap(([from, entry]) => {
    const named = entry.named.map(([imported, name]) => (imported === name ? name : `${imported} as ${name}`));
    const clause = [entry.default, named.length ? `{ ${named.join(', ')} }` : undefined].filter(Boolean).join(', ');
    return [clause && `import ${clause} from '${from}';`, entry.namespace && `import * as ${entry.namespace} from '${from}';`].filter(
      Boolean,
    );
  });
  return { lines: lines.map((line) => `${line}\n`).join(''), local: (binding) => names.get(bindingKey(binding)) ?? defaultLocal(binding) };
}

/** The text of site.config.mjs for a mapped config: its imports (plugins from npm), then the config. */
export function siteConfigSource(config: Record<string, unknown>, from: string): string {
  const { lines, local } = importLines(bindingsOf(config));
  return `// Imported from ${from} by \`npm run import:docusaurus\`; every field is documented at ${manualPage('reference/site-config')}.\n${lines}${lines ? '\n' : ''}export default ${toSource(config, '', local)};\n`;
}

/** One line per report, for the terminal and IMPORT-REPORT.md. */
export function formatReport(report: ImportReport): string {
  if (report.carried) return `${report.where}: ${report.what}`;
  return `${report.where}: ${report.what}. To do: ${report.todo}`;
}
