import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { siteConfigSchema } from '@/lib/config/schema';
import { schemaOptions } from '@/lib/config/schema-doc';
import { docFrontMatterSchema } from '@/lib/content/front-matter';
import { postFrontMatterSchema } from '@/lib/blog/front-matter';
import { pageFrontMatterSchema } from '@/lib/pages/load';
import { DOCUSAURUS_MODULES, DOCUSAURUS_MODULE_NOTES } from '@/lib/mdx/imports/docusaurus-modules.mjs';
import { COMMANDS } from '@/scripts/lib/commands.mjs';
import {
  DIFF_OUTPUT_SPEC,
  REFERENCE_DIR,
  TRY_MANIFEST_SPEC,
  checksPage,
  diffOutputSpec,
  isLevelSetting,
  referencePages,
  siteConfigPage,
  tryManifestSpec,
} from '@/scripts/lib/manual-reference';
import { DEFAULT_BASE_PATH, DEFAULT_SITE_URL } from '@/lib/config/env.mjs';
import Ajv2020 from 'ajv/dist/2020';
import { slug } from 'github-slugger';
import { checkAnchor, checkPage } from '@/lib/config/checks';
import { alwaysStopSamples } from '@/scripts/lib/check-samples';
import { loadSpec } from '@/lib/openapi/load/load';
import { diffDocuments } from '@/lib/openapi/diff/diff';
import type { Json } from '@/lib/openapi/model/resolve';
import { buildApiModel } from '@/lib/openapi/model/view-model';
import { tryManifest } from '@/lib/postbuild/try-manifest';
import { loadSiteConfig } from '@/lib/site/prepare';

const root = path.resolve(import.meta.dirname, '../..');
/** A validator of one schema of a committed OpenAPI document of the manual (its other schemas resolve by $ref). */
const validatorOf = (document: string, name: string) => {
  const spec = JSON.parse(document) as { components: { schemas: Record<string, object> } };
  return new Ajv2020({ allErrors: true, strict: false })
    .addSchema({ $id: 'spec', components: spec.components })
    .compile({ $ref: `spec#/components/schemas/${name}` });
};
const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
const undescribed = (schema: z.ZodType) =>
  schemaOptions(schema)
    .filter((option) => !option.description)
    .map((option) => option.path);

describe('schemaOptions', () => {
  it('lists nested, array, record and union fields, with types, defaults and descriptions', () => {
    const schema = z.object({
      mode: z.enum(['a', 'b']).default('a').describe('The mode.'),
      list: z.array(z.object({ name: z.string().describe('A name.') })).describe('A list.'),
      byName: z.record(z.string(), z.object({ label: z.string().optional() })).optional(),
      either: z.union([z.literal(false), z.object({ path: z.string().default('x').describe('A path.') })]).prefault({}),
    });
    const options = schemaOptions(schema);
    expect(options.map((o) => o.path)).toEqual(['mode', 'list', 'list[].name', 'byName', 'byName.<name>.label', 'either', 'either.path']);
    expect(options[0]).toMatchObject({ type: "'a' | 'b'", default: "'a'", required: false, description: 'The mode.' });
    expect(options[1]).toMatchObject({ type: 'object[]', required: true });
    expect(undescribed(schema)).toEqual(['byName', 'byName.<name>.label', 'either']);
  });
});

