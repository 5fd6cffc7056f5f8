import { createHash } from 'node:crypto';
import { renderMermaidSVG } from 'beautiful-mermaid';
import yaml from 'js-yaml';
import type { Code, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { reportProblem } from '@/lib/errors/levels';
import { walk } from './mdast-utils';
import { cleanSvg } from './svg-clean';

/** Diagram kinds beautiful-mermaid lays out (first word of the diagram), with the name readers hear. */
const KINDS: Record<string, string> = {
  graph: 'Flowchart',
  flowchart: 'Flowchart',
  statediagram: 'State diagram',
  'statediagram-v2': 'State diagram',
  sequencediagram: 'Sequence diagram',
  classdiagram: 'Class diagram',
  erdiagram: 'Entity relationship diagram',
  xychart: 'Chart',
  'xychart-beta': 'Chart',
};
const SUPPORTED = 'flowchart (graph), sequenceDiagram, classDiagram, stateDiagram-v2, erDiagram, xychart-beta';

/**
 * The colours the renderer is given: the site's tokens (app/globals.css), which change with
 * `[data-theme='dark']`, so one SVG serves both colour modes with no CSS of its own.
 */
const COLOURS = { '--bg': 'var(--bg)', '--fg': 'var(--text)' };

/**
 * "A-->B" as "A -->B": the renderer reads a node id up to the next space and would take "A--" for
 * the id, dropping the edge. Text in brackets, quotes and |labels| is left alone.
 */
export function spaceArrows(line: string): string {
  let out = '';
  const closers: string[] = [];
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i]!;
    const inside = closers.length > 0;
    if (inside && char === closers.at(-1)) closers.pop();
    else if (char === '"' || (!inside && char === '|')) closers.push(char);
    else if (!inside && '[({'.includes(char)) closers.push({ '[': ']', '(': ')', '{': '}' }[char]!);
    else if (!inside && /[\w\])}]/.test(out.at(-1) ?? '') && /^(?:<?--|<?==|<?-\.)/.test(line.slice(i))) out += ' ';
    out += char;
  }
  return out;
}

/** A problem in a diagram, at a line of its fence (0 = the fence line). */
class DiagramError extends Error {
  constructor(
    message: string,
    readonly offset = 0,
  ) {
    super(message);
  }
}

/** A diagram kind the renderer does not lay out: the page shows its source as code instead (see remarkMermaid). */
class UnsupportedKindError extends DiagramError {
  constructor(
    readonly keyword: string,
    offset: number,
  ) {
    super(`"${keyword}" diagrams cannot be drawn at build time (supported: ${SUPPORTED})`, offset);
  }
}

export interface Diagram {
  /** Cleaned SVG markup (see svg-clean.ts). */
  svg: string;
  /** The front matter `title`, shown as a caption as mermaid does. */
  title?: string;
}

/**
 * Reads what beautiful-mermaid does not: front matter (`---\ntitle: …\n---`), `accTitle` and
 * `accDescr` (the accessible name), and refuses what it would silently misdraw.
 */
