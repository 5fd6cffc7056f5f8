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

/** "C#" → "csharp", "C++" → "cpp", "Node.js" → "node.js": a lang as an id part, lower case, no two languages alike. */
function langKey(lang: string): string {
  const key = lang.trim().toLowerCase().replace(/\+\+/g, 'pp').replace(/#/g, 'sharp').replace(/\+/g, 'plus');
  return key ? slug(key).toLowerCase() : '';
}

/**
 * The spec's own samples of an operation (raw operation object), as samples the panel shows first.
 *
 * A sample's id is its tab's value, and the reader's chosen tab is remembered by value across every
 * operation, so it names the language, the same on every page: `x-csharp`, `x-cpp` (the position in
 * the list made C++ `x-C-2` beside C# and `x-C` alone). The first sample of a language takes the plain
 * id; a second of the same language adds its label (`x-python-async-client`). "x-" keeps them apart
 * from the generated clients' ids ("python"): a spec's SDK sample is not the generated client.
 */
export function specCodeSamples(operation: Record<string, unknown>): SampleView[] {
  const list = operation['x-codeSamples'] ?? operation['x-code-samples'];
  if (!Array.isArray(list)) return [];
  const seen = new Set<string>();
  return list.filter(isObject).flatMap((entry): SampleView[] => {
    if (typeof entry.source !== 'string') return [];
    const lang = typeof entry.lang === 'string' ? entry.lang : '';
    const label = typeof entry.label === 'string' && entry.label.trim() ? entry.label.trim() : lang || 'Sample';
    const base = `x-${langKey(lang) || langKey(label) || 'sample'}`;
    let id = seen.has(base) ? `${base}-${langKey(label)}` : base;
    for (let n = 2; seen.has(id); n++) id = `${base}-${langKey(label)}-${n}`;
    seen.add(id);
    return [{ id, label, lang: grammarOf(lang), code: entry.source }];
  });
}
