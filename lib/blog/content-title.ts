import { lineBreaksOf } from '@/lib/text/blank';
export interface ContentTitle {
  /** The text of the heading, inline Markdown removed. */
  title: string;
  /** The body without the heading (Docusaurus' removeContentTitle), so the page shows it once; its lines stay, blank, so errors name the file's lines. */
  body: string;
}

/** Lines a post may start with before its title: blank lines, MDX imports/exports and comments. */
const PREAMBLE = /^(?:[ \t]*\r?\n|(?:import|export)\s[^\n]*\r?\n|<!--[\s\S]*?-->[ \t]*\r?\n)*/;
const ATX = /^#[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*(?:\r?\n|$)/;
const SETEXT = /^([^\n#>\-*+|][^\n]*)\r?\n=+[ \t]*(?:\r?\n|$)/;

function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]/g, '')
    .replace(/\s+\{#[\w-]+\}$/, '')
    .trim();
}

/**
 * The post's content title, as Docusaurus reads it: a level-1 heading ("# Title" or "Title" over
 * "===") that comes first in the body, after imports and blank lines. Undefined when there is none.
 */
export function extractContentTitle(body: string): ContentTitle | undefined {
  const preamble = PREAMBLE.exec(body)?.[0] ?? '';
  const rest = body.slice(preamble.length);
  const match = ATX.exec(rest) ?? SETEXT.exec(rest);
  if (!match) return undefined;
  const title = plainText(match[1]!);
  if (!title) return undefined;
  return { title, body: `${preamble}${lineBreaksOf(match[0])}${rest.slice(match[0].length)}` };
}
