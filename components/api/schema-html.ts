// Schema trees as HTML text. They are the bulk of a reference page (GitHub's operations unfold
// hundreds of properties), and as React elements each row cost render time twice (server
// components, then HTML) and about twice its bytes again in the page's RSC payload; as one string
// it is rendered once and carried once. Every value from the spec goes through `escapeHtml` or is
// description HTML that was sanitised when the model was built.
import { escapeHtml } from '@/lib/html/escape';
import type { SchemaView } from '@/lib/openapi';
import { constraintLabels, hasChildren, nodeOf, schemaHref, typeLabel, type Entries } from '@/lib/openapi/model/labels';
import { scopeHtmlIds, type IdAllocator } from '@/lib/openapi/model/ids';
import { slug } from '@/lib/openapi/model/resolve';
import badges from './badges.module.css';
import reference from './reference.module.css';
import styles from './schema.module.css';

/**
 * How many named schemas deep a tree unfolds before it links to a definition instead. Each named
 * schema is described in full once, in the schema section; repeating it everywhere would make
 * pages grow with the square of the spec (a 7-operation spec reached 1.7 MB of HTML).
 */
export const DEFAULT_MAX_REFS = 2;

/**
 * Subtrees already unfolded on this page, by content: the first occurrence is shown in full, later
 * ones link to it. Real specs repeat big inline objects (GitHub's webhooks inline the same user and
 * repository objects dozens of times), which made single pages weigh megabytes.
 */
export type Repeats = Map<string, { anchor: string; name: string }>;

/** Below this size (JSON text of the subtree) a repeat is cheaper to show than to link. */
const REPEAT_MIN = 400;
const keys = new WeakMap<object, string | undefined>();

function repeatKey(view: SchemaView): string | undefined {
  if ('ref' in view) return `ref ${view.ref}`;
  if (!keys.has(view)) {
    const text = JSON.stringify(view);
    keys.set(view, text.length >= REPEAT_MIN ? text : undefined);
  }
  return keys.get(view);
}

/** How far trees unfold: named schemas deep (maxRefs) and rows deep (maxDepth). */
export type Fold = Pick<TreeOptions, 'maxRefs' | 'maxDepth'>;

export interface TreeOptions {
  entries: Entries;
  /** The page's id allocator: every row id comes from it (lib/openapi/pages/page-ids.ts). */
  ids: IdAllocator;
  /** Refs being expanded above this level: meeting one again means the schema is circular. */
  stack?: string[];
  /** Named schemas unfolded along one branch before linking to the definition. */
  maxRefs?: number;
  /** Subtrees unfolded so far on the page; shared by every tree of one operation. */
  repeats?: Repeats;
  /** Rows above this one. Only top-level rows show a "#" link; deeper ones keep their id for deep links. */
  depth?: number;
  /**
   * Nesting shown before a row links to the named schema that holds it instead (its page in a split
   * reference, where it unfolds in full). GitHub's webhook payloads nest inline objects eight deep.
   */
  maxDepth?: number;
}

function anchorLink(anchor: string, label: string): string {
  return `<a class="${reference.anchorLink}" href="#${escapeHtml(anchor)}" aria-label="Direct link to ${escapeHtml(label)}">#</a>`;
}

function markdown(html: string | undefined, className: string, ids: IdAllocator): string {
  return html ? `<div class="${reference.markdown} ${className}">${scopeHtmlIds(html, ids)}</div>` : '';
}

const codes = (values: string[]) => values.map((value) => `<code>${escapeHtml(value)}</code>`).join('');

/** The definition to link to instead of unfolding `view` here: when circular or too deep. */
function linkInstead(view: SchemaView, entries: Entries, stack: string[], maxRefs: number) {
  if (!('ref' in view)) return undefined;
  const circular = stack.includes(view.ref);
  if (!circular && stack.length < maxRefs) return undefined;
  const entry = entries[view.ref];
  return entry ? { entry, circular } : undefined;
}

