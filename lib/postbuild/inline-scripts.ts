// The post-build check that every inline script in the exported pages is one the build writes.
//
// The nginx config allows a page's inline scripts by hash (scripts/lib/nginx-config.mjs): a script it
// hashed would run as the site. It hashes only the build's own (lib/runtime/inline-scripts.mjs: Next's
// payload and chunk list, the boot loader, the colour-mode, announcement and base-URL scripts, JSON-LD),
// and this step fails the build on any other, naming the page and its source, so such a script is
// found when the site is built rather than blocked, silently, in a reader's browser. HTML files copied
// from a static folder are the writer's own and are not read here (lib/checks/static-html.ts).
import path from 'node:path';
import { decodeAttribute, lineOf, startTags } from '@/lib/html/tags';
import { inlineScriptKind } from '@/lib/runtime/inline-scripts.mjs';
import { manualPage } from '@/lib/config/manual';

/** An inline script the build did not write: where it stands and how it starts. */
export interface UnknownScript {
  line: number;
  /** The element's start and the first characters of its text, on one line. */
  script: string;
}

const SHOWN = 80;

/** inlineScriptKind's name for next-themes' colour-mode script, which a page holds once. */
const COLOR_MODE_KIND = 'colour mode';

/** The inline scripts of one page that are none of the build's own. */
export function unknownInlineScripts(html: string): UnknownScript[] {
  if (!html.includes('<script') && !html.includes('<SCRIPT')) return [];
  const found: UnknownScript[] = [];
  let colourModes = 0;
  for (const tag of startTags(html)) {
    if (tag.name !== 'script' || tag.attributes.some((attribute) => attribute.name === 'src')) continue;
    const close = new RegExp('</script', 'gi');
    close.lastIndex = tag.end;
    const text = html.slice(tag.end, close.exec(html)?.index ?? html.length);
    const attributes = Object.fromEntries(tag.attributes.map((attribute) => [attribute.name, decodeAttribute(attribute.raw)]));
    const kind = inlineScriptKind(attributes, text);
    // next-themes' script is known by its shape and its arguments, not its code (the bundler's
    // minified text): content that writes one more with that id and shape (MDX's
    // dangerouslySetInnerHTML could) would pass with any code. The layout writes exactly one.
    if (kind === COLOR_MODE_KIND) colourModes += 1;
    if (kind !== undefined && (kind !== COLOR_MODE_KIND || colourModes === 1)) continue;
    const start = html.slice(tag.start, tag.end);
    const shown = text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text;
    found.push({ line: lineOf(html, tag.start), script: `${start}${shown}`.replace(/\s+/g, ' ') });
  }
  return found;
}

/** The unknown scripts of the pages read so far, by page. */
export interface InlineScriptStep {
  /** Checks one page as published; returns it unchanged. */
  page(html: string, file: string): string;
  /** The pages with unknown scripts: the file relative to the working directory, and its route. */
  problems(): { file: string; route: string; scripts: UnknownScript[] }[];
}

/** The step over the export folder `dir`; `route` names the route a file serves (lib/checks/link-check.ts routeOfHtmlFile). */
export function inlineScriptStep(dir: string, route: (relative: string) => string): InlineScriptStep {
  const problems: { file: string; route: string; scripts: UnknownScript[] }[] = [];
  return {
    page(html, file) {
      const scripts = unknownInlineScripts(html);
      if (scripts.length > 0) {
        problems.push({
          file: path.relative(process.cwd(), file),
          route: route(path.relative(dir, file).split(path.sep).join('/')),
          scripts,
        });
      }
      return html;
    },
    problems: () => problems,
  };
}

/** The build's message: each page, its source where the route table knows it, each script, and what to do. */
export function formatUnknownScripts(problems: { file: string; source?: string; scripts: UnknownScript[] }[]): string {
  const count = problems.reduce((n, problem) => n + problem.scripts.length, 0);
  const lines = problems.flatMap(({ file, source, scripts }) =>
    scripts.map((script) => `  - ${file}:${script.line}${source ? ` (source ${source})` : ''}: ${script.script}`),
  );
  return (
    `\nInline scripts the build did not write (${count}), the build fails: the Content-Security-Policy ` +
    `that \`npm run nginx:config\` writes allows only the build's own inline scripts, so browsers would block these (why: ${manualPage('explanations/security')}).\n` +
    `${lines.join('\n')}\n` +
    "Remove the script from the page's source. A script the site needs goes in a .js file in the site's static folder, loaded with " +
    '<script src="…">, which the policy allows; raw HTML in Markdown never keeps a script, so one here comes from a component or a plugin.'
  );
}
