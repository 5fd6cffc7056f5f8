// The pure parts of the API corpus benchmark (bench/api-corpus.mjs): what one exported HTML page
// holds (ids, links, inline React payload), which in-page and same-API links point nowhere, the
// corpus budgets and the report. tests/bench/corpus-lib.test.ts covers this file.

/** KB with one decimal, as bench/lib.mjs writes them (not imported: lib.mjs imports this file). */
const kb = (bytes) => (bytes / 1024).toFixed(1);

// An opening tag with its attributes; a quoted value may hold ">" (a title, a data attribute).
const TAG = /<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
// Text that holds no element: a script's or style's body, a comment. React's payload quotes markup
// in scripts (`\"id\":\"x\"`), so scripts are skipped before ids are read.
const NOT_MARKUP = /<script\b[^>]*>[\s\S]*?<\/script\s*>|<style\b[^>]*>[\s\S]*?<\/style\s*>|<!--[\s\S]*?-->/gi;
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** An attribute value as the browser reads it: the entities a renderer writes decoded. */
export function decodeEntities(value) {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name) => {
    if (name[0] === '#') return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Every opening tag of the markup (scripts, styles and comments left out): its name and attributes. */
function* tags(html) {
  for (const [, name, attributes] of html.replace(NOT_MARKUP, '').matchAll(TAG)) {
    const values = new Map();
    for (const [, key, double, single, bare] of attributes.matchAll(ATTRIBUTE)) {
      const lower = key.toLowerCase();
      if (!values.has(lower)) values.set(lower, decodeEntities(double ?? single ?? bare ?? ''));
    }
    yield { name: name.toLowerCase(), attributes: values };
  }
}

/** Bytes of the inline scripts that carry React's payload (`self.__next_f.push(...)`), in UTF-8. */
export function inlinePayloadBytes(html) {
  let bytes = 0;
  for (const [, body] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script\s*>/gi)) {
    if (body.includes('self.__next_f')) bytes += Buffer.byteLength(body);
  }
  return bytes;
}

/**
 * What a page holds for the checks: the ids of its elements (each once), the ids given to more
 * than one element with their counts, and the href of every link.
 * @param {string} html
 * @returns {{ ids: Set<string>, duplicateIds: { id: string, count: number }[], hrefs: string[] }}
 */
export function analysePage(html) {
  const counts = new Map();
  const hrefs = [];
  for (const tag of tags(html)) {
    const id = tag.attributes.get('id');
    if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
    if (tag.name === 'a' && tag.attributes.has('href')) hrefs.push(tag.attributes.get('href'));
  }
  const duplicateIds = [...counts].filter(([, count]) => count > 1).map(([id, count]) => ({ id, count }));
  return { ids: new Set(counts.keys()), duplicateIds, hrefs };
}

