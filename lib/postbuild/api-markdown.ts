// The Markdown twin of an API reference: everything the HTML page shows (servers, authentication,
// each section as lib/openapi/model/sections.ts nests it, each operation's parameters, bodies and
// responses with their schema trees and facts, callbacks, code samples, the schema definitions), for
// readers and tools that prefer text. One small function per part, so a new part of the reference
// is one new function here. A split reference's operation pages each get a twin of their own.
import { htmlToText } from '@/lib/openapi/model/html-text';
import {
  PARAMETER_LOCATIONS,
  parametersHeading,
  samplesHeadings,
  securityLabel,
  typeLabel,
  type Entries,
} from '@/lib/openapi/model/labels';
import { methodLabel } from '@/lib/openapi/model/path-items';
import { referenceSections, type ReferenceSection } from '@/lib/openapi/model/sections';
import type {
  ApiModel,
  BindingView,
  MediaTypeView,
  MessageView,
  OperationView,
  ResponseView,
  SampleView,
  SchemaEntry,
} from '@/lib/openapi/model/types';
import { indented, parameterRow, schemaBlock, type SchemaTextOptions } from './api-markdown-schema';

/**
 * What every part needs: the schema table, how to link a named schema, how far trees unfold, and
 * the absolute URL of a route of the export (below the base path).
 */
type Twin = SchemaTextOptions & { entries: Entries; absolute: (route: string) => string };

// The query string parameter (OpenAPI 3.2) has a part of its own below.
const LOCATIONS = PARAMETER_LOCATIONS.filter((where) => where !== 'querystring');

const heading = (level: number, text: string) => `${'#'.repeat(Math.min(level, 6))} ${text.replace(/\s*\n\s*/g, ' ')}`;

/** A fenced code block whose fence is longer than any run of backticks in the code. */
export function fenced(code: string, lang: string, indent = ''): string[] {
  const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return [`${indent}${fence}${lang}`, ...code.split('\n').map((line) => (line ? `${indent}${line}` : line)), `${indent}${fence}`];
}

function infoPart(model: ApiModel, url: string): string[] {
  const { info } = model;
  const lines = [
    `# ${info.title}`,
    '',
    `Version ${info.version} · ${model.asyncapi ? 'AsyncAPI' : 'OpenAPI'} ${model.openapi}${model.convertedFrom ? ` (converted from ${model.convertedFrom})` : ''}  `,
    `Source: ${url}`,
    '',
  ];
  if (info.summary) lines.push(info.summary, '');
  const description = htmlToText(info.descriptionHtml);
  if (description) lines.push(description, '');
  const facts = [
    info.contact?.name && `Contact: ${info.contact.name}`,
    info.contact?.email && `<${info.contact.email}>`,
    info.contact?.url,
    info.license && `License: ${info.license.name}${info.license.url ? ` (${info.license.url})` : ''}`,
    info.termsOfService && `Terms of service: ${info.termsOfService}`,
  ].filter(Boolean);
  if (facts.length) lines.push(facts.join(' · '), '');
  return lines;
}

function serversPart(model: ApiModel): string[] {
  if (!model.servers.length) return [];
  const lines = ['Servers:', ''];
  for (const server of model.servers) {
    const description = htmlToText(server.descriptionHtml);
    lines.push(`- ${server.name ? `${server.name}: ` : ''}${server.url}${description ? ` (${description.replace(/\n+/g, ' ')})` : ''}`);
    for (const v of server.variables)
      lines.push(`  - \`{${v.name}}\` default \`${v.default}\`${v.enum ? ` (one of ${v.enum.map((e) => `\`${e}\``).join(', ')})` : ''}`);
    lines.push(...serverFactsPart(model, server.name));
  }
  return [...lines, ''];
}

