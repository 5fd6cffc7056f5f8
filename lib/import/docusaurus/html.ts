// Docusaurus puts HTML in labels, footers and the announcement bar; this site's config wants plain text and
// one link, so HTML is flattened here.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** HTML to one line of text: tags removed (an <img>'s alt kept only when asked), entities decoded, spaces collapsed. */
export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style|svg)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#') && name !== '#39') return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.!?;:])/g, '$1')
    .trim();
}

/** The first <a href> of some HTML, with its text (or its image's alt). */
export function firstHtmlLink(html: string): { href: string; text: string } | undefined {
  const match = /<a\b[^>]*\bhref\s*=\s*(["'])(.*?)\1[^>]*>([\s\S]*?)<\/a\s*>/i.exec(html);
  if (!match) return undefined;
  const inner = match[3]!;
  const alt = /<img\b[^>]*\balt\s*=\s*(["'])(.*?)\1/i.exec(inner)?.[2];
  return { href: match[2]!, text: stripHtml(inner) || alt || '' };
}
