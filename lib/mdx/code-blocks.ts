import type { Code, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { parseCodeMeta, stripHighlightComments } from './code-meta';
import { walk } from './mdast-utils';
import { codeClasses, DEFAULT_CODE_THEMES, highlighterFor, highlightOptions, resolveLanguage, type CodeThemes } from './shiki';
import { codeToHtmlDual } from './shiki-dual';

function attribute(name: string, value: string | number | boolean): MdxJsxAttribute {
  return { type: 'mdxJsxAttribute', name, value: String(value) };
}

/** Highlights one fence at build time: both colour themes, highlighted lines marked with a class. */
export async function highlightFence(
  code: string,
  lang: string | null | undefined,
  meta: string | null | undefined,
  themes: CodeThemes = DEFAULT_CODE_THEMES,
) {
  const info = parseCodeMeta(meta);
  const stripped = stripHighlightComments(code.replace(/\n$/, ''), lang);
  const highlight = new Set([...info.highlight, ...stripped.highlight]);
  const grammar = resolveLanguage(lang ?? undefined);
  const shiki = await highlighterFor(grammar, [themes.light, themes.dark]);
  const html = codeToHtmlDual(shiki, stripped.code, {
    lang: grammar,
    ...highlightOptions(themes),
    transformers: [
      {
        line(node, line) {
          if (highlight.has(line)) this.addClassToHast(node, 'highlighted');
          // A numbered block that starts elsewhere than 1 shows these (CSS cannot start a counter from an attribute).
          if (info.showLineNumbers && info.startLine !== 1) node.properties['data-line'] = String(info.startLine + line - 1);
        },
      },
      await codeClasses(themes),
    ],
  });
  return { html, info, code: stripped.code };
}

export interface CodeBlockOptions {
  /** The light and dark shiki themes (the site config's codeThemes); default github-light/dark. */
  themes?: CodeThemes;
}

/**
 * Remark plugin: every fenced code block becomes `<CodeBlock>` with shiki's HTML made at build
 * time (no highlighter reaches the browser), its title, language and line-number settings.
 */
export default function remarkCodeBlocks({ themes = DEFAULT_CODE_THEMES }: CodeBlockOptions = {}) {
  return async (tree: Root) => {
    const fences: { node: Code; replace: (element: MdxJsxFlowElement) => void }[] = [];
    walk(tree, (node, parent, index) => {
      if (node.type === 'code' && parent && index !== undefined) {
        fences.push({ node, replace: (element) => (parent.children[index] = element as never) });
      }
    });
    for (const { node, replace } of fences) {
      const { html, info } = await highlightFence(node.value, node.lang, node.meta, themes);
      replace({
        type: 'mdxJsxFlowElement',
        name: 'CodeBlock',
        attributes: [
          attribute('html', html),
          attribute('language', resolveLanguage(node.lang ?? undefined)),
          ...(info.title ? [attribute('title', info.title)] : []),
          ...(info.showLineNumbers ? [attribute('showLineNumbers', true), attribute('startLine', info.startLine)] : []),
        ],
        children: [],
        position: node.position,
      });
    }
  };
}
