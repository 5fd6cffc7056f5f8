// Schemas in the Markdown twin: one list item per property (or map value, item, option) with its
// type and every fact the HTML reference shows, its description below and its children nested. The
// labels are the reference's own (lib/openapi/model/labels.ts), so the two never word a fact differently.
import { htmlToText } from '@/lib/openapi/model/html-text';
import { constraintLabels, flagLabels, hasChildren, nodeOf, typeLabel, type Entries } from '@/lib/openapi/model/labels';
import type { SchemaEntry, SchemaNode, SchemaView } from '@/lib/openapi/model/types';

export interface SchemaTextOptions {
  entries: Entries;
  /** A Markdown link to a named schema's definition (on the reference or in this twin). */
  link: (entry: SchemaEntry) => string;
  /** Named schemas unfolded along one branch before linking to the definition (as the HTML's maxRefs). */
  maxRefs: number;
  /** Inline subtrees already written in this operation, by content: later ones say where (as the HTML does). */
  repeats?: Map<string, string>;
}

interface Walk extends SchemaTextOptions {
  stack: string[];
  repeats: Map<string, string>;
}

/** Below this size (JSON text of the subtree) a repeat is cheaper to write than to point at. */
const REPEAT_MIN = 400;
/** A value as inline code, on one line; a value holding backticks gets a longer fence (CommonMark). */
export function inlineCode(value: string): string {
  const text = value.replace(/\s*\n\s*/g, ' ');
  const fence = '`'.repeat(Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length)) + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

const code = inlineCode;
const codes = (values: string[]) => values.map(code).join(', ');

/** The facts of one schema as sentences: "Default: `5`. Constraints: ≥ 1, ≤ 100." */
export function schemaFacts(node: SchemaNode, example?: string): string {
  const facts: string[] = [];
  const flags = flagLabels(node);
  if (flags.length) facts.push(`${flags.map((flag) => flag[0]!.toUpperCase() + flag.slice(1)).join('. ')}.`);
  const constraints = constraintLabels(node);
  if (constraints.length) facts.push(`Constraints: ${constraints.join(', ')}.`);
  if (node.enum) facts.push(`Allowed values: ${codes(node.enum)}.`);
  if (node.const !== undefined) facts.push(`Constant: ${code(node.const)}.`);
  if (node.default !== undefined) facts.push(`Default: ${code(node.default)}.`);
  const examples = [...(example !== undefined ? [example] : []), ...(node.examples ?? [])];
  if (examples.length) facts.push(`Example: ${codes([...new Set(examples)])}.`);
  return facts.join(' ');
}

/** Description text indented under a list item. */
export function indented(text: string, indent: string): string[] {
  return text ? text.split('\n').map((line) => (line.trim() ? `${indent}${line}` : '')) : [];
}

function linkInstead(view: SchemaView, walk: Walk): { entry: SchemaEntry; circular: boolean } | undefined {
  if (!('ref' in view)) return undefined;
  const circular = walk.stack.includes(view.ref);
  if (!circular && walk.stack.length < walk.maxRefs) return undefined;
  const entry = walk.entries[view.ref];
  return entry ? { entry, circular } : undefined;
}

/** What a parameter adds to its row: where it goes, its own description, example and deprecation. */
export interface ParameterExtras {
  in: string;
  descriptionHtml?: string;
  example?: string;
  deprecated?: boolean;
}

