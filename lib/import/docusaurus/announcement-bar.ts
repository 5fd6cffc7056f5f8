// The announcement bar: this site's bar shows plain text and one link, so the HTML content is flattened.

import { firstHtmlLink, stripHtml } from './html';
import { hostLabel, hrefOf, VALID_HREF } from './links';
import { hexColour } from './values';
import type { ImportReport, Obj } from './types';

export function mapAnnouncementBar(bar: Obj, reports: ImportReport[], basePath: string): Obj | undefined {
  const where = 'themeConfig.announcementBar';
  const html = typeof bar.content === 'string' ? bar.content : '';
  // A link with no text (an icon) is named by its site, so the sentence keeps its word: "follow us on X".
  const content = stripHtml(
    html.replace(
      /(<a\b[^>]*\bhref\s*=\s*(["'])(.*?)\2[^>]*>)([\s\S]*?)(<\/a\s*>)/gi,
      (whole, open: string, _q: string, href: string, inner: string, close: string) =>
        stripHtml(inner) ? whole : `${open}${hostLabel(href)}${close}`,
    ),
  );
  if (!content) {
    reports.push({ where, what: 'announcement bar without text not carried', todo: 'add announcementBar with plain text content' });
    return undefined;
  }
  const out: Obj = { id: typeof bar.id === 'string' && bar.id ? bar.id : 'announcement-bar', content };
  const link = firstHtmlLink(html);
  const href = link && hrefOf({ href: link.href }, basePath);
  if (link && href && VALID_HREF(href)) out.link = { label: link.text || hostLabel(href) || href, href };
  const links = html.match(/<a\b/gi)?.length ?? 0;
  if (/<[a-z]/i.test(html)) {
    reports.push({
      where,
      what: `HTML content carried as plain text${links ? `, with ${links > 1 ? `the first of its ${links} links` : 'its link'} after it` : ''}`,
      todo: 'check announcementBar.content and .link (the bar shows plain text and one link)',
    });
  }
  for (const key of ['backgroundColor', 'textColor'] as const) {
    if (bar[key] === undefined) continue;
    const colour = hexColour(bar[key]);
    if (colour) out[key] = colour;
    else
      reports.push({
        where: `${where}.${key}`,
        what: `colour ${String(bar[key])} not carried (six-digit hex only)`,
        todo: `set announcementBar.${key} as #rrggbb`,
      });
  }
  if (typeof bar.isCloseable === 'boolean') out.isCloseable = bar.isCloseable;
  return out;
}
