// What each build check prints, for the manual's checks page (manual-reference.ts): every check is run
// here, by its own code, on a small fabricated problem (a two-page export with one broken link, a doc
// with an undeclared tag, …), so a sample changes when the check's wording does. Nothing is read from
// disk; every file named is a neutral relative path, as a site's build names its files.
import { checkLinks, linkReport } from '@/lib/checks/link-check';
import { scanHtml } from '@/lib/checks/html-scan';
import { levelOutcome } from '@/lib/config/checks';
import { validateSiteConfig } from '@/lib/config/schema';
import { DEFAULT_BASE_PATH, DEFAULT_SITE_URL } from '@/lib/config/env.mjs';
import { normalizeTags } from '@/lib/content/tags';
import { resolveTags } from '@/lib/blog/tags';
import { resolveAuthors } from '@/lib/blog/authors';
import { reportDuplicateRoute } from '@/lib/content/docs';
import { reportBrokenMarkdownLink } from '@/lib/content/markdown-options';
import { parseDocFrontMatter } from '@/lib/content/front-matter';
import { resolveSidebarsFile } from '@/lib/content/sidebars-file';
import remarkDocLinks from '@/lib/mdx/doc-links';
import { parseSource } from '@/lib/mdx/pipeline';
import { diffDocuments, operationLabel } from '@/lib/openapi/diff/diff';
import { breakingChangeMessage, reportBreakingChanges } from '@/lib/openapi/diff/check';
import { exampleOutcome } from '@/lib/openapi/examples/check';
import { sayExampleReport } from '@/lib/openapi/examples/site';
import { validateExamples } from '@/lib/openapi/examples/validate';
import { DEFAULT_EXAMPLE_RULES } from '@/lib/openapi/examples/ajv-schema';
import { parseSpecText } from '@/lib/openapi/load/parse';
import type { Json } from '@/lib/openapi/model/resolve';
import { duplicateIdProblems, formatDuplicateIds } from '@/lib/postbuild/duplicate-ids';
import { formatUnknownScripts, unknownInlineScripts } from '@/lib/postbuild/inline-scripts';
import { findInlineStyles, formatInlineStyleProblems } from '@/lib/postbuild/inline-styles';

/** What a check printed: its warnings and log lines, then the message of what it threw. */
function said(act: (warn: (message: string) => void) => void): string {
  const lines: string[] = [];
  try {
    act((message) => lines.push(message));
  } catch (error) {
    lines.push(error instanceof Error ? error.message : String(error));
  }
  // The build prints a blank line before some messages; a sample starts at its text.
  return lines.join('\n').trim();
}

/** A check's message at `warn` and at `throw`, each as the build prints it. */
export interface CheckSample {
  warn: string;
  throw: string;
}

const sample = (run: (level: 'warn' | 'throw', warn: (message: string) => void) => void): CheckSample => ({
  warn: said((warn) => run('warn', warn)),
  throw: said((warn) => run('throw', warn)),
});

// The export of a two-page site: the second page links a page that is not there and a heading the first lacks.
const EXPORT = new Map(
  Object.entries({
    '/docs/intro': '<main>\n<h1 id="intro">Intro</h1>\n<p>Next: <a href="/demo/docs/guide">Guide</a>.</p>\n</main>',
    '/docs/guide':
      '<main>\n<h1 id="guide">Guide</h1>\n<p>See <a href="/demo/docs/instal">Install</a>\nand <a href="/demo/docs/intro#first-steps">First steps</a>.</p>\n</main>',
  }).map(([route, html]) => [route, { ...scanHtml(html), file: `out${route}.html` }]),
);
const links = () => checkLinks({ pages: EXPORT, files: new Set(), basePath: '/demo' });
const linkSample = (key: 'brokenLinks' | 'brokenAnchors', what: 'Broken links' | 'Broken anchors') =>
  sample((level, warn) => {
    const { message, fail } = levelOutcome(level, linkReport(links()[key], what, key));
    // As the post-build step prints it (scripts/postbuild.ts): to stderr at 'throw', a warning otherwise.
    if (fail) throw new Error(message);
    warn(message);
  });

const docTags = (folder: string) =>
  sample((level, warn) =>
    normalizeTags(['guides', 'tutorial'], {
      routeBase: `/${folder}`,
      tagsFile: { guides: { label: 'Guides', permalink: '/guides' } },
      tagsFileName: `${folder}/tags.yml`,
      onInlineTags: level,
      file: `${folder}/intro.md`,
      line: 3,
      warn,
    }),
  );

// An OpenAPI description in two versions: v2 makes a query parameter required.
const petsApi = (required: boolean): Json => ({
  openapi: '3.1.0',
  info: { title: 'Pets', version: required ? '2.0.0' : '1.0.0' },
  paths: {
    '/pets': {
      get: {
        operationId: 'listPets',
        parameters: [{ name: 'species', in: 'query', required, schema: { type: 'string' } }],
        responses: {
          '200': { description: 'The pets', content: { 'application/json': { schema: { type: 'array' }, example: { id: 1 } } } },
        },
      },
    },
  },
});

