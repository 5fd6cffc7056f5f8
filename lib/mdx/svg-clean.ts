import { Parser } from 'htmlparser2';
import { escapeHtml } from '@/lib/html/escape';

/**
 * Turns a renderer's SVG into markup the site can publish under `style-src 'self'`: its `<style>`
 * rules become presentation attributes, CSS variables are resolved down to the site's colour
 * tokens (so one SVG follows both colour modes), and only an allowlist of SVG elements and
 * attributes is re-serialised, escaped by us (so nothing of the diagram's text reaches the page raw).
 */

interface SvgElement {
  name: string;
  attrs: Record<string, string>;
  children: SvgNode[];
}
type SvgNode = SvgElement | string;

export interface CleanSvgOptions {
  /** Prefix for every id (and `url(#id)` reference), unique per diagram: several diagrams share a page. */
  idPrefix: string;
  /** The renderer's own variables, given as final CSS (`{ '--fg': 'var(--text)' }`); not resolved further. */
  variables: Record<string, string>;
  /** The accessible name of the diagram (`role="img"`). */
  label: string;
}

const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'marker',
  'polygon',
  'polyline',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'text',
  'tspan',
  'title',
  'desc',
]);
/** Presentation properties a stylesheet rule may set; font-family is left to the page's font. */
const PROPERTIES = new Set([
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
  'stroke-opacity',
  'opacity',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'text-decoration',
  'letter-spacing',
  'paint-order',
]);
const ATTRIBUTES = new Set([
  ...PROPERTIES,
  'id',
  'viewBox',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'd',
  'points',
  'transform',
  'dx',
  'dy',
  'marker-start',
  'marker-mid',
  'marker-end',
  'markerWidth',
  'markerHeight',
  'markerUnits',
  'refX',
  'refY',
  'orient',
  'baseline-shift',
]);
/** Attributes whose decimals are cut to two places: the renderer writes 279.69000000000005. */
const NUMERIC =
  /^(?:points|d|x|y|x1|y1|x2|y2|cx|cy|r|rx|ry|dx|dy|width|height|viewBox|transform|refX|refY|markerWidth|markerHeight|stroke-width|font-size)$/;

function parse(svg: string): SvgElement {
  const root: SvgElement = { name: '#root', attrs: {}, children: [] };
  const stack = [root];
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const element: SvgElement = { name, attrs, children: [] };
        stack.at(-1)!.children.push(element);
        stack.push(element);
      },
      ontext(text) {
        stack.at(-1)!.children.push(text);
      },
      onclosetag() {
        stack.pop();
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(svg);
  const top = root.children.find((child): child is SvgElement => typeof child !== 'string');
  if (top?.name !== 'svg') throw new Error('the renderer returned no <svg> element');
  return top;
}

interface Rule {
  tag?: string;
  classes: string[];
  order: number;
  declarations: [string, string][];
}

function parseDeclarations(text: string): [string, string][] {
  return text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const colon = part.indexOf(':');
      return [part.slice(0, colon).trim(), part.slice(colon + 1).trim()] as [string, string];
    });
}

/** Reads the simple stylesheets renderers write: compound selectors of a tag and classes, in comma lists. */
function parseRules(css: string, first: number): Rule[] {
  const rules: Rule[] = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/@import\s+(?:url\([^)]*\)|"[^"]*"|'[^']*')[^;]*;/g, '');
  for (const [, selectors, body] of text.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    for (const selector of selectors!.split(',').map((s) => s.trim())) {
      const match = /^([a-z]+)?((?:\.[\w-]+)*)$/.exec(selector);
      if (!match) throw new Error(`the renderer's stylesheet uses the selector "${selector}", which cannot be turned into attributes`);
      const classes = match[2] ? match[2].slice(1).split('.') : [];
      rules.push({ tag: match[1], classes, order: first + rules.length, declarations: parseDeclarations(body!) });
    }
  }
  return rules;
}

/** Replaces every `var(--name, fallback)` with the variable's resolved value; `final` values are kept as written. */
function resolveVariables(value: string, variables: Map<string, string>, final: Record<string, string>, seen: string[] = []): string {
  let out = '';
  let rest = value;
  for (let start = rest.indexOf('var('); start !== -1; start = rest.indexOf('var(')) {
    let depth = 0;
    let end = start + 3;
    let comma = -1;
    for (; end < rest.length; end += 1) {
      if (rest[end] === '(') depth += 1;
      else if (rest[end] === ')' && --depth === 0) break;
      else if (rest[end] === ',' && depth === 1 && comma === -1) comma = end;
    }
    const name = rest.slice(start + 4, comma === -1 ? end : comma).trim();
    const fallback = comma === -1 ? undefined : rest.slice(comma + 1, end).trim();
    const known = variables.get(name);
    if (seen.includes(name)) throw new Error(`the CSS variable ${name} refers to itself`);
    let resolved: string;
    if (Object.hasOwn(final, name)) resolved = final[name]!;
    else if (known !== undefined) resolved = resolveVariables(known, variables, final, [...seen, name]);
    else if (fallback !== undefined) resolved = resolveVariables(fallback, variables, final, seen);
    else throw new Error(`the renderer uses the CSS variable ${name}, which has no value`);
    out += rest.slice(0, start) + resolved;
    rest = rest.slice(end + 1);
  }
  return out + rest;
}

function matches(rule: Rule, element: SvgElement): boolean {
  const classes = (element.attrs.class ?? '').split(/\s+/);
  return (!rule.tag || rule.tag === element.name) && rule.classes.every((name) => classes.includes(name));
}

