// Renders deploy/nginx.conf.template for one exported site: base path, folder, listen address and
// the Content-Security-Policy script hashes of every page. Used by `npm run nginx:config` and by the
// nginx end-to-end step; the pure parts are unit-tested.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';

/**
 * The CSP hash sources ('sha256-…') of the inline scripts in one HTML document, in document order,
 * without duplicates. The browser hashes a script element's text exactly as written, so this reads
 * the raw text between the tags; scripts with a src attribute are loaded from 'self' instead.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  let text = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'script' && !('src' in attributes)) text = '';
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
  return [...hashes];
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

/**
 * The origins of remote images the pages show (<img src="https://…">: authors' avatars, images in
 * content), sorted: the Content-Security-Policy's img-src must allow exactly these.
 * @param {string} html
 * @returns {string[]}
 */
export function remoteImageOrigins(html) {
  const origins = new Set();
  for (const match of html.matchAll(/<img\b[^>]*?\ssrc="(https?:\/\/[^"/]+)/gi)) origins.add(match[1].toLowerCase());
  return [...origins].sort();
}

/**
 * The origins of the frames the pages embed (<iframe src="https://…">: a video or a playground that
 * content embeds), sorted: the Content-Security-Policy's frame-src must allow exactly these.
 * @param {string} html
 * @returns {string[]}
 */
export function frameOrigins(html) {
  const origins = new Set();
  for (const match of html.matchAll(/<iframe\b[^>]*?\ssrc="(https?:\/\/[^"/]+)/gi)) origins.add(match[1].toLowerCase());
  return [...origins].sort();
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
    const html = readFileSync(file, 'utf8');
    hashes.set(uri, inlineScriptHashes(html));
    for (const origin of remoteImageOrigins(html)) origins.add(origin);
    for (const origin of frameOrigins(html)) frames.add(origin);
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
 *   frameOrigins: the origins of embedded frames frame-src allows ('none' without any).
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
    // 'none' when no page embeds a frame, as default-src 'self' would otherwise let the site frame itself.
    FRAME_SRC: frames.length > 0 ? sourceList(frames).trim() : "'none'",
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
