// Writes, as JSON to the file named by its argument, every route of a built site that shows a
// Markdown source file, with that file: the route table the build exported the pages from, so the
// census maps a page to its source the way the build did. Run by bench/compat.mjs with the build's SITE_DIR and NEXT_DIST_DIR.
import { writeFileSync } from 'node:fs';

async function main(): Promise<void> {
  const outFile = process.argv[2];
  if (!outFile) throw new Error('usage: tsx bench/compat-routes.ts <output.json>');
  if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: 'production' });
  const { routeTable } = await import('../lib/site/routes');
  const table = await routeTable();
  const sources: { route: string; file: string }[] = [];
  for (const { route, target } of table.values()) {
    // The docs root's copy of the main doc (canonical to it) is left out: a page is counted once.
    if (target.kind === 'doc') {
      if (target.page.kind === 'doc') sources.push({ route, file: target.page.absFile });
    } else if (target.kind === 'page') sources.push({ route, file: target.page.absFile });
    else if (target.kind === 'blog-post') sources.push({ route, file: target.post.source });
  }
  // A file, not stdout: the loaders may print warnings while they read the content.
  writeFileSync(outFile, JSON.stringify(sources));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
