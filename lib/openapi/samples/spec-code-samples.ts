// A spec's own request samples: Redocly's `x-codeSamples` (and the older `x-code-samples`), a list of
// { lang, label?, source }. They come before the generated ones, as Redoc shows them.
import { isObject, own, slug } from '../model/resolve';
import type { SampleView } from '../model/types';

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
  return own(GRAMMARS, lang.trim().toLowerCase()) ?? 'text';
}

/** "C#" → "csharp", "C++" → "cpp", "Node.js" → "node.js": a lang as an id part, lower case, no two languages alike. */
function langKey(lang: string): string {
  const key = lang.trim().toLowerCase().replace(/\+\+/g, 'pp').replace(/#/g, 'sharp').replace(/\+/g, 'plus');
  return key ? slug(key).toLowerCase() : '';
}

/**
 * The generated client a spec's `lang` is written in, by its common names: the spec's sample takes
 * that client's place, so the panel never shows two "PHP" tabs, and a reader who picked PHP on one
 * page gets the spec's PHP sample on the next.
 */
const CLIENTS: Record<string, string> = {
  curl: 'curl', shell: 'curl', bash: 'curl', sh: 'curl',
  javascript: 'javascript', js: 'javascript', node: 'node', 'node.js': 'node', nodejs: 'node',
  python: 'python', py: 'python', go: 'go', golang: 'go', java: 'java', 'c#': 'csharp', csharp: 'csharp', cs: 'csharp',
  php: 'php', ruby: 'ruby', rb: 'ruby', swift: 'swift', kotlin: 'kotlin', httpie: 'httpie', wget: 'wget',
  powershell: 'powershell', rust: 'rust', dart: 'dart', c: 'c', 'objective-c': 'objc', objc: 'objc', r: 'r', http: 'http',
};

/**
 * The spec's own samples of an operation (raw operation object), as samples the panel shows first.
 *
 * A sample's id is its tab's value, and the reader's chosen tab is remembered by value across every
 * operation, so it names the language, the same on every page. The first sample in a language a
 * generated client writes takes that client's id (`python`, `csharp`) and stands in for it (see
 * requestSamples). Any other is `x-<language>` (`x-cpp`, `x-fsharp`; the position in the list made
 * C++ `x-C-2` beside C# and `x-C` alone); a second of the same language adds its label
 * (`x-python-async-client`).
 */
export function specCodeSamples(operation: Record<string, unknown>): SampleView[] {
  const list = operation['x-codeSamples'] ?? operation['x-code-samples'];
  if (!Array.isArray(list)) return [];
  const seen = new Set<string>();
  return list.filter(isObject).flatMap((entry): SampleView[] => {
    if (typeof entry.source !== 'string') return [];
    const lang = typeof entry.lang === 'string' ? entry.lang : '';
    const label = typeof entry.label === 'string' && entry.label.trim() ? entry.label.trim() : lang || 'Sample';
    const client = own(CLIENTS, lang.trim().toLowerCase());
    const base = `x-${langKey(lang) || langKey(label) || 'sample'}`;
    let id = client && !seen.has(client) ? client : seen.has(base) ? `${base}-${langKey(label)}` : base;
    for (let n = 2; seen.has(id); n++) id = `${base}-${langKey(label)}-${n}`;
    seen.add(id);
    if (id === client) seen.add(base);
    return [{ id, label, lang: grammarOf(lang), code: entry.source }];
  });
}
