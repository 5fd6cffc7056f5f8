// The inline scripts the build writes into its pages, and how each is told from any other.
//
// The site's Content-Security-Policy allows inline scripts by hash (scripts/lib/nginx-config.mjs): a
// script the policy hashes runs. So it hashes only these, and the post-build step fails on any other
// inline script in a page the build wrote (lib/postbuild/inline-scripts.ts). They are Next's (the
// React payload and the Turbopack chunk list, recognised by the code around their JSON), next-themes'
// colour-mode script (by the id the layout gives it and its shape), JSON-LD (data, never run), and
// ours, written from the templates below so the check reads exactly the text the build writes: the
// boot loader (lib/postbuild/boot-scripts.ts), the announcement bar's and the base-URL banner's.
// Plain JavaScript: the nginx config renderer runs on node alone.

import { BOOT_LOADER_ID, COLOR_MODE_SCRIPT_ID } from './script-ids.mjs';

export { BOOT_LOADER_ID, COLOR_MODE_SCRIPT_ID };

/**
 * A value as JSON for an inline script: `<`, `>` and `&` are written as \u escapes, so no `</script>`
 * or `<!--` in a string can close the element or change how the HTML parser reads it, and U+2028 and
 * U+2029 as well, which older engines read as line ends inside a string. The value reads back the same.
 * @param {unknown} value
 * @returns {string}
 */
export function scriptJson(value) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** JSON.parse, or undefined for text that is not one JSON value. */
function parsed(text) {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

/**
 * A script of fixed code around JSON values: `render` writes it, `matches` says whether a text is
 * exactly one it writes (its holes read back as JSON and render the same text again).
 * @param {...string} parts the code between the values
 */
function template(...parts) {
  const pattern = new RegExp(`^${parts.map(escapeRegExp).join('([\\s\\S]*)')}$`);
  const render = (...values) => parts.map((part, i) => (i === 0 ? part : `${scriptJson(values[i - 1])}${part}`)).join('');
  return {
    render,
    /** @param {string} text */
    matches(text) {
      const holes = pattern.exec(text)?.slice(1).map(parsed);
      return !!holes && holes.every(Boolean) && render(...holes.map((hole) => hole.value)) === text;
    },
  };
}

// Loads the boot scripts once the browser reports the first contentful paint, or, where paint timing
// is missing (or the page loaded in a background tab and never painted), a second after the load event.
const BOOT_LOADER = template(
  '(function(s){var d=0;function l(){if(d)return;d=1;s.forEach(function(u){' +
    'var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})}' +
    'try{new PerformanceObserver(function(p){if(p.getEntriesByName("first-contentful-paint").length)setTimeout(l)})' +
    '.observe({type:"paint",buffered:true})}catch(e){}' +
    'addEventListener("load",function(){setTimeout(l,1000)})})(',
  ')',
);

/** The boot loader's text for its sources (the element is lib/postbuild/boot-scripts.ts's). */
export const bootLoaderScript = (/** @type {string[]} */ sources) => BOOT_LOADER.render(sources);

// Hides the bar when it was dismissed, and forgets the dismissal when the bar's id changed since.
const ANNOUNCEMENT = template(
  '(function(){try{var k=',
  ',s=window.localStorage,i=',
  ';if(s.getItem(k.id)!==i){s.setItem(k.id,i);s.removeItem(k.dismiss);}' +
    "if(s.getItem(k.dismiss)==='true')document.documentElement.setAttribute('data-announcement-dismissed','');" +
    '}catch(e){}})();',
);

/**
 * The announcement bar's script for its storage keys and the bar's id (components/layout/announcement-bar.tsx).
 * @param {{ dismiss: string, id: string }} keys
 * @param {string} id
 */
export const announcementScript = (keys, id) => ANNOUNCEMENT.render(keys, id);

/** Fills in the path the page is served from, only when the base-URL banner shows (components/runtime/base-url-banner.tsx). */
export const BASE_URL_BANNER_SCRIPT =
  "(function(){var b=document.getElementById('base-url-issue-banner'),e=document.getElementById('base-url-issue-served');" +
  "if(b&&e&&getComputedStyle(b).display!=='none')e.textContent=location.pathname;})();";

/** `prefix`, one JSON value that `accept`s, `suffix`: code that only hands data over. */
function dataCall(text, prefix, suffix, accept) {
  if (!text.startsWith(prefix) || !text.endsWith(suffix) || text.length < prefix.length + suffix.length) return false;
  const data = parsed(text.slice(prefix.length, text.length - suffix.length));
  return !!data && accept(data.value);
}

const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Next's React payload: the queue it starts with, then `push([kind, data])` of JSON. */
const NEXT_PAYLOAD_START = '(self.__next_f=self.__next_f||[]).push([0])';
const isNextPayload = (text) =>
  text === NEXT_PAYLOAD_START ||
  dataCall(text, 'self.__next_f.push(', ')', (value) => Array.isArray(value) && typeof value[0] === 'number');

/** Turbopack's list of the page's chunks, one object of JSON. */
const isTurbopackChunks = (text) => dataCall(text, '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(', ');', isRecord);

/**
 * next-themes writes `(<its function>)(<its arguments as JSON>)`. The function's text is the library's as
 * the bundler minified it, so it is read by its shape (an arrow function of eight parameters) and the
 * id the layout gives the element; the arguments are data: eight JSON values, the first the attribute set.
 */
function isColorMode(text) {
  const split = text.lastIndexOf('})(');
  if (split < 0 || !/^\(\([\w$]+(,[\w$]+){7}\)=>\{/.test(text) || !text.endsWith(')')) return false;
  const args = parsed(`[${text.slice(split + 3, -1)}]`);
  return !!args && args.value.length === 8 && typeof args.value[0] === 'string';
}

const isJson = (text) => parsed(text) !== undefined;

/**
 * Each kind: its element's attributes, exactly (`true`: any value), and its text.
 * @type {{ kind: string, attributes: Record<string, string | true>, text: (text: string) => boolean }[]}
 */
const KINDS = [
  { kind: 'Next payload', attributes: {}, text: isNextPayload },
  { kind: 'Turbopack chunk list', attributes: { id: true }, text: isTurbopackChunks },
  { kind: 'boot loader', attributes: { id: BOOT_LOADER_ID }, text: BOOT_LOADER.matches },
  { kind: 'announcement bar', attributes: {}, text: ANNOUNCEMENT.matches },
  { kind: 'base-URL banner', attributes: {}, text: (text) => text === BASE_URL_BANNER_SCRIPT },
  { kind: 'colour mode', attributes: { id: COLOR_MODE_SCRIPT_ID }, text: isColorMode },
  { kind: 'JSON-LD', attributes: { type: 'application/ld+json' }, text: isJson },
];

/**
 * Which of the build's inline scripts an element is, or undefined for any other. `attributes` as an
 * HTML parser reads them (names in lower case), `text` as written in the page.
 * @param {Record<string, string>} attributes
 * @param {string} text
 * @returns {string | undefined}
 */
export function inlineScriptKind(attributes, text) {
  const names = Object.keys(attributes);
  const found = KINDS.find(
    (kind) =>
      names.length === Object.keys(kind.attributes).length &&
      names.every(
        (name) => Object.hasOwn(kind.attributes, name) && (kind.attributes[name] === true || kind.attributes[name] === attributes[name]),
      ) &&
      kind.text(text),
  );
  return found?.kind;
}

/** Whether Next rendered the page: every page it renders starts its payload with this script. */
export const isNextPayloadStart = (text) => text === NEXT_PAYLOAD_START;