/** An AsyncAPI server's protocol, its version, security and bindings, as the overview shows them below its URL. */
function serverFactsPart(model: ApiModel, name: string | undefined): string[] {
  const server = model.asyncapi?.servers.find((s) => s.name === name);
  if (!server) return [];
  const security = server.security.length ? `; security: ${securityLabel(server.security)}` : '';
  return [
    `  - Protocol \`${server.protocol}\`${server.protocolVersion ? ` version \`${server.protocolVersion}\`` : ''}${security}`,
    ...bindingsPart(server.bindings, '  '),
  ];
}

/**
 * An AsyncAPI channel's facts, as its section of the page shows them (asyncapi/channel-facts.tsx):
 * address, messages and bindings, and its parameters when no operation of the section lists them.
 */
function channelFactsPart(model: ApiModel, section: ReferenceSection, twin: Twin): string[] {
  const channel = model.asyncapi?.channels.find((c) => c.anchor === section.anchor);
  if (!channel) return [];
  const address = channel.address !== undefined ? `Address: \`${channel.address}\`` : 'No fixed address: it is given at run time.';
  const lines = [`${address}${channel.messages.length ? ` · Messages: ${channel.messages.join(', ')}` : ''}`, ''];
  if (channel.bindings.length) lines.push(...bindingsPart(channel.bindings, ''), '');
  if (!section.operations.length && channel.parameters.length) {
    lines.push('Channel parameters:', '');
    for (const p of channel.parameters)
      lines.push(
        ...parameterRow(p.name, p.required, p.schema, twin, { in: p.in, descriptionHtml: p.descriptionHtml, deprecated: p.deprecated }),
      );
    lines.push('');
  }
  return lines;
}

function authenticationPart(model: ApiModel): string[] {
  if (!model.securitySchemes.length) return [];
  const lines = ['Authentication:', ''];
  for (const scheme of model.securitySchemes) {
    lines.push(
      `- **${scheme.name}** (${[scheme.type, ...(scheme.deprecated ? ['deprecated'] : []), ...scheme.details].join('; ')})`,
      ...indented(htmlToText(scheme.descriptionHtml), '  '),
    );
  }
  // An event API has no document-wide security: each server says its own (serverFactsPart).
  if (model.security.length && !model.asyncapi) lines.push('', `Unless an operation says otherwise: ${securityLabel(model.security)}.`);
  return [...lines, ''];
}

function parametersPart(op: OperationView, twin: Twin): string[] {
  const lines: string[] = [];
  for (const where of LOCATIONS) {
    const list = op.parameters[where];
    if (!list.length) continue;
    lines.push(`${parametersHeading(where, op)}:`, '');
    for (const p of list)
      lines.push(
        ...parameterRow(p.name, p.required, p.schema, twin, {
          in: p.in,
          descriptionHtml: p.descriptionHtml,
          example: p.example,
          deprecated: p.deprecated,
        }),
      );
    lines.push('');
  }
  return [...lines, ...queryStringPart(op, twin)];
}

/** OpenAPI 3.2 `querystring` parameters: the whole query string, its schema and the string its example stands for. */
function queryStringPart(op: OperationView, twin: Twin): string[] {
  const list = op.parameters.querystring ?? [];
  if (!list.length) return [];
  const lines = ['Query string:', ''];
  for (const p of list) {
    const example = p.queryString !== undefined ? `?${p.queryString}` : undefined;
    lines.push(
      ...parameterRow(p.name, p.required, p.schema, twin, {
        in: p.in,
        descriptionHtml: p.descriptionHtml,
        example,
        deprecated: p.deprecated,
      }),
    );
    if (p.mediaType) lines.push(`  - Serialised as \`${p.mediaType}\`.`);
  }
  return [...lines, ''];
}

