import { Parser, type Handler } from 'htmlparser2';
import { blockClosesParagraph, type NestingProblem } from './html-nesting';

export interface ScannedLink {
  /** The attribute value as written: an href or src. */
  url: string;
  /** Visible text of the link (or the alt text / tag name for src). */
  text: string;
  /** 1-based line in the HTML file. */
  line: number;
}

export interface ScannedPage {
  /** Every id in the page: the targets of #fragment links. */
  ids: Set<string>;
  /** Ids written more than once (outside <template>), how many times, and the line of the second. */
  duplicateIds: { id: string; count: number; line: number }[];
  links: ScannedLink[];
  /** Block elements written inside a <p> (outside <template>), once per line and element: see lib/checks/html-nesting.ts. */
  blocksInParagraphs: NestingProblem[];
  /** True when the page asks search engines not to index it. */
  noindex: boolean;
  /** <title> text. */
  title: string;
  /** <meta name="description"> content. */
  description: string;
  /** <link rel="canonical"> href, when present. */
  canonical?: string;
}

const SOURCE_ATTRIBUTES: Record<string, string> = { img: 'src', script: 'src', source: 'src', link: 'href', iframe: 'src' };

/**
 * A copy of `text` that holds no reference to the page it was read from. The parser's attribute
 * values and texts are slices of the page's HTML, and a slice keeps its whole page alive: the post-build
 * step keeps every page's scan until the link check, so a 10,000-doc export kept every page's HTML
 * (2.6 GB peak). Copying keeps only the characters.
 */
function own(text: string): string {
  return text.length < 13 ? text : ` ${text}`.slice(1);
}

/** Callbacks of another reader of the same parse (the search records: lib/search/html-records.ts). */
export type AlsoReading = Pick<Handler, 'onopentag' | 'ontext' | 'onclosetag'>;

/** Reads the ids, links and robots directive of one exported HTML page; `also` reads the same parse. */
export function scanHtml(html: string, also?: AlsoReading): ScannedPage {
  const page: ScannedPage = {
    ids: new Set(),
    duplicateIds: [],
    links: [],
    blocksInParagraphs: [],
    noindex: false,
    title: '',
    description: '',
  };
  const counted = new Map<string, { id: string; count: number; line: number }>();
  let templateDepth = 0;
  let inTitle = false;
  const lineStarts = [0];
  for (let i = 0; i < html.length; i += 1) if (html[i] === '\n') lineStarts.push(i + 1);
  const lineAt = (index: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid]! <= index) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };

  let open: ScannedLink | null = null;
  let skipDepth = 0; // inside <script>/<style>/<template>: ignore their text
  // The elements open, outermost first, as htmlparser2 opens and closes them; and the line of a <p>
  // it has just closed because a start tag implied it, for that start tag to be named.
  const elements: string[] = [];
  let impliedParagraphEnd: number | undefined;
  const nested = new Set<string>();
  const blockInParagraph = (line: number, inner: string) => {
    if (templateDepth > 0 || nested.has(`${line}\u0000${inner}`)) return;
    nested.add(`${line}\u0000${inner}`);
    page.blocksInParagraphs.push({ line, inner });
  };
  const parser = new Parser(
    {
      onopentag(name, attributes, isImplied) {
        also?.onopentag(name, attributes, isImplied);
        if (impliedParagraphEnd !== undefined) blockInParagraph(impliedParagraphEnd, name);
        else if (blockClosesParagraph(name, elements)) blockInParagraph(lineAt(parser.startIndex), name);
        impliedParagraphEnd = undefined;
        elements.push(name);
        if (name === 'template') templateDepth += 1;
        // A template's content is no part of the document until a script clones it.
        if (attributes.id !== undefined && templateDepth === 0) {
          const seen = counted.get(attributes.id);
          if (!seen) counted.set(attributes.id, { id: own(attributes.id), count: 1, line: 0 });
          else if (++seen.count === 2) seen.line = lineAt(parser.startIndex);
        }
        if (attributes.id) page.ids.add(own(attributes.id));
        if (name === 'a' && attributes.name) page.ids.add(own(attributes.name));
        if (name === 'script' || name === 'style' || name === 'template') skipDepth += 1;
        if (name === 'meta' && attributes.name === 'robots' && /noindex/i.test(attributes.content ?? '')) page.noindex = true;
        if (name === 'meta' && attributes.name === 'description') page.description = own(attributes.content ?? '');
        if (name === 'title' && !page.title) inTitle = true;
        if (name === 'link' && attributes.rel === 'canonical')
          page.canonical = attributes.href === undefined ? undefined : own(attributes.href);
        const line = lineAt(parser.startIndex);
        if (name === 'a' && attributes.href !== undefined) {
          open = { url: own(attributes.href), text: '', line };
          page.links.push(open);
        }
        const attribute = SOURCE_ATTRIBUTES[name];
        const value = attribute ? attributes[attribute] : undefined;
        if (value !== undefined && !(name === 'link' && !/stylesheet|icon|preload|alternate/.test(attributes.rel ?? ''))) {
          page.links.push({ url: own(value), text: own(attributes.alt || `<${name}>`), line });
        }
      },
      ontext(text) {
        also?.ontext(text);
        if (inTitle) page.title += text;
        if (open && skipDepth === 0) open.text += text;
      },
      onclosetag(name, isImplied) {
        also?.onclosetag(name, isImplied);
        elements.pop();
        // Implied by the start tag being read (its onopentag comes next), or by an end tag or the end of the page (then nothing opens next).
        impliedParagraphEnd = name === 'p' && isImplied ? lineAt(parser.startIndex) : undefined;
        if (name === 'title') inTitle = false;
        if (name === 'template') templateDepth = Math.max(0, templateDepth - 1);
        if (name === 'script' || name === 'style' || name === 'template') skipDepth = Math.max(0, skipDepth - 1);
        if (name === 'a' && open) {
          open.text = own(open.text.replace(/\s+/g, ' ').trim());
          open = null;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  page.title = own(page.title);
  page.duplicateIds = [...counted.values()].filter((id) => id.count > 1);
  return page;
}
