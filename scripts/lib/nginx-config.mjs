// Renders deploy/nginx.conf.template for one exported site: base path, folder, listen address and
// the Content-Security-Policy script hashes of every page. Used by `npm run nginx:config` and by the
// nginx end-to-end step; the pure parts are unit-tested.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { lookup as dnsLookup } from 'node:dns/promises';
import { addressKind, hostKind, isIpAddress, privateAllowed } from '../../lib/config/try-addresses.mjs';
import { inlineScriptKind, isNextPayloadStart } from '../../lib/runtime/inline-scripts.mjs';
import { HIDDEN_RESPONSE_HEADERS, PROXIED_RESPONSE_HEADERS, TRY_CONSOLE_HEADER, TRY_COOKIE_HEADER } from './try-proxy.mjs';

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
 * In a page Next rendered only the build's own inline scripts are hashed (lib/runtime/inline-scripts.mjs):
 * any other is in `unknownScripts` and never runs (the post-build step fails the build on one first).
 * HTML without Next's payload is a file copied from a static folder, the writer's own: all of its
 * scripts are hashed, as they are written.
 * A real parser reads the src however it is quoted; relative and protocol-relative ones resolve as
 * the browser resolves them. `styles` are the style-src sources of its inline styles: the hashes of
 * its <style> elements and, behind 'unsafe-hashes', of its style attributes. The build's own pages
 * have none (the post-build step moves them out and fails on any left); HTML files copied from a
 * static folder keep theirs (lib/checks/static-html.ts), and these hashes let exactly those apply.
 * @param {string} html
 * @returns {{ hashes: string[], unknownScripts: string[], styles: string[], imageOrigins: string[], frameOrigins: string[] }}
 */
export function cspFacts(html) {
  /** @type {{ text: string, kind: string | undefined }[]} */
  const scripts = [];
  const styleElements = new Set();
  let styleAttributes = false;
  const remote = { img: new Set(), iframe: new Set() };
  let text = null;
  let scriptAttributes = {};
  let styleText = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'script' && !('src' in attributes)) {
          text = '';
          scriptAttributes = attributes;
        }
        if (name === 'style') styleText = '';
        if (typeof attributes.style === 'string') styleAttributes = true;
        const origin = name in remote && typeof attributes.src === 'string' ? remoteOrigin(attributes.src) : undefined;
        if (origin) remote[name].add(origin);
      },
      ontext(chunk) {
        if (text !== null) text += chunk;
        if (styleText !== null) styleText += chunk;
      },
      onclosetag(name) {
        if (name === 'style' && styleText !== null) {
          styleElements.add(sha256Source(styleText));
          styleText = null;
        }
        if (name !== 'script' || text === null) return;
        scripts.push({ text, kind: inlineScriptKind(scriptAttributes, text) });
        text = null;
      },
    },
    { decodeEntities: false, lowerCaseTags: true },
  );
  parser.end(html);
  const built = scripts.some((script) => isNextPayloadStart(script.text));
  const allowed = built ? scripts.filter((script) => script.kind !== undefined) : scripts;
  const hashes = new Set(allowed.map((script) => sha256Source(script.text)));
  const unknownScripts = built ? scripts.filter((script) => script.kind === undefined).map((script) => script.text) : [];
  const attributeHashes = styleAttributes ? new Set(styleAttributeValues(html).map(sha256Source)) : new Set();
  const styles = [...styleElements, ...(attributeHashes.size > 0 ? ["'unsafe-hashes'", ...attributeHashes] : [])];
  return { hashes: [...hashes], unknownScripts, styles, imageOrigins: [...remote.img].sort(), frameOrigins: [...remote.iframe].sort() };
}

