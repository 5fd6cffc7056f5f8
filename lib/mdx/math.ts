import type { ElementContent, Element as HastElement } from 'hast';
import { Parser } from 'htmlparser2';
import katex from 'katex';
import type { Root } from 'mdast';
import type { InlineMath, Math } from 'mdast-util-math';
import type { VFile } from 'vfile';
import { walk } from './mdast-utils';

/**
 * KaTeX's MathML as hast: elements and text only, so React writes it (escaped) like any other
 * content, and no `dangerouslySetInnerHTML` is needed. KaTeX's wrapping `<span class="katex">`
 * is left out: the `<math>` element is all a browser needs.
 */
function mathmlToHast(markup: string): HastElement {
  const root: HastElement = { type: 'element', tagName: 'root', properties: {}, children: [] };
  const stack: HastElement[] = [root];
  new Parser(
    {
      onopentag(name, attrs) {
        // KaTeX writes one for \fcolorbox's frame; React could not render it and the CSP would block it.
        if (attrs.style)
          throw new Error(
            `the formula needs an inline style (${attrs.style}), which the site's Content-Security-Policy forbids; use \\boxed{…} or \\colorbox{…} instead of \\fcolorbox`,
          );
        const element: HastElement = { type: 'element', tagName: name, properties: { ...attrs }, children: [] };
        stack.at(-1)!.children.push(element);
        stack.push(element);
      },
      ontext(value) {
        stack.at(-1)!.children.push({ type: 'text', value });
      },
      onclosetag() {
        stack.pop();
      },
    },
    { xmlMode: true, decodeEntities: true },
  ).end(markup);
  const find = (node: HastElement): HastElement | undefined =>
    node.tagName === 'math'
      ? node
      : node.children
          .filter((c): c is HastElement => c.type === 'element')
          .map(find)
          .find(Boolean);
  const math = find(root);
  if (!math) throw new Error('KaTeX returned no <math> element');
  return math;
}

/** Renders TeX to a MathML `<math>` element (hast); throws KaTeX's ParseError on bad TeX. */
export function texToMathml(tex: string, displayMode: boolean): HastElement {
  const markup = katex.renderToString(tex, {
    output: 'mathml',
    displayMode,
    throwOnError: true,
    strict: 'ignore',
    // \href, \url, \htmlClass … would otherwise print in red as text: refuse them instead.
    trust: ({ command }) => {
      throw new Error(`${command} is not allowed in a formula; put links and markup in the text around it`);
    },
  });
  return mathmlToHast(markup);
}

/**
 * Remark plugin, after remark-math: `$…$` and `$$…$$` become MathML at build time (KaTeX's
 * `output: 'mathml'`). Chromium, Firefox and Safari draw MathML natively, so a formula adds no
 * CSS, fonts or JavaScript to the page. Bad TeX stops the build with the line and the fix.
 */
export default function remarkKatexMathml() {
  return (tree: Root, file: VFile) => {
    walk(tree, (node) => {
      if (node.type !== 'math' && node.type !== 'inlineMath') return;
      const math = node as Math | InlineMath;
      let element: HastElement;
      try {
        element = texToMathml(math.value, math.type === 'math');
      } catch (error) {
        // KaTeX's rawMessage is its message without the underlined excerpt (combining characters).
        const reason = error instanceof Error ? ((error as { rawMessage?: string }).rawMessage ?? error.message) : String(error);
        file.fail(
          `math: ${reason} in "${math.value.trim().slice(0, 80)}". Fix the TeX (KaTeX's supported functions are listed at katex.org/docs/supported), ` +
            'or write \\$ for a dollar sign that is not math.',
          { place: math.position, source: 'katex' },
        );
      }
      // remark-rehype turns the node into what `data` names: here the <math> element itself.
      math.data = { ...math.data, hName: 'math', hProperties: element.properties, hChildren: element.children as ElementContent[] };
    });
  };
}
