// npm run import:docusaurus -- <docusaurus site folder> <new site folder> [--no-install]
// Writes a site folder this product builds (site.config.mjs, the docs, blog, sidebars, Markdown pages and
// static files, copied unchanged, and a package.json of the packages it imports, installed unless
// --no-install) and prints what it could not carry, with what to do.
import path from 'node:path';
import { formatReport } from '../lib/import/docusaurus';

async function main(): Promise<number> {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  const install = !args.includes('--no-install');
  const [from, to, ...extra] = args.filter((arg) => arg !== '--no-install');
  if (!from || !to || extra.length > 0) {
    console.error('Usage: npm run import:docusaurus -- <docusaurus site folder> <new site folder> [--no-install]');
    return 1;
  }
  const { importDocusaurusSite, ImportError } = await import('../lib/import/docusaurus-files');
  try {
    const result = await importDocusaurusSite(from, to, { install });
    for (const report of result.reports) console.log(`- ${formatReport(report)}`);
    const lost = result.reports.filter((report) => !report.carried).length;
    const builtIn = result.reports.length - lost;
    const stubs = result.stubbed.length ? `; placeholders for ${result.stubbed.join(', ')}` : '';
    const names = Object.keys(result.dependencies);
    const packages = {
      nothing: 'no npm packages to install',
      installed: `package.json with ${names.join(', ')}, installed`,
      skipped: `package.json with ${names.join(', ')}, not installed (run npm install in ${to})`,
      failed: `package.json with ${names.join(', ')}: npm install failed (see above)`,
    }[result.installed];
    console.log(
      `\nImported ${path.relative(process.cwd(), result.configFile) || result.configFile} into ${to}: ${result.copied} files copied, ` +
        `${lost} things not carried${builtIn ? ` and ${builtIn} carried by built-ins` : ''} (listed above and in ${path.join(to, 'IMPORT-REPORT.md')})${stubs}; ${packages}. ` +
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
