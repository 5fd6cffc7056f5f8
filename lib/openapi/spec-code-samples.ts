// A spec's own request samples: Redocly's `x-codeSamples` (and the older `x-code-samples`), a list of
// { lang, label?, source }. They come before the generated ones, as Redoc shows them.
import { isObject, slug } from './resolve';
import type { SampleView } from './types';

/** Redocly's `lang` names (and common spellings) → shiki grammar ids. Anything else is plain text. */
const GRAMMARS: Record<string, string> = {
  curl: 'bash', shell: 'bash', bash: 'bash', sh: 'bash', httpie: 'bash', wget: 'bash',
  javascript: 'js', js: 'js', node: 'js', 'node.js': 'js', nodejs: 'js', typescript: 'ts', ts: 'ts',
  python: 'python', py: 'python', go: 'go', golang: 'go', java: 'java', kotlin: 'kotlin', scala: 'scala',
  'c#': 'csharp', csharp: 'csharp', cs: 'csharp', 'c++': 'cpp', cpp: 'cpp', c: 'c', 'objective-c': 'objective-c', objc: 'objective-c',
  php: 'php', ruby: 'ruby', rb: 'ruby', swift: 'swift', rust: 'rust', dart: 'dart', r: 'r', perl: 'perl', elixir: 'elixir',
  powershell: 'powershell', http: 'http', json: 'json', yaml: 'yaml', xml: 'xml', clojure: 'clojure', ocaml: 'ocaml',
};

/** The shiki grammar for a sample's `lang`, or "text" (shown escaped, unhighlighted) for an unknown one. */
export function grammarOf(lang: string): string {
  return GRAMMARS[lang.trim().toLowerCase()] ?? 'text';
}

/** The spec's own samples of an operation (raw operation object), as samples the panel shows first. */
export function specCodeSamples(operation: Record<string, unknown>): SampleView[] {
  const list = operation['x-codeSamples'] ?? operation['x-code-samples'];
  if (!Array.isArray(list)) return [];
  const seen = new Set<string>();
  return list.filter(isObject).flatMap((entry): SampleView[] => {
    if (typeof entry.source !== 'string') return [];
    const lang = typeof entry.lang === 'string' ? entry.lang : '';
    const label = typeof entry.label === 'string' && entry.label.trim() ? entry.label.trim() : lang || 'Sample';
    // "x-" keeps them apart from the generated clients' ids ("python"): the reader's remembered choice
    // of a generated client is not a spec's SDK sample of the same language.
    let id = `x-${slug(label) || 'sample'}`;
    for (let n = 2; seen.has(id); n++) id = `x-${slug(label) || 'sample'}-${n}`;
    seen.add(id);
    return [{ id, label, lang: grammarOf(lang), code: entry.source }];
  });
}
