// Reading a request line's target, for this project's two node:http servers (`npm run serve` and
// `npm run api:demo`). Node hands the target over as it was sent: absolute-form (`http://host/path`,
// which an HTTP/1.1 server must accept), escapes that decode to no UTF-8 (`%ff`) or to a line break,
// `..` and empty segments. `new URL(target, base)` throws on some (`GET http://[/`), which crashed the
// servers from an async handler, and reads others as another host (`//evil.example/x` has the host
// evil.example), which made redirects leave the site. So both servers parse here, and answer 400
// to a target that does not parse.

/**
 * The path (still percent-encoded, starting with /) and the query (with its "?", or '') of a request
 * target; undefined for a target that is no URL path: not origin-form or absolute-form (`*`, an
 * authority), an absolute URL that does not parse, a fragment, or a character outside visible ASCII.
 * @param {string} target the request line's target, `req.url`
 * @returns {{ path: string, search: string } | undefined}
 */
export function splitTarget(target) {
  if (!/^[\x21-\x7e]+$/.test(target) || target.includes('#')) return undefined;
  let rest = target;
  if (!target.startsWith('/')) {
    const absolute = /^https?:\/\/[^/?]*/i.exec(target);
    if (!absolute || !URL.canParse(target)) return undefined;
    rest = target.slice(absolute[0].length);
    if (!rest.startsWith('/')) rest = `/${rest}`;
  }
  const query = rest.indexOf('?');
  return query === -1 ? { path: rest, search: '' } : { path: rest.slice(0, query), search: rest.slice(query) };
}

/**
 * A request path decoded and normalised as nginx does before it looks for a file (escapes decoded,
 * then `.` and `..` resolved and repeated slashes merged; a trailing slash stays), or undefined
 * (400) when it cannot name a file: an escape that is no UTF-8, a control character (`%0d%0a`), a
 * backslash (a browser reads it as a slash, so `/\evil.example` would be another host in a redirect;
 * no exported file has one), or a `..` above the root.
 * @param {string} path percent-encoded, starting with /
 * @returns {string | undefined}
 */
export function decodePath(path) {
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  if (/[\x00-\x1f\x7f\\]/.test(decoded)) return undefined;
  const segments = [];
  const parts = decoded.split('/');
  for (const part of parts) {
    if (part === '..') {
      if (segments.length === 0) return undefined;
      segments.pop();
    } else if (part !== '.' && part !== '') segments.push(part);
  }
  const last = parts[parts.length - 1];
  const folder = segments.length > 0 && (last === '' || last === '.' || last === '..');
  return `/${segments.join('/')}${folder ? '/' : ''}`;
}

/**
 * A decoded path as a URL path: each segment percent-encoded (`?`, `#`, `%`, spaces and non-ASCII
 * too), so that it fits in a Location header and reads back as the same path.
 * @param {string} path decoded, starting with /
 * @returns {string}
 */
export function encodePath(path) {
  // encodeURIComponent also escapes the sub-delimiters and ":" and "@" that a path segment may hold as they are.
  return path
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment).replace(/%(24|26|2B|2C|3A|3B|3D|40)/g, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
    )
    .join('/');
}
