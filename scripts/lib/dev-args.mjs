// The arguments `npm run dev` hands to `next dev`. Next listens on every interface (0.0.0.0) unless
// told otherwise, which shows a writer's drafts, and the dev server's own endpoints, to anyone on
// the same network; the writer's preview is theirs, so it listens on 127.0.0.1 unless the arguments
// name a hostname themselves (`--hostname 0.0.0.0`, `-H ::` to share it on purpose).

/** Where `npm run dev` listens when its arguments name no hostname. */
export const DEV_HOSTNAME = '127.0.0.1';

/**
 * True when `next dev`'s arguments set the hostname, in any of the forms its parser (commander)
 * reads: `--hostname <h>`, `--hostname=<h>`, `-H <h>`, `-H<h>`.
 * @param {readonly string[]} args
 * @returns {boolean}
 */
export function namesHostname(args) {
  return args.some((arg) => arg === '--hostname' || arg.startsWith('--hostname=') || arg.startsWith('-H'));
}

/**
 * `next dev`'s arguments: the user's, with `--hostname 127.0.0.1` first when they name none.
 * @param {readonly string[]} args the arguments after `npm run dev --`
 * @returns {string[]}
 */
export function nextDevArgs(args) {
  return namesHostname(args) ? [...args] : ['--hostname', DEV_HOSTNAME, ...args];
}

/**
 * `--locale <name>` (or `--locale=<name>`), Docusaurus' option to preview one locale: the locale
 * asked for, and the other arguments, which go to `next dev` (it knows no such option).
 * @param {readonly string[]} args
 * @returns {{ locale: string | undefined; rest: string[] }}
 */
export function takeLocale(args) {
  const rest = [];
  let locale;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--locale') locale = args[++i];
    else if (arg.startsWith('--locale=')) locale = arg.slice('--locale='.length);
    else rest.push(arg);
  }
  return { locale, rest };
}
