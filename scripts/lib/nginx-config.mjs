// Renders deploy/nginx.conf.template for one exported site: base path, folder, listen address and
// the Content-Security-Policy script hashes of every page. Used by `npm run nginx:config` and by the
// nginx end-to-end step; the pure parts are unit-tested.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';

// Where a src is resolved when only its origin matters: relative sources land here and are the
// site's own ('self'); protocol-relative ones ("//www.youtube.com/…") take https, as sites are served.
const SITE = new URL('https://site.invalid/');

/** The origin of a src other than the site's (https://video.example), or undefined for the site's own or a non-http one. */
function remoteOrigin(src) {
  let url;
  try {
    url = new URL(src.trim(), SITE);
  } catch {
    return undefined;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin !== SITE.origin ? url.origin : undefined;
}

/**
 * One parse of an HTML document for what its Content-Security-Policy must allow: the hash sources
 * ('sha256-…') of its inline scripts in document order without duplicates, and the sorted remote
 * origins of its images (img-src) and frames (frame-src). The browser hashes a script element's text
 * exactly as written, so entities stay undecoded; scripts with a src are loaded from 'self' instead.
 * A real parser reads the src however it is quoted; relative and protocol-relative ones resolve as
 * the browser resolves them.
 * @param {string} html
 * @returns {{ hashes: string[], imageOrigins: string[], frameOrigins: string[] }}
 */
export function cspFacts(html) {
  const hashes = new Set();
  const remote = { img: new Set(), iframe: new Set() };
  let text = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'script' && !('src' in attributes)) text = '';
        const origin = name in remote && typeof attributes.src === 'string' ? remoteOrigin(attributes.src) : undefined;
        if (origin) remote[name].add(origin);
      },
      ontext(chunk) {
        if (text !== null) text += chunk;
      },
      onclosetag(name) {
        if (name !== 'script' || text === null) return;
        hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
        text = null;
      },
    },
    { decodeEntities: false, lowerCaseTags: true },
  );
  parser.end(html);
  return { hashes: [...hashes], imageOrigins: [...remote.img].sort(), frameOrigins: [...remote.iframe].sort() };
}

/** The CSP hash sources of the inline scripts in one HTML document (see cspFacts). */
export function inlineScriptHashes(html) {
  return cspFacts(html).hashes;
}

/**
 * Every exported HTML file under dir with its inline-script hashes, keyed by the URI nginx sees
 * after `try_files` picked the file ($uri): the base path plus the file's path, e.g. /demo/docs/intro.html.
 * @param {string} dir
 * @param {string} basePath
 * @returns {Map<string, string[]>}
 */
export function collectScriptHashes(dir, basePath) {
  return collectPageFacts(dir, basePath).hashes;
}

/** The origins of remote images the pages show (authors' avatars, images in content): img-src allows exactly these. */
export function remoteImageOrigins(html) {
  return cspFacts(html).imageOrigins;
}

/** The origins of the frames the pages embed (a video, a playground): frame-src allows these besides 'self'. */
export function frameOrigins(html) {
  return cspFacts(html).frameOrigins;
}

/**
 * One read of every exported page: its inline-script hashes (keyed as collectScriptHashes says) and
 * the remote image and frame origins of all pages together.
 * @param {string} dir
 * @param {string} basePath
 * @returns {{ hashes: Map<string, string[]>, imageOrigins: string[], frameOrigins: string[] }}
 */
export function collectPageFacts(dir, basePath) {
  const hashes = new Map();
  const origins = new Set();
  const frames = new Set();
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    const uri = `${basePath}/${path.relative(dir, file).split(path.sep).join('/')}`;
    const facts = cspFacts(readFileSync(file, 'utf8'));
    hashes.set(uri, facts.hashes);
    for (const origin of facts.imageOrigins) origins.add(origin);
    for (const origin of facts.frameOrigins) frames.add(origin);
  }
  return { hashes, imageOrigins: [...origins].sort(), frameOrigins: [...frames].sort() };
}

