import { Parser, type Handler } from 'htmlparser2';
import { SEARCH_ROUTE, SEARCH_VERSION, SEARCH_VERSION_LABEL, type SearchRecord, type SearchSection } from '@/lib/runtime/search-index';

/**
 * The markers pages carry for search, so the index holds what readers see: the element whose
 * content is indexed, regions inside it to leave out, and the breadcrumbs that give results context.
 */
export const SEARCH_BODY = 'data-search-body';
export const SEARCH_IGNORE = 'data-search-ignore';
export const SEARCH_CRUMBS = 'data-search-crumbs';
export { SEARCH_ROUTE, SEARCH_VERSION, SEARCH_VERSION_LABEL } from '@/lib/runtime/search-index';

/** Elements whose text is never content: chrome, controls, code the browser runs. */
const SKIPPED = new Set(['nav', 'footer', 'button', 'script', 'style', 'template', 'svg', 'noscript']);
/** Elements that separate words: their text must not run into the next element's. */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'label',
  'li',
  'main',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'td',
  'textarea',
  'th',
  'tr',
  'ul',
]);
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const HEADING = /^h([1-6])$/;

/** Where the site's sections live, from its config: "" is the site root (docs or a blog served at "/"). */
export interface SectionBases {
  docs?: string;
  blog?: string;
  apis: string[];
}

/** The seed site's layout, for callers that know no config. */
export const DEFAULT_SECTION_BASES: SectionBases = { docs: '/docs', blog: '/blog', apis: ['/api'] };

const under = (route: string, base: string) => base === '' || route === base || route.startsWith(`${base}/`);

