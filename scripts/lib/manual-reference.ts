// The manual's reference pages, written from the code so they cannot drift: the site config's
// options and the front matter fields (from the zod schemas and their `.describe()` sentences), the
// `npm run` scripts (scripts/lib/commands.mjs), the build checks (the schema's level settings, the one
// message format of lib/config/checks.ts, and what each check prints, from check-samples.ts) and the
// Docusaurus modules the product provides.
// `npm run manual:reference` writes them into manual/docs/reference/; tests/manual/reference.test.ts
// fails when a committed page differs from what this module writes, or when a description is missing.
import { z } from 'zod';
import { siteConfigSchema } from '@/lib/config/schema';
import { docsInstanceSchema } from '@/lib/config/docs-options';
import { schemaOptions, type SchemaOption } from '@/lib/config/schema-doc';
import { checkNote, checkPage, levelOutcome } from '@/lib/config/checks';
import { ContentError } from '@/lib/errors/build-error';
import { reportProblem } from '@/lib/errors/levels';
import { DEFAULT_BASE_PATH, DEFAULT_SITE_URL } from '@/lib/config/env.mjs';
import { docFrontMatterSchema } from '@/lib/content/front-matter';
import { postFrontMatterSchema } from '@/lib/blog/front-matter';
import { pageFrontMatterSchema } from '@/lib/pages/load';
import { DOCUSAURUS_MODULES, DOCUSAURUS_MODULE_NOTES } from '@/lib/mdx/imports/docusaurus-modules.mjs';
import { EVENT_REASONS, RULES, type RuleId } from '@/lib/openapi/diff/rules';
import { TRY_MANIFEST, tryManifestApiSchema, tryManifestSchema } from '@/lib/postbuild/try-manifest';
import { COMMANDS } from './commands.mjs';
import { alwaysStopSamples, levelSamples, throwLines } from './check-samples';

/** The folder of the generated pages, relative to the repository root. */
export const REFERENCE_DIR = 'manual/docs/reference';
/** The generated OpenAPI document of the openapi:diff JSON output, and where the manual serves its reference. */
export const DIFF_OUTPUT_SPEC = 'manual/openapi/diff-output.json';
export const DIFF_OUTPUT_ROUTE = '/api/diff-output';
/** The generated OpenAPI document of the Try it manifest format, and where the manual serves its reference. */
export const TRY_MANIFEST_SPEC = 'manual/openapi/try-manifest.json';
export const TRY_MANIFEST_ROUTE = '/api/try-manifest';

const GENERATED = '<!-- Written by `npm run manual:reference` from the code (scripts/lib/manual-reference.ts): do not edit. -->';