/** Facts about one schema: constraints, enum, default, flags, examples, description. */
function factsHtml(view: SchemaView, entries: Entries, ids: IdAllocator): string {
  const node = nodeOf(view, entries);
  const facts = constraintLabels(node);
  let html = '';
  if (facts.length || node.readOnly || node.writeOnly || node.deprecated) {
    html += `<span class="${styles.facts}">`;
    if (node.deprecated) html += `<span class="${badges.deprecated}">deprecated</span>`;
    if (node.readOnly) html += `<span class="${styles.flag}">read-only</span>`;
    if (node.writeOnly) html += `<span class="${styles.flag}">write-only</span>`;
    html += facts.map((fact) => `<span class="${styles.constraint}">${escapeHtml(fact)}</span>`).join('');
    html += '</span>';
  }
  html += markdown(node.descriptionHtml, styles.description!, ids);
  if (node.enum) html += `<p class="${styles.values}">Allowed values: ${codes(node.enum)}</p>`;
  if (node.const !== undefined) html += `<p class="${styles.values}">Constant: <code>${escapeHtml(node.const)}</code></p>`;
  if (node.default !== undefined) html += `<p class="${styles.values}">Default: <code>${escapeHtml(node.default)}</code></p>`;
  if (node.examples) html += `<p class="${styles.values}">Example: ${codes(node.examples)}</p>`;
  return html;
}

/** One property (or map value, or array item) row; it unfolds with <details> when it has children. */
function rowHtml(name: string, required: boolean, view: SchemaView, wanted: string, options: Required<TreeOptions>): string {
  const { entries, stack, maxRefs, repeats, depth, ids } = options;
  // Names that slug alike ("+1" and "-1") or a row and a heading would share an id: the page's allocator parts them.
  const anchor = ids.derived(wanted);
  const hash = depth === 0 ? anchorLink(anchor, name) : '';
  const target = linkInstead(view, entries, stack, maxRefs);
  const link = target?.entry;
  const home = !link && depth >= options.maxDepth && hasChildren(view, entries) ? entries[stack[stack.length - 1] ?? ''] : undefined;
  const key = !link && !home && hasChildren(view, entries) ? repeatKey(view) : undefined;
  const first = key ? repeats.get(key) : undefined;
  if (key && !first) repeats.set(key, { anchor, name });
  let head = `<span class="${styles.head}"><code class="${styles.name}">${escapeHtml(name)}</code><span class="${styles.type}">${escapeHtml(typeLabel(view, entries))}</span>`;
  if (required) head += `<span class="${styles.required}">required</span>`;
  if (link)
    head += `<a class="${styles.refLink}" href="${escapeHtml(schemaHref(link))}">${target.circular ? 'circular: see' : 'see'} ${escapeHtml(link.name)}</a>`;
  if (first) head += `<a class="${styles.refLink}" href="#${escapeHtml(first.anchor)}">same as ${escapeHtml(first.name)} above</a>`;
  if (home) head += `<a class="${styles.refLink}" href="${escapeHtml(schemaHref(home))}">unfolded in ${escapeHtml(home.name)}</a>`;
  head += '</span>';
  const body = factsHtml(view, entries, ids);
  const id = `id="${escapeHtml(anchor)}" class="${styles.row}"`;
  if (link || first || home || !hasChildren(view, entries)) return `<li ${id}>${head}${hash}${body}</li>`;
  return (
    `<li ${id}><details class="${styles.details}"><summary class="${styles.summary}">${head}</summary>${body}` +
    `${treeHtml(view, anchor, { ...options, depth: depth + 1 })}</details>${hash}</li>`
  );
}

function optionHtml(view: SchemaView, anchor: string, options: Required<TreeOptions>): string {
  const target = linkInstead(view, options.entries, options.stack, options.maxRefs);
  if (target) {
    const label = `${target.circular ? 'circular: see' : 'see'} ${target.entry.name}`;
    return `<p class="${styles.values}"><a href="${escapeHtml(schemaHref(target.entry))}">${escapeHtml(label)}</a></p>`;
  }
  return factsHtml(view, options.entries, options.ids) + treeHtml(view, options.ids.derived(anchor), options);
}