function prepare(source: string) {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let first = 0;
  let title: string | undefined;
  if (lines[0]?.trim() === '---') {
    const end = lines.indexOf('---', 1);
    if (end === -1) throw new DiagramError('its front matter (---) is not closed; add a line "---" after it', 1);
    const data = yaml.load(lines.slice(1, end).join('\n')) as { title?: unknown } | undefined;
    if (data && typeof data.title === 'string') title = data.title;
    first = end + 1;
  }
  let accTitle: string | undefined;
  const body: { text: string; offset: number }[] = [];
  for (let index = first; index < lines.length; index += 1) {
    const line = lines[index]!;
    const acc = /^\s*acc(Title|Descr)\s*:\s*(.*)$/.exec(line);
    if (acc) {
      if (acc[1] === 'Title') accTitle = acc[2]!.trim();
      continue;
    }
    if (/^\s*accDescr\s*\{/.test(line)) {
      while (index < lines.length && !lines[index]!.includes('}')) index += 1;
      continue;
    }
    body.push({ text: line, offset: index + 1 });
  }
  const header = body.find((line) => line.text.trim() && !line.text.trim().startsWith('%%'));
  if (!header) throw new DiagramError('the diagram is empty; write a diagram such as "flowchart LR" followed by "A --> B"');
  const keyword = /^\s*([\w-]+)/.exec(header.text)?.[1]?.toLowerCase() ?? '';
  const kind = KINDS[keyword];
  if (!kind) throw new UnsupportedKindError(keyword, header.offset);
  if (kind === 'Flowchart') {
    // Mermaid allows "graph LR; A-->B; B-->C" and a bare "graph"; the renderer wants one statement a line and a direction.
    const [head, ...statements] = header.text.split(';');
    header.text = /^\s*(graph|flowchart)\s*$/i.test(head!) ? `${head!.trim()} TD` : head!;
    body.splice(body.indexOf(header) + 1, 0, ...statements.filter((s) => s.trim()).map((text) => ({ text, offset: header.offset })));
    for (const line of body) if (line !== header) line.text = spaceArrows(line.text);
    const click = body.find((line) => /^\s*(click|href|callback)\s/.test(line.text));
    if (click) {
      throw new DiagramError(
        '"click" (a link or callback on a node) cannot work in a diagram drawn at build time; remove the line and link from the text next to the diagram',
        click.offset,
      );
    }
  }
  return { text: body.map((line) => line.text).join('\n'), title, label: accTitle ?? title ?? kind };
}

/** Draws one mermaid diagram as a themed, CSP-safe SVG; throws a DiagramError naming the fix. */
export function renderDiagram(source: string): Diagram {
  const { text, title, label } = prepare(source);
  let svg: string;
  try {
    svg = renderMermaidSVG(text, { bg: COLOURS['--bg'], fg: COLOURS['--fg'], transparent: true });
  } catch (error) {
    throw new DiagramError(
      `the diagram cannot be drawn: ${error instanceof Error ? error.message : String(error)}. Check its syntax against the mermaid documentation.`,
    );
  }
  const idPrefix = `m${createHash('sha256').update(source).digest('hex').slice(0, 8)}-`;
  return { svg: cleanSvg(svg, { idPrefix, variables: COLOURS, label }), ...(title ? { title } : {}) };
}

export interface MermaidOptions {
  /** The file as messages name it; default the VFile's path. */
  file?: string;
  /** Told of a diagram kept as its source (a kind the renderer lacks); default console.warn. */
  warn?: (message: string) => void;
}

/**
 * Remark plugin: a ```mermaid fence becomes `<Mermaid svg=… />`, drawn at build time by
 * beautiful-mermaid (pure JavaScript: no browser at build, no mermaid in the page). A kind it does
 * not lay out (`timeline`, `block-beta`, `pie`…: Docusaurus draws them in the browser) stays a code
 * block showing the diagram's source, with a warning naming the line: the reader still gets the
 * diagram's content and nothing the site has is lost. A diagram of a drawn kind that cannot be drawn
 * (a syntax error, a `click` line, an empty one) stops the build with the line and what to do.
 */
export default function remarkMermaid(options: MermaidOptions = {}) {
  return (tree: Root, file: VFile) => {
    walk(tree, (node, parent, index) => {
      if (node.type !== 'code' || node.lang !== 'mermaid' || !parent || index === undefined) return;
      const fence = node as Code;
      let diagram: Diagram;
      try {
        diagram = renderDiagram(fence.value);
      } catch (error) {
        if (!(error instanceof DiagramError)) throw error;
        const line = (fence.position?.start.line ?? 0) + error.offset;
        if (error instanceof UnsupportedKindError) {
          reportProblem(
            'warn',
            `${options.file ?? file.path}:${line}: mermaid diagram: ${error.message}; its source is shown as a code block. ` +
              'Fix, to show a picture: redraw it as one of those kinds, or export it as an SVG image next to the page and show it with ![description](./diagram.svg).',
            options.warn ?? console.warn,
          );
          // The fence stays a code block (code-blocks.ts highlights it), titled so the reader knows what it is.
          fence.meta = fence.meta?.includes('title=')
            ? fence.meta
            : `title="${error.keyword} diagram (mermaid)" ${fence.meta ?? ''}`.trim();
          return;
        }
        file.fail(`mermaid diagram: ${error.message}`, { place: { line, column: 1 }, source: 'mermaid' });
      }
      const element: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'Mermaid',
        attributes: [
          { type: 'mdxJsxAttribute', name: 'svg', value: diagram.svg },
          ...(diagram.title ? [{ type: 'mdxJsxAttribute' as const, name: 'title', value: diagram.title }] : []),
        ],
        children: [],
        position: fence.position,
      };
      parent.children[index] = element as never;
    });
  };
}