/** Prose for CommonMark: `<` outside code spans backslash-escaped, so it never opens raw HTML (inside them it is shown as written). */
const prose = (text: string): string =>
  text
    .split(/(`[^`]*`)/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/</g, '\\<')))
    .join('');
/** Text for a GFM table cell: prose, pipes escaped, no line breaks. */
const cell = (text: string): string => prose(text).replace(/\|/g, '\\|').replace(/\n+/g, ' ');
const code = (text: string): string => `\`${text.replace(/\|/g, '\\|')}\``;

function page(title: string, description: string, position: number, body: string[]): string {
  return [
    '---',
    `title: ${JSON.stringify(title)}`,
    `description: ${JSON.stringify(description)}`,
    `sidebar_position: ${position}`,
    '---',
    '',
    GENERATED,
    '',
    `# ${title}`,
    '',
    ...body,
    '',
  ].join('\n');
}

function optionTable(options: SchemaOption[], strip = ''): string[] {
  return [
    '| option | type | default | what it does |',
    '| --- | --- | --- | --- |',
    ...options.map((option) => {
      const name = option.path.slice(strip.length);
      const fallback = option.default !== undefined ? code(option.default) : option.required ? 'required' : '';
      return `| ${code(name)} | ${code(option.type)} | ${fallback} | ${cell(option.description ?? '')} |`;
    }),
  ];
}

/** The options under one top-level key, as a section with its own table. */
function section(options: SchemaOption[], key: string): string[] {
  const own = options.find((option) => option.path === key)!;
  const below = options.filter((option) => option.path.startsWith(`${key}.`) || option.path.startsWith(`${key}[]`));
  return [`## ${key}`, '', cell(own.description ?? ''), '', ...optionTable([own, ...below]), ''];
}

// The base path and origin: BASE_PATH and SITE_URL when set (they win over the file), else the file, else these.
const ENVIRONMENT_DEFAULTS: Record<string, string> = { url: DEFAULT_SITE_URL, basePath: DEFAULT_BASE_PATH };

export function siteConfigPage(): string {
  const options = schemaOptions(siteConfigSchema).map((option) =>
    option.path in ENVIRONMENT_DEFAULTS ? { ...option, required: false, default: `'${ENVIRONMENT_DEFAULTS[option.path]}'` } : option,
  );
  const sectioned = new Set(['docs', 'docsInstances', 'blog']);
  const topKeys = options.filter((option) => !option.path.includes('.') && !option.path.includes('[]')).map((option) => option.path);
  const simple = topKeys.filter(
    (key) => !sectioned.has(key) && !options.some((o) => o.path.startsWith(`${key}.`) || o.path.startsWith(`${key}[]`)),
  );
  const nested = topKeys.filter((key) => !sectioned.has(key) && !simple.includes(key));
  return page('Site config', 'Every option of site.config.ts (or .mjs, .js): type, default and what it does.', 1, [
    'A site folder has one `site.config.ts` (or `.mjs`/`.js`) whose default export is this object; only `title` is required.',
    'The build validates it and names each wrong field with its path. The `docs` and `blog` options have pages of their own:',
    '[docs options](./docs-options.md) and [blog options](./blog-options.md).',
    '',
    '## Top-level options',
    '',
    // The sectioned ones too: their own row says what `false` does; their options are on their pages.
    ...optionTable(options.filter((option) => simple.includes(option.path) || sectioned.has(option.path))),
    '',
    ...nested.flatMap((key) => section(options, key)),
  ]);
}

export function docsOptionsPage(): string {
  const options = schemaOptions(siteConfigSchema).filter((option) => option.path.startsWith('docs.'));
  const instance = schemaOptions(docsInstanceSchema as unknown as z.ZodType).filter((option) => option.path === 'id');
  return page('Docs options', "The site config's `docs` section: the options of Docusaurus' docs plugin, same names and defaults.", 2, [
    '`docs: false` builds a site without docs. Each entry of `docsInstances` takes the same options plus `id`; its `path` and',
    '`routeBasePath` default to the id.',
    '',
    ...optionTable(options, 'docs.'),
    '',
    '## docsInstances[]',
    '',
    ...optionTable(instance),
  ]);
}

export function blogOptionsPage(): string {
  const options = schemaOptions(siteConfigSchema).filter((option) => option.path.startsWith('blog.'));
  return page('Blog options', "The site config's `blog` section: the options of Docusaurus' blog plugin, same names and defaults.", 3, [
    '`blog: false` builds a site without a blog. Options this product does not use are accepted and ignored.',
    '',
    ...optionTable(options, 'blog.'),
  ]);
}

export function frontMatterPage(): string {
  const table = (schema: z.ZodType) => {
    const options = schemaOptions(schema);
    return [
      '| field | type | default | what it does |',
      '| --- | --- | --- | --- |',
      ...options.map((o) => `| ${code(o.path)} | ${code(o.type)} | ${o.default ? code(o.default) : ''} | ${cell(o.description ?? '')} |`),
    ];
  };
  return page('Front matter', 'Every front matter field of docs, blog posts and pages.', 4, [
    'The YAML between `---` lines at the top of a content file. Fields this product does not know are kept and ignored; a',
    'wrong value stops the build with the file, the line and the values the field accepts.',
    '',
    '## Docs',
    '',
    ...table(docFrontMatterSchema),
    '',
    '## Blog posts',
    '',
    ...table(postFrontMatterSchema),
    '',
    '## Pages',
    '',
    ...table(pageFrontMatterSchema),
  ]);
}

export function commandsPage(scripts: Record<string, string>): string {
  return page('Commands', 'Every npm run script with its flags.', 5, [
    'Each command runs from the repository root; `SITE_DIR=<folder>` names another site folder and `NEXT_DIST_DIR=<folder>`',
    'another export folder. Flags follow `--`: `npm run serve -- --port 4000`.',
    '',
    ...Object.keys(scripts).flatMap((name) => {
      const command = COMMANDS[name]!;
      const flags = Object.entries(command.flags ?? {});
      return [
        `## \`npm run ${name}\``,
        '',
        prose(command.summary),
        '',
        '```bash',
        command.usage ?? `npm run ${name}`,
        '```',
        '',
        ...(flags.length
          ? ['| flag | what it does |', '| --- | --- |', ...flags.map(([flag, text]) => `| ${code(flag)} | ${cell(text)} |`), '']
          : []),
        `Runs \`${scripts[name]}\`.`,
        '',
      ];
    }),
  ]);
}

/** A setting whose values are the levels of a check (`'ignore' | 'warn' | 'throw'`, some with `'log'`). */
export const isLevelSetting = (type: string): boolean => type.includes("'ignore'") && type.includes("'throw'");

export function checksPage(): string {
  const options = schemaOptions(siteConfigSchema);
  // Every setting that takes a level, wherever the schema has it: `checks`, an API's examples, the docs' and blog's inline tags.
  const checks = options.filter((option) => isLevelSetting(option.type));
  const samples = levelSamples();
  // A message's last line links the check's section: shown here with the section left open.
  const open = (message: string) => message.replace(checkPage('<setting>'), `${checkPage('')}<setting>`);
  const sample = (level: 'warn' | 'throw') =>
    open(
      levelOutcome(level, {
        count: 1,
        heading: '<what> (<count>)',
        details: '  - <page or file>: <the problem>',
        setting: '<setting>',
        fix: '<what to fix>',
        relax: (to) => `set <setting>: '${to}' in site.config.ts`,
      }).message,
    );
  const printed: string[] = [];
  reportProblem(
    'warn',
    new ContentError('<file>:<line>', undefined, '<the problem>', { fix: '<the fix>' }),
    (line) => printed.push(line),
    ' (<setting>)',
    checkNote('<setting>'),
  );
  return page('Build checks', 'The checks of npm run build, their levels and what they print.', 6, [
    'Each check has a level: `throw` stops the build (exit 1), `warn` prints and goes on, `ignore` says nothing (and, where',
    'the check costs time, skips it); the options Docusaurus names `on…` also take `log`, which prints without a warning. Set',
    'them in the site config under `checks`, per API with `validateExamples`, and in the docs and blog options. Each check',
    'has its section below, named by its setting; the last line of its message links that section.',
    '',
    '## What a check prints',
    '',
    'The checks over the export (links, anchors) and over the APIs (examples, breaking changes) count their problems: at `throw`',
    '',
    '```text',
    sample('throw'),
    '```',
    '',
    'and at `warn`',
    '',
    '```text',
    sample('warn'),
    '```',
    '',
    'The checks of the content (tags, authors, Markdown links, routes) name the file of each problem: at `warn` (at `throw`',
    'the same without "Warning:" and the setting, and the build stops)',
    '',
    '```text',
    open(printed.join('\n')),
    '```',
    '',
    'Some checks have no level: they always stop the build, because what they find cannot be published safely. A wrong site',
    'config, front matter, sidebar, YAML or OpenAPI file; an id written twice on one page; an inline script the',
    'Content-Security-Policy does not allow; an inline style left after the style move. Each names the file and line or',
    'JSON pointer and the fix ([samples below](#checks-without-a-level)); [how the build works](../explanations/how-the-build-works.md)',
    'lists them in order.',
    '',
    'Each sample below is printed by the check itself, run by `npm run manual:reference` on a small made-up problem (a two-page',
    'site with one broken link, a doc with an undeclared tag, two versions of an API …).',
    '',
    // Outside a table: no pipes to escape.
    ...checks.flatMap((o) => {
      const printed = samples[o.path];
      const differ = printed ? throwLines(printed) : [];
      return [
        `## \`${o.path}\``,
        '',
        prose(o.description ?? ''),
        '',
        `Levels: \`${o.type}\`; default \`${o.default ?? ''}\`.`,
        '',
        ...(printed ? ['At `warn` it prints', '', ...textBlock(printed.warn), ''] : []),
        ...(differ.length
          ? [
              `and at \`throw\` ${differ.length === 1 ? 'this line differs' : 'these lines differ'} (the build stops)`,
              '',
              ...textBlock(differ.join('\n')),
              '',
            ]
          : []),
      ];
    }),
    '## Checks without a level',
    '',
    'These stop the build whatever the config says; each message names the file and line or JSON pointer and the fix.',
    '',
    ...alwaysStopSamples().flatMap(({ what, message }) => [`### ${what}`, '', ...textBlock(message), '']),
  ]);
}

/** A fenced block of printed text: a fence longer than any run of backticks in it. */
function textBlock(text: string): string[] {
  const fence = '`'.repeat(Math.max(3, ...[...text.matchAll(/`+/g)].map((run) => run[0].length + 1)));
  return [`${fence}text`, text, fence];
}

export function modulesPage(): string {
  const modules = Object.keys(DOCUSAURUS_MODULES) as Array<keyof typeof DOCUSAURUS_MODULE_NOTES>;
  const table = (prefix: string) => [
    '| import | what it gives |',
    '| --- | --- |',
    ...modules.filter((name) => name.startsWith(prefix)).map((name) => `| ${code(name)} | ${cell(DOCUSAURUS_MODULE_NOTES[name])} |`),
  ];
  return page('Theme and Docusaurus modules', 'The @theme/* and @docusaurus/* modules content and components can import.', 7, [
    "MDX content and a site's own components import these as on a Docusaurus site. A site's `src/theme/<Name>` replaces the",
    "`@theme/<Name>` module (a swizzled component); `@theme-original/<Name>` is always the product's own.",
    '',
    '## @theme',
    '',
    ...table('@theme/'),
    '',
    '## @docusaurus',
    '',
    ...table('@docusaurus/'),
  ]);
}

export function diffRulesPage(): string {
  const rules = Object.entries(RULES) as Array<[string, { breaking: boolean; reason: string }]>;
  return page(
    'API diff rules',
    'Every rule of the API changelog, openapi:diff and checks.breakingChanges: its id, whether it breaks clients, and why.',
    8,
    [
      'The API changelog, `npm run openapi:diff` and the `checks.breakingChanges` check compare two versions of an API with',
      `the same ${rules.length} rules. Each change names its rule id, so a team can look it up here. What`,
      '`npm run openapi:diff -- --format json` prints is described, field by field, in the',
      `[openapi:diff JSON output](${DIFF_OUTPUT_ROUTE}) reference.`,
      '',
      '| rule | breaks clients | why |',
      '| --- | --- | --- |',
      ...rules.map(([id, rule]) => `| ${code(id)} | ${rule.breaking ? 'yes' : 'no'} | ${cell(rule.reason)} |`),
      '',
      '## Event APIs',
      '',
      "An AsyncAPI entry's changelog applies the same rules, by direction (the [AsyncAPI guide](../guides/asyncapi.md#versions-and-the-changelog)",
      'says why): a message the application receives is compared as a request, one it sends as a response. Each breaks as',
      'above; its reason speaks of senders and receivers. Parameter and security rules do not apply: an event diff compares',
      "neither a channel's parameters nor security.",
      '',
      '| rule | breaks | why, for an event API |',
      '| --- | --- | --- |',
      ...(Object.entries(EVENT_REASONS) as Array<[RuleId, string]>).map(
        ([id, reason]) => `| ${code(id)} | ${RULES[id].breaking ? 'yes' : 'no'} | ${cell(reason)} |`,
      ),
    ],
  );
}

/**
 * What `npm run openapi:diff -- --format json` prints, as an OpenAPI document of schemas only: the
 * manual renders it as an API reference of its own (site.config.mjs, route DIFF_OUTPUT_ROUTE). The
 * fields follow lib/openapi/diff/types.ts; tests/manual/reference.test.ts validates a real diff against it.
 */
export function diffOutputSpec(): string {
  const pointer = (text: string) => ({ type: 'string', description: text, examples: ['/paths/~1words/get/parameters/0'] });
  const spec = {
    openapi: '3.1.0',
    info: {
      title: 'openapi:diff JSON output',
      version: '1',
      description:
        'What `npm run openapi:diff -- <old> <new> --format json` prints: every change between two versions of an API, ' +
        'as the API changelog and the `checks.breakingChanges` check compute them. The command exits 0, or 1 with ' +
        '`--fail-on-breaking` when `counts.breaking` is above 0. This document has no operations: its schemas are the output.',
    },
    paths: {},
    components: {
      schemas: {
        ApiDiff: {
          type: 'object',
          description: 'The whole output: the changes, operations in path order, and their counts.',
          required: ['changes', 'counts'],
          additionalProperties: false,
          properties: {
            changes: {
              type: 'array',
              items: { $ref: '#/components/schemas/ApiChange' },
              description: 'Every change, operations in path order.',
            },
            counts: {
              type: 'object',
              description: 'How many changes of each kind; `breaking` counts the changes whose rule breaks clients.',
              required: ['added', 'removed', 'changed', 'breaking'],
              additionalProperties: false,
              properties: Object.fromEntries(
                ['added', 'removed', 'changed', 'breaking'].map((key) => [
                  key,
                  { type: 'integer', minimum: 0, description: `Changes counted as ${key}.` },
                ]),
              ),
            },
          },
        },
        ApiChange: {
          type: 'object',
          description: 'One change, with the rule that found it and where it is written in each version.',
          required: ['rule', 'breaking', 'reason', 'message', 'operation'],
          additionalProperties: false,
          properties: {
            rule: { $ref: '#/components/schemas/RuleId' },
            breaking: { type: 'boolean', description: 'Whether the change breaks existing clients (the rule says).' },
            reason: { type: 'string', description: "Why it breaks (or does not break) existing clients, one sentence: the rule's reason." },
            message: { type: 'string', description: 'What changed, in plain text.', examples: ['query parameter `unit` became required'] },
            operation: { $ref: '#/components/schemas/OperationKey' },
            previous: {
              $ref: '#/components/schemas/OperationKey',
              description:
                'How the older version wrote the operation, when otherwise: moved (same operationId), or a path variable renamed.',
            },
            before: pointer('Where the changed thing is written in the older version (a JSON pointer); absent when it is new.'),
            after: pointer('Where it is written in the newer version (a JSON pointer); absent when it was removed.'),
            beforeSource: {
              type: 'string',
              description: 'For a description kept in several files: `file#pointer` where `before` is written.',
              examples: ['paths/words.yaml#/get/parameters/0'],
            },
            afterSource: {
              type: 'string',
              description: 'For a description kept in several files: `file#pointer` where `after` is written.',
            },
          },
        },
        OperationKey: {
          type: 'object',
          description: 'The operation a change belongs to, as the newer version writes it (the older, when it was removed).',
          required: ['kind', 'method', 'path'],
          additionalProperties: false,
          properties: {
            kind: {
              type: 'string',
              enum: ['operation', 'webhook', 'callback'],
              description: 'An operation of `paths`, a webhook or a callback.',
            },
            method: { type: 'string', description: 'The HTTP method, lower case.', examples: ['get'] },
            path: { type: 'string', description: "The path, or a webhook's name.", examples: ['/words/{id}'] },
            address: {
              type: 'string',
              description:
                'An event operation\'s (AsyncAPI) channel address as the document writes it, which the changelog shows. Its `method` is `SEND` or `RECEIVE` and its `path` the key it is matched by: the address with a leading "/", and the operation id in brackets when an earlier operation of the same action has that address.',
              examples: ['greenhouse/{houseId}/readings'],
            },
          },
        },
        RuleId: {
          type: 'string',
          description: 'The rule that found the change; the API diff rules page of the reference lists each with its reason.',
          enum: Object.keys(RULES),
        },
      },
    },
  };
  return `${JSON.stringify(spec, null, 2)}\n`;
}