/** The sample of each setting that takes a level, by its path in the site config (the heading of its section). */
export function levelSamples(): Record<string, CheckSample> {
  return {
    'docs.onInlineTags': docTags('docs'),
    // An instance's docs are read by the same code, and its message links the docs option's section.
    'docsInstances[].onInlineTags': docTags('community'),
    'blog.onInlineTags': sample((level, warn) =>
      resolveTags(['release', 'news'], new Map([['news', { key: 'news', label: 'News', permalink: '/blog/tags/news', inline: false }]]), {
        file: 'blog/2026-01-05-launch.md',
        tagsRoute: '/blog/tags',
        policy: level,
        tagsFile: 'blog/tags.yml',
        warn,
      }),
    ),
    'blog.onInlineAuthors': sample((level, warn) =>
      resolveAuthors([{ name: 'Ada Lovelace' }], new Map(), {
        file: 'blog/2026-01-05-launch.md',
        dir: 'blog',
        authorsFile: 'blog/authors.yml',
        hasAuthorsMap: true,
        policy: level,
        remoteOrigins: new Set(),
        warn,
      }),
    ),
    'checks.brokenLinks': linkSample('brokenLinks', 'Broken links'),
    'checks.brokenAnchors': linkSample('brokenAnchors', 'Broken anchors'),
    'checks.brokenMarkdownLinks': sample((level, warn) => {
      const file = 'docs/intro.md';
      const tree = parseSource('# Intro\n\nNext, [install it](./instal.md).\n', { file, format: 'md' });
      remarkDocLinks({ file, routes: new Map(), onBroken: (message) => reportBrokenMarkdownLink(level, message, warn) })(tree);
    }),
    'checks.duplicateRoutes': sample((level, warn) =>
      reportDuplicateRoute(level, { file: 'docs/setup/index.md', line: 2 }, '/docs/setup', 'docs/setup.md', warn),
    ),
    'checks.breakingChanges': sample((level, warn) => {
      const changes = diffDocuments(petsApi(false), petsApi(true)).changes.filter((change) => change.breaking);
      const version = (name: string) => ({
        name,
        spec: `openapi/pets-${name}.yaml`,
        source: { of: (p: string) => `openapi/pets-${name}.yaml#${p}`, elsewhere: () => undefined },
      });
      const breaking = changes.map((change) => ({ label: operationLabel(change.operation), change }));
      reportBreakingChanges(level, [breakingChangeMessage('pets', version('v1'), version('v2'), breaking)], warn);
    }),
    'apis[].validateExamples': sample((level, warn) => {
      const problems = validateExamples(petsApi(false) as Record<string, unknown>, DEFAULT_EXAMPLE_RULES);
      const failures: string[] = [];
      sayExampleReport(exampleOutcome('openapi/pets.yaml', problems, { id: 'pets', validateExamples: level }), failures, warn);
      if (failures.length > 0) throw new Error(failures.join('\n\n'));
    }),
  };
}

/** The lines of a check's message at `throw` that differ from its message at `warn`. */
export function throwLines(sample: CheckSample): string[] {
  const warned = new Set(sample.warn.split('\n'));
  return sample.throw.split('\n').filter((line) => !warned.has(line));
}

/** The checks without a level, each with what it finds and a sample of what it prints. */
export function alwaysStopSamples(): { what: string; message: string }[] {
  const page = (html: string) => new Map([['/docs/intro', { ...scanHtml(html), file: 'out/docs/intro.html' }]]);
  return [
    {
      what: 'A wrong site config value',
      message: said(() =>
        validateSiteConfig(
          { title: 'Docs', url: DEFAULT_SITE_URL, basePath: DEFAULT_BASE_PATH, checks: { brokenLinks: 'fail' } },
          'site.config.ts',
        ),
      ),
    },
    {
      what: 'A wrong front matter field',
      message: said(() => parseDocFrontMatter('---\ntitle: Intro\nsidebar_position: first\n---\n# Intro\n', 'docs/intro.md')),
    },
    {
      what: 'A wrong item in the sidebars file',
      message: said(() =>
        resolveSidebarsFile(
          { docs: [{ type: 'category', label: 'Guides' }] },
          'sidebars.js',
          { dir: '', name: 'docs', docs: [], folders: [] },
          {
            docsById: new Map(),
            docsByFile: new Map(),
            routeBase: '/docs',
            indexes: [],
            displayFile: (file) => file,
            collapsible: true,
            collapsed: true,
          },
        ),
      ),
    },
    {
      what: 'A YAML or OpenAPI file that cannot be read',
      message: said(() => parseSpecText('openapi: 3.1.0\ninfo:\n  title: Pets\n   version: 1.0.0\n', 'openapi/pets.yaml')),
    },
    {
      what: 'An id written twice on one page',
      message: said(() => {
        throw new Error(formatDuplicateIds(duplicateIdProblems(page('<h2 id="setup">Setup</h2>\n<p>…</p>\n<h2 id="setup">Setup</h2>'))));
      }),
    },
    {
      what: 'An inline script the Content-Security-Policy does not allow',
      message: said(() => {
        const scripts = unknownInlineScripts('<main>\n<h1>Intro</h1>\n<script>track("intro")</script>\n</main>');
        throw new Error(formatUnknownScripts([{ file: 'out/docs/intro.html', source: 'docs/intro.mdx', scripts }]));
      }),
    },
    {
      what: 'An inline style left after the style move',
      message: said(() => {
        const problems = findInlineStyles('<main>\n<style>h1 { color: red }</style>\n</main>');
        throw new Error(formatInlineStyleProblems(problems.map((problem) => ({ file: 'out/docs/intro.html', problem }))));
      }),
    },
  ];
}
