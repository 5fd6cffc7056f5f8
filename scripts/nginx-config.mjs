#!/usr/bin/env node
// Renders the nginx server block for an exported site:
//   npm run nginx:config -- [--dir out] [--root /var/www/site] [--listen 80] [--server-name _]
//                           [--base /demo] [--out deploy/build/site.conf] [--standalone]
//                           [--access-log /var/log/nginx/access.log | off]
// Run it after every build: the Content-Security-Policy holds hashes of each page's inline scripts
// and the origins of the remote images the pages show (authors' avatars, for instance) and of the
// frames they embed (a video in a doc).
// --standalone also writes nginx.conf beside the site file, a complete config that runs as any user
// (`nginx -p <folder> -c <folder>/nginx.conf -e <folder>/error.log -g 'daemon off;'`).
// With the Try it proxy, every proxied server's name is resolved here and a loopback, private or
// link-local address the site does not allow by name is refused; the server block then keeps its own
// access log (--access-log), which leaves out the proxy's requests.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { normaliseBasePath, readPreparedEnv } from '../lib/config/env.mjs';
import { projectRoot } from './lib/ensure.mjs';
import { checkTryTargets, collectPageFacts, DEFAULT_ACCESS_LOG, renderSiteConf, renderStandaloneConf } from './lib/nginx-config.mjs';
import { readTryManifest } from './lib/try-proxy.mjs';

/** Path of the server-block template, relative to the project. */
export const TEMPLATE = path.join(projectRoot, 'deploy', 'nginx.conf.template');

/**
 * Renders the site file (and, with standalone, nginx.conf) into outFile's folder; returns their paths.
 * @param {{ dir: string, basePath: string, root: string, listen: string, serverName: string,
 *   outFile: string, standalone?: boolean, user?: string, accessLog?: string }} options
 *   accessLog: the site's access log with the Try it proxy (a file or "off"); standalone, its folder's.
 */
export async function writeNginxConfig({ dir, basePath, root, listen, serverName, outFile, standalone = false, user, accessLog }) {
  if (!existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`No exported site in ${dir}. Run \`npm run build\` first.`);
  }
  const { hashes, styles, imageOrigins, frameOrigins } = collectPageFacts(dir, basePath);
  // The "Try it" servers and proxy, as the build wrote them (lib/postbuild/try-manifest.ts); none for most sites.
  const tryManifest = readTryManifest(dir);
  await checkTryTargets(tryManifest, { serverName });
  const log = accessLog ?? (standalone ? path.join(path.dirname(outFile), 'access.log') : DEFAULT_ACCESS_LOG);
  const site = renderSiteConf({
    template: readFileSync(TEMPLATE, 'utf8'),
    basePath,
    root,
    listen,
    serverName,
    hashes,
    styles,
    imageOrigins,
    frameOrigins,
    tryManifest,
    accessLog: log,
  });
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(outFile, site);
  const written = { site: outFile, pages: hashes.size, tryApis: tryManifest?.apis.length ?? 0 };
  if (!standalone) return written;
  const folder = path.dirname(outFile);
  const main = path.join(folder, 'nginx.conf');
  writeFileSync(main, renderStandaloneConf({ dir: folder, siteConf: outFile, user }));
  return { ...written, main };
}

async function main() {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'out' },
      base: { type: 'string' },
      root: { type: 'string', default: '/var/www/site' },
      listen: { type: 'string', default: '80' },
      'server-name': { type: 'string', default: '_' },
      out: { type: 'string', default: path.join('deploy', 'build', 'site.conf') },
      standalone: { type: 'boolean', default: false },
      'access-log': { type: 'string' },
    },
  });
  const written = await writeNginxConfig({
    dir: path.resolve(values.dir),
    // The base path the site folder (SITE_DIR) was built with, unless --base names another.
    basePath:
      values.base !== undefined ? normaliseBasePath(values.base) : readPreparedEnv({ ...process.env, NEXT_DIST_DIR: values.dir }).basePath,
    root: values.root,
    listen: values.listen,
    serverName: values['server-name'],
    outFile: path.resolve(values.out),
    standalone: values.standalone,
    accessLog: values['access-log'],
  });
  console.log(
    `Wrote ${path.relative(process.cwd(), written.site)} (script hashes for ${written.pages} pages` +
      (written.tryApis ? `, Try it for ${written.tryApis} APIs` : '') +
      ')' +
      (written.main ? ` and ${path.relative(process.cwd(), written.main)}` : '') +
      '.',
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  try {
    await main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