describe('the manual reference has a sentence for everything it lists', () => {
  it('every option of the site config schema', () => {
    expect(undescribed(siteConfigSchema)).toEqual([]);
    expect(schemaOptions(siteConfigSchema).length).toBeGreaterThan(150);
  });

  it('every option of the site config schema, each as a row of the page for its section', () => {
    const pages = referencePages(scripts);
    // The option names in the first column of every table, as each page writes them (relative to its section).
    const rowsOf = (page: string) => new Set([...page.matchAll(/^\| `([^`]+)` \|/gm)].map((match) => match[1]!));
    const top = rowsOf(pages['site-config.md']!);
    const docs = rowsOf(pages['docs-options.md']!);
    const blog = rowsOf(pages['blog-options.md']!);
    const listed = (option: string) => {
      if (option.startsWith('docs.')) return docs.has(option.slice('docs.'.length));
      if (option.startsWith('blog.')) return blog.has(option.slice('blog.'.length));
      // An instance takes the docs options plus its id (the page says so).
      if (option.startsWith('docsInstances[].')) return docs.has(option.slice('docsInstances[].'.length));
      return top.has(option);
    };
    expect(
      schemaOptions(siteConfigSchema)
        .map((option) => option.path)
        .filter((option) => !listed(option)),
    ).toEqual([]);
  });

  it('every front matter field of docs, posts and pages', () => {
    expect(undescribed(docFrontMatterSchema)).toEqual([]);
    expect(undescribed(postFrontMatterSchema)).toEqual([]);
    expect(undescribed(pageFrontMatterSchema as unknown as z.ZodType)).toEqual([]);
  });

  it('every npm run script, and no entry for a script that is gone', () => {
    expect(Object.keys(scripts).filter((name) => !COMMANDS[name]?.summary)).toEqual([]);
    expect(Object.keys(COMMANDS).filter((name) => !(name in scripts))).toEqual([]);
  });

  it("every flag listed is one the script's own file reads", () => {
    const unknown = Object.entries(COMMANDS).flatMap(([name, command]) => {
      const flags = Object.keys(command.flags ?? {}).map((flag) => flag.split(' ')[0]!);
      const file = scripts[name]?.match(/\S+\.(?:mjs|ts)\b/)?.[0];
      if (!file) return flags.map((flag) => `${name} ${flag} (no script file)`);
      const source =
        fs.readFileSync(path.join(root, file), 'utf8') +
        (name === 'dev' ? fs.readFileSync(path.join(root, 'scripts/lib/dev-args.mjs'), 'utf8') : '');
      return flags.filter((flag) => !source.includes(flag.replace(/^--/, ''))).map((flag) => `${name} ${flag}`);
    });
    expect(unknown).toEqual([]);
  });

  it('every flag a script reads with parseArgs is listed', () => {
    const unlisted = Object.entries(COMMANDS).flatMap(([name, command]) => {
      const file = scripts[name]?.match(/\S+\.(?:mjs|ts)\b/)?.[0];
      const source = file ? fs.readFileSync(path.join(root, file), 'utf8') : '';
      if (!source.includes('parseArgs(')) return [];
      const listed = new Set(Object.keys(command.flags ?? {}).map((flag) => flag.split(' ')[0]));
      // parseArgs' option table: `name: { type: ... }` or `'two-words': { type: ... }`.
      const read = [...source.matchAll(/(?:'([\w-]+)'|\b([a-z][\w-]*))\s*:\s*\{\s*type:/g)].map((match) => `--${match[1] ?? match[2]}`);
      return read.filter((flag) => !listed.has(flag)).map((flag) => `${name} ${flag}`);
    });
    expect(unlisted).toEqual([]);
  });

  it('every setting that takes a check level, with its section on the build checks page (the one its messages link)', () => {
    const levels = schemaOptions(siteConfigSchema).filter((option) => isLevelSetting(option.type));
    expect(levels.map((option) => option.path)).toEqual(expect.arrayContaining(['checks.brokenLinks', 'blog.onInlineAuthors']));
    // Each has a section whose id is the one its messages link (checkPage), as the manual makes a heading's id.
    const ids = [...checksPage().matchAll(/^## (.+)$/gm)].map((match) => slug(match[1]!.replace(/`/g, '')));
    expect(levels.map((option) => checkAnchor(option.path)).filter((id) => !ids.includes(id))).toEqual([]);
  });

  it("every level setting's section shows what its check prints at warn and what differs at throw", () => {
    const page = checksPage();
    const sections = new Map(page.split(/^(?=## )/m).map((text) => [text.split('\n')[0]!, text]));
    const levels = schemaOptions(siteConfigSchema).filter((option) => isLevelSetting(option.type));
    const lacking = levels.filter((option) => {
      const text = sections.get(`## \`${option.path}\``) ?? '';
      const blocks = [...text.matchAll(/^```text\n([\s\S]*?)\n```$/gm)].map((match) => match[1]!);
      // The warning, then the lines that differ at throw: the first names the setting's own name and level, and links the checks page.
      const [warned, thrown] = blocks;
      const name = option.path.split('.').pop()!;
      return !(
        text.includes('At `warn` it prints') &&
        warned?.includes(name) &&
        (warned.startsWith('Warning:') || warned.includes(`: 'warn')`)) &&
        warned.includes(`The check and its levels: ${checkPage('')}`) &&
        thrown
      );
    });
    expect(lacking.map((option) => option.path)).toEqual([]);
  });

  it('the checks without a level, each with the message it prints, and no sample names a path of this machine', () => {
    const page = checksPage();
    const own = page.slice(page.indexOf('## Checks without a level'));
    const samples = alwaysStopSamples();
    expect(samples.length).toBeGreaterThanOrEqual(7);
    for (const { what, message } of samples) {
      expect(message.length).toBeGreaterThan(what.length);
      expect(own).toContain(`### ${what}\n\n\`\`\`text\n${message}\n`);
    }
    for (const machine of [root, os.tmpdir(), os.homedir()]) expect(page).not.toContain(machine);
  });

  it('basePath and url as the preparation reads them: the environment wins over the file, the default without either', () => {
    const page = siteConfigPage();
    for (const [option, variable, fallback] of [
      ['basePath', 'BASE_PATH', DEFAULT_BASE_PATH],
      ['url', 'SITE_URL', DEFAULT_SITE_URL],
    ]) {
      const row = page.split('\n').find((line) => line.startsWith(`| \`${option}\` |`));
      expect(row).toContain(`\`'${fallback}'\``);
      expect(row).toContain(`${variable} environment variable, when set, wins over it`);
    }
  });

  it('every @theme and @docusaurus module provided', () => {
    const notes = DOCUSAURUS_MODULE_NOTES as Record<string, string>;
    expect(Object.keys(DOCUSAURUS_MODULES).filter((name) => !notes[name])).toEqual([]);
    expect(Object.keys(notes).filter((name) => !(name in DOCUSAURUS_MODULES))).toEqual([]);
  });
});

describe('the committed reference pages', () => {
  it('are what npm run manual:reference writes (run it after changing an option, field, script or module)', () => {
    for (const [file, text] of Object.entries(referencePages(scripts))) {
      const committed = fs.readFileSync(path.join(root, REFERENCE_DIR, file), 'utf8');
      expect(committed, `${REFERENCE_DIR}/${file} is stale: run npm run manual:reference`).toBe(text);
    }
  });

  it('include the openapi:diff JSON output as an OpenAPI document, and a real diff matches its schemas', async () => {
    const committed = fs.readFileSync(path.join(root, DIFF_OUTPUT_SPEC), 'utf8');
    expect(committed, `${DIFF_OUTPUT_SPEC} is stale: run npm run manual:reference`).toBe(diffOutputSpec());
    const validate = validatorOf(committed, 'ApiDiff');
    const load = async (version: string) => (await loadSpec(`tests/openapi/fixtures/versions/${version}.yaml`, root)).document as Json;
    const diff = diffDocuments(await load('v1'), await load('v2'));
    expect(diff.changes.length).toBeGreaterThan(5);
    expect(validate(JSON.parse(JSON.stringify(diff))), JSON.stringify(validate.errors)).toBe(true);
    // An event API's too, whose operations carry their address.
    const events = diffDocuments(
      ...((await Promise.all(
        ['greenhouse-v1.yaml', 'greenhouse/asyncapi.yaml'].map(
          async (file) => (await loadSpec(`tests/fixtures/asyncapi/${file}`, root)).document as Json,
        ),
      )) as [Json, Json]),
    );
    expect(events.changes.some((change) => change.operation.address)).toBe(true);
    expect(validate(JSON.parse(JSON.stringify(events))), JSON.stringify(validate.errors)).toBe(true);
  });

  it('include the Try it manifest format, and the manifest the test build writes matches it, nothing more', async () => {
    const committed = fs.readFileSync(path.join(root, TRY_MANIFEST_SPEC), 'utf8');
    expect(committed, `${TRY_MANIFEST_SPEC} is stale: run npm run manual:reference`).toBe(tryManifestSpec());
    const validate = validatorOf(committed, 'TryManifest');
    // What the test build's post-build step writes: its config, the specs' own servers, the same function.
    const { config } = await loadSiteConfig(path.join(root, 'tests/fixtures/sites/test-build'), {});
    const entries = await Promise.all(
      config.apis
        .filter((api) => api.tryIt)
        .map(async (api) => ({ api, model: buildApiModel((await loadSpec(api.spec, root)).document as Json) })),
    );
    const manifest = JSON.parse(JSON.stringify(tryManifest(entries, config))) as { apis: Array<Record<string, unknown>> };
    expect(manifest.apis.map((api) => api.id)).toEqual(expect.arrayContaining(['word', 'calculator']));
    expect(validate(manifest), JSON.stringify(validate.errors)).toBe(true);
    // The schema is strict and says what each field holds: an unknown field, a trailing slash, a zero timeout fail.
    const first = manifest.apis[0]!;
    for (const wrong of [
      { ...first, extra: true },
      { ...first, servers: ['https://api.example/v1/'] },
      { ...first, timeout: 0 },
    ]) {
      expect(validate({ apis: [wrong] }), JSON.stringify(wrong)).toBe(false);
    }
    expect(validate({ ...manifest, version: 2 })).toBe(false);
  });
});