/** The section a route belongs to: under an API route → api, the blog's → blog, the docs' → docs, anything else → pages. */
export function sectionOfRoute(route: string, bases: SectionBases = DEFAULT_SECTION_BASES): SearchSection {
  if (bases.apis.some((base) => base !== '' && under(route, base))) return 'api';
  // A section at the site root claims only what the other one does not.
  const [first, second] = bases.blog === '' ? (['docs', 'blog'] as const) : (['blog', 'docs'] as const);
  for (const section of [first, second]) {
    const base = bases[section];
    if (base !== undefined && under(route, base)) return section;
  }
  return 'pages';
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

interface Section {
  level: number;
  id?: string;
  title: string;
  text: string;
}

/**
 * The search records of one exported page: the page itself (its title and the text before its
 * first heading) and each heading with an id (its text up to the next heading, linking to its
 * anchor). Only the content of the `data-search-body` element counts; a page without one (lists,
 * tag pages, the 404, API pages, which are indexed from their view model) gives no records.
 */
export function recordsFromHtml(
  route: string,
  html: string,
  { siteTitle, sections, versionedOnly = false }: { siteTitle: string; sections?: SectionBases; versionedOnly?: boolean },
): SearchRecord[] {
  const reader = pageRecordsReader(route, { siteTitle, sections });
  const parser = new Parser(reader.handler, { decodeEntities: true });
  parser.write(html);
  parser.end();
  return reader.records(versionedOnly);
}

/** What a parse of a page tells the search records: the parser's callbacks, then the records. */
export interface PageRecordsReader {
  handler: Required<Pick<Handler, 'onopentag' | 'ontext' | 'onclosetag'>>;
  /** The page's records once parsed; none when `versionedOnly` and the page is not a version's own doc. */
  records(versionedOnly: boolean): SearchRecord[];
}

/**
 * recordsFromHtml as callbacks for a parse of the page that serves others too: the post-build step's
 * scan of the export reads each page once for its links, ids and search records (lib/checks/export-scan.ts).
 */
export function pageRecordsReader(
  route: string,
  { siteTitle, sections: bases }: { siteTitle: string; sections?: SectionBases },
): PageRecordsReader {
  let version: SearchRecord['version'];
  let ownRoute: string | undefined;
  let documentTitle = '';
  let inTitle = false;
  let pageTitle: string | undefined;
  const crumbs: string[] = [];
  const stack: { name: string; body: boolean; skip: boolean; crumbs: boolean }[] = [];
  let bodyDepth = 0;
  let skipDepth = 0;
  let crumbDepth = 0;
  let crumb: string | null = null;
  let found = false;
  let heading: { level: number; id?: string; text: string } | null = null;
  const sections: Section[] = [{ level: 1, title: '', text: '' }];
  const current = () => sections[sections.length - 1]!;
  const append = (text: string) => {
    if (heading) heading.text += text;
    else current().text += text;
  };

  const handler: PageRecordsReader['handler'] = {
    onopentag(name, attributes) {
      if (name === 'title' && !documentTitle) inTitle = true;
      const entersBody = SEARCH_BODY in attributes && bodyDepth === 0;
      const inCrumbs = SEARCH_CRUMBS in attributes;
      const headingAnchor = heading?.id !== undefined && name === 'a' && attributes.href === `#${heading.id}`;
      const skip = SKIPPED.has(name) || SEARCH_IGNORE in attributes || attributes['aria-hidden'] === 'true' || headingAnchor;
      if (!VOID.has(name)) stack.push({ name, body: entersBody, skip, crumbs: inCrumbs });
      if (entersBody) {
        bodyDepth += 1;
        found = true;
        const key = attributes[SEARCH_VERSION];
        if (key) version = { key, label: attributes[SEARCH_VERSION_LABEL] || key };
        ownRoute = attributes[SEARCH_ROUTE];
      }
      if (inCrumbs) crumbDepth += 1;
      if (crumbDepth > 0 && name === 'li') crumb = '';
      if (skip && !VOID.has(name)) skipDepth += 1;
      if (bodyDepth === 0 || skipDepth > 0) return;
      const level = HEADING.exec(name)?.[1];
      if (level) heading = { level: Number(level), id: attributes.id, text: '' };
      else if (BLOCKS.has(name)) append(' ');
    },
    ontext(text) {
      if (inTitle) documentTitle += text;
      if (crumb !== null) crumb += text;
      if (bodyDepth > 0 && skipDepth === 0) append(text);
    },
    onclosetag(name) {
      if (name === 'title') inTitle = false;
      if (VOID.has(name)) {
        if (bodyDepth > 0 && skipDepth === 0 && BLOCKS.has(name)) append(' ');
        return;
      }
      const open = stack.pop();
      if (!open) return;
      if (crumbDepth > 0 && name === 'li' && crumb !== null) {
        if (clean(crumb)) crumbs.push(clean(crumb));
        crumb = null;
      }
      if (open.crumbs) crumbDepth -= 1;
      if (open.skip) {
        skipDepth -= 1;
        return;
      }
      if (bodyDepth === 0 || skipDepth > 0) return;
      if (open.body) bodyDepth -= 1;
      if (heading && HEADING.test(name)) {
        const text = clean(heading.text);
        if (heading.level === 1 && pageTitle === undefined) pageTitle = text;
        else if (heading.id && text) sections.push({ level: heading.level, id: heading.id, title: text, text: '' });
        else current().text += ` ${heading.text} `;
        heading = null;
      } else if (BLOCKS.has(name)) append(' ');
    },
  };
  return { handler, records: (versionedOnly) => finish(versionedOnly) };

  function finish(versionedOnly: boolean): SearchRecord[] {
    if (!found) return [];
    // A page canonical to another version's doc is still indexed: search answers from every version.
    if (versionedOnly && (!version || ownRoute !== route)) return [];

    const suffix = ` | ${siteTitle}`;
    const fromDocument = clean(documentTitle);
    const title = pageTitle || (fromDocument.endsWith(suffix) ? fromDocument.slice(0, -suffix.length) : fromDocument) || route;
    // The last crumb is the page itself.
    const parents = crumbs.length > 0 && crumbs[crumbs.length - 1] === title ? crumbs.slice(0, -1) : crumbs;
    const section = sectionOfRoute(route, bases);
    const records: SearchRecord[] = [
      // A page with no parents (the intro, a post) shows where it lives instead.
      {
        section,
        url: route,
        title,
        context: parents.join(' › ') || route,
        terms: '',
        names: '',
        text: clean(sections[0]!.text),
        ...(version ? { version } : {}),
      },
    ];
    const open: Section[] = [];
    for (const part of sections.slice(1)) {
      while (open.length > 0 && open[open.length - 1]!.level >= part.level) open.pop();
      const context = [...parents, title, ...open.map((s) => s.title)].join(' › ');
      records.push({
        section,
        url: `${route}#${part.id}`,
        title: part.title,
        context,
        terms: '',
        names: '',
        text: clean(part.text),
        ...(version ? { version } : {}),
      });
      open.push(part);
    }
    return detached(records);
  }
}

/**
 * The records with strings of their own. The parser's texts are slices of the page's HTML, and V8 keeps
 * a slice's whole parent string alive: 90,288 records of the 10,000-doc site held every page's HTML
 * (about 110 KB a page, 1.4 GB; their own text is 10 MB), the post-build step's peak with the index
 * built from them. A JSON round trip copies every string.
 */
function detached(records: SearchRecord[]): SearchRecord[] {
  return JSON.parse(JSON.stringify(records)) as SearchRecord[];
}