/**
 * The Try it manifest the build writes (`_try/manifest.json`), as an OpenAPI document of schemas only,
 * converted from the zod schema the build's own types are read from (lib/postbuild/try-manifest.ts):
 * the manual renders it at TRY_MANIFEST_ROUTE; tests/manual/reference.test.ts validates the test
 * build's manifest against it.
 */
export function tryManifestSpec(): string {
  const registry = z.registry<{ id: string }>();
  registry.add(tryManifestSchema, { id: 'TryManifest' });
  registry.add(tryManifestApiSchema, { id: 'TryManifestApi' });
  const { schemas } = z.toJSONSchema(registry, { target: 'draft-2020-12', uri: (id) => `#/components/schemas/${id}` });
  // Without each schema's own $schema and $id: the document's components name them already.
  const components = Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => [
      id,
      Object.fromEntries(Object.entries(schema).filter(([key]) => key !== '$schema' && key !== '$id')),
    ]),
  );
  const spec = {
    openapi: '3.1.0',
    info: {
      title: 'Try it manifest',
      version: '1',
      description:
        `What the build writes into the export as \`${TRY_MANIFEST}\` when an API of the site config has \`tryIt\`: per API, ` +
        'the servers the console may call and the limits of the proxy. `npm run serve` and `npm run nginx:config` read it ' +
        'from the export folder; neither serves it (every `<base>/_try/` path belongs to the proxy). The file is written ' +
        'anew by each build: edit the site config, never the file. This document has no operations: its schemas are the file.',
    },
    paths: {},
    components: { schemas: components },
  };
  return `${JSON.stringify(spec, null, 2)}\n`;
}

/** Every generated page by its file name in REFERENCE_DIR. */
export function referencePages(scripts: Record<string, string>): Record<string, string> {
  return {
    'site-config.md': siteConfigPage(),
    'docs-options.md': docsOptionsPage(),
    'blog-options.md': blogOptionsPage(),
    'front-matter.md': frontMatterPage(),
    'commands.md': commandsPage(scripts),
    'checks.md': checksPage(),
    'modules.md': modulesPage(),
    'api-diff-rules.md': diffRulesPage(),
  };
}
