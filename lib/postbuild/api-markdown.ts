// The Markdown version of an API reference: operations with their parameters, bodies, responses
// and examples, for readers and tools that prefer text to the HTML page.
import { htmlToText } from '@/lib/openapi/html-text';
import { typeLabel } from '@/lib/openapi/labels';
import type { ApiModel, MediaTypeView, OperationView, SchemaEntry } from '@/lib/openapi';

type Entries = Record<string, SchemaEntry>;

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

function media(lines: string[], content: MediaTypeView[], entries: Entries): void {
  for (const item of content) {
    lines.push(`- \`${item.mediaType}\`${item.schema ? `: ${typeLabel(item.schema, entries)}` : ''}`);
    const example = item.examples[0];
    if (example) lines.push('', '  ```', ...example.value.split('\n').map((line) => `  ${line}`), '  ```');
  }
}

function operation(lines: string[], op: OperationView, entries: Entries): void {
  lines.push(`### ${op.method.toUpperCase()} ${op.path}${op.summary ? ` — ${op.summary}` : ''}`, '');
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
  }
  if (op.requestBody) {
    lines.push(`Request body${op.requestBody.required ? ' (required)' : ''}:`, '');
    media(lines, op.requestBody.content, entries);
    lines.push('');
  }
  if (op.responses.length) {
    lines.push('Responses:', '');
    for (const response of op.responses) {
      lines.push(`- **${response.status}**${response.descriptionHtml ? `: ${htmlToText(response.descriptionHtml)}` : ''}`);
      const nested: string[] = [];
      media(nested, response.content, entries);
      lines.push(...nested.map((line) => (line ? `  ${line}` : line)));
    }
    lines.push('');
  }
}

/** One API reference as a Markdown document. */
export function apiMarkdown(model: ApiModel, url: string): string {
  const lines = [`# ${model.info.title}`, '', `Version ${model.info.version} · OpenAPI ${model.openapi}  `, `Source: ${url}`, ''];
  const description = htmlToText(model.info.descriptionHtml);
  if (description) lines.push(description, '');
  if (model.servers.length) {
    lines.push('Servers:', '', ...model.servers.map((s) => `- ${s.url}${s.descriptionHtml ? ` (${htmlToText(s.descriptionHtml)})` : ''}`), '');
  }
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