function decodeFragment(fragment) {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/**
 * The links of an API's pages that point nowhere: `#x` with no element id="x" on the same page,
 * and a link into the API's own route to a page or file that was not exported, or to a fragment
 * that page lacks. Links elsewhere (other sections, other sites) are the site's link check's.
 * A bare "#" and "#top" scroll to the top in every browser: they always resolve.
 * @param {Map<string, { ids: Set<string>, hrefs: string[] }>} pages by URL path ("/api/corpus/x/schemas/Y")
 * @param {{ route: string, files: Set<string> }} api its route with the base path, and the URL paths of
 *   every file exported below it (pages without ".html")
 * @returns {{ page: string, href: string }[]}
 */
export function unresolvedLinks(pages, { route, files }) {
  const broken = [];
  for (const [page, { ids, hrefs }] of pages) {
    for (const href of hrefs) {
      const hash = href.indexOf('#');
      const target = (hash === -1 ? href : href.slice(0, hash)).replace(/\?.*$/, '');
      const fragment = hash === -1 ? '' : decodeFragment(href.slice(hash + 1));
      if (target === '') {
        if (fragment !== '' && fragment !== 'top' && !ids.has(fragment)) broken.push({ page, href });
        continue;
      }
      if (target !== route && !target.startsWith(`${route}/`) && !target.startsWith(`${route}.`)) continue;
      const path = target.replace(/\/$/, '').replace(/\.html$/, '');
      if (!files.has(path)) broken.push({ page, href });
      else if (fragment !== '' && fragment !== 'top' && pages.has(path) && !pages.get(path).ids.has(fragment)) broken.push({ page, href });
    }
  }
  return broken;
}

/** Every description of bench/api-corpus.json with its group's kind and its route slug. */
export function corpusEntries(corpus) {
  return corpus.groups.flatMap((group) => group.ids.map((id) => ({ id, kind: group.kind, slug: id.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') })));
}

/**
 * The entries `--only id,id` names, or all of them without it. An id the corpus does not hold fails
 * at once, naming it and the known ids: a typo would otherwise build an empty site for minutes.
 */
export function chooseEntries(entries, only) {
  if (only === undefined) return entries;
  const wanted = only.split(',').map((id) => id.trim()).filter(Boolean);
  const known = new Set(entries.map((entry) => entry.id));
  const unknown = wanted.filter((id) => !known.has(id));
  if (unknown.length > 0 || wanted.length === 0) {
    throw new Error(`--only names ${unknown.length ? `ids not in bench/api-corpus.json: ${unknown.join(', ')}` : 'no id'}. Known ids: ${[...known].join(', ')}.`);
  }
  return entries.filter((entry) => wanted.includes(entry.id));
}

/** The corpus totals from its specs' numbers: pages, the largest page by bytes and by gzip bytes, the sums. */
export function corpusTotals(specs) {
  const sum = (key) => specs.reduce((n, s) => n + s[key], 0);
  const none = { id: '–', largestPage: { path: '–', bytes: 0, gzipBytes: 0, payloadShare: 0 }, largestGzipPage: { path: '–', bytes: 0, gzipBytes: 0, payloadShare: 0 } };
  const largest = specs.reduce((a, b) => (b.largestPage.bytes > a.largestPage.bytes ? b : a), none);
  const largestGzip = specs.reduce((a, b) => (b.largestGzipPage.gzipBytes > a.largestGzipPage.gzipBytes ? b : a), none);
  return {
    pages: sum('pages'),
    largestPage: { spec: largest.id, ...largest.largestPage },
    largestGzipPage: { spec: largestGzip.id, ...largestGzip.largestGzipPage },
    pagesOverBytes: sum('pagesOverBytes'),
    pagesOverGzip: sum('pagesOverGzip'),
    duplicateIds: sum('duplicateIds'),
    pagesWithDuplicateIds: sum('pagesWithDuplicateIds'),
    unresolvedLinks: sum('unresolvedLinks'),
  };
}

/**
 * The corpus budgets of bench/budgets.json (`corpus`): the largest page's HTML and gzip bytes, the
 * duplicate ids and the unresolved links over the whole corpus. A run that did not complete fails,
 * and so does a post-build that failed (its numbers are still compared: the export was complete).
 * @returns {{ route: string, check: string, actual: number, limit: number, error?: string }[]}
 */
export function compareCorpus(corpus, budgets) {
  const limits = budgets.corpus;
  if (!corpus || corpus.available === false || !limits) return [];
  if (corpus.error) return [{ route: 'corpus', check: 'completed', actual: 0, limit: 1, error: corpus.error }];
  const totals = corpus.totals;
  const failed = corpus.steps?.failed ? [{ route: 'corpus', check: 'completed', actual: 0, limit: 1, error: corpus.steps.failed }] : [];
  const checks = [
    // A description that published nothing was dropped: no budget allows that.
    ['specsWithoutPages', corpus.specs.filter((s) => s.pages === 0).length, 0],
    ['largestPageBytes', totals.largestPage.bytes, limits.maxPageBytes],
    ['largestPageGzipBytes', totals.largestGzipPage.gzipBytes, limits.maxPageGzipBytes],
    ['duplicateIds', totals.duplicateIds, limits.maxDuplicateIds],
    ['unresolvedLinks', totals.unresolvedLinks, limits.maxUnresolvedLinks],
  ];
  return [
    ...failed,
    ...checks.filter(([, actual, limit]) => limit !== undefined && actual > limit).map(([check, actual, limit]) => ({ route: 'corpus', check, actual, limit })),
  ];
}

/**
 * The specs worst first: by the largest page (its weight is what a reader waits for), then by
 * duplicate ids and unresolved links, so that a light spec with broken ids still ranks above a clean one.
 */
export function worstFirst(specs) {
  const faults = (s) => s.duplicateIds + s.unresolvedLinks;
  return [...specs].sort((a, b) => b.largestPage.bytes - a.largestPage.bytes || faults(b) - faults(a));
}

/**
 * The corpus as Markdown: the totals, then one row per spec, worst first (`limit` rows).
 * @param {object} corpus the shape bench/api-corpus.mjs writes to bench/api-corpus-results.json
 */
export function renderCorpus(corpus, limit = 15) {
  if (!corpus || corpus.available === false) return `- API corpus: not run${corpus?.reason ? ` (${corpus.reason})` : ''}`;
  if (corpus.error) return `- API corpus: failed (${corpus.error})`;
  const t = corpus.totals;
  const head = ['spec', 'ops + hooks', 'pages', 'largest page', 'KB', 'gzip KB', 'payload %', '> bytes', '> gzip', 'dup ids', 'unresolved', 'model s'];
  const build = corpus.steps
    ? `build ${corpus.buildSeconds} s (content check ${corpus.steps.check} s, next build ${corpus.steps.next} s, post-build ${corpus.steps.postbuild} s), ` +
      `peak memory ${corpus.peakMemoryMB} MB${corpus.steps.failed ? `, failed: ${corpus.steps.failed}` : ''}`
    : 'not built by this run';
  const lines = [
    `API corpus (${corpus.package}, ${corpus.specs.length} descriptions): ${build}; ${t.pages} pages, ` +
      `largest ${t.largestPage.spec} ${t.largestPage.path} ${kb(t.largestPage.bytes)} KB, largest gzip ${t.largestGzipPage.spec} ${t.largestGzipPage.path} ${kb(t.largestGzipPage.gzipBytes)} KB; ` +
      `${t.pagesOverBytes} pages over ${corpus.budget.maxPageBytes / 1e6} MB, ${t.pagesOverGzip} over ${corpus.budget.maxPageGzipBytes / 1e3} KB gzip, ` +
      `${t.duplicateIds} duplicate ids on ${t.pagesWithDuplicateIds} pages, ${t.unresolvedLinks} unresolved links. Worst ${Math.min(limit, corpus.specs.length)}:`,
    '',
    `| ${head.join(' | ')} |`,
    `| ${head.map((_, i) => (i === 0 || i === 3 ? '---' : '---:')).join(' | ')} |`,
  ];
  for (const s of worstFirst(corpus.specs).slice(0, limit)) {
    const model = s.modelSeconds === undefined ? '–' : (s.modelSeconds.load + s.modelSeconds.viewModel).toFixed(1);
    lines.push(
      `| ${[
        s.id,
        `${s.operations} + ${s.webhooks}`,
        s.pages,
        s.largestPage.path,
        kb(s.largestPage.bytes),
        kb(s.largestPage.gzipBytes),
        Math.round(s.largestPage.payloadShare * 100),
        s.pagesOverBytes,
        s.pagesOverGzip,
        s.duplicateIds,
        s.unresolvedLinks,
        model,
      ].join(' | ')} |`,
    );
  }
  return lines.join('\n');
}

/**
 * The worst offenders by name, for the console: each spec's largest page with its spec id and path,
 * and a few of its duplicate ids and unresolved links. Empty when every spec is clean.
 */
export function renderOffenders(specs, limit = 15) {
  const worst = worstFirst(specs).filter((s) => s.pagesOverBytes + s.pagesOverGzip + s.duplicateIds + s.unresolvedLinks > 0);
  if (!worst.length) return '';
  const lines = ['Worst offenders (spec id: page):'];
  for (const s of worst.slice(0, limit)) {
    const p = s.largestPage;
    lines.push(
      `- ${s.id}: ${p.path} ${kb(p.bytes)} KB, ${kb(p.gzipBytes)} KB gzip, ${Math.round(p.payloadShare * 100)} % inline payload; ` +
        `${s.pagesOverBytes} of ${s.pages} pages over budget`,
    );
    for (const d of s.examples.duplicateIds.slice(0, 2)) lines.push(`    duplicate id "${d.id}" ×${d.count} on ${d.page}`);
    for (const l of s.examples.unresolvedLinks.slice(0, 2)) lines.push(`    unresolved link ${l.href} on ${l.page}`);
  }
  return lines.join('\n');
}
