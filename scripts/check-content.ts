// The build's first step, before `next build`: reads the site config, the docs, the blog and every
// configured OpenAPI description with the loaders the pages use. A content mistake (bad YAML, JSON
// or front matter, an unknown author, an invalid spec) fails here in seconds with its message (file,
// line or JSON pointer, and the fix) instead of under a stack trace after a minute of compiling.
// Anything else is a bug in the site and keeps its stack.

/** Errors whose message is the whole story, written for the person who edits the content. */
const CONTENT_ERRORS = new Set(['ContentError', 'BlogContentError', 'OpenApiSpecError', 'SiteConfigError']);

async function main(): Promise<void> {
  // The loaders leave drafts out of production builds, as `next build` does.
  if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: 'production' });
  const { siteConfig } = await import('../lib/config');
  const { getDocs } = await import('../lib/content/docs-data');
  const { getBlog } = await import('../lib/content/blog');
  const { getApiModel } = await import('../lib/openapi');
  const docs = getDocs();
  const blog = getBlog();
  for (const api of siteConfig.apis) await getApiModel(api);
  console.log(`Content checked: ${docs.docs.length} docs, ${blog.posts.length} posts, ${siteConfig.apis.length} API descriptions.`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    const known = error instanceof Error && CONTENT_ERRORS.has(error.name);
    console.error(`\nThe build stopped: ${known ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