/** Origins as a CSP source list (" https://a.example https://b.example"); anything else is left out. */
function sourceList(origins) {
  return origins.filter((origin) => /^https?:\/\/[a-z0-9.-]+(:\d+)?$/.test(origin)).map((origin) => ` ${origin}`).join('');
}

/** Quotes a string for an nginx config file. */
export function nginxString(value) {
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

/**
 * Fills a template: `{{NAME}}` is replaced by values.NAME, and lines from `# {{#if NAME}}` to
 * `# {{/if}}` are kept only when values.NAME is non-empty. An unknown name is an error, so a typo
 * in the template never reaches nginx as literal braces.
 * @param {string} template
 * @param {Record<string, string>} values
 * @returns {string}
 */
export function fillTemplate(template, values) {
  const lookup = (name) => {
    if (!(name in values)) throw new Error(`nginx template: unknown placeholder {{${name}}}. Known: ${Object.keys(values).join(', ')}.`);
    return values[name];
  };
  const kept = template.replace(/^[ \t]*# \{\{#if (\w+)\}\}\n([\s\S]*?)^[ \t]*# \{\{\/if\}\}\n/gm, (_, name, body) =>
    lookup(name) ? body : '',
  );
  return kept.replace(/\{\{(\w+)\}\}/g, (_, name) => lookup(name));
}

/**
 * The server block for one site.
 * @param {{ template: string, basePath: string, root: string, listen: string, serverName: string,
 *   hashes: Map<string, string[]>, imageOrigins?: string[], frameOrigins?: string[] }} options
 *   imageOrigins: remote image origins the img-src directive allows (https://a.example);
 *   frameOrigins: the remote origins of embedded frames frame-src allows besides 'self'.
 * @returns {string}
 */
export function renderSiteConf({ template, basePath, root, listen, serverName, hashes, imageOrigins = [], frameOrigins: frames = [] }) {
  // Spaces separate several server names; nothing else may break out of the directive.
  const checks = { root: /[\s;"'{}$\\]/, listen: /[;"'{}$\\]/, 'server name': /[;"'{}$\\]/ };
  for (const [name, value] of Object.entries({ root, listen, 'server name': serverName })) {
    if (!value.trim() || checks[name].test(value)) {
      throw new Error(`nginx config: the ${name} "${value}" is empty or holds a quote, ';', '{', '}', '$' or '\\'${name === 'root' ? ' or a space' : ''}.`);
    }
  }
  const lines = [...hashes]
    .filter(([, list]) => list.length > 0)
    .map(([uri, list]) => `    ${nginxString(uri)} ${nginxString(list.join(' '))};`);
  return fillTemplate(template, {
    BASE_PATH: basePath,
    ROOT: root.replace(/\/+$/, '') || '/',
    LISTEN: listen,
    SERVER_NAME: serverName,
    SCRIPT_HASHES: lines.join('\n'),
    IMG_ORIGINS: sourceList(imageOrigins),
    // 'self' always: content may embed a page of the site's own static folder (a relative iframe src).
    // Who may frame the site is frame-ancestors' business, not this directive's.
    FRAME_SRC: `'self'${sourceList(frames)}`,
  });
}

/**
 * A complete nginx.conf that runs one site from a scratch folder without root: pid, logs and
 * temporary files in dir. For tests and local previews; production servers include the site file
 * in their own nginx.conf.
 * @param {{ dir: string, siteConf: string, mimeTypes?: string, user?: string }} options
 *   user: set when running as root, so that workers can read files under root's home.
 * @returns {string}
 */
export function renderStandaloneConf({ dir, siteConf, mimeTypes = '/etc/nginx/mime.types', user }) {
  const at = (name) => nginxString(path.join(dir, name));
  return [
    ...(user ? [`user ${user};`] : []),
    'worker_processes 1;',
    `pid ${at('nginx.pid')};`,
    `error_log ${at('error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    `    include ${nginxString(mimeTypes)};`,
    '    default_type application/octet-stream;',
    `    access_log ${at('access.log')};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${at(`${kind}_temp`)};`),
    '    sendfile on;',
    `    include ${nginxString(siteConf)};`,
    '}',
    '',
  ].join('\n');
}
