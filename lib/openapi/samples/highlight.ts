import type { Element } from 'hast';
import { bundledLanguages, type ShikiTransformer } from 'shiki';
import { siteConfig } from '@/lib/config';
import { codeClasses, highlighterFor, resolveLanguage } from '@/lib/mdx/shiki';
import { modelOperations } from '../model/each-operation';
import type { ApiModel, OperationView, SampleView } from '../model/types';

/**
 * Highlights a sample for the always-dark samples panel with the site's shared highlighter, in the
 * dark code theme only: dual-theme output would carry a light colour per token that this panel
 * never shows (about a third of a reference page's bytes). Its <pre> is styled by samples.module.css.
 */
export async function highlightDark(code: string, lang: string): Promise<string> {
  const grammar = sampleGrammar(lang);
  const shiki = await highlighterFor(grammar, [siteConfig().codeThemes.dark]);
  return shiki.codeToHtml(code, {
    lang: grammar,
    theme: siteConfig().codeThemes.dark,
    tokenizeTimeLimit: 0,
    // Not "shiki": the site-wide dark-mode rule for dual-theme blocks would blank these colours.
    transformers: [{ pre: (node) => void (node.properties.class = 'sample-code') }, await codeClasses(siteConfig().codeThemes), plainTokens],
  });
}

function classesOf(node: Element): string[] {
  const value = node.properties.className ?? node.properties.class;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
}

/**
 * Unwraps the tokens that only repeat the <pre>'s own text colour (a third of a sample's bytes: a
 * page of eleven clients' samples is mostly such spans). They look the same: the colour is inherited.
 */
const plainTokens: ShikiTransformer = {
  name: 'samples:plain-tokens',
  root(root) {
    const pre = root.children.find((node): node is Element => node.type === 'element' && node.tagName === 'pre');
    const text = pre && classesOf(pre).find((name) => name.startsWith('sc-'));
    const code = pre?.children.find((node): node is Element => node.type === 'element' && node.tagName === 'code');
    if (!text || !code) return;
    for (const line of code.children) {
      if (line.type !== 'element') continue;
      line.children = line.children.flatMap((token) => {
        if (token.type !== 'element') return [token];
        const classes = classesOf(token);
        return classes.length === 1 && classes[0] === text ? token.children : [token];
      });
    }
  },
};

/**
 * The grammar of a sample: the site's own ones (resolveLanguage), else one of shiki's bundled grammars
 * (Go, C#, PHP, Ruby, Swift, Kotlin… only the sample clients need them), else text. Each is loaded on
 * its first use (highlighterFor).
 */
function sampleGrammar(lang: string): string {
  const own = resolveLanguage(lang);
  return own !== 'text' || !(lang in bundledLanguages) ? own : lang;
}

/** Samples longer than this are shown as plain text: highlighting 100 KB of JSON costs more than it helps. */
const MAX_HIGHLIGHTED = 8_000;

async function highlightSample(sample: SampleView): Promise<void> {
  sample.html = await highlightDark(sample.code, sample.code.length > MAX_HIGHLIGHTED ? 'text' : sample.lang);
}

async function highlightOperation(op: OperationView): Promise<void> {
  for (const sample of op.requestSamples) await highlightSample(sample);
  if (op.requestBodyFile) await highlightSample(op.requestBodyFile);
  for (const response of op.responseSamples) for (const sample of response.samples) await highlightSample(sample);
  for (const callback of op.callbacks) for (const inner of callback.operations) await highlightOperation(inner);
}

/** Highlights every sample of a model once, ahead of rendering, so the result can be cached with the model. */
export async function highlightModelSamples(model: ApiModel): Promise<ApiModel> {
  for (const op of modelOperations(model)) await highlightOperation(op);
  return model;
}
