// The links of a spec's descriptions, resolved in one pass over the model's description HTML.
import { decodeAttribute, editAttributes, startTags } from '@/lib/html/tags';

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** How the links of descriptions resolve. */
export interface DescriptionLinkOptions {
  /**
   * Relative links ("/rest/repos" in GitHub's descriptions) mean the spec author's site, not this
   * one: made absolute against this URL, or kept as text without it.
   */
  linkBase?: string;
  /**
   * The href of an in-spec "#…" link from its fragment (spec-links.ts), undefined for none: the link
   * keeps its text and loses its href. Without it, such links stay as written.
   */
  hash?: (fragment: string) => string | undefined;
}

/** The ids of a piece of HTML's own elements. */
function idsIn(html: string): Set<string> {
  const ids = new Set<string>();
  for (const tag of startTags(html)) for (const a of tag.attributes) if (a.name === 'id') ids.add(decodeAttribute(a.raw));
  return ids;
}

function resolveLinks(html: string, { linkBase, hash }: DescriptionLinkOptions): string {
  let own: Set<string> | undefined;
  return editAttributes(html, (attribute, tag) => {
    if (tag.name !== 'a' || attribute.name !== 'href') return undefined;
    const href = decodeAttribute(attribute.raw);
    if (href.startsWith('#')) {
      const fragment = href.slice(1);
      if (!hash || fragment === '') return undefined;
      // A link inside the description itself (a footnote): the page gives both ends their ids.
      own ??= idsIn(html);
      if (own.has(fragment) || own.has(`md-${fragment}`)) return undefined;
      return hash(fragment) ?? null;
    }
    if (SCHEME.test(href)) return undefined;
    return linkBase ? new URL(href, `${linkBase.replace(/\/$/, '')}/`).href : null;
  });
}

/**
 * Resolves the links of every `…Html` field of the model (mutating it, and returning it): each
 * distinct piece of HTML once, as a shared parameter's description is one string in many places.
 */
export function resolveDescriptionLinks<T extends object>(model: T, options: DescriptionLinkOptions = {}): T {
  const done = new Map<string, string>();
  const seen = new Set<object>();
  const walk = (node: unknown) => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string' && key.endsWith('Html') && value.includes('href=')) {
        let resolved = done.get(value);
        if (resolved === undefined) done.set(value, (resolved = resolveLinks(value, options)));
        (node as Record<string, unknown>)[key] = resolved;
      } else walk(value);
    }
  };
  walk(model);
  return model;
}
