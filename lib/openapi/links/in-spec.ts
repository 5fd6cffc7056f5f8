// Links inside a spec's descriptions to other parts of the spec, in the styles real specs use:
// Google's bare schema names (`#Operation`), JSON pointers (`#/components/schemas/Pet`, Swagger's
// `#/definitions/Pet`), Redoc's anchors (`#operation/addPet`, `#tag/pet`,
// `#tag/pet/operation/addPet`, `#section/Authentication`) and this site's own. Each becomes the
// href of its target here: an anchor on a one-page reference, the target's page when the
// reference is split, so it runs after planPages. A link that matches nothing keeps its text and
// loses its href: a dead "#x" would scroll nowhere (and trip the anchor check on every build); the
// build warns with the JSON pointer of each description that holds one.
import { decodeAttribute } from '@/lib/html/tags';
import { resolveDescriptionLinks, type DescriptionLinkOptions } from './descriptions';
import { modelOperations } from '../model/each-operation';
import { isHomeTag, occurrenceAnchor } from '../pages/page-ids';
import type { PagePlanOptions } from '../pages/pages';
import { isObject, slug, toPointer, type Json } from '../model/resolve';
import type { ApiModel, OperationView } from '../model/types';
import { decodedUri } from '@/lib/text/uri';

/** A fragment no target matched, and where the spec writes it. */
export interface SpecLinkProblem {
  /** As written, with its "#". */
  href: string;
  /** JSON pointers of the strings (descriptions) that hold it. */
  pointers: string[];
}

/** Case and punctuation aside ("&" is "and", as Redoc's slugs write it): "Getting started", "getting-started" and "GettingStarted" are one. */
const norm = (text: string) => text.toLowerCase().replace(/&/g, 'and').replace(/[^\p{L}\p{N}]+/gu, '');

const decodeFragment = (fragment: string): string => decodedUri(fragment) ?? fragment;


/** The function from a fragment (without "#") to its href, over one planned model. */
function specLinkTargets(model: ApiModel, { route, basePath }: Pick<PagePlanOptions, 'route' | 'basePath'>): (fragment: string) => string | undefined {
  const overview = model.split ? `${basePath}${route}` : '';
  const onOverview = (anchor: string) => `${overview}#${anchor}`;
  const opHref = (op: OperationView) => (op.page ? `${basePath}${route}/${op.page}#${op.anchor}` : `#${op.anchor}`);
  const exact = new Map<string, string>();
  const loose = new Map<string, string>();
  // The first claim of a key wins: schemas, then operations, tags and headings.
  const add = (map: Map<string, string>, key: string, href: string) => {
    if (key && !map.has(key)) map.set(key, href);
  };
  const byName = (name: string, href: string) => {
    add(exact, name, href);
    add(loose, norm(name), href);
  };
  add(exact, 'overview', onOverview('overview'));
  if (Object.keys(model.schemas).length) add(exact, 'schemas', model.split ? `${basePath}${route}/schemas` : '#schemas');
  const tagsByName = new Map(model.tags.map((tag) => [tag.name, tag]));
  const tagBySlug = new Map(model.tags.map((tag) => [norm(tag.name), tag]));
  const operations = modelOperations(model);
  const opById = new Map(operations.map((op) => [op.id, op]));
  const entries = Object.values(model.schemas);

  for (const entry of entries) {
    const href = entry.href ?? `#${entry.anchor}`;
    add(exact, entry.anchor, href);
    add(exact, entry.id.slice(1), href);
    add(exact, `/definitions/${entry.id.split('/').pop()}`, href);
    byName(entry.name, href);
  }
  for (const op of operations) {
    add(exact, op.anchor, opHref(op));
    add(exact, `operation/${op.id}`, opHref(op));
    byName(op.id, opHref(op));
  }
  for (const tag of model.tags) {
    add(exact, tag.anchor, onOverview(tag.anchor));
    add(exact, `tag/${tag.name}`, onOverview(tag.anchor));
    byName(tag.name, onOverview(tag.anchor));
  }
  for (const anchor of model.info.sectionAnchors ?? []) {
    add(exact, anchor, onOverview(anchor));
    add(loose, norm(anchor), onOverview(anchor));
    byName(anchor.split('/').pop()!, onOverview(anchor));
  }
  // GitHub's descriptions link to its docs' anchors, which are its summaries slugged.
  for (const op of operations) if (op.summary) add(loose, norm(op.summary), opHref(op));

  return (raw) => {
    const fragment = decodeFragment(raw);
    const hit = exact.get(fragment);
    if (hit) return hit;
    // Redoc's operation under a tag: the operation itself under its first tag, its occurrence under another.
    const inTag = /^tag\/(.+)\/operation\/(.+)$/.exec(fragment);
    if (inTag) {
      const tag = tagsByName.get(inTag[1]!) ?? tagBySlug.get(norm(inTag[1]!));
      const op = opById.get(inTag[2]!);
      if (tag && op && tag.operations.includes(op)) return isHomeTag(op, tag) || model.split ? opHref(op) : `#${occurrenceAnchor(tag, op.anchor)}`;
      if (op) return opHref(op);
    }
    const section = /^section\/(.+)$/.exec(fragment);
    if (section) return loose.get(norm(`section/${section[1]}`)) ?? loose.get(norm(section[1]!.split('/').pop()!));
    const prefixed = /^(?:operation|tag|schemas?)\/(.+)$/.exec(fragment);
    return loose.get(norm(prefixed ? prefixed[1]! : fragment)) ?? (prefixed ? undefined : schemaByTail(fragment));
  };

  /**
   * Google's descriptions name a schema as its service calls it ("AccessQuota"), where the bundled
   * spec prefixes it ("GoogleAnalyticsAdminV1betaAccessQuota"), and a field as "Schema.field_name":
   * the one schema whose name ends with that word, and the field's row when it has one.
   */
  function schemaByTail(fragment: string): string | undefined {
    const [name, field] = fragment.split('.', 2) as [string, string | undefined];
    if (!/^[A-Z][\p{L}\p{N}_]*$/u.test(name)) return undefined;
    const exact = entries.find((entry) => entry.name === name);
    const found = exact ? [exact] : entries.filter((entry) => entry.name.endsWith(name));
    if (found.length !== 1) return undefined;
    const entry = found[0]!;
    const property = field === undefined ? undefined : entry.schema.properties?.find((p) => norm(p.name) === norm(field));
    const href = entry.href ?? `#${entry.anchor}`;
    if (!property) return href;
    const row = `${entry.anchor}/${slug(property.name)}`;
    return href.startsWith('#') ? `#${row}` : `${href}#${row}`;
  }
}