/** Bodies by media type; media types with the same schema share one tree, as on the page. */
function contentPart(content: MediaTypeView[], indent: string, twin: Twin): string[] {
  const groups = new Map<string, MediaTypeView[]>();
  const key = (media: MediaTypeView) => JSON.stringify([media.schema ?? null, media.itemSchema ?? null]);
  for (const media of content) groups.set(key(media), [...(groups.get(key(media)) ?? []), media]);
  const lines: string[] = [];
  for (const group of groups.values()) {
    const first = group[0]!;
    lines.push(`${indent}- ${group.map((media) => `\`${media.mediaType}\``).join(', ')}`);
    if (first.schema) lines.push(...schemaBlock(first.schema, `${indent}  `, twin));
    // OpenAPI 3.2 streams (itemSchema): what each item of the stream is.
    if (first.itemSchema)
      lines.push(
        `${indent}  - A stream of ${typeLabel(first.itemSchema, twin.entries)}:`,
        ...schemaBlock(first.itemSchema, `${indent}    `, twin),
      );
    for (const media of group) {
      for (const external of media.externalExamples ?? [])
        lines.push(`${indent}  - Example ${external.name}${external.summary ? ` (${external.summary})` : ''}: <${external.url}>`);
    }
  }
  return lines;
}

function requestBodyPart(op: OperationView, twin: Twin): string[] {
  if (!op.requestBody) return [];
  const lines = [`Request body (${op.requestBody.required ? 'required' : 'optional'}):`, ''];
  const description = htmlToText(op.requestBody.descriptionHtml);
  if (description) lines.push(description, '');
  return [...lines, ...contentPart(op.requestBody.content, '', twin), ''];
}

function responsePart(response: ResponseView, twin: Twin): string[] {
  const description = [response.summary, htmlToText(response.descriptionHtml)].filter(Boolean).join('. ');
  const lines = [
    `- **${response.status}**${description ? `: ${description.split('\n')[0]}` : ''}`,
    ...indented(description.split('\n').slice(1).join('\n'), '  '),
  ];
  if (response.headers.length) {
    lines.push('  - Headers:');
    for (const h of response.headers)
      lines.push(
        ...parameterRow(h.name, h.required, h.schema, twin, { in: 'header', descriptionHtml: h.descriptionHtml }).map(
          (line) => `    ${line}`,
        ),
      );
  }
  lines.push(...contentPart(response.content, '  ', twin));
  for (const link of response.links ?? []) {
    const parameters = link.parameters.map((p) => `\`${p.name}\` = \`${p.value}\``).join(', ');
    lines.push(
      `  - Link **${link.name}**${link.target ? ` → \`${link.target}\`` : ''}${parameters ? `: ${parameters}` : ''}`,
      ...indented(htmlToText(link.descriptionHtml), '    '),
    );
  }
  return lines;
}

function responsesPart(op: OperationView, twin: Twin): string[] {
  if (!op.responses.length) return [];
  return ['Responses:', '', ...op.responses.flatMap((response) => responsePart(response, twin)), ''];
}

function bindingsPart(bindings: BindingView[], indent: string): string[] {
  return bindings.flatMap((binding) => [
    `${indent}- ${binding.protocol} binding:`,
    ...binding.rows.map((row) => `${indent}  - \`${row.name}\`: \`${row.value}\``),
  ]);
}

/** One AsyncAPI message: its facts, headers and payload trees (or its source), examples and bindings. */
function messagePart(message: MessageView, twin: Twin): string[] {
  const facts = [
    `\`${message.name}\``,
    message.contentType && `content type \`${message.contentType}\``,
    message.schemaFormat && `schema format \`${message.schemaFormat}\``,
  ];
  const lines = [`- Message **${message.title}**${message.deprecated ? ' (deprecated)' : ''} (${facts.filter(Boolean).join(', ')})`];
  const description = [message.summary, htmlToText(message.descriptionHtml)].filter(Boolean).join('\n');
  if (description) lines.push(...indented(description, '  '));
  if (message.traits.length) lines.push(`  - Traits applied: ${message.traits.join(', ')}`);
  if (message.correlationId) lines.push(`  - Correlation id at \`${message.correlationId.location}\``);
  if (message.headers) lines.push('  - Headers:', ...schemaBlock(message.headers, '    ', twin));
  if (message.payload) lines.push('  - Payload:', ...schemaBlock(message.payload, '    ', twin));
  if (message.payloadSource)
    lines.push(
      `  - Payload in \`${message.payloadSource.format}\` (not drawn), as written:`,
      '',
      ...fenced(message.payloadSource.code, 'text', '    '),
    );
  for (const example of message.examples) lines.push(`  - Example ${example.name}:`, '', ...fenced(example.value, 'json', '    '));
  lines.push(...bindingsPart(message.bindings, '  '));
  return lines;
}

