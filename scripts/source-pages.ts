// Checks that every doc and blog post file of the site folder got an exported HTML page: lists the
// .md/.mdx files under the docs and blog folders itself (leaving out what Docusaurus excludes by
// default: "_" files and folders, tests), asks the loaders for each file's route and looks for the
// route's HTML in the export. Run after a build, with the build's SITE_DIR and NEXT_DIST_DIR:
//   SITE_DIR=../site NEXT_DIST_DIR=out-real npx tsx scripts/source-pages.ts
import fs from 'node:fs';
import path from 'node:path';

function contentFiles(dir: string, rel = ''): string[] {
  if (!fs.existsSync(path.join(dir, rel))) return [];
  return fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((entry) => {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.name.startsWith('_') || entry.name.startsWith('.') || entry.name === '__tests__' || entry.name === 'node_modules') return [];
    if (entry.isDirectory()) return contentFiles(dir, child);
    return /\.mdx?$/.test(entry.name) ? [child] : [];
  });
}

/** The exported HTML file of a route (without the base path: the export holds no base path folder), if any. */
function htmlOf(out: string, route: string): string | undefined {
  const below = route.replace(/\/+$/, '');
  const candidates = below === '' ? ['index.html'] : [`${below}.html`, `${below}/index.html`];
  return candidates.map((file) => path.join(out, decodeURIComponent(file))).find((file) => fs.existsSync(file));
}

async function main(): Promise<void> {
  if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: 'production' });
  const { readPreparedSite } = await import('../lib/config/prepared');
  const { getAllDocs } = await import('../lib/content/docs-data');
  const { getBlog } = await import('../lib/content/blog');
  const site = readPreparedSite();
  const out = path.resolve(process.env.NEXT_DIST_DIR || 'out');
  const problems: string[] = [];
  let pages = 0;
  const check = (kind: string, dir: string, routeOf: (abs: string) => string | undefined, skipped: (abs: string) => string | undefined) => {
    for (const rel of contentFiles(dir)) {
      const abs = path.join(dir, rel);
      const route = routeOf(abs);
      if (route === undefined) {
        const why = skipped(abs);
        if (why) console.log(`  (${kind} ${rel}: ${why})`);
        else problems.push(`${kind} ${rel}: the loader gave it no route`);
        continue;
      }
      if (htmlOf(out, route)) pages += 1;
      else problems.push(`${kind} ${rel}: no HTML for its route ${route} in ${path.relative(process.cwd(), out)}`);
    }
  };
  const { blog } = site.config;
  // Every version of every docs instance: each folder's files against its own routes.
  for (const data of getAllDocs()) {
    const kept = new Set(data.docs.map((doc) => doc.absFile));
    check(
      'doc',
      data.contentPath,
      (abs) => (kept.has(abs) ? data.routeByFile.get(abs) : undefined),
      (abs) => (data.routeByFile.has(abs) ? undefined : /^draft:\s*true\s*$/m.test(fs.readFileSync(abs, 'utf8')) ? 'a draft' : undefined),
    );
  }
  if (blog !== false) {
    const posts = new Map(getBlog()?.posts.map((post) => [post.source, post.permalink]));
    check(
      'post',
      path.resolve(site.siteDir, blog.path),
      (abs) => posts.get(abs),
      (abs) => (/^draft:\s*true\s*$/m.test(fs.readFileSync(abs, 'utf8')) ? 'a draft' : undefined),
    );
  }
  console.log(`${pages} doc and post files have their page in ${path.relative(process.cwd(), out)}.`);
  if (problems.length > 0) {
    console.error(`${problems.length} without a page:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