/** Where in the spec each fragment is written: the JSON pointers of the strings holding "#fragment". */
function pointersOf(doc: Json, fragments: Set<string>): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const walk = (node: unknown, path: (string | number)[]) => {
    if (typeof node === 'string') {
      if (!node.includes('#')) return;
      for (const match of node.matchAll(/#([^\s)"'<>\]]+)/g)) {
        const fragment = decodeAttribute(match[1]!);
        if (!fragments.has(fragment)) continue;
        const list = found.get(fragment) ?? [];
        const pointer = toPointer(path);
        if (!list.includes(pointer)) list.push(pointer);
        found.set(fragment, list);
      }
    } else if (Array.isArray(node)) node.forEach((item, i) => walk(item, [...path, i]));
    else if (isObject(node)) for (const [key, value] of Object.entries(node)) walk(value, [...path, key]);
  };
  walk(doc, []);
  return found;
}

/**
 * Resolves every link of the model's descriptions, mutating it, in one pass after page planning:
 * in-spec "#…" links to their targets, relative ones against `linkBase` (description-links.ts).
 * Returns the "#…" links that match nothing, with where the spec (`doc`, as bundled) writes them.
 */
export function resolveSpecLinks(model: ApiModel, doc: Json, options: Pick<PagePlanOptions, 'route' | 'basePath'> & DescriptionLinkOptions): SpecLinkProblem[] {
  const resolve = specLinkTargets(model, options);
  const missing = new Set<string>();
  const hash = (fragment: string) => {
    const href = resolve(fragment);
    if (href === undefined) missing.add(fragment);
    return href;
  };
  resolveDescriptionLinks(model, { linkBase: options.linkBase, hash });
  if (missing.size === 0) return [];
  const where = pointersOf(doc, missing);
  return [...missing].map((fragment) => ({ href: `#${fragment}`, pointers: where.get(fragment) ?? [] }));
}

/** The build's warning for one spec's unresolved links: each with up to three places, and how to write them. */
export function formatSpecLinkProblems(spec: string, problems: SpecLinkProblem[]): string {
  const shown = problems.slice(0, 20).map(({ href, pointers }) => {
    const places = pointers.slice(0, 3).map((p) => `#${p}`).join(', ') || 'a description';
    const more = pointers.length > 3 ? ` and ${pointers.length - 3} more` : '';
    return `  - "${href}" in ${places}${more}`;
  });
  if (problems.length > 20) shown.push(`  - and ${problems.length - 20} more`);
  return (
    `${spec}: ${problems.length} link(s) in descriptions match no schema, operation, tag or heading of this API; ` +
    `they show as text, without a link:\n${shown.join('\n')}\n` +
    'Write a link to a schema as #Name or #/components/schemas/Name, to an operation as #operation/<operationId>, ' +
    'to a tag as #tag/<name>, to a heading of info.description as #section/<heading>; or give the full URL of a page elsewhere.'
  );
}
