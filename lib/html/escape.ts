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

/** JSON for an inline script (it lives with the build's inline scripts, which plain node reads too). */
export { scriptJson } from '@/lib/runtime/inline-scripts.mjs';
