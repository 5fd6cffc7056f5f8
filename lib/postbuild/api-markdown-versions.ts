// The version lines of a versioned API's Markdown twins: which version the twin is, and where the
// same operation (or schema, or the reference) is in each other version, as their own twins.
import type { VersionSwitch } from '@/lib/openapi/versions/versions';
import { markdownRoute } from '@/lib/site/markdown-route';
import type { AbsoluteUrl } from './api-markdown';

/** The lines naming the twin's version and linking the other versions' twins of the same page (their top when they lack it). */
export function versionLines(versions: VersionSwitch, absolute: AbsoluteUrl): string[] {
  const { current } = versions;
  const latest = versions.versions.find((link) => link.latest)!;
  const first = current.latest
    ? `API version: ${current.label} (the latest).`
    : `API version: ${current.label}, an older version; the latest is ${latest.label}.`;
  const others = versions.versions
    .filter((link) => !link.current)
    .map((link) => {
      const page = link.href.replace(/#.*$/, '');
      const note = link.exact ? '' : ' (this page is not in it: its overview)';
      return `[${link.label}${link.latest ? ' (latest)' : ''}](${absolute(markdownRoute(page))})${note}`;
    });
  return [`${first}  `, `Other versions: ${others.join(' · ')}`, ''];
}

/** The twin with the version lines after its title (a twin starts with "# Title" and a blank line). */
export function withVersionLines(markdown: string, lines: string[]): string {
  const at = markdown.indexOf('\n\n');
  if (at < 0) return `${markdown}\n${lines.join('\n')}\n`;
  return `${markdown.slice(0, at + 2)}${lines.join('\n')}\n${markdown.slice(at + 2)}`;
}
