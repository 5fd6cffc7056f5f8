// The Markdown version of an API reference: operations with their parameters, bodies, responses
// and examples, for readers and tools that prefer text to the HTML page.
import { typeLabel } from '@/components/api/schema-label';
import type { ApiModel, MediaTypeView, OperationView, SchemaEntry } from '@/lib/openapi';
import { methodLabel } from '@/lib/openapi/path-items';

type Entries = Record<string, SchemaEntry>;

/** Sanitised description HTML as plain text (tags dropped, entities decoded, lines kept). */
export function htmlToText(html: string | undefined): string {
  if (!html) return '';
  return html
    .replace(/<\/(p|li|h\d|tr|pre|div)>/gi, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

function media(lines: string[], content: MediaTypeView[], entries: Entries): void {
  for (const item of content) {
    // OpenAPI 3.2 streams (itemSchema) say what each item is.
    const stream = item.itemSchema ? `a stream of ${typeLabel(item.itemSchema, entries)}` : undefined;
    const type = [item.schema ? typeLabel(item.schema, entries) : undefined, stream].filter(Boolean).join('; ');
    lines.push(`- \`${item.mediaType}\`${type ? `: ${type}` : ''}`);
    const example = item.examples[0];
    if (example) lines.push('', '  ```', ...example.value.split('\n').map((line) => `  ${line}`), '  ```');
    for (const external of item.externalExamples ?? []) lines.push(`  - Example ${external.name}${external.summary ? ` (${external.summary})` : ''}: <${external.url}>`);
  }
}

/** OpenAPI 3.2 querystring parameters: the query string their example stands for. */
function queryStrings(lines: string[], op: OperationView): void {
  for (const p of op.parameters.querystring ?? []) {
    if (p.queryString !== undefined) lines.push(`Query string \`${p.name}\`${p.mediaType ? ` (${p.mediaType})` : ''}, for example: \`?${p.queryString}\``, '');
  }
}

function operation(lines: string[], op: OperationView, entries: Entries): void {
  lines.push(`### ${methodLabel(op.method)} ${op.path}${op.summary ? ` — ${op.summary}` : ''}`, '');
  if (op.deprecated) lines.push('**Deprecated.**', '');
  lines.push(`Operation id: \`${op.id}\``, '');
  const description = htmlToText(op.descriptionHtml);
  if (description) lines.push(description, '');
  const parameters = Object.values(op.parameters).flat();
  if (parameters.length) {
    lines.push('Parameters:', '', '| name | in | type | required | description |', '| --- | --- | --- | --- | --- |');
    for (const p of parameters) {
      const type = p.schema ? typeLabel(p.schema, entries) : '';
      lines.push(`| ${cell(p.name)} | ${p.in} | ${cell(type)} | ${p.required ? 'yes' : 'no'} | ${cell(htmlToText(p.descriptionHtml))} |`);
    }
    lines.push('');
    queryStrings(lines, op);
  }
  if (op.requestBody) {
    lines.push(`Request body${op.requestBody.required ? ' (required)' : ''}:`, '');
    media(lines, op.requestBody.content, entries);
    lines.push('');
  }
  if (op.responses.length) {
    lines.push('Responses:', '');
    for (const response of op.responses) {
      const about = [response.summary, htmlToText(response.descriptionHtml)].filter(Boolean).join('. ');
      lines.push(`- **${response.status}**${about ? `: ${about}` : ''}`);
      const nested: string[] = [];
      media(nested, response.content, entries);
      lines.push(...nested.map((line) => (line ? `  ${line}` : line)));
    }
    lines.push('');
  }
}

/** The security schemes, with their flows' URLs and scopes, and which are deprecated (OpenAPI 3.2). */
function securitySchemes(lines: string[], model: ApiModel): void {
  if (!model.securitySchemes.length) return;
  lines.push('Authentication:', '');
  for (const scheme of model.securitySchemes) {
    const details = scheme.details.length ? ` (${scheme.details.join('; ')})` : '';
    const description = htmlToText(scheme.descriptionHtml);
    lines.push(`- **${scheme.name}**: ${scheme.type}${scheme.deprecated ? ', deprecated' : ''}${details}${description ? `. ${cell(description)}` : ''}`);
  }
  lines.push('');
}

/** One API reference as a Markdown document. */
export function apiMarkdown(model: ApiModel, url: string): string {
  const lines = [`# ${model.info.title}`, '', `Version ${model.info.version} · OpenAPI ${model.openapi}  `, `Source: ${url}`, ''];
  const description = htmlToText(model.info.descriptionHtml);
  if (description) lines.push(description, '');
  if (model.servers.length) {
    lines.push('Servers:', '', ...model.servers.map((s) => `- ${s.name ? `${s.name}: ` : ''}${s.url}${s.descriptionHtml ? ` (${htmlToText(s.descriptionHtml)})` : ''}`), '');
  }
  securitySchemes(lines, model);
  for (const tag of model.tags) {
    lines.push(`## ${tag.name}`, '');
    const tagDescription = htmlToText(tag.descriptionHtml);
    if (tagDescription) lines.push(tagDescription, '');
    for (const op of tag.operations) operation(lines, op, model.schemas);
  }
  if (model.webhooks.length) {
    lines.push('## Webhooks', '');
    for (const hook of model.webhooks) operation(lines, hook, model.schemas);
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
