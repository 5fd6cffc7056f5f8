// The project's one HTML escaper. Every value from content or a spec that is written into HTML (or
// XML: sitemap.xml, cleaned SVG) as text goes through it; React escapes what it renders itself.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/**
 * Text or an attribute value (double- or single-quoted), escaped for HTML and XML. All five
 * characters are escaped wherever the text goes: one rule is easier to trust than a variant per
 * context, and the bytes it adds are few. `&#x27;` rather than `&apos;`: HTML 4 lacked the latter.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/**
 * A value as JSON for an inline script: `<`, `>` and `&` are written as \u escapes, so no `</script>`
 * or `<!--` in a string can close the element or change how the HTML parser reads it, and U+2028 and
 * U+2029 as well, which older engines read as line ends inside a string. The value reads back the same.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
