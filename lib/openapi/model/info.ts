// The reference's `info` facts, read alike from an OpenAPI and an AsyncAPI document (their Info
// Objects share these fields; AsyncAPI has no `summary`).
import type { IdAllocator } from './ids';
import { markdownToSafeHtml } from './markdown';
import { isObject } from './resolve';
import type { ApiModel } from './types';

/** A string field's value, when it is a non-empty string. */
export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The document's info as the overview shows it. Its description's headings take their anchors
 * ("section/…") from the page's allocator as they are handed out: reading them back from the HTML
 * would also find ids written as text (a code span showing `<h2 id="section/x">`).
 */
export function infoView(raw: unknown, ids: IdAllocator, untitled: string): ApiModel['info'] {
  const info = isObject(raw) ? raw : {};
  const sectionAnchors: string[] = [];
  const sectionId = (wanted: string) => {
    const id = ids.take(wanted);
    sectionAnchors.push(id);
    return id;
  };
  const descriptionHtml = markdownToSafeHtml(info.description, { sectionId });
  const contact = isObject(info.contact) ? info.contact : undefined;
  const license = isObject(info.license) ? info.license : undefined;
  return {
    title: text(info.title) ?? untitled,
    version: String(info.version ?? ''),
    summary: text(info.summary),
    descriptionHtml,
    sectionAnchors: sectionAnchors.length ? sectionAnchors : undefined,
    termsOfService: text(info.termsOfService),
    contact: contact ? { name: text(contact.name), url: text(contact.url), email: text(contact.email) } : undefined,
    license: license && text(license.name) ? { name: String(license.name), url: text(license.url) } : undefined,
  };
}