/** An AsyncAPI operation's direction, channel, bindings, messages and reply, in the words of the page. */
function eventPart(op: OperationView, twin: Twin): string[] {
  const event = op.event!;
  const lines = [
    event.direction,
    '',
    `Channel: ${event.channel.name}${event.channel.address ? ` (\`${event.channel.address}\`)` : ''}`,
    '',
  ];
  if (event.bindings.length) lines.push(...bindingsPart(event.bindings, ''), '');
  if (event.messages.length)
    lines.push(
      `${event.action === 'send' ? 'Messages sent' : 'Messages received'}:`,
      '',
      ...event.messages.flatMap((m) => messagePart(m, twin)),
      '',
    );
  if (event.reply) {
    lines.push(
      `Reply${event.reply.address ? ` to \`${event.reply.address}\`` : ''}${event.reply.channel ? ` on channel ${event.reply.channel}` : ''}:`,
      '',
    );
    lines.push(...event.reply.messages.flatMap((m) => messagePart(m, twin)), '');
  }
  return lines;
}

/** A sample as the page shows it: a long one cut, with where its whole text is (a file of the export). */
function sample(title: string, view: SampleView, twin: Twin): string[] {
  const whole = view.full
    ? [`The first ${view.full.shown} of ${view.full.lines} lines; the whole sample: ${twin.absolute(view.full.route)}`, '']
    : [];
  return [`${title}:`, '', ...fenced(view.code, view.lang), '', ...whole];
}

/**
 * The code samples the page's panel shows: each request sample as a fenced block in its language,
 * the request body file, then the response samples by status. The one place the twin reads samples.
 */
function samplesPart(op: OperationView, twin: Twin): string[] {
  const lines: string[] = [];
  const headings = samplesHeadings(op);
  if (op.requestSamples.length)
    lines.push(`${headings.requests}:`, '', ...op.requestSamples.flatMap((view) => sample(view.label, view, twin)));
  if (op.requestBodyFile) lines.push(...sample(op.requestBodyFile.label, op.requestBodyFile, twin));
  if (op.responseSamples.length) {
    lines.push(`${headings.responses}:`, '');
    for (const response of op.responseSamples)
      lines.push(...response.samples.flatMap((view) => sample(`${response.status} ${view.label}`, view, twin)));
  }
  return lines;
}

function callbacksPart(op: OperationView, level: number, twin: Twin): string[] {
  return op.callbacks.flatMap((callback) => [
    heading(level + 1, `Callback ${callback.name}`),
    '',
    ...callback.operations.flatMap((cb) => operationPart(cb, level + 2, twin)),
  ]);
}

/** One operation with everything its section of the page shows, under a heading of `level`. */
export function operationPart(op: OperationView, level: number, given: Twin): string[] {
  // Repeated inline subtrees are pointed at within one operation, as on the page.
  const twin = { ...given, repeats: new Map<string, string>() };
  const lines = [
    heading(level, `${methodLabel(op.method)} ${op.path}${op.title !== `${methodLabel(op.method)} ${op.path}` ? ` — ${op.title}` : ''}`),
    '',
  ];
  if (op.deprecated) lines.push('**Deprecated.**', '');
  const facts = [
    op.kind === 'operation' ? `Operation id: \`${op.id}\`` : `${op.kind === 'webhook' ? 'Webhook' : 'Callback'}: \`${op.id}\``,
  ];
  if (op.server) facts.push(`Server: ${op.server}`);
  if (op.labels?.length) facts.push(...op.labels.map((label) => `${label.kind[0]!.toUpperCase()}${label.kind.slice(1)}: ${label.title}`));
  if (op.security) facts.push(`Authorization: ${securityLabel(op.security)}`);
  lines.push(...facts.map((fact) => `${fact}  `), '');
  for (const html of [op.summaryHtml, op.descriptionHtml]) {
    const text = htmlToText(html);
    if (text) lines.push(text, '');
  }
  return [
    ...lines,
    ...parametersPart(op, twin),
    // An AsyncAPI operation's messages are its request body in the model; the twin says what they are.
    ...(op.event ? eventPart(op, twin) : [...requestBodyPart(op, twin), ...responsesPart(op, twin)]),
    ...callbacksPart(op, level, twin),
    ...samplesPart(op, twin),
  ];
}

function schemaDefinitionPart(entry: SchemaEntry, level: number, twin: Twin): string[] {
  return [heading(level, entry.name), '', ...schemaBlock({ ref: entry.id }, '', { ...twin, maxRefs: 1 }), ''];
}

