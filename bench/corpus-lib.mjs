// The pure parts of the API corpus benchmark (bench/api-corpus.mjs): the inline React payload of a
// page, the choice of descriptions, the corpus budgets and the report. Ids and links are measured
// with the build's own checks (bench/corpus-measure.ts). tests/bench/corpus-lib.test.ts covers this file.

/** KB with one decimal, as bench/lib.mjs writes them (not imported: lib.mjs imports this file). */
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Bytes of the inline scripts that carry React's payload (`self.__next_f.push(...)`), in UTF-8. */
export function inlinePayloadBytes(html) {
  let bytes = 0;
  for (const [, body] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script\s*>/gi)) {
    if (body.includes('self.__next_f')) bytes += Buffer.byteLength(body);
  }
  return bytes;
}

/** Every description of bench/api-corpus.json with its group's kind and its route slug. */
export function corpusEntries(corpus) {
  return corpus.groups.flatMap((group) =>
    group.ids.map((id) => ({
      id,
      kind: group.kind,
      slug: id
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, ''),
    })),
  );
}

/**
 * The entries `--only id,id` names, or all of them without it. An id the corpus does not hold fails
 * at once, naming it and the known ids: a typo would otherwise build an empty site for minutes.
 */
export function chooseEntries(entries, only) {
  if (only === undefined) return entries;
  const wanted = only
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const known = new Set(entries.map((entry) => entry.id));
  const unknown = wanted.filter((id) => !known.has(id));
  if (unknown.length > 0 || wanted.length === 0) {
    throw new Error(
      `--only names ${unknown.length ? `ids not in bench/api-corpus.json: ${unknown.join(', ')}` : 'no id'}. Known ids: ${[...known].join(', ')}.`,
    );
  }
  return entries.filter((entry) => wanted.includes(entry.id));
}

/** The corpus totals from its specs' numbers: pages, the largest page by bytes and by gzip bytes, the sums. */
export function corpusTotals(specs) {
  const sum = (key) => specs.reduce((n, s) => n + s[key], 0);
  const none = {
    id: '–',
    largestPage: { path: '–', bytes: 0, gzipBytes: 0, payloadShare: 0 },
    largestGzipPage: { path: '–', bytes: 0, gzipBytes: 0, payloadShare: 0 },
  };
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
    ...checks
      .filter(([, actual, limit]) => limit !== undefined && actual > limit)
      .map(([check, actual, limit]) => ({ route: 'corpus', check, actual, limit })),
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
  const head = [
    'spec',
    'ops + hooks',
    'pages',
    'largest page',
    'KB',
    'gzip KB',
    'payload %',
    '> bytes',
    '> gzip',
    'dup ids',
    'unresolved',
    'model s',
  ];
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