/** The inside of a schema: its properties, map values, array items and oneOf/anyOf options. */
export function treeHtml(view: SchemaView, anchor: string, options: TreeOptions): string {
  return `<div class="${styles.tree}">${treeInner(view, anchor, options)}</div>`;
}

function treeInner(view: SchemaView, anchor: string, given: TreeOptions): string {
  const { entries } = given;
  const options: Required<TreeOptions> = {
    entries,
    ids: given.ids,
    stack: given.stack ?? [],
    maxRefs: given.maxRefs ?? DEFAULT_MAX_REFS,
    repeats: given.repeats ?? new Map(),
    depth: given.depth ?? 0,
    maxDepth: given.maxDepth ?? Infinity,
  };
  const node = nodeOf(view, entries);
  const inner = { ...options, stack: 'ref' in view ? [...options.stack, view.ref] : options.stack };
  let html = '';
  if (node.mergedFrom) html += `<p class="${styles.values}">Combines: ${escapeHtml(node.mergedFrom.join(', '))}</p>`;
  if (node.discriminator) {
    html += `<p class="${styles.values}">Discriminator <code>${escapeHtml(node.discriminator.propertyName)}</code>`;
    for (const m of node.discriminator.mapping) {
      const entry = entries[m.ref];
      html += ` <code>${escapeHtml(m.value)}</code> → ${entry ? `<a href="${escapeHtml(schemaHref(entry))}">${escapeHtml(entry.name)}</a>` : escapeHtml(m.ref)}`;
    }
    html += '</p>';
  }
  if (node.properties?.length || node.additionalProperties || node.patternProperties) {
    html += `<ul class="${styles.rows}">`;
    for (const p of node.properties ?? []) html += rowHtml(p.name, p.required, p.schema, `${anchor}/${slug(p.name)}`, inner);
    for (const p of node.patternProperties ?? [])
      html += rowHtml(`/${p.pattern}/`, false, p.schema, `${anchor}/pattern-${slug(p.pattern)}`, inner);
    if (node.additionalProperties && node.additionalProperties !== true)
      html += rowHtml('[key: string]', false, node.additionalProperties, `${anchor}/additional`, inner);
    html += '</ul>';
  }
  if (node.additionalProperties === false && node.properties) html += `<p class="${styles.values}">No other properties.</p>`;
  if (node.items && hasChildren(node.items, entries))
    html += `<ul class="${styles.rows}">${rowHtml('[items]', false, node.items, `${anchor}/items`, inner)}</ul>`;
  const choice = node.oneOf ? { kind: 'One of', list: node.oneOf } : node.anyOf ? { kind: 'Any of', list: node.anyOf } : undefined;
  if (choice) {
    html += `<div class="${styles.options}"><p class="${styles.values}">${choice.kind}:</p>`;
    choice.list.forEach((option, i) => {
      const label = nodeOf(option, entries).title ?? typeLabel(option, entries);
      // One group name per schema: opening one option closes the others (no JavaScript needed).
      html +=
        `<details name="${escapeHtml(`${anchor}/options`)}" class="${styles.option}"${i === 0 ? ' open=""' : ''}>` +
        `<summary class="${styles.summary}"><span class="${styles.type}">${escapeHtml(label)}</span></summary>` +
        `${optionHtml(option, `${anchor}/option-${i + 1}`, inner)}</details>`;
    });
    html += '</div>';
  }
  return html;
}

/** A schema at the top of a body or response: its type line, facts and tree (or a link to its definition). */
export function blockHtml(view: SchemaView, anchor: string, options: TreeOptions): { linked: boolean; html: string } {
  const target = options.maxRefs === 0 ? linkInstead(view, options.entries, [], 0) : undefined;
  const type = `<span class="${styles.type}">${escapeHtml(typeLabel(view, options.entries))}</span>`;
  if (target)
    return {
      linked: true,
      html: `${type} <a class="${styles.refLink}" href="${escapeHtml(schemaHref(target.entry))}">see ${escapeHtml(target.entry.name)}</a>`,
    };
  return {
    linked: false,
    html: `<p class="${styles.blockType}">${type}</p>${factsHtml(view, options.entries, options.ids)}${treeHtml(view, anchor, options)}`,
  };
}