/** One row: "- `name` (type, required): facts", its description, then its children. */
function row(name: string, required: boolean, view: SchemaView, indent: string, walk: Walk, parameter?: ParameterExtras): string[] {
  const node = nodeOf(view, walk.entries);
  const target = linkInstead(view, walk);
  const head = [
    typeLabel(view, walk.entries),
    required ? 'required' : 'optional',
    ...(parameter ? [`in ${parameter.in}`] : []),
    ...(parameter?.deprecated ? ['deprecated'] : []),
  ].join(', ');
  let first = `${indent}- ${name ? `${code(name)} ` : ''}(${head})`;
  const facts = schemaFacts(node, parameter?.example);
  if (facts) first += `: ${facts}`;
  if (target) first += ` ${target.circular ? 'Circular: see' : 'See'} ${walk.link(target.entry)}.`;
  const key = !target && hasChildren(view, walk.entries) && !('ref' in view) ? JSON.stringify(view) : undefined;
  const before = key && key.length >= REPEAT_MIN ? walk.repeats.get(key) : undefined;
  if (before) first += ` Same as ${code(before)} above.`;
  else if (key && key.length >= REPEAT_MIN) walk.repeats.set(key, name);
  const description = [parameter?.descriptionHtml, node.descriptionHtml].map(htmlToText).filter(Boolean).join('\n\n');
  const lines = [first, ...indented(description, `${indent}  `)];
  if (!target && !before) lines.push(...children(view, `${indent}  `, walk));
  return lines;
}

/** The inside of a schema: combined names, discriminator, properties, map values, items, options. */
function children(view: SchemaView, indent: string, given: Walk): string[] {
  const { entries } = given;
  const node = nodeOf(view, entries);
  const walk = { ...given, stack: 'ref' in view ? [...given.stack, view.ref] : given.stack };
  const lines: string[] = [];
  if (node.mergedFrom) lines.push(`${indent}- Combines: ${node.mergedFrom.join(', ')}.`);
  if (node.discriminator) {
    const mapping = node.discriminator.mapping.map((m) => `${code(m.value)} → ${entries[m.ref] ? walk.link(entries[m.ref]!) : m.ref}`);
    lines.push(`${indent}- Discriminator ${code(node.discriminator.propertyName)}${mapping.length ? `: ${mapping.join(', ')}` : ''}.`);
  }
  for (const p of node.properties ?? []) lines.push(...row(p.name, p.required, p.schema, indent, walk));
  for (const p of node.patternProperties ?? []) lines.push(...row(`/${p.pattern}/`, false, p.schema, indent, walk));
  if (node.additionalProperties && node.additionalProperties !== true)
    lines.push(...row('[key: string]', false, node.additionalProperties, indent, walk));
  if (node.additionalProperties === false && node.properties) lines.push(`${indent}- No other properties.`);
  if (node.items && hasChildren(node.items, entries)) lines.push(...row('[items]', false, node.items, indent, walk));
  const choice = node.oneOf ? { kind: 'One of', list: node.oneOf } : node.anyOf ? { kind: 'Any of', list: node.anyOf } : undefined;
  if (choice) {
    lines.push(`${indent}- ${choice.kind}:`);
    for (const option of choice.list) {
      const title = nodeOf(option, entries).title;
      lines.push(
        ...row(title ?? '', false, option, `${indent}  `, walk).map((line, i) => (i === 0 ? line.replace(', optional)', ')') : line)),
      );
    }
  }
  return lines;
}

/** A schema at the top of a body, a response or a definition: its type and facts, then its tree. */
export function schemaBlock(view: SchemaView, indent: string, options: SchemaTextOptions): string[] {
  const walk: Walk = { ...options, stack: [], repeats: options.repeats ?? new Map() };
  const node = nodeOf(view, options.entries);
  const facts = schemaFacts(node);
  const target = options.maxRefs === 0 ? linkInstead(view, walk) : undefined;
  const head = `${indent}Type: ${typeLabel(view, options.entries)}${facts ? `. ${facts}` : '.'}`;
  if (target) return [`${head} See ${options.link(target.entry)}.`];
  return [head, ...indented(htmlToText(node.descriptionHtml), indent), ...children(view, indent, walk)];
}

/** A parameter (or a response header) as one row: what the parameters table shows, and its schema's tree. */
export function parameterRow(
  name: string,
  required: boolean,
  view: SchemaView | undefined,
  options: SchemaTextOptions,
  parameter: ParameterExtras,
): string[] {
  const walk: Walk = { ...options, stack: [], repeats: options.repeats ?? new Map() };
  return row(name, required, view ?? { types: [] }, '', walk, parameter);
}
