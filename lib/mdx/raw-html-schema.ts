import { defaultSchema, type Schema } from 'hast-util-sanitize';
import { CLOSES_PARAGRAPH } from '@/lib/html/elements';

const defaults = defaultSchema.attributes ?? {};

/** GitHub's per-tag lists pin `className` to its own values (footnotes, task lists); authors' HTML may use any class. */
function withoutPinnedClass(list: Schema['attributes'] extends infer A ? (A extends Record<string, infer L> ? L : never) : never) {
  return list.filter((entry) => !(Array.isArray(entry) && entry[0] === 'className'));
}

const attributes: NonNullable<Schema['attributes']> = Object.fromEntries(
  Object.entries(defaults).map(([tag, list]) => [tag, withoutPinnedClass(list)]),
);

/**
 * What raw HTML written in content may keep: GitHub's allow-list (hast-util-sanitize's default:
 * no script, no `on*` handler, only http(s)/mailto URLs) widened by what Docusaurus sites write in
 * Markdown: iframes (video embeds, http(s) sources only), `<center>`, buttons, media, figures, and
 * any `class`, `style`, `role` and ARIA attribute. `id` and `name` are kept as written (no
 * "user-content-" prefix) so `<a name="x">` still answers links to `#x`.
 */
export const rawHtmlSchema: Schema = {
  ...defaultSchema,
  clobber: [],
  clobberPrefix: '',
  // Checked one element at a time (lib/mdx/raw-html.ts), so a <tr> cannot see its <table>; the
  // HTML parser (CommonMark) or React (MDX) already keeps table parts inside tables.
  ancestors: {},
  strip: ['script', 'style'],
  tagNames: [
    ...(defaultSchema.tagNames ?? []),
    ...[
      'iframe',
      'center',
      'button',
      'video',
      'audio',
      'track',
      'figure',
      'figcaption',
      'mark',
      'abbr',
      'small',
      'u',
      'cite',
      'dfn',
      'time',
      'wbr',
    ],
    ...['caption', 'colgroup', 'col', 'label', 'article', 'aside', 'header', 'footer', 'nav', 'main', 'address', 'big', 'font'],
  ],
  attributes: {
    ...attributes,
    '*': [
      ...(defaults['*'] ?? []),
      'className',
      'style',
      'role',
      'hidden',
      'translate',
      'ariaLabel',
      'ariaHidden',
      'ariaDescribedBy',
      'ariaLabelledBy',
      'ariaExpanded',
      'ariaControls',
      'ariaCurrent',
    ],
    a: [...(attributes.a ?? []), 'target', 'rel', 'download'],
    img: [...(attributes.img ?? []), 'loading', 'decoding', 'srcSet', 'sizes'],
    iframe: ['src', 'allow', 'allowFullScreen', 'frameBorder', 'loading', 'referrerPolicy', 'sandbox', 'scrolling'],
    button: ['type', 'disabled'],
    video: ['src', 'controls', 'autoPlay', 'loop', 'muted', 'playsInline', 'poster', 'preload'],
    audio: ['src', 'controls', 'autoPlay', 'loop', 'muted', 'preload'],
    source: ['src', 'srcSet', 'type', 'media', 'sizes'],
    track: ['src', 'kind', 'srcLang', 'default'],
    font: ['face'],
  },
  protocols: { ...defaultSchema.protocols, href: [...(defaultSchema.protocols?.href ?? []), 'tel'], poster: ['http', 'https'] },
};

/** Elements a browser never lets hold a `<p>`: a Markdown paragraph inside one would be re-parented and break hydration. */
export const PHRASING_ONLY = new Set([
  'p',
  'span',
  'a',
  'em',
  'strong',
  'b',
  'i',
  'u',
  's',
  'small',
  'big',
  'font',
  'label',
  'button',
  'sub',
  'sup',
  'mark',
  'abbr',
  'cite',
  'code',
  'kbd',
  'q',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);

/** Block elements: inside a `<p>` they would close it early, so such a `<p>` is rendered as a `<div>`. */
export const BLOCK = CLOSES_PARAGRAPH;