/** A section (tag, group, webhooks, schemas) under a heading of `level`, its nested sections one level down. */
function sectionPart(model: ApiModel, section: ReferenceSection, level: number, twin: Twin): string[] {
  const lines = [heading(level, section.title), ''];
  const description = htmlToText(section.descriptionHtml);
  if (description) lines.push(description, '');
  append(lines, channelFactsPart(model, section, twin));
  for (const op of section.operations) append(lines, operationPart(op, level + 1, twin));
  for (const entry of section.schemas ?? []) append(lines, schemaDefinitionPart(entry, level + 1, twin));
  for (const child of section.children) append(lines, sectionPart(model, child, level + 1, twin));
  return lines;
}

/** Absolute links to a schema's definition: its anchor on the page, or its own page's twin when split. */
function schemaLinks(url: string): (entry: SchemaEntry) => string {
  const origin = new URL(url).origin;
  return (entry) =>
    `[${entry.name}](${entry.href?.startsWith('/') ? `${origin}${entry.href}.md` : `${url}${entry.href ?? `#${entry.anchor}`}`})`;
}

/**
 * A section of a split reference's overview twin: its operations and schemas as links to their
 * pages' twins. Written whole, GitHub's reference was 13 MB of Markdown; each page's twin is small.
 */
function sectionIndexPart(model: ApiModel, section: ReferenceSection, level: number, twin: Twin, url: string): string[] {
  const lines = [heading(level, section.title), ''];
  const description = htmlToText(section.descriptionHtml);
  if (description) lines.push(description, '');
  // An event API's channel is described on the overview: its operations' pages only name it.
  append(lines, channelFactsPart(model, section, twin));
  const links = [
    ...section.operations.map(
      (op) =>
        `- [${methodLabel(op.method)} ${op.path}${op.title !== `${methodLabel(op.method)} ${op.path}` ? ` — ${op.title.replace(/\s*\n\s*/g, ' ')}` : ''}](${url}/${op.page}.md)`,
    ),
    ...(section.schemas ?? []).map((entry) => `- [${entry.name}](${url}/${entry.page}.md)`),
  ];
  if (links.length) lines.push(...links, '');
  for (const child of section.children) append(lines, sectionIndexPart(model, child, level + 1, twin, url));
  return lines;
}

/** Appends without spreading: GitHub's sections run to hundreds of thousands of lines, past the argument limit. */
function append(lines: string[], more: string[]): void {
  for (const line of more) lines.push(line);
}

const joined = (lines: string[]) =>
  `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;

/** The absolute URL of a route of the export (below the base path): the site's, else the page's origin. */
export type AbsoluteUrl = (route: string) => string;

const twinOf = (model: ApiModel, url: string, absolute: AbsoluteUrl = (route) => `${new URL(url).origin}${route}`): Twin => ({
  entries: model.schemas,
  link: schemaLinks(url),
  maxRefs: 1,
  absolute,
});

/**
 * One API reference as a Markdown document: `url` is the HTML page's absolute URL. A split
 * reference's is its overview, linking to the twin of each operation and schema page.
 */
export function apiMarkdown(model: ApiModel, url: string, absolute?: AbsoluteUrl): string {
  const twin = twinOf(model, url, absolute);
  const lines = [...infoPart(model, url), ...serversPart(model), ...authenticationPart(model)];
  for (const section of referenceSections(model))
    append(lines, model.split ? sectionIndexPart(model, section, 2, twin, url) : sectionPart(model, section, 2, twin));
  return joined(lines);
}

/** The twin of one schema page of a split reference. */
export function schemaMarkdown(model: ApiModel, entry: SchemaEntry, url: string, absolute?: AbsoluteUrl): string {
  const lines = [
    `# ${entry.name}`,
    '',
    `${model.info.title} › Schemas  `,
    `Source: ${url}`,
    '',
    ...schemaBlock({ ref: entry.id }, '', { ...twinOf(model, url, absolute), maxRefs: 1 }),
  ];
  return joined(lines);
}

/**
 * The twin of one operation page of a split reference: the operation as its page shows it, under
 * the API's title, with links to the schema pages for what it does not unfold.
 */
export function operationMarkdown(model: ApiModel, op: OperationView, url: string, group: string, absolute?: AbsoluteUrl): string {
  const twin = twinOf(model, url, absolute);
  const lines = [`# ${op.title}`, '', `${model.info.title} › ${group}  `, `Source: ${url}`, '', ...operationPart(op, 2, twin)];
  return joined(lines);
}