/** A CSP hash source of a text as the browser hashes it (UTF-8). */
function sha256Source(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The style attribute values of a document as the browser holds them, entities decoded: the browser
 * hashes that value. A second parse, as the first keeps entities for the scripts' hashes.
 */
function styleAttributeValues(html) {
  const values = [];
  const parser = new Parser(
    { onopentag: (_, attributes) => typeof attributes.style === 'string' && values.push(attributes.style) },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.end(html);
  return values;
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
 * @returns {{ hashes: Map<string, string[]>, styles: Map<string, string[]>, imageOrigins: string[], frameOrigins: string[] }}
 */
export function collectPageFacts(dir, basePath) {
  const hashes = new Map();
  const styles = new Map();
  const origins = new Set();
  const frames = new Set();
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    const uri = `${basePath}/${path.relative(dir, file).split(path.sep).join('/')}`;
    const facts = cspFacts(readFileSync(file, 'utf8'));
    // A folder's index.html asked for as the folder ("/v5/", a static folder's older site) is found by
    // try_files' "$uri/index.html", so $uri is "/v5//index.html": the policy is looked up under both.
    const uris =
      uri.endsWith('/index.html') && uri !== `${basePath}/index.html` ? [uri, uri.replace(/\/index\.html$/, '//index.html')] : [uri];
    for (const key of uris) {
      hashes.set(key, facts.hashes);
      if (facts.styles.length > 0) styles.set(key, facts.styles);
    }
    for (const origin of facts.imageOrigins) origins.add(origin);
    for (const origin of facts.frameOrigins) frames.add(origin);
  }
  return { hashes, styles, imageOrigins: [...origins].sort(), frameOrigins: [...frames].sort() };
}

/** Origins as a CSP source list (" https://a.example https://b.example"); anything else is left out. */
function sourceList(origins) {
  return origins
    .filter((origin) => /^https?:\/\/[a-z0-9.-]+(:\d+)?$/.test(origin))
    .map((origin) => ` ${origin}`)
    .join('');
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
 *   hashes: Map<string, string[]>, styles?: Map<string, string[]>, imageOrigins?: string[], frameOrigins?: string[],
 *   tryManifest?: import('./try-proxy.mjs').TryManifest, accessLog?: string }} options
 *   styles: per page, the style-src sources of its inline styles (see cspFacts); only files copied from a static folder have any;
 *   imageOrigins: remote image origins the img-src directive allows (https://a.example);
 *   frameOrigins: the remote origins of embedded frames frame-src allows besides 'self';
 *   tryManifest: the export's "Try it" manifest: its servers join connect-src, and the proxied ones
 *   get a location each (see tryLocations);
 *   accessLog: with the proxy, the server's own access log (a file, or "off"): it leaves out every
 *   request whose line names the proxy's path, so no query (an API key may be one) is written down.
 * @returns {string}
 */
export function renderSiteConf({
  template,
  basePath,
  root,
  listen,
  serverName,
  hashes,
  styles = new Map(),
  imageOrigins = [],
  frameOrigins: frames = [],
  tryManifest,
  accessLog = DEFAULT_ACCESS_LOG,
}) {
  // Spaces separate several server names; nothing else may break out of the directive.
  const checks = { root: /[\s;"'{}$\\]/, listen: /[;"'{}$\\]/, 'server name': /[;"'{}$\\]/, 'access log': /[\s;"'{}$\\]/ };
  for (const [name, value] of Object.entries({ root, listen, 'server name': serverName, 'access log': accessLog })) {
    if (!value.trim() || checks[name].test(value)) {
      throw new Error(
        `nginx config: the ${name} "${value}" is empty or holds a quote, ';', '{', '}', '$' or '\\'${name === 'root' ? ' or a space' : ''}.`,
      );
    }
  }
  const mapLines = (byUri) =>
    [...byUri].filter(([, list]) => list.length > 0).map(([uri, list]) => `    ${nginxString(uri)} ${nginxString(list.join(' '))};`);
  const lines = mapLines(hashes);
  const locations = tryLocations(tryManifest, basePath);
  return fillTemplate(template, {
    BASE_PATH: basePath,
    ROOT: root.replace(/\/+$/, '') || '/',
    LISTEN: listen,
    SERVER_NAME: serverName,
    SCRIPT_HASHES: lines.join('\n'),
    STYLE_HASHES: mapLines(styles).join('\n'),
    // Only a site with such files names the map: the others' policy stays exactly style-src 'self'.
    STYLE_SRC: [...styles.values()].some((list) => list.length > 0) ? ' $site_style_hashes' : '',
    IMG_ORIGINS: sourceList(imageOrigins),
    // 'self' always: content may embed a page of the site's own static folder (a relative iframe src).
    // Who may frame the site is frame-ancestors' business, not this directive's.
    FRAME_SRC: `'self'${sourceList(frames)}`,
    CONNECT_SRC: tryConnectSources(tryManifest)
      .map((source) => ` ${source}`)
      .join(''),
    TRY_LOCATIONS: locations,
    ACCESS_LOG: accessLog === 'off' ? 'off' : `${nginxString(accessLog)} combined if=$site_try_loggable`,
    // The .html redirects leave the proxy's paths alone (a lookahead), written only with the proxy.
    NOT_TRY: locations ? '(?!_try/)' : '',
    REDIRECT_URI: locations ? '$site_redirect_uri' : '$request_uri',
  });
}

// A server URL as the manifest writes it (absolute, no trailing slash), with nothing nginx or a CSP
// would read as syntax: a host name, IPv4 or IPv6 address, a port, and a path of plain characters.
const SAFE_SERVER = /^https?:\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?(\/[A-Za-z0-9._~%@!+,=:/-]*)?$/;

/** The server URL checked: one that would break out of the config is an error naming the API. */
function safeServer(api, server) {
  const url = new URL(server);
  const normal = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  if (!SAFE_SERVER.test(normal) || url.search || url.hash || url.username || url.password) {
    throw new Error(
      `Try it: server "${server}" of API "${api.id}" cannot go into the nginx config: use an http(s) URL with a host, an optional port and a path of letters, digits and . _ ~ % @ ! + , = : / - (no query, no credentials).`,
    );
  }
  return normal;
}

/**
 * The Content-Security-Policy sources of connect-src besides 'self': every server of every API that
 * enables the console (it may call them directly), as origin plus path ("https://api.example/v1/",
 * which allows that path and below) or origin alone, each once, in the manifest's order.
 * @param {import('./try-proxy.mjs').TryManifest | undefined} manifest
 * @returns {string[]}
 */
export function tryConnectSources(manifest) {
  const sources = new Set();
  for (const api of manifest?.apis ?? []) {
    for (const server of api.servers) {
      const url = new URL(safeServer(api, server));
      sources.add(url.pathname === '/' ? url.origin : `${url.origin}${url.pathname}/`);
    }
  }
  return [...sources];
}

/** Debian's and Ubuntu's bundle of the system's trusted certificate authorities (package ca-certificates). */
export const SYSTEM_CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';

/** Where the server's access log goes with the Try it proxy, unless told otherwise: Debian's and nginx's own default. */
export const DEFAULT_ACCESS_LOG = '/var/log/nginx/access.log';

/** The upstream headers by which a proxied server would control nginx (nginx drops them from the answer). */
const NGINX_UPSTREAM_CONTROL = ['X-Accel-Redirect', 'X-Accel-Expires', 'X-Accel-Limit-Rate', 'X-Accel-Buffering', 'X-Accel-Charset'];

/**
 * The "Try it" proxy's locations, as `npm run serve` does it (scripts/lib/try-proxy.mjs): one per
 * allowlisted server of each API with tryIt.proxy, `<base>/_try/<api>/<n>/` → that server with the
 * rest of the path and the query. Each forwards only the console's own requests (its header, a
 * fetch() by Fetch Metadata: the template's $site_try_refused), no path with a segment that could
 * climb at the API (`;`, `\\`, encoded `/` or `\\`, dot-segments: nginx resolves these itself, but
 * passes `..;` and `\\` on as they are) and no Connection header naming other headers (nginx would
 * forward those). nginx normalises the path before it picks a location, so "..", even percent-encoded,
 * never reaches another target; everything else under `<base>/_try/` answers 403. Every answer
 * comes back sandboxed, nosniff and no-store, without HIDDEN_RESPONSE_HEADERS (hidden at server
 * level, written before the locations). The site's cookies stay home, the body limit answers 413 and
 * an upstream timeout 504; the access and error logs are off there, so no query (an API key may be
 * one) is written down. An https server's certificate is checked against `trustedCertificate` (a
 * PEM bundle of CAs, the system's by default). Empty without a proxied API (and nothing at all
 * without a manifest: the seed's config stays as it was).
 * @param {import('./try-proxy.mjs').TryManifest | undefined} manifest
 * @param {string} basePath
 * @param {string} [trustedCertificate]
 * @returns {string}
 */
export function tryLocations(manifest, basePath, trustedCertificate = SYSTEM_CA_BUNDLE) {
  if (!manifest || manifest.apis.length === 0) return '';
  const policy = Object.entries(PROXIED_RESPONSE_HEADERS).map(
    ([name, value]) => `        add_header ${name} ${nginxString(value)} always;`,
  );
  const blocks = [
    [
      "    # What an API answers must not act on the site's origin: these of its headers never come back (tryLocations).",
      ...HIDDEN_RESPONSE_HEADERS.map((name) => `    proxy_hide_header ${name};`),
      // nginx acts on these itself: X-Accel-Redirect would serve another location (a page of the site,
      // another API) in the answer's place, with that location's headers and not the sandbox.
      `    proxy_ignore_headers ${NGINX_UPSTREAM_CONTROL.join(' ')};`,
    ].join('\n'),
  ];
  for (const api of manifest.apis) {
    if (!api.proxy) continue;
    if (!/^[a-z0-9@._-]+$/i.test(api.id)) throw new Error(`Try it: the API id "${api.id}" cannot go into an nginx location.`);
    const timeout = `${Math.max(1, Math.round(api.timeout))}s`;
    api.servers.forEach((server, index) => {
      const target = safeServer(api, server);
      blocks.push(
        [
          `    location ^~ ${basePath}/_try/${api.id}/${index}/ {`,
          // Not the console's fetch(), a path that could climb at the API, or a Connection header naming others.
          '        if ($site_try_refused) {',
          '            return 403;',
          '        }',
          `        proxy_pass ${target}/;`,
          '        proxy_http_version 1.1;',
          // nginx checks no upstream certificate unless told to: without these, anyone on the way to
          // the API could pose as it and read the reader's credentials (Node's https, in serve, checks).
          ...(target.startsWith('https:')
            ? [
                '        proxy_ssl_server_name on;',
                '        proxy_ssl_verify on;',
                `        proxy_ssl_trusted_certificate ${nginxString(trustedCertificate)};`,
                '        proxy_ssl_verify_depth 3;',
              ]
            : []),
          // The browser's Cookie (the site's) stays home; the API's cookies come in the console's own header.
          `        proxy_set_header Cookie $http_${TRY_COOKIE_HEADER.replaceAll('-', '_')};`,
          `        proxy_set_header ${TRY_COOKIE_HEADER} "";`,
          `        proxy_set_header ${TRY_CONSOLE_HEADER} "";`,
          // A location's add_header replaces the server's: the site's policy gives way to the sandbox.
          ...policy,
          `        proxy_connect_timeout ${timeout};`,
          `        proxy_send_timeout ${timeout};`,
          `        proxy_read_timeout ${timeout};`,
          `        client_max_body_size ${Math.max(1, Math.floor(api.maxBodySize))};`,
          // nginx before 1.29 sends an API's 1xx (100, 103) on as the final answer, unframed, and then the
          // API's bytes as they come: a second response of the API's making. The connection closes after
          // each answer, so those bytes can never be read as the answer to the reader's next request.
          '        keepalive_timeout 0;',
          '        access_log off;',
          // An upstream timeout or failure, or a body over the limit, writes the request line (with
          // its query, which may hold an API key) to the error log: not here.
          '        error_log /dev/null crit;',
          '    }',
        ].join('\n'),
      );
    });
  }
  blocks.push(
    [
      `    location ^~ ${basePath}/_try/ {`,
      '        access_log off;',
      '        error_log /dev/null crit;',
      ...policy,
      '        return 403;',
      '    }',
    ].join('\n'),
  );
  return blocks.join('\n');
}

/**
 * The render-time check of where the nginx proxy goes (nginx resolves each server's name once, when
 * it starts): every address of every proxied server must be public unless the site allows that
 * server by name (tryIt.allowPrivate), and no server may be the site itself (one of its server
 * names). Throws one error listing each refused server with its API, address and the fix.
 * @param {import('./try-proxy.mjs').TryManifest | undefined} manifest
 * @param {{ serverName?: string, lookup?: (host: string, options: { all: true }) => Promise<{ address: string }[]> }} [options]
 */
export async function checkTryTargets(manifest, { serverName = '', lookup = dnsLookup } = {}) {
  const own = new Set(
    serverName
      .split(/\s+/)
      .map((name) => name.toLowerCase())
      .filter((name) => name && name !== '_'),
  );
  const problems = [];
  for (const api of manifest?.apis ?? []) {
    if (!api.proxy) continue;
    for (const server of api.servers) {
      const { hostname } = new URL(server);
      const host = hostname.replace(/^\[(.*)\]$/, '$1');
      const where = `server "${server}" of API "${api.id}"`;
      if (own.has(host.toLowerCase())) {
        problems.push(`  - ${where} is this site (server_name ${host}): list the API's real server in its tryIt.servers.`);
        continue;
      }
      if (privateAllowed(server, api.allowPrivate)) continue;
      // A literal address, or localhost, says what it is; a name is asked of DNS, every address it has.
      const known = hostKind(hostname);
      let found;
      try {
        found =
          known || isIpAddress(host)
            ? [[host, known]]
            : (await lookup(host, { all: true })).map(({ address }) => [address, addressKind(address)]);
      } catch (error) {
        problems.push(
          `  - ${where} does not resolve here (${error instanceof Error ? error.message : error}); nginx resolves it when it starts, so it must.`,
        );
        continue;
      }
      for (const [address, kind] of found.filter(([, kind]) => kind)) {
        problems.push(
          `  - ${where} is on ${address}, a ${kind} address. If it is meant (a local demo server), allow it by name in site.config: tryIt.allowPrivate: ["${new URL(server).origin}"], and build again.`,
        );
      }
    }
  }
  if (problems.length) throw new Error(`nginx config: the Try it proxy refuses:\n${problems.join('\n')}`);
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
