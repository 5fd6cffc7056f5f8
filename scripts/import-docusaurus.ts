// npm run import:docusaurus -- <docusaurus site folder> <new site folder>
// Writes a site folder this product builds (site.config.mjs, the docs, blog, sidebars, Markdown pages and
// static files, copied unchanged) and prints what it could not carry, with what to do.
import path from 'node:path';
import { formatReport } from '../lib/import/docusaurus';

async function main(): Promise<number> {
  const [from, to] = process.argv.slice(2).filter((arg) => arg !== '--');
  if (!from || !to) {
    console.error('Usage: npm run import:docusaurus -- <docusaurus site folder> <new site folder>');
    return 1;
  }
  const { importDocusaurusSite, ImportError } = await import('../lib/import/docusaurus-files');
  try {
    const result = await importDocusaurusSite(from, to);
    for (const report of result.reports) console.log(`- ${formatReport(report)}`);
    const lost = result.reports.filter((report) => !report.carried).length;
    const builtIn = result.reports.length - lost;
    const stubs = result.stubbed.length ? `; placeholders for ${result.stubbed.join(', ')}` : '';
    console.log(
      `\nImported ${path.relative(process.cwd(), result.configFile) || result.configFile} into ${to}: ${result.copied} files copied, ` +
        `${lost} things not carried${builtIn ? ` and ${builtIn} carried by built-ins` : ''} (listed above and in ${path.join(to, 'IMPORT-REPORT.md')})${stubs}. ` +
        `Build it with SITE_DIR=${to} npm run build.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ImportError) {
      console.error(`import:docusaurus: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
