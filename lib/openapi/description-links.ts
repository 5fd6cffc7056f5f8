import { decodeAttribute } from '@/lib/html/tags';

const RELATIVE_HREF = /(<a\b[^>]*?)\shref="(?!#|[a-z][a-z0-9+.-]*:)([^"]*)"/gi;

function resolveLinks(html: string, linkBase: string | undefined): string {
  return html.replace(RELATIVE_HREF, (_whole, start: string, href: string) => {
    if (!linkBase) return start;
    // The href is HTML text: decoded, made absolute, encoded again.
    const absolute = new URL(decodeAttribute(href), `${linkBase.replace(/\/$/, '')}/`).href;
    return `${start} href="${absolute.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
  });
}

/**
 * Relative links in a spec's descriptions ("/rest/repos" in GitHub's) mean the spec author's site,
 * not this one: made absolute against `linkBase`, or kept as text without it. Walks every `…Html`
 * field of the model, mutating it, and returns it.
 */
export function resolveDescriptionLinks<T extends object>(model: T, linkBase?: string): T {
  const seen = new Set<object>();
  const walk = (node: unknown) => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string' && key.endsWith('Html') && value.includes('href=')) {
        (node as Record<string, unknown>)[key] = resolveLinks(value, linkBase);
      } else walk(value);
    }
  };
  walk(model);
  return model;
}