const specificity = (rule: Rule) => rule.classes.length * 10 + (rule.tag ? 1 : 0);

/** Inherited properties: a run of siblings that share them can carry them on one <g>. */
const INHERITED = [
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
  'stroke-opacity',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
];

/** Wraps runs of 3 or more like siblings (a chart's grid of dots) in a <g> holding their shared inherited attributes. */
function hoist(children: { name: string; attrs: Record<string, string>; inner: string }[]): string {
  const open = (name: string, attrs: Record<string, string>, inner: string) => {
    const text = Object.entries(attrs)
      .map(([key, value]) => ` ${key}="${escapeHtml(value)}"`)
      .join('');
    return inner ? `<${name}${text}>${inner}</${name}>` : `<${name}${text}/>`;
  };
  const shared = (a: Record<string, string>) =>
    INHERITED.filter((key) => a[key] !== undefined)
      .map((key) => `${key}=${a[key]}`)
      .join(';');
  let out = '';
  for (let start = 0; start < children.length;) {
    const key = shared(children[start]!.attrs);
    let end = start + 1;
    while (end < children.length && children[end]!.name === children[start]!.name && shared(children[end]!.attrs) === key) end += 1;
    if (end - start >= 3 && key && children[start]!.name !== 'text') {
      const common = Object.fromEntries(
        INHERITED.filter((k) => children[start]!.attrs[k] !== undefined).map((k) => [k, children[start]!.attrs[k]!]),
      );
      const inner = children.slice(start, end).map((child) => {
        const own = Object.fromEntries(Object.entries(child.attrs).filter(([k]) => !(k in common)));
        return open(child.name, own, child.inner);
      });
      out += open('g', common, inner.join(''));
    } else {
      out += children
        .slice(start, end)
        .map((child) => open(child.name, child.attrs, child.inner))
        .join('');
    }
    start = end;
  }
  return out;
}

const round = (value: string) => value.replace(/-?\d*\.\d+/g, (n) => String(Number(Number(n).toFixed(2))));

/** Cleans one renderer SVG (see the file comment); throws on anything it cannot carry over faithfully. */
export function cleanSvg(svg: string, { idPrefix, variables: given, label }: CleanSvgOptions): string {
  const root = parse(svg);
  const variables = new Map<string, string>();
  const rules: Rule[] = [];
  // The stylesheets first: their custom properties on `svg` become the variables the attributes name.
  const collect = (element: SvgElement) => {
    for (const child of element.children) {
      if (typeof child === 'string') continue;
      if (child.name === 'style') rules.push(...parseRules(child.children.join(''), rules.length));
      else collect(child);
    }
  };
  collect(root);
  for (const rule of rules.filter((r) => r.tag === 'svg' && r.classes.length === 0)) {
    for (const [name, value] of rule.declarations) if (name.startsWith('--')) variables.set(name, value);
  }
  // The root's style attribute only echoes the colours we gave the renderer.
  for (const [name] of parseDeclarations(root.attrs.style ?? '')) {
    if (!given[name]) throw new Error(`the renderer set "${name}" on the <svg> element, which has no attribute form here`);
  }

  const attributesOf = (element: SvgElement): Record<string, string> => {
    const attrs = { ...element.attrs };
    const matched = rules.filter((rule) => matches(rule, element)).sort((a, b) => specificity(a) - specificity(b) || a.order - b.order);
    for (const rule of matched) {
      for (const [name, value] of rule.declarations) {
        if (name.startsWith('--') || name === 'font-family') continue;
        if (!PROPERTIES.has(name)) throw new Error(`the renderer's stylesheet sets "${name}", which has no attribute form here`);
        attrs[name] = value; // A stylesheet rule beats a presentation attribute, as in the browser.
      }
    }
    const out: Record<string, string> = {};
    for (const [name, raw] of Object.entries(attrs)) {
      if (!ATTRIBUTES.has(name)) continue;
      let value = resolveVariables(raw, variables, given).replace(/url\(#([\w-]+)\)/g, `url(#${idPrefix}$1)`);
      if (name === 'id') value = idPrefix + value;
      out[name] = NUMERIC.test(name) ? round(value) : value;
    }
    return out;
  };

  const prepare = (node: SvgElement): { name: string; attrs: Record<string, string>; inner: string } => {
    if (!ELEMENTS.has(node.name)) throw new Error(`the renderer drew a <${node.name}> element, which the site does not publish`);
    const attrs = attributesOf(node);
    if (node.name === 'svg') {
      const width = round(node.attrs.width ?? '');
      delete attrs.width;
      delete attrs.height;
      // Natural size, never wider than the column; the height follows from the viewBox.
      Object.assign(attrs, { role: 'img', 'aria-label': label, ...(width ? { width: `min(100%, ${width}px)` } : {}) });
    }
    const children = node.children.filter((child) => typeof child === 'string' || child.name !== 'style');
    // Text with elements (a <text> of <tspan>s) keeps its order; elsewhere whitespace between elements is layout only.
    const mixed =
      children.some((child) => typeof child === 'string' && child.trim()) || children.every((child) => typeof child === 'string');
    const inner = mixed
      ? children.map((child) => (typeof child === 'string' ? escapeHtml(child) : hoist([prepare(child)]))).join('')
      : hoist(children.filter((child): child is SvgElement => typeof child !== 'string').map(prepare));
    return { name: node.name, attrs, inner };
  };
  return hoist([prepare(root)]);
}
