/** The Markdown twin's route of a page: "/docs/intro" → "/docs/intro.md"; the site root's is "/index.md". */
export function markdownRoute(route: string): string {
  return route === '/' || route === '' ? '/index.md' : `${route}.md`;
}
