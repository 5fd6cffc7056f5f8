// The clients a site can show request samples in: ids, labels, grammars and the library's names for
// them. Plain data, in lib/config because the site config's schema validates `api.sampleLanguages`
// against it and lib/config imports none of the sources; lib/openapi's printer (sample-clients.ts)
// reads it from here.

export interface SampleClient {
  /** The id the site config names and the reader's choice is remembered by, e.g. "python". */
  id: string;
  label: string;
  /** snippetz' target and client. */
  target: string;
  client: string;
  /** The shiki grammar. */
  lang: string;
}

/** Every client a site can choose, by id. */
export const SAMPLE_CLIENTS = {
  curl: { label: 'curl', target: 'shell', client: 'curl', lang: 'bash' },
  javascript: { label: 'JavaScript', target: 'js', client: 'fetch', lang: 'js' },
  node: { label: 'Node.js', target: 'node', client: 'fetch', lang: 'js' },
  python: { label: 'Python', target: 'python', client: 'requests', lang: 'python' },
  go: { label: 'Go', target: 'go', client: 'native', lang: 'go' },
  java: { label: 'Java', target: 'java', client: 'nethttp', lang: 'java' },
  csharp: { label: 'C#', target: 'csharp', client: 'httpclient', lang: 'csharp' },
  php: { label: 'PHP', target: 'php', client: 'curl', lang: 'php' },
  ruby: { label: 'Ruby', target: 'ruby', client: 'native', lang: 'ruby' },
  swift: { label: 'Swift', target: 'swift', client: 'nsurlsession', lang: 'swift' },
  kotlin: { label: 'Kotlin', target: 'kotlin', client: 'okhttp', lang: 'kotlin' },
  httpie: { label: 'HTTPie', target: 'shell', client: 'httpie', lang: 'bash' },
  wget: { label: 'Wget', target: 'shell', client: 'wget', lang: 'bash' },
  powershell: { label: 'PowerShell', target: 'powershell', client: 'restmethod', lang: 'powershell' },
  axios: { label: 'Axios', target: 'node', client: 'axios', lang: 'js' },
  httpx: { label: 'Python (httpx)', target: 'python', client: 'httpx_sync', lang: 'python' },
  rust: { label: 'Rust', target: 'rust', client: 'reqwest', lang: 'rust' },
  dart: { label: 'Dart', target: 'dart', client: 'http', lang: 'dart' },
  c: { label: 'C', target: 'c', client: 'libcurl', lang: 'c' },
  objc: { label: 'Objective-C', target: 'objc', client: 'nsurlsession', lang: 'objective-c' },
  r: { label: 'R', target: 'r', client: 'httr2', lang: 'r' },
  http: { label: 'HTTP', target: 'http', client: 'http1.1', lang: 'http' },
} as const satisfies Record<string, Omit<SampleClient, 'id'>>;

export type SampleClientId = keyof typeof SAMPLE_CLIENTS;
export const SAMPLE_CLIENT_IDS = Object.keys(SAMPLE_CLIENTS) as SampleClientId[];

/** The clients a site shows when its config names none: curl first, then the languages most APIs' readers use. */
export const DEFAULT_SAMPLE_LANGUAGES: SampleClientId[] = [
  'curl',
  'javascript',
  'node',
  'python',
  'go',
  'java',
  'csharp',
  'php',
  'ruby',
  'swift',
  'kotlin',
];
